/**
 * Paints and PNG-encodes the demo pictures (nothing points at the internet). Only the test that
 * compares them with the shipped files and `npm run demo:pictures` (paint-cli.ts) run it: the
 * server serves the shipped files (images.ts).
 */
import type { Canvas } from './canvas';
import { IMAGE_COUNTS, imageName, type ImageKind } from './images';
import { paintAvatar, paintCertificate, paintProduct } from './objects';
import { encodePng } from './png';
import { createRandom, type Random } from './random';
import { paintSurface, paintUnderwater } from './scenes';

/** A painted picture and the name it ships and is served under. */
export interface DemoImage {
  name: string;
  type: 'image/png';
  bytes: Buffer;
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
