/**
 * Painters of the demo's product pictures, avatars and certification cards: flat shapes on
 * light backgrounds, recognisable at thumbnail size.
 */
import { createCanvas, fillEllipse, fillPolygon, fillRect, line, verticalGradient, type Canvas, type Rgb } from './canvas';
import type { Random } from './random';

const INK: Rgb = [30, 36, 44];
const WHITE: Rgb = [255, 255, 255];
const ACCENTS: readonly Rgb[] = [[255, 196, 0], [0, 150, 199], [230, 57, 70], [42, 157, 143], [244, 140, 6], [114, 9, 183]];

/** Product picture `n` (1–12): regulator, BCD, computer, fins, mask, wetsuit, rash guard, torch, SMB, bag, logbook, dive flag. */
export function paintProduct(n: number, rng: Random, size = 200): Canvas {
  const c = createCanvas(size, size, WHITE);
  verticalGradient(c, [244, 247, 250], [214, 224, 234]);
  const accent = ACCENTS[n % ACCENTS.length] ?? INK;
  const m = size / 2;
  switch (n) {
    case 1:
      fillRect(c, m - 50, m - 40, 30, 40, [120, 128, 136]);
      line(c, m - 20, m - 20, m + 30, m + 10, 8, INK);
      fillEllipse(c, m + 40, m + 20, 26, 26, INK);
      fillEllipse(c, m + 40, m + 20, 10, 10, accent);
      break;
    case 2:
      fillPolygon(c, [[m - 50, m - 60], [m + 50, m - 60], [m + 60, m + 60], [m - 60, m + 60]], INK);
      fillRect(c, m - 56, m - 10, 28, 50, accent);
      fillRect(c, m + 28, m - 10, 28, 50, accent);
      line(c, m - 30, m - 60, m - 10, m + 60, 5, [80, 88, 96]);
      break;
    case 3:
      fillRect(c, m - 45, m - 55, 90, 110, INK);
      fillRect(c, m - 35, m - 40, 70, 60, [20, 80, 110]);
      for (let i = 0; i < 3; i++) fillRect(c, m - 28, m - 32 + i * 18, rng.int(20, 50), 8, [130, 230, 255]);
      fillRect(c, m - 70, m - 12, 25, 24, [60, 66, 74]);
      fillRect(c, m + 45, m - 12, 25, 24, [60, 66, 74]);
      break;
    case 4:
      for (const dx of [-34, 34]) {
        fillPolygon(c, [[m + dx - 14, m - 70], [m + dx + 14, m - 70], [m + dx + 30, m + 70], [m + dx - 30, m + 70]], accent);
        fillRect(c, m + dx - 16, m - 74, 32, 40, INK);
      }
      break;
    case 5:
      line(c, m - 80, m, m + 80, m, 8, INK);
      fillRect(c, m - 62, m - 34, 124, 64, INK);
      for (const dx of [-30, 30]) {
        fillRect(c, m + dx - 26, m - 26, 52, 48, [170, 220, 240]);
        line(c, m + dx - 18, m - 18, m + dx - 4, m - 22, 3, WHITE, 0.8);
      }
      break;
    case 6:
    case 7: {
      const body: Rgb = n === 6 ? INK : accent;
      fillPolygon(c, [[m - 30, m - 70], [m + 30, m - 70], [m + 70, m - 40], [m + 55, m - 20], [m + 32, m - 36], [m + 32, n === 6 ? m + 80 : m + 50], [m - 32, n === 6 ? m + 80 : m + 50], [m - 32, m - 36], [m - 55, m - 20], [m - 70, m - 40]], body);
      if (n === 6) {
        fillPolygon(c, [[m - 8, m + 81], [m, m + 20], [m + 8, m + 81]], [216, 225, 235]);
        fillRect(c, m - 2, m - 70, 4, 80, [90, 96, 104]);
      }
      fillRect(c, m - 32, m - 20, 64, 10, n === 6 ? accent : WHITE);
      break;
    }
    case 8:
      fillPolygon(c, [[m + 40, m - 10], [m + 100, m - 40], [m + 100, m + 40], [m + 40, m + 10]], [255, 244, 180], 0.6);
      fillRect(c, m - 70, m - 14, 90, 28, INK);
      fillRect(c, m + 20, m - 22, 24, 44, [120, 128, 136]);
      fillRect(c, m - 30, m - 14, 10, 28, accent);
      break;
    case 9:
      fillEllipse(c, m, m, 26, 88, [255, 110, 20]);
      fillRect(c, m - 26, m - 40, 52, 10, [220, 220, 220]);
      line(c, m, m + 88, m + 30, m + 98, 2, INK);
      break;
    case 10:
      fillRect(c, m - 80, m - 30, 160, 80, accent);
      fillRect(c, m - 80, m - 2, 160, 8, INK);
      line(c, m - 40, m - 30, m - 20, m - 60, 6, INK);
      line(c, m + 40, m - 30, m + 20, m - 60, 6, INK);
      line(c, m - 20, m - 60, m + 20, m - 60, 6, INK);
      break;
    default:
      fillRect(c, m - 60, m - 70, 120, 140, n === 11 ? [0, 84, 147] : WHITE);
      if (n === 11) for (let i = 0; i < 5; i++) fillRect(c, m - 44, m - 10 + i * 14, 88, 5, [180, 200, 220]);
      fillRect(c, m - 40, m - 56, 80, 44, [220, 30, 40]);
      line(c, m - 40, m - 56, m + 40, m - 12, 12, WHITE);
  }
  return c;
}

const SKIN: readonly Rgb[] = [[241, 194, 160], [224, 172, 105], [198, 134, 66], [141, 85, 36], [255, 219, 172], [110, 66, 40]];
const BACKDROPS: readonly Rgb[] = [[255, 196, 0], [0, 150, 199], [230, 57, 70], [42, 157, 143], [244, 140, 6], [114, 9, 183], [72, 202, 228], [106, 153, 78]];
const HAIR: readonly Rgb[] = [[40, 30, 24], [90, 56, 36], [200, 160, 90], [20, 20, 20], [150, 60, 30]];

/** Avatar `n`: head and shoulders on a coloured background. */
export function paintAvatar(n: number, rng: Random, size = 96): Canvas {
  const c = createCanvas(size, size, BACKDROPS[n % BACKDROPS.length] ?? INK);
  const skin = SKIN[n % SKIN.length] ?? WHITE;
  const m = size / 2;
  fillEllipse(c, m, size * 0.98, size * 0.38, size * 0.3, rng.pick([INK, [40, 90, 140], [230, 230, 230]] as const));
  fillRect(c, m - size * 0.07, m + size * 0.1, size * 0.14, size * 0.18, skin);
  fillEllipse(c, m, m - size * 0.08, size * 0.2, size * 0.24, skin);
  fillEllipse(c, m, m - size * 0.24, size * 0.22, size * (rng.chance(0.5) ? 0.12 : 0.16), HAIR[n % HAIR.length] ?? INK);
  return c;
}

const AGENCY_COLOURS: readonly Rgb[] = [[0, 84, 147], [214, 40, 40], [11, 110, 79], [0, 63, 136]];

/** Certification card `n`: header band, photo, text lines and the diver-down flag. */
export function paintCertificate(n: number, rng: Random, width = 320, height = 200): Canvas {
  const c = createCanvas(width, height, [200, 206, 212]);
  const band = AGENCY_COLOURS[n % AGENCY_COLOURS.length] ?? INK;
  fillRect(c, 20, 20, width - 40, height - 40, [250, 250, 246]);
  fillRect(c, 20, 20, width - 40, 36, band);
  fillRect(c, 32, 28, 80, 8, WHITE);
  fillRect(c, 36, 70, 70, 86, [220, 226, 232]);
  fillEllipse(c, 71, 100, 16, 19, SKIN[n % SKIN.length] ?? WHITE);
  fillEllipse(c, 71, 150, 28, 20, INK);
  fillRect(c, 36, 150, 70, 6, [250, 250, 246]);
  for (let i = 0; i < 5; i++) fillRect(c, 122, 74 + i * 16, rng.int(90, 160), 6, i === 0 ? INK : [140, 146, 152]);
  fillRect(c, width - 76, height - 64, 44, 30, [220, 30, 40]);
  line(c, width - 76, height - 64, width - 32, height - 34, 8, WHITE);
  return c;
}
