import type { NARRATIVE_SORTS } from '@/api/schemas';

/** Narratives per page of the list; one more is asked for to know whether a next page exists. */
export const NARRATIVE_PAGE_SIZE = 20;

export const NARRATIVE_SORT_LABELS: Record<(typeof NARRATIVE_SORTS)[number], string> = {
  relevancy: 'Relevancy',
  mentionCount: 'Mentions',
  created: 'Newest',
  favorite: 'Favourites',
};

/**
 * A window that holds every narrative: the detail page looks its narrative up in it (there is no
 * by-id read), also when it has no mentions in the analyst's window. It ends at the next UTC
 * midnight, so its cache key holds for the day.
 */
export function allTimeWindow(nowMs = Date.now()): { since: string; to: string } {
  const day = 86_400_000;
  return { since: '2000-01-01T00:00:00.000Z', to: new Date((Math.floor(nowMs / day) + 1) * day).toISOString() };
}
