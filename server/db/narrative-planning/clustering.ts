import { createRng } from '../../lib/random';
import { similarities, type TextVectors } from './text-vectors';

/**
 * Spherical k-means on a sample of documents (k-means++ seeding from a fixed-seed stream, so the
 * result is deterministic), then agglomerative merging of centroids that describe the same story.
 * Returns unit-length centroids in term-major layout ([t * k + c]).
 */
export function fitCentroids(
  v: TextVectors,
  sample: readonly number[],
  opts: { k: number; iterations: number; mergeAbove: number; seed: number },
): { centroids: Float64Array; k: number } {
  const vocab = v.vocabulary.length;
  const usable = sample.filter((d) => (v.invNorms[d] as number) > 0);
  let k = Math.min(opts.k, usable.length);
  if (k === 0) return { centroids: new Float64Array(0), k: 0 };
  const rng = createRng(opts.seed, 'kmeans');
  let centroids: Float64Array = new Float64Array(vocab * k);
  // k-means++: each next seed is drawn proportionally to its distance from the chosen ones.
  const best = new Float64Array(usable.length).fill(-1);
  const sims = new Float64Array(k);
  let chosen = 0;
  let next = usable[Math.floor(rng.next() * usable.length)] as number;
  while (chosen < k) {
    addDoc(v, next, centroids, k, chosen, 1);
    normalize(centroids, k, vocab, chosen);
    chosen++;
    let total = 0;
    usable.forEach((d, i) => {
      similarities(v, d, centroids, k, sims);
      best[i] = Math.max(best[i] as number, sims[chosen - 1] as number);
      total += 1 - (best[i] as number);
    });
    let x = rng.next() * total;
    next = usable[usable.length - 1] as number;
    for (let i = 0; i < usable.length; i++) {
      x -= 1 - (best[i] as number);
      if (x <= 0) {
        next = usable[i] as number;
        break;
      }
    }
  }
  for (let it = 0; it < opts.iterations; it++) centroids = recompute(v, usable, centroids, k, vocab);
  ({ centroids, k } = mergeSimilar(centroids, k, vocab, opts.mergeAbove));
  centroids = recompute(v, usable, centroids, k, vocab);
  return { centroids, k };
}

function addDoc(
  v: TextVectors,
  d: number,
  centroids: Float64Array,
  k: number,
  c: number,
  scale: number,
): void {
  const inv = (v.invNorms[d] as number) * scale;
  for (let i = v.offsets[d] as number; i < (v.offsets[d + 1] as number); i++) {
    const t = v.terms[i] as number;
    centroids[t * k + c] = (centroids[t * k + c] as number) + (v.weights[t] as number) * inv;
  }
}

function normalize(centroids: Float64Array, k: number, vocab: number, c: number): void {
  let sum = 0;
  for (let t = 0; t < vocab; t++) sum += (centroids[t * k + c] as number) ** 2;
  if (sum === 0) return;
  const inv = 1 / Math.sqrt(sum);
  for (let t = 0; t < vocab; t++) centroids[t * k + c] = (centroids[t * k + c] as number) * inv;
}

function recompute(
  v: TextVectors,
  docs: readonly number[],
  centroids: Float64Array,
  k: number,
  vocab: number,
): Float64Array {
  const next = new Float64Array(vocab * k);
  const sims = new Float64Array(k);
  for (const d of docs) {
    similarities(v, d, centroids, k, sims);
    let bestC = 0;
    for (let c = 1; c < k; c++) if ((sims[c] as number) > (sims[bestC] as number)) bestC = c;
    addDoc(v, d, next, k, bestC, 1);
  }
  for (let c = 0; c < k; c++) normalize(next, k, vocab, c);
  return next;
}

/** Repeatedly merges the most similar pair of centroids while their cosine exceeds `threshold`. */
function mergeSimilar(centroids: Float64Array, k: number, vocab: number, threshold: number) {
  const cols: Float64Array[] = [];
  for (let c = 0; c < k; c++) {
    const col = new Float64Array(vocab);
    for (let t = 0; t < vocab; t++) col[t] = centroids[t * k + c] as number;
    cols.push(col);
  }
  const dot = (a: Float64Array, b: Float64Array) => a.reduce((s, x, t) => s + x * (b[t] as number), 0);
  for (;;) {
    let pair: [number, number] | null = null;
    let bestSim = threshold;
    for (let a = 0; a < cols.length; a++) {
      for (let b = a + 1; b < cols.length; b++) {
        const s = dot(cols[a] as Float64Array, cols[b] as Float64Array);
        if (s > bestSim) {
          bestSim = s;
          pair = [a, b];
        }
      }
    }
    if (!pair) break;
    const [a, b] = pair;
    const merged = (cols[a] as Float64Array).map((x, t) => x + ((cols[b] as Float64Array)[t] as number));
    const norm = Math.sqrt(dot(merged, merged)) || 1;
    cols[a] = merged.map((x) => x / norm);
    cols.splice(b, 1);
  }
  const out = new Float64Array(vocab * cols.length);
  cols.forEach((col, c) =>
    col.forEach((x, t) => {
      out[t * cols.length + c] = x;
    }),
  );
  return { centroids: out, k: cols.length };
}
