/**
 * A small deterministic PRNG for the demo and bench generators: the same seed gives the same community.
 * mulberry32 for streams, a 32-bit integer mix (lowbias32) to derive a stream per member.
 */

/** Mixes two 32-bit integers into one well-spread 32-bit unsigned integer. */
export function hash32(a: number, b: number): number {
  let x = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A weighted choice table built once and sampled many times. */
export type Table<T> = { values: readonly T[]; cumulative: Float64Array; total: number };

/**
 * Builds a table over `list`: each value weighs `weights[value]`, or `rest` when not named, so every
 * option of a list stays possible. Values named in `weights` but not in `list` are added too.
 */
export function table<T extends string>(
  list: readonly T[],
  weights: Partial<Record<T, number>> = {},
  rest = 0,
): Table<T> {
  const values: T[] = [...list];
  for (const key of Object.keys(weights) as T[]) if (!values.includes(key)) values.push(key);
  const cumulative = new Float64Array(values.length);
  let total = 0;
  values.forEach((v, i) => {
    total += weights[v] ?? rest;
    cumulative[i] = total;
  });
  return { values, cumulative, total };
}

/** A seeded random stream (mulberry32). Every method is deterministic for a given seed. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Up to `n` distinct elements of `items`, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    for (let i = 0; i < n && copy.length > 0; i++) {
      const k = Math.floor(this.next() * copy.length);
      out.push(copy[k] as T);
      copy[k] = copy[copy.length - 1] as T;
      copy.pop();
    }
    return out;
  }

  /** A value from a weighted table. */
  from<T>(t: Table<T>): T {
    const x = this.next() * t.total;
    let lo = 0;
    let hi = t.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((t.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return t.values[lo] as T;
  }

  /** A normally distributed value (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** A UUID (version 4 layout) derived from a seed and an index: stable across runs. */
export function uuidFor(seed: number, index: number, salt = 0): string {
  const w = [0, 1, 2, 3].map((k) => hash32(hash32(seed ^ salt, index), k * 0x27d4eb2d + 1));
  const hex = w.map((x) => x.toString(16).padStart(8, '0')).join('');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
