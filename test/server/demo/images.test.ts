import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_COUNTS, IMAGE_NAMES, PICTURES_DIR, imageName, imageUrl, isImageName } from '../../../server/demo/images';
import { generateImages } from '../../../server/demo/paint';
import { PNG_SIGNATURE, readPngSize } from '../../../server/demo/png';
import { UPLOAD_NAME } from '../../../server/upload-refs';

const images = generateImages();
const REPAINT = 'run `npm run demo:pictures` and commit server/demo/pictures/';

test('paints every kind of picture in the promised numbers', () => {
  for (const [kind, count] of Object.entries(IMAGE_COUNTS)) {
    assert.equal(images.filter((i) => i.name.startsWith(`demo-${kind}-`)).length, count, kind);
  }
  assert.equal(new Set(images.map((i) => i.name)).size, images.length);
  assert.equal(images.length, 54);
  assert.equal(imageUrl('trip', 3), '/api/v1/uploads/demo-trip-03.png');
});

test('ships exactly the painted pictures in server/demo/pictures/', () => {
  const files = readdirSync(PICTURES_DIR).sort();
  assert.deepEqual(files, images.map((i) => i.name).sort(), `server/demo/pictures/ must hold the ${images.length} pictures and nothing else: ${REPAINT}`);
  assert.equal(files.length, 54);
  for (const image of images) {
    assert.ok(readFileSync(join(PICTURES_DIR, image.name)).equals(image.bytes), `${image.name} is not what the painters draw: ${REPAINT}`);
  }
});

test('knows exactly the demo picture names, all of them served as uploads', () => {
  assert.deepEqual(IMAGE_NAMES, images.map((i) => i.name));
  for (const name of IMAGE_NAMES) {
    assert.ok(isImageName(name), name);
    assert.match(name, UPLOAD_NAME);
  }
  assert.equal(imageName('cert', 4), 'demo-cert-04.png');
  const others = ['demo-trip-99.png', 'demo-trip-25.png', 'demo-trip-00.png', 'demo-trip-1.png', 'demo-trip-001.png', 'demo-foo-01.png', 'demo-trip-01.PNG',
    'demo-trip-01.jpg', '../demo-trip-01.png', 'pictures/demo-trip-01.png', 'demo-trip-01.png ', 'xdemo-trip-01.png', 'constructor', '__proto__', ''];
  for (const name of others) assert.equal(isImageName(name), false, name);
});

test('encodes small PNGs of at most 320×200 and 8 KB', () => {
  for (const image of images) {
    assert.equal(image.type, 'image/png');
    assert.ok(image.bytes.subarray(0, 8).equals(PNG_SIGNATURE), image.name);
    const size = readPngSize(image.bytes);
    assert.ok(size && size.width <= 320 && size.height <= 200 && size.width > 0, `${image.name}: ${JSON.stringify(size)}`);
    assert.ok(image.bytes.length <= 8 * 1024, `${image.name}: ${image.bytes.length} bytes`);
  }
});

test('paints distinct pictures and hands out fresh buffers each call', () => {
  assert.equal(new Set(images.map((i) => i.bytes.toString('base64'))).size, images.length);
  const again = generateImages();
  const first = again[0];
  assert.ok(first);
  first.bytes[20] = (first.bytes[20] ?? 0) ^ 0xff;
  assert.notDeepEqual(first.bytes, generateImages()[0]?.bytes);
  assert.deepEqual(images[0]?.bytes, generateImages()[0]?.bytes);
});
