/**
 * The demo pictures' names, the upload URLs entities use to reference them
 * (`/api/v1/uploads/demo-trip-03.png`), and the folder they ship in: `server/demo/pictures/`, the
 * PNGs that paint.ts draws (`npm run demo:pictures` repaints them). Every server serves them from
 * that folder, so nothing is drawn or copied at start. This module imports no painter.
 */
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '../../src/contract';

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

/** Every demo picture name, kind by kind in IMAGE_COUNTS order, then by number. */
export const IMAGE_NAMES: readonly string[] = (Object.keys(IMAGE_COUNTS) as ImageKind[]).flatMap((kind) =>
  Array.from({ length: IMAGE_COUNTS[kind] }, (_, i) => imageName(kind, i + 1)),
);

const NAME_SET: ReadonlySet<string> = new Set(IMAGE_NAMES);

/** True for exactly the names `imageName` gives (`demo-trip-24.png`, not `demo-trip-25.png` nor `demo-trip-1.png`). */
export function isImageName(name: string): boolean {
  return NAME_SET.has(name);
}

/** The folder of the shipped pictures, one `imageName` file each. */
export const PICTURES_DIR = fileURLToPath(new URL('./pictures/', import.meta.url));
