/**
 * A tiny RGB raster for the demo pictures: gradients, rectangles, ellipses and polygons with
 * alpha blending. Hard edges on purpose: flat areas keep the PNGs a few kilobytes.
 */

export type Rgb = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  /** RGB bytes, rows top to bottom. */
  data: Uint8Array;
}

/** A canvas filled with one colour. */
export function createCanvas(width: number, height: number, fill: Rgb): Canvas {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
  }
  return { width, height, data };
}

/** `a` to `b` at `t` (0–1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Blends one pixel towards `color` by `alpha` (0–1); outside the canvas does nothing. */
export function blend(canvas: Canvas, x: number, y: number, color: Rgb, alpha = 1): void {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = (y * canvas.width + x) * 3;
  const d = canvas.data;
  for (let k = 0; k < 3; k++) d[i + k] = Math.round((d[i + k] ?? 0) * (1 - alpha) + (color[k] ?? 0) * alpha);
}

/** Vertical gradient from `top` to `bottom` over rows y0..y1, in flat bands of `band` rows. */
export function verticalGradient(canvas: Canvas, top: Rgb, bottom: Rgb, y0 = 0, y1 = canvas.height, band = 4): void {
  for (let y = Math.max(0, y0); y < Math.min(canvas.height, y1); y++) {
    const t = (Math.floor((y - y0) / band) * band) / Math.max(1, y1 - y0 - 1);
    const color = mix(top, bottom, Math.min(1, t));
    for (let x = 0; x < canvas.width; x++) blend(canvas, x, y, color);
  }
}

/** A filled axis-aligned rectangle. */
export function fillRect(canvas: Canvas, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
  for (let yy = Math.max(0, Math.round(y)); yy < Math.min(canvas.height, Math.round(y + h)); yy++) {
    for (let xx = Math.max(0, Math.round(x)); xx < Math.min(canvas.width, Math.round(x + w)); xx++) blend(canvas, xx, yy, color, alpha);
  }
}

/** A filled ellipse centred on (cx, cy). */
export function fillEllipse(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    const dy = (y + 0.5 - cy) / ry;
    if (dy * dy > 1) continue;
    const half = rx * Math.sqrt(1 - dy * dy);
    for (let x = Math.round(cx - half); x < Math.round(cx + half); x++) blend(canvas, x, y, color, alpha);
  }
}

/** A filled polygon (even-odd rule) through the points [x, y]. */
export function fillPolygon(canvas: Canvas, points: readonly (readonly [number, number])[], color: Rgb, alpha = 1): void {
  const ys = points.map((p) => p[1]);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(canvas.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = top; y <= bottom; y++) {
    const scan = y + 0.5;
    const crossings: number[] = [];
    points.forEach(([x1, y1], i) => {
      const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
      if ((y1 <= scan && y2 > scan) || (y2 <= scan && y1 > scan)) crossings.push(x1 + ((scan - y1) / (y2 - y1)) * (x2 - x1));
    });
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      for (let x = Math.round(crossings[k] ?? 0); x < Math.round(crossings[k + 1] ?? 0); x++) blend(canvas, x, y, color, alpha);
    }
  }
}

/** A straight line `width` pixels thick from (x1, y1) to (x2, y2). */
export function line(canvas: Canvas, x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb, alpha = 1): void {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / len) * (width / 2);
  const ny = ((x2 - x1) / len) * (width / 2);
  fillPolygon(canvas, [[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]], color, alpha);
}
