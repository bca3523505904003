/**
 * A small seeded PRNG (sfc32 seeded through splitmix32) so that the demo data is a pure function of
 * (seed, now, mentions). Math.random is never used by the seed generator.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(minIncl: number, maxIncl: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Log-normal sample: exp(mu + sigma * N(0,1)); long-tailed counts such as followers. */
  logNormal(mu: number, sigma: number): number;
  /** Deterministic child stream, independent of how much of this stream was consumed afterwards. */
  fork(label: string): Rng;
}

function hashString(s: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function splitmix(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number, label = ''): Rng {
  const init = splitmix((seed >>> 0) ^ hashString(label));
  let a = init(),
    b = init(),
    c = init(),
    d = init();
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
    logNormal: (mu, sigma) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return Math.exp(mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
    },
    fork: (childLabel) => createRng(seed, `${label}/${childLabel}`),
  };
  return rng;
}

/** Picks an index by weight with a precomputed cumulative table (binary search). */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;
  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((w, i) => {
      sum += Math.max(0, w);
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }
  pickIndex(rng: Rng): number {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
  pick(rng: Rng): T {
    return this.items[this.pickIndex(rng)] as T;
  }
}

/** A version-4-shaped UUID drawn from the seeded stream (custom channel ids). */
export function seededUuid(rng: Rng): string {
  const hex: string[] = [];
  for (let i = 0; i < 32; i++) hex.push(rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export function seededCode(rng: Rng, length: number, alphabet = ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)];
  return out;
}
