import type { Db } from '../open';
import {
  replaceNarratives,
  workspaceMentionTexts,
  type MentionText,
  type NewNarrative,
} from '../repositories/narratives';
import { fitCentroids } from './clustering';
import { buildVectors, similarities } from './text-vectors';
import { describeCluster, type ClusterStats } from './narrative-text';

const SAMPLE_SIZE = 3000;
const INITIAL_K = 16;
/** Mentions less similar than this to every centroid stay outside all narratives. */
const MIN_SIMILARITY = 0.12;

/**
 * Detects a workspace's narratives from the text of its mentions: TF-IDF vectors, spherical
 * k-means fitted on an evenly spaced sample, then every mention assigned to its nearest centroid
 * in one pass. Clusters above a minimum size become narratives; a mention's confidence (0–100)
 * is its similarity to the centroid relative to the cluster's most central mention. Reads only:
 * the pipeline runs it in a read worker and writes the result with `replaceNarratives`.
 */
export function planNarratives(db: Db, workspaceId: number, nowMs: number): NewNarrative[] {
  const rows = workspaceMentionTexts(db, workspaceId);
  const vectors = buildVectors(rows.map((r) => `${r.title ?? ''} ${r.text ?? ''}`));
  const step = Math.max(1, rows.length / SAMPLE_SIZE);
  const sample: number[] = [];
  for (let x = 0; x < rows.length; x += step) sample.push(Math.floor(x));
  const { centroids, k } = fitCentroids(vectors, sample, {
    k: INITIAL_K,
    iterations: 8,
    mergeAbove: 0.35,
    seed: workspaceId,
  });

  const assigned = new Int32Array(rows.length).fill(-1);
  const similarity = new Float64Array(rows.length);
  const sims = new Float64Array(k);
  for (let d = 0; d < rows.length; d++) {
    similarities(vectors, d, centroids, k, sims);
    let best = -1;
    for (let c = 0; c < k; c++)
      if ((sims[c] as number) >= MIN_SIMILARITY && (best < 0 || (sims[c] as number) > (sims[best] as number)))
        best = c;
    assigned[d] = best;
    if (best >= 0) similarity[d] = sims[best] as number;
  }

  const minSize = Math.max(5, Math.round(rows.length * 0.015));
  const clusters: ClusterStats[] = [];
  for (let c = 0; c < k; c++) {
    const members: number[] = [];
    for (let d = 0; d < rows.length; d++) if (assigned[d] === c) members.push(d);
    if (members.length < minSize) continue;
    clusters.push({
      members,
      centroid: c,
      maxSimilarity: members.reduce((m, d) => Math.max(m, similarity[d] as number), 0),
    });
  }
  const largest = clusters.reduce((m, c) => Math.max(m, c.members.length), 1);
  return clusters.map((cluster) => ({
    ...describeCluster({ rows, vectors, centroids, k, cluster, similarity, nowMs, largest }),
    links: cluster.members.map((d): [number, number] => [
      (rows[d] as MentionText).id,
      Math.round((1000 * (similarity[d] as number)) / cluster.maxSimilarity) / 10,
    ]),
  }));
}

/** Plans and writes in one go on one connection (the demo seed). Returns the number of narratives. */
export function detectNarratives(db: Db, workspaceId: number, nowMs: number): number {
  const planned = planNarratives(db, workspaceId, nowMs);
  replaceNarratives(db, workspaceId, planned);
  return planned.length;
}
