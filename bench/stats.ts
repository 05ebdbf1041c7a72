/** Small statistics of the benchmarks: medians and paired ratios, as bench/run.ts reports the paint ratio. */

/** The median of `xs` (NaN when empty). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Paired ratios a[i] / b[i] with their median and middle half (the 25th and 75th percentile ranks). */
export interface PairedRatios {
  median: number;
  middleHalf: [number, number];
  ratios: number[];
}

/** Each round's app figure over the baseline's of the same round, so slow phases of the machine hit both. */
export function pairedRatios(a: readonly number[], b: readonly number[]): PairedRatios {
  const ratios = a.map((x, i) => x / (b[i] ?? x)).filter(Number.isFinite).sort((x, y) => x - y);
  const rank = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] ?? Number.NaN;
  const r2 = (x: number) => Number(x.toFixed(2));
  return { median: r2(median(ratios)), middleHalf: [r2(rank(0.25)), r2(rank(0.75))], ratios: ratios.map(r2) };
}

/** KiB with one decimal. */
export const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
