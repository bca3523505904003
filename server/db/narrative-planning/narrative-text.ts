import type { TextVectors } from './text-vectors';
import { DAY } from '../../../src/lib/time-units';

export interface ClusterStats {
  members: number[];
  centroid: number;
  maxSimilarity: number;
}

const CHANNEL_NAMES: Record<string, string> = {
  news: 'news sites',
  twitter: 'X',
  reddit: 'Reddit',
  redditComment: 'Reddit comments',
  facebook: 'Facebook',
  youtube: 'YouTube',
  telegram: 'Telegram',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  bluesky: 'Bluesky',
  threads: 'Threads',
  vk: 'VK',
  weibo: 'Weibo',
  blogsdiscussions: 'blogs and forums',
  custom: 'custom channels',
};

/**
 * Title, summary, relevancy and creation time of one cluster. The title is the title of its most
 * central titled mention; the summary names the centroid's strongest terms (in the casing they
 * appear with in that mention), the main channels and the busiest day.
 */
export function describeCluster(input: {
  rows: readonly { title: string | null; text: string | null; published: number; channel: string }[];
  vectors: TextVectors;
  centroids: Float64Array;
  k: number;
  cluster: ClusterStats;
  similarity: Float64Array;
  nowMs: number;
  largest: number;
}) {
  const { rows, vectors, centroids, k, cluster, similarity, nowMs } = input;
  const byCentrality = [...cluster.members].sort(
    (a, b) => (similarity[b] as number) - (similarity[a] as number) || a - b,
  );
  const central = byCentrality.find((d) => rows[d]?.title) ?? (byCentrality[0] as number);
  const centralRow = rows[central] as (typeof rows)[number];
  const title = (centralRow.title ?? centralRow.text ?? 'Untitled story')
    .replace(/^Podcast: /, '')
    .slice(0, 140);

  const vocab = vectors.vocabulary.length;
  const topTerms = Array.from({ length: vocab }, (_, t) => t)
    .sort(
      (a, b) =>
        (centroids[b * k + cluster.centroid] as number) - (centroids[a * k + cluster.centroid] as number),
    )
    .slice(0, 4)
    .map((t) =>
      displayForm(
        vectors.vocabulary[t] as string,
        byCentrality.slice(0, 20).map((d) => rows[d]),
      ),
    );

  const channelCounts = new Map<string, number>();
  const dayCounts = new Map<number, number>();
  let recent = 0;
  let cohesion = 0;
  let first = Infinity;
  for (const d of cluster.members) {
    const row = rows[d] as (typeof rows)[number];
    channelCounts.set(row.channel, (channelCounts.get(row.channel) ?? 0) + 1);
    const day = Math.floor(row.published / DAY);
    dayCounts.set(day, (dayCounts.get(day) ?? 0) + 1);
    if (row.published >= nowMs - 14 * DAY) recent++;
    cohesion += (similarity[d] as number) / cluster.maxSimilarity;
    first = Math.min(first, row.published);
  }
  const channels = [...channelCounts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([c]) => CHANNEL_NAMES[c] ?? c);
  const peakDay = [...dayCounts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  const size = cluster.members.length;
  const summary =
    `${size.toLocaleString('en-US')} mentions discuss ${listOf(topTerms)}. ` +
    `Most coverage comes from ${listOf(channels)}, peaking on ${new Date(peakDay * DAY).toISOString().slice(0, 10)}.`;
  const sizeScore = Math.log(1 + size) / Math.log(1 + input.largest);
  const recency = Math.min(1, (recent / size) * 4);
  const relevancy = Math.round((0.5 * sizeScore + 0.3 * recency + 0.2 * (cohesion / size)) * 1000) / 1000;
  return {
    title,
    summary,
    relevancy: Math.min(1, Math.max(0, relevancy)),
    created: Math.min(nowMs, first + 3_600_000),
  };
}

/**
 * The casing a term has inside a sentence of the cluster's central mentions ("Tesla", "RSV"): a
 * capital that comes from starting a sentence is used only when the term never appears elsewhere.
 */
function displayForm(
  term: string,
  rows: readonly ({ title: string | null; text: string | null } | undefined)[],
): string {
  const pattern = new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
  let atSentenceStart: string | undefined;
  for (const row of rows) {
    const text = `${row?.title ?? ''}. ${row?.text ?? ''}`;
    for (const match of text.matchAll(pattern)) {
      const word = match[0];
      const sentenceStart = match.index < 2 || /[.!?:]\s$/.test(text.slice(match.index - 2, match.index));
      if (!sentenceStart || (word.length > 1 && word === word.toUpperCase())) return word;
      atSentenceStart ??= word;
    }
  }
  return atSentenceStart ?? term;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
