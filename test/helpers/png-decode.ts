/**
 * Reads the pixels of a PNG as RGBA: 8-bit greyscale, RGB or RGBA, not interlaced (what Chromium's
 * screenshots are), for the browser tests that read a picture back (a QR code).
 */
import { inflateSync } from 'node:zlib';

/** The width, height and RGBA bytes of `png`; throws on a kind of PNG it does not read. */
export function decodePng(png: Buffer): { width: number; height: number; data: Uint8ClampedArray } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = colour === 6 ? 4 : colour === 2 ? 3 : colour === 0 ? 1 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`png: depth ${depth}, colour ${colour}, interlace ${interlace} not read`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] as number) : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth : 0;
      pixels[y * stride + x] = ((line[x] as number) + predictor) & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    const [r, g, b] = channels === 1 ? [pixels[at], pixels[at], pixels[at]] : [pixels[at], pixels[at + 1], pixels[at + 2]];
    data.set([r as number, g as number, b as number, channels === 4 ? (pixels[at + 3] as number) : 255], i * 4);
  }
  return { width, height, data };
}
