/**
 * Sparse TF-IDF vectors over a document set (binary term frequency, idf weights, unit length),
 * the representation narrative detection clusters. Terms are lower-cased words of 3+ letters
 * that are not stop words; very rare and very common terms get zero weight.
 */
const STOP_WORDS = new Set(
  (
    'the and for that with this from have has had are was were will would could should its their they them ' +
    'than then there these those into over under about after before said says say more most some such been ' +
    'being also just not but can may might who what when where which while why how all any each other our out ' +
    'his her him she you your yours ours per one two three new next last year years week weeks day days month ' +
    'months time very much many people only still even like get got make made rt honestly thread worth reading ' +
    'big true huge surprised again keep keeps hits hit past fell set setting take takes called amid across near ' +
    'further details expected remains review officials week'
  ).split(' '),
);
const SPLIT = /[^a-z0-9\u00c0-\u024f]+/;

export interface TextVectors {
  docCount: number;
  /** Term ids of document d: terms.subarray(offsets[d], offsets[d + 1]). */
  terms: Int32Array;
  offsets: Int32Array;
  /** Per term: idf weight (0 when filtered out). */
  weights: Float64Array;
  /** Per document: 1 / L2 norm of its weighted vector (0 for an empty vector). */
  invNorms: Float64Array;
  vocabulary: string[];
}

export function buildVectors(texts: readonly string[]): TextVectors {
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  const df: number[] = [];
  const lastDoc: number[] = [];
  const termList: number[] = [];
  const offsets = new Int32Array(texts.length + 1);
  texts.forEach((text, d) => {
    offsets[d] = termList.length;
    for (const token of text.toLowerCase().split(SPLIT)) {
      if (token.length < 3 || STOP_WORDS.has(token) || (token.charCodeAt(0) <= 57 && /^\d+$/.test(token)))
        continue;
      let id = ids.get(token);
      if (id === undefined) {
        id = vocabulary.length;
        ids.set(token, id);
        vocabulary.push(token);
        df.push(0);
        lastDoc.push(-1);
      }
      if (lastDoc[id] === d) continue;
      lastDoc[id] = d;
      df[id] = (df[id] as number) + 1;
      termList.push(id);
    }
  });
  offsets[texts.length] = termList.length;
  const n = texts.length;
  const minDf = Math.max(2, Math.floor(n * 0.001));
  const weights = new Float64Array(vocabulary.length);
  df.forEach((count, t) => {
    weights[t] = count >= minDf && count <= n * 0.5 ? Math.log(n / count) : 0;
  });
  const terms = Int32Array.from(termList);
  const invNorms = new Float64Array(n);
  for (let d = 0; d < n; d++) {
    let sum = 0;
    for (let k = offsets[d] as number; k < (offsets[d + 1] as number); k++)
      sum += (weights[terms[k] as number] as number) ** 2;
    invNorms[d] = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  }
  return { docCount: n, terms, offsets, weights, invNorms, vocabulary };
}

/** Cosine similarity of document d with each unit-length centroid (term-major layout: [t * k + c]). */
export function similarities(
  v: TextVectors,
  d: number,
  centroids: Float64Array,
  k: number,
  out: Float64Array,
): void {
  out.fill(0);
  for (let i = v.offsets[d] as number; i < (v.offsets[d + 1] as number); i++) {
    const t = v.terms[i] as number;
    const w = v.weights[t] as number;
    if (w === 0) continue;
    const base = t * k;
    for (let c = 0; c < k; c++) out[c] = (out[c] as number) + w * (centroids[base + c] as number);
  }
  const inv = v.invNorms[d] as number;
  for (let c = 0; c < k; c++) out[c] = (out[c] as number) * inv;
}
