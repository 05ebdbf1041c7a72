import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { crc32, encodePng, PNG_SIGNATURE, readPngSize } from '../../../server/demo/png';

/** Splits a PNG into chunks, checking each CRC. */
function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: crc32(png.subarray(at + 4, at + 8 + length)) === png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

/** Reverses the PNG row filters (RGB, 8 bit) to get the pixels back. */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= 3 ? (out[y * stride + i - 3] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= 3 && y > 0 ? (out[(y - 1) * stride + i - 3] ?? 0) : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type ?? 0] ?? 0;
      out[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return out;
}

function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 37 + Math.floor(i / 97) * 11) & 0xff;
  return data;
}

test('computes the standard CRC-32 check value', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

test('writes the signature, IHDR, IDAT and IEND with valid CRCs', () => {
  const png = encodePng(7, 5, pixels(7, 5));
  assert.ok(png.subarray(0, 8).equals(PNG_SIGNATURE));
  const list = chunks(png);
  assert.deepEqual(list.map((c) => c.type), ['IHDR', 'IDAT', 'IEND']);
  assert.ok(list.every((c) => c.crcOk));
  const ihdr = list[0]?.data ?? Buffer.alloc(0);
  assert.deepEqual([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ...ihdr.subarray(8)], [7, 5, 8, 2, 0, 0, 0]);
});

test('round-trips the pixels through deflate and the row filters', () => {
  for (const [w, h] of [[1, 1], [13, 9], [64, 40]] as const) {
    const input = pixels(w, h);
    const idat = chunks(encodePng(w, h, input)).find((c) => c.type === 'IDAT')?.data ?? Buffer.alloc(0);
    const raw = inflateSync(idat);
    assert.equal(raw.length, h * (1 + w * 3));
    assert.deepEqual(unfilter(raw, w, h), input);
  }
});

test('reads the size from IHDR and rejects bytes that are not a PNG', () => {
  assert.deepEqual(readPngSize(encodePng(320, 200, new Uint8Array(320 * 200 * 3))), { width: 320, height: 200 });
  assert.equal(readPngSize(Buffer.from('GIF89a not a png at all, just text')), null);
  assert.equal(readPngSize(new Uint8Array(4)), null);
});

test('refuses pixel buffers of the wrong length or a zero size', () => {
  assert.throws(() => encodePng(2, 2, new Uint8Array(11)), RangeError);
  assert.throws(() => encodePng(0, 2, new Uint8Array(0)), RangeError);
});
