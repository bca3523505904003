import { fetchMentions, MENTIONS_PAGE_SIZE } from '@/api/mentions';
import type { MentionsQuery } from '@/api/schemas';
import { receivedCount } from '@/api/tolerant-list';
import type { TagCollection, TagItem } from './tag-job-store';

/** Where "all matching" mentions come from: a workspace and its mentions query (plain JSON). */
export interface TagSource {
  workspaceId: number;
  query: Omit<MentionsQuery, 'limit' | 'offset'>;
}

export function newCollection(
  source: TagSource,
  write: Pick<TagItem, 'enrichment_id' | 'value'>,
  expected: number,
): TagCollection {
  return { ...source, query: { ...source.query }, ...write, offset: 0, urls: [], expected };
}

/**
 * Reads one more page (50) of the collection's query: the collection after it, and whether that
 * was the last page. Values are keyed by url, so a url shared by several mentions is kept once.
 */
export async function collectNextPage(
  c: TagCollection,
  signal: AbortSignal,
): Promise<{ next: TagCollection; last: boolean }> {
  const query = { ...(c.query as MentionsQuery), limit: MENTIONS_PAGE_SIZE, offset: c.offset };
  const page = await fetchMentions(c.workspaceId, query, signal);
  const urls = new Set(c.urls);
  for (const m of page) if (m.url) urls.add(m.url);
  return {
    next: { ...c, offset: c.offset + MENTIONS_PAGE_SIZE, urls: [...urls] },
    last: receivedCount(page) < MENTIONS_PAGE_SIZE,
  };
}

/** The writes of a finished collection. */
export const collectedItems = (c: TagCollection): TagItem[] =>
  c.urls.map((url) => ({ url, enrichment_id: c.enrichment_id, value: c.value }));
