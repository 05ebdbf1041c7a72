/**
 * The geometry of the decisions chart, apart from React so it is tested as numbers: a "nice"
 * scale, two bars per day (approved, rejected), and the x axis running right to left in
 * right-to-left languages, as time does there.
 */

/** One day of the chart. */
export interface DayCounts {
  date: string;
  approved: number;
  rejected: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: left/right (start side), top, bottom. */
  padStart: number;
  padEnd: number;
  padTop: number;
  padBottom: number;
  dir: 'ltr' | 'rtl';
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DayGeometry extends DayCounts {
  approvedBar: Bar;
  rejectedBar: Bar;
  /** Where the day's label is centred. */
  labelX: number;
}

export interface ChartGeometry {
  days: DayGeometry[];
  /** Horizontal grid lines with their values, bottom (0) first. */
  ticks: { value: number; y: number }[];
  max: number;
  /** x of the value labels (at the start side of the plot). */
  tickLabelX: number;
  plot: { x0: number; x1: number; y0: number; y1: number };
}

/**
 * The top of the scale: four even steps of whole numbers at or above `n` (4 at least); steps above
 * 10 are rounded up to 15, 20, 25, 30, 40, 50, 60, 80, 100, 150… so the labels stay round.
 */
export function niceMax(n: number): number {
  if (!(n > 4)) return 4;
  let step = Math.ceil(n / 4);
  if (step > 10) {
    const magnitude = 10 ** Math.floor(Math.log10(step));
    step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((f) => f * magnitude).find((s) => s >= step) ?? 10 * magnitude;
  }
  return step * 4;
}

/** Positions every bar, label and grid line of `days` in `box`. */
export function chartGeometry(days: readonly DayCounts[], box: ChartBox): ChartGeometry {
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.approved, d.rejected))));
  const x0 = box.padStart;
  const x1 = box.width - box.padEnd;
  const y0 = box.height - box.padBottom;
  const y1 = box.padTop;
  const slot = days.length > 0 ? (x1 - x0) / days.length : 0;
  const barWidth = slot * 0.34;
  const gap = slot * 0.06;
  const heightOf = (value: number) => (value / max) * (y0 - y1);
  // Left to right in LTR; mirrored across the plot in RTL.
  const place = (x: number, width: number) => (box.dir === 'rtl' ? box.width - x - width : x);
  const bar = (x: number, value: number): Bar => {
    const height = heightOf(value);
    return { x: place(x, barWidth), y: y0 - height, width: barWidth, height };
  };
  return {
    max,
    plot: box.dir === 'rtl' ? { x0: box.width - x1, x1: box.width - x0, y0, y1 } : { x0, x1, y0, y1 },
    tickLabelX: box.dir === 'rtl' ? box.width - x0 + 6 : x0 - 6,
    ticks: [0, 1, 2, 3, 4].map((i) => ({ value: (max / 4) * i, y: y0 - (i / 4) * (y0 - y1) })),
    days: days.map((day, i) => {
      const start = x0 + i * slot + (slot - 2 * barWidth - gap) / 2;
      return {
        ...day,
        approvedBar: bar(start, day.approved),
        rejectedBar: bar(start + barWidth + gap, day.rejected),
        labelX: place(x0 + i * slot + slot / 2, 0),
      };
    }),
  };
}
