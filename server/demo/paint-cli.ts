/**
 * `npm run demo:pictures`: repaints the demo pictures into `server/demo/pictures/` (the files the
 * server ships and serves), after a change to the painters. Writes the 54 files, removes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PICTURES_DIR } from './images';
import { generateImages } from './paint';

async function main(): Promise<void> {
  const images = generateImages();
  await mkdir(PICTURES_DIR, { recursive: true });
  await Promise.all(images.map((image) => writeFile(join(PICTURES_DIR, image.name), image.bytes)));
  const bytes = images.reduce((sum, image) => sum + image.bytes.length, 0);
  console.log(`Wrote ${images.length} demo pictures (${bytes.toLocaleString('en')} bytes) to ${relative(process.cwd(), PICTURES_DIR) || '.'}.`);
}

await main();
