/**
 * Groups near-identical texts: identical normalised texts first (a map), then distinct texts whose
 * word-pair sets have a Jaccard similarity of at least `similarity`, found with MinHash and
 * locality-sensitive hashing (16 bands of 4 of 64 hashes) and checked exactly, then joined with a
 * union-find. Texts of fewer than MIN_WORDS words are too short to tell copying from chance.
 */

export const MIN_WORDS = 5;
const HASHES = 64;
const BANDS = 16;
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

/** Word pairs of a normalised text (its words alone when it has one). */
export function shingles(text: string): Set<string> {
  const words = text.split(' ').filter(Boolean);
  const out = new Set<string>();
  if (words.length === 1) out.add(words[0] as string);
  for (let i = 0; i + 1 < words.length; i++) out.add(`${words[i]} ${words[i + 1]}`);
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

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
    const sets = reps.map(shingles);
    const buckets = new Map<string, number[]>();
    sets.forEach((set, d) => {
      const sig = new Uint32Array(HASHES).fill(0xffffffff);
      for (const s of set) {
        const base = hash32(s, 0);
        for (let h = 0; h < HASHES; h++) {
          const v = mix32(base ^ (SEEDS[h] as number));
          if (v < (sig[h] as number)) sig[h] = v;
        }
      }
      for (let b = 0; b < BANDS; b++) {
        const key = `${b}:${Array.from(sig.subarray(b * ROWS, (b + 1) * ROWS)).join(',')}`;
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
          if (uf.find(a) !== uf.find(b) && jaccard(sets[a]!, sets[b]!) >= similarity) uf.union(a, b);
        }
      }
    }
  }
  for (let i = 0; i < out.length; i++) if ((out[i] as number) >= 0) out[i] = uf.find(out[i] as number);
  return out;
}
