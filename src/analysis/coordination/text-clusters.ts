/**
 * Groups near-identical texts: identical normalised texts first (a map), then distinct texts whose
 * word-pair sets have a Jaccard similarity of at least `similarity`, found with MinHash and
 * locality-sensitive hashing (10 bands of 3 of 30 hashes: a pair at 0.8 is a candidate with p > 0.99, at 0.6 with p = 0.91) and checked exactly, then joined with a
 * union-find. Texts of fewer than MIN_WORDS words are too short to tell copying from chance.
 */

export const MIN_WORDS = 5;
const HASHES = 30;
const BANDS = 10;
const ROWS = HASHES / BANDS;

function hash32(s: string, seed: number): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** One of a family of hashes of an already hashed shingle (murmur3's finaliser). */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}
const SEEDS = Array.from({ length: HASHES }, (_, h) => mix32(h + 1));

class UnionFind {
  private parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r] as number;
    while (this.parent[i] !== r) {
      const next = this.parent[i] as number;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/**
 * A text's word pairs (its word alone when it has one) as sorted distinct 32-bit hashes: compared
 * by merging, never as strings.
 */
export function hashedSet(text: string): Uint32Array {
  const words = text.split(' ').filter(Boolean);
  const hashes = words.map((w) => hash32(w, 0));
  const out =
    hashes.length === 1
      ? Uint32Array.from(hashes)
      : Uint32Array.from({ length: Math.max(0, hashes.length - 1) }, (_, i) =>
          mix32((hashes[i] as number) ^ Math.imul(hashes[i + 1] as number, 0x9e3779b1)),
        );
  out.sort();
  let n = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[i - 1]) out[n++] = out[i] as number;
  return out.subarray(0, n);
}

/** Jaccard similarity of two sorted hash sets. */
export function hashedJaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      both++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  const union = a.length + b.length - both;
  return union === 0 ? 1 : both / union;
}

/** The LSH buckets of one text's MinHash signature: one numeric key per band. */
function bandKeys(set: Uint32Array, sig: Uint32Array, keys: number[]): void {
  sig.fill(0xffffffff);
  for (let k = 0; k < set.length; k++) {
    const base = set[k] as number;
    for (let h = 0; h < HASHES; h++) {
      const v = mix32(base ^ (SEEDS[h] as number));
      if (v < (sig[h] as number)) sig[h] = v;
    }
  }
  for (let b = 0; b < BANDS; b++) {
    let h = 0x811c9dc5;
    for (let r = 0; r < ROWS; r++) h = mix32(h ^ (sig[b * ROWS + r] as number));
    // band * 2^32 + hash: distinct per band, exact in a double.
    keys[b] = b * 4294967296 + h;
  }
}

/**
 * For each text, the id of its cluster (the index of the cluster's first distinct text), or -1
 * when it is too short to compare.
 */
export function clusterTexts(texts: readonly string[], similarity: number): Int32Array {
  const out = new Int32Array(texts.length).fill(-1);
  const distinct = new Map<string, number>();
  const reps: string[] = [];
  texts.forEach((t, i) => {
    if (t.split(' ').length < MIN_WORDS) return;
    let d = distinct.get(t);
    if (d === undefined) {
      d = reps.length;
      distinct.set(t, d);
      reps.push(t);
    }
    out[i] = d;
  });
  const uf = new UnionFind(reps.length);
  if (similarity < 1 && reps.length > 1) {
    const sets = reps.map(hashedSet);
    const buckets = new Map<number, number[]>();
    const sig = new Uint32Array(HASHES);
    const keys: number[] = new Array<number>(BANDS);
    sets.forEach((set, d) => {
      bandKeys(set, sig, keys);
      for (const key of keys) {
        const bucket = buckets.get(key);
        if (bucket) bucket.push(d);
        else buckets.set(key, [d]);
      }
    });
    const checked = new Set<number>();
    for (const bucket of buckets.values()) {
      for (let i = 0; i < bucket.length; i++) {
        for (let j = i + 1; j < bucket.length; j++) {
          const a = bucket[i] as number;
          const b = bucket[j] as number;
          const pair = a * reps.length + b;
          if (checked.has(pair)) continue;
          checked.add(pair);
          if (uf.find(a) !== uf.find(b) && hashedJaccard(sets[a]!, sets[b]!) >= similarity) uf.union(a, b);
        }
      }
    }
  }
  for (let i = 0; i < out.length; i++) if ((out[i] as number) >= 0) out[i] = uf.find(out[i] as number);
  return out;
}
