import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateImages, IMAGE_COUNTS, imageUrl } from '../../../server/demo/images';
import { PNG_SIGNATURE, readPngSize } from '../../../server/demo/png';

const images = generateImages();

test('paints every kind of picture in the promised numbers', () => {
  for (const [kind, count] of Object.entries(IMAGE_COUNTS)) {
    assert.equal(images.filter((i) => i.name.startsWith(`demo-${kind}-`)).length, count, kind);
  }
  assert.equal(new Set(images.map((i) => i.name)).size, images.length);
  assert.equal(imageUrl('trip', 3), '/api/v1/uploads/demo-trip-03.png');
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
