/**
 * The demo data's only source of chance: a seeded sfc32 generator and the draws built on it, so
 * the same seed always yields the same data. `fork(label)` derives an independent stream, which
 * keeps one part of the data stable when another part draws more or fewer numbers.
 */

/** Seeded random draws; every method advances the stream. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p` (0–1). */
  chance(p: number): boolean;
  /** One element; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value, chosen with the relative weights given. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `#` in the pattern replaced by random digits: `'+34 6## ###'`. */
  digits(pattern: string): string;
  /** An independent stream derived from this stream's seed and `label`. */
  fork(label: string): Random;
}

/** xmur3: a 32-bit string hash, used to seed sfc32 and to derive forks. */
function hashString(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A generator seeded from any string; the same seed gives the same sequence on every platform. */
export function createRandom(seed: string): Random {
  const hash = hashString(seed);
  const next = sfc32(hash(), hash(), hash(), hash());
  for (let i = 0; i < 12; i++) next(); // sfc32 mixes poorly in its first few outputs

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Random.pick: empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new RangeError('Random.weighted: empty list');
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    sample: (items, count) => random.shuffle(items).slice(0, count),
    digits: (pattern) => pattern.replace(/#/g, () => String(Math.floor(next() * 10))),
    fork: (label) => createRandom(`${seed}/${label}`),
  };
  return random;
}
