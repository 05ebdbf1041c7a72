/**
 * A minimal PNG encoder for 8-bit RGB images (signature, IHDR, IDAT deflated with node:zlib,
 * IEND, CRC-32 on each chunk), choosing a filter per row the way libpng's heuristic does, plus
 * a reader of the size in IHDR.
 */
import { deflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it) of the bytes. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Writes `row` filtered with `type` (0–4) into `out` and answers the sum of the output's signed
 * magnitudes, or any sum from `limit` up as soon as it gets there: a filter already worse than the
 * best so far need not be finished (libpng stops the same way), which spares most of the work of
 * trying five filters on every row.
 */
function filtered(type: number, row: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array, limit: number): number {
  const n = row.length;
  let cost = 0;
  for (let i = 0; i < n && cost < limit; i++) {
    const x = row[i] as number;
    const a = i >= bpp ? (row[i - bpp] as number) : 0;
    let value: number;
    switch (type) {
      case 0: value = x; break;
      case 1: value = (x - a) & 0xff; break;
      case 2: value = (x - (prev[i] as number)) & 0xff; break;
      case 3: value = (x - ((a + (prev[i] as number)) >> 1)) & 0xff; break;
      default: value = (x - paeth(a, prev[i] as number, i >= bpp ? (prev[i - bpp] as number) : 0)) & 0xff;
    }
    out[i] = value;
    cost += value < 128 ? value : 256 - value;
  }
  return cost;
}

/** Filters one row with the type (0–4) whose output has the smallest sum of signed magnitudes. */
function filterRow(row: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array, candidate: Uint8Array): void {
  let best = Infinity;
  let bestType = 0;
  for (let type = 0; type <= 4; type++) {
    const cost = filtered(type, row, prev, bpp, candidate, best);
    if (cost < best) {
      best = cost;
      bestType = type;
      out.set(candidate, 1);
    }
  }
  out[0] = bestType;
}

/** Encodes 8-bit RGB pixels (`width * height * 3` bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`encodePng: bad size ${width}×${height}`);
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new RangeError(`encodePng: expected ${stride * height} bytes, got ${rgb.length}`);
  const raw = new Uint8Array((stride + 1) * height);
  let prev: Uint8Array = new Uint8Array(stride);
  const scratch = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    filterRow(row, prev, 3, raw.subarray(y * (stride + 1), (y + 1) * (stride + 1)), scratch);
    prev = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.equals(Buffer.from(bytes.subarray(0, 8)))) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
