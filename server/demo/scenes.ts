/**
 * Painters of the demo pictures: underwater scenes in ocean colours, surface scenes, products,
 * avatars and certification cards. Each is a pure function of its number and a seeded stream.
 */
import { createCanvas, fillEllipse, fillPolygon, fillRect, line, mix, verticalGradient, type Canvas, type Rgb } from './canvas';
import type { Random } from './random';

const WATERS: readonly (readonly [Rgb, Rgb])[] = [
  [[88, 214, 226], [8, 78, 128]], // tropical shallows
  [[36, 128, 190], [4, 30, 64]], // blue water
  [[84, 170, 160], [14, 58, 62]], // temperate green
  [[150, 214, 240], [24, 88, 140]], // glacial clear
  [[20, 50, 70], [4, 12, 20]], // cavern
  [[60, 190, 200], [10, 60, 110]],
];
const CORALS: readonly Rgb[] = [[255, 127, 110], [244, 162, 97], [199, 125, 255], [231, 111, 81], [255, 183, 3], [240, 84, 120]];
const FISH: readonly Rgb[] = [[255, 209, 102], [247, 127, 0], [207, 216, 220], [76, 201, 240], [255, 255, 255]];
const WHITE: Rgb = [255, 255, 255];
const DARK: Rgb = [18, 32, 44];

function rays(c: Canvas, rng: Random, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = rng.float(0, c.width);
    const spread = rng.float(10, 30);
    const drift = rng.float(-60, 60);
    fillPolygon(c, [[x - 6, 0], [x + 6, 0], [x + drift + spread, c.height], [x + drift - spread, c.height]], WHITE, 0.07);
  }
}

function seabed(c: Canvas, rng: Random, color: Rgb): void {
  const base = c.height * rng.float(0.72, 0.85);
  const points: [number, number][] = [[0, c.height]];
  const phase = rng.float(0, 6);
  for (let x = 0; x <= c.width; x += 16) points.push([x, base + Math.sin(x / 40 + phase) * 8]);
  points.push([c.width, c.height]);
  fillPolygon(c, points, color);
  for (let i = rng.int(3, 7); i > 0; i--) {
    const x = rng.float(0, c.width);
    const color2 = rng.pick(CORALS);
    fillEllipse(c, x, base, rng.float(8, 22), rng.float(6, 16), color2);
    if (rng.chance(0.5)) line(c, x, base, x + rng.float(-14, 14), base - rng.float(18, 34), 3, color2);
  }
}

function fish(c: Canvas, x: number, y: number, size: number, color: Rgb, left: boolean): void {
  const dir = left ? -1 : 1;
  fillEllipse(c, x, y, size, size * 0.45, color);
  fillPolygon(c, [[x - dir * size * 0.8, y], [x - dir * size * 1.5, y - size * 0.5], [x - dir * size * 1.5, y + size * 0.5]], color);
}

function school(c: Canvas, rng: Random, count: number): void {
  const cx = rng.float(c.width * 0.2, c.width * 0.8);
  const cy = rng.float(c.height * 0.2, c.height * 0.55);
  const color = rng.pick(FISH);
  const left = rng.chance(0.5);
  for (let i = 0; i < count; i++) fish(c, cx + rng.float(-70, 70), cy + rng.float(-30, 30), rng.float(4, 7), color, left);
}

function manta(c: Canvas, rng: Random, color: Rgb): void {
  const x = rng.float(90, c.width - 90);
  const y = rng.float(50, 90);
  fillPolygon(c, [[x, y - 18], [x + 70, y + 6], [x + 12, y + 14], [x, y + 40], [x - 12, y + 14], [x - 70, y + 6]], color, 0.85);
}

function turtle(c: Canvas, rng: Random): void {
  const x = rng.float(80, c.width - 80);
  const y = rng.float(60, 100);
  const shell: Rgb = [96, 108, 56];
  fillPolygon(c, [[x - 14, y], [x - 40, y - 22], [x - 8, y - 10]], shell);
  fillPolygon(c, [[x + 14, y], [x + 40, y - 22], [x + 8, y - 10]], shell);
  fillEllipse(c, x, y + 4, 30, 20, [120, 90, 50]);
  fillEllipse(c, x, y - 20, 8, 9, shell);
}

function wreck(c: Canvas, rng: Random): void {
  const y = c.height * 0.78;
  const x = rng.float(20, 80);
  fillPolygon(c, [[x, y - 40], [x + 200, y - 52], [x + 185, y], [x + 15, y + 6]], [40, 52, 60]);
  fillRect(c, x + 90, y - 80, 24, 34, [46, 58, 66]);
  line(c, x + 140, y - 50, x + 150, y - 110, 4, [46, 58, 66]);
}

function diver(c: Canvas, rng: Random): void {
  const x = rng.float(60, c.width - 60);
  const y = rng.float(50, 110);
  line(c, x - 30, y, x + 22, y - 6, 10, DARK);
  fillEllipse(c, x + 30, y - 8, 7, 7, DARK);
  line(c, x - 30, y, x - 54, y + 8, 5, DARK);
  fillPolygon(c, [[x - 54, y + 8], [x - 70, y + 2], [x - 68, y + 16]], DARK);
  for (let i = 0; i < 5; i++) fillEllipse(c, x + 34 + i * 2, y - 20 - i * 14, 2 + i * 0.6, 2 + i * 0.6, WHITE, 0.6);
}

/** Underwater scene number `n` (reef, school, manta, turtle, wreck, diver by turn). */
export function paintUnderwater(n: number, rng: Random, width = 320, height = 200): Canvas {
  const water = (n + Math.floor(n / 6) * 2) % WATERS.length;
  const [top, bottom] = WATERS[water] ?? [WHITE, DARK];
  const c = createCanvas(width, height, bottom);
  verticalGradient(c, top, bottom);
  rays(c, rng, rng.int(2, 5));
  const subject = n % 6;
  if (subject === 4) wreck(c, rng);
  seabed(c, rng, mix(bottom, [216, 195, 143], water === 4 ? 0.25 : 0.75));
  if (subject === 1) school(c, rng, rng.int(14, 26));
  if (subject === 2) manta(c, rng, water === 4 ? [96, 124, 140] : DARK);
  if (subject === 3) turtle(c, rng);
  if (subject === 5) diver(c, rng);
  for (let i = rng.int(2, 6); i > 0; i--) fish(c, rng.float(0, width), rng.float(height * 0.2, height * 0.7), rng.float(5, 9), rng.pick(FISH), rng.chance(0.5));
  return c;
}

/** Surface scene: sky, sea, sun and a dive boat. */
export function paintSurface(n: number, rng: Random, width = 320, height = 180): Canvas {
  const c = createCanvas(width, height, WHITE);
  const horizon = Math.round(height * rng.float(0.45, 0.6));
  verticalGradient(c, n % 2 ? [255, 196, 140] : [140, 200, 240], [220, 236, 248], 0, horizon);
  verticalGradient(c, [30, 140, 190], [6, 50, 96], horizon, height);
  fillEllipse(c, rng.float(30, width - 30), horizon * rng.float(0.3, 0.6), 16, 16, [255, 236, 170]);
  const x = rng.float(60, width - 140);
  fillPolygon(c, [[x, horizon + 2], [x + 110, horizon + 2], [x + 96, horizon + 20], [x + 12, horizon + 20]], WHITE);
  fillRect(c, x + 30, horizon - 16, 44, 18, [230, 240, 245]);
  fillRect(c, x + 80, horizon - 12, 14, 6, [200, 30, 40]);
  fillPolygon(c, [[x + 80, horizon - 12], [x + 94, horizon - 6], [x + 90, horizon - 12]], WHITE);
  for (let i = 0; i < 8; i++) {
    const wx = rng.float(0, width - 24);
    const wy = horizon + rng.float(26, height - horizon - 4);
    line(c, wx, wy, wx + rng.float(12, 28), wy, 2, WHITE, 0.3);
  }
  return c;
}
