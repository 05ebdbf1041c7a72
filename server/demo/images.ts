/**
 * The demo pictures, generated and PNG-encoded here (nothing points at the internet), and the
 * upload URLs entities use to reference them: `/api/v1/uploads/demo-trip-03.png`.
 */
import { API_PREFIX } from '../../src/contract';
import type { Canvas } from './canvas';
import { paintAvatar, paintCertificate, paintProduct } from './objects';
import { encodePng } from './png';
import { createRandom, type Random } from './random';
import { paintSurface, paintUnderwater } from './scenes';

/** A generated picture, served as an upload. */
export interface DemoImage {
  name: string;
  type: 'image/png';
  bytes: Buffer;
}

/** How many pictures of each kind the data set has. */
export const IMAGE_COUNTS = { trip: 24, product: 12, avatar: 8, cert: 4, news: 6 } as const;
export type ImageKind = keyof typeof IMAGE_COUNTS;

/** File name of picture `n` (1-based) of a kind: `demo-trip-03.png`. */
export function imageName(kind: ImageKind, n: number): string {
  return `demo-${kind}-${String(n).padStart(2, '0')}.png`;
}

/** The URL an entity stores for picture `n` of a kind. */
export function imageUrl(kind: ImageKind, n: number): string {
  return `${API_PREFIX}/uploads/${imageName(kind, n)}`;
}

const PAINTERS: Record<ImageKind, (n: number, rng: Random) => Canvas> = {
  trip: (n, rng) => paintUnderwater(n - 1, rng),
  product: (n, rng) => paintProduct(n, rng),
  avatar: (n, rng) => paintAvatar(n - 1, rng),
  cert: (n, rng) => paintCertificate(n - 1, rng),
  news: (n, rng) => (n % 2 ? paintSurface(n, rng) : paintUnderwater(n + 2, rng, 320, 180)),
};

let encoded: readonly DemoImage[] | null = null;

/** Every demo picture, the same bytes on every call (fresh buffers; encoded once per process). */
export function generateImages(): DemoImage[] {
  encoded ??= paintAll();
  return encoded.map((image) => ({ ...image, bytes: Buffer.from(image.bytes) }));
}

function paintAll(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const kind of Object.keys(IMAGE_COUNTS) as ImageKind[]) {
    for (let n = 1; n <= IMAGE_COUNTS[kind]; n++) {
      const canvas = PAINTERS[kind](n, createRandom(`diving-demo/image/${kind}/${n}`));
      images.push({ name: imageName(kind, n), type: 'image/png', bytes: encodePng(canvas.width, canvas.height, canvas.data) });
    }
  }
  return images;
}
