import type { ListSort } from './narrative-search';

/** Narratives per page of the list; one more is asked for to know whether a next page exists. */
export const NARRATIVE_PAGE_SIZE = 20;

export const NARRATIVE_SORT_LABELS: Record<ListSort, string> = {
  relevancy: 'Relevancy',
  mentionCount: 'Mentions',
  created: 'Newest',
  favorite: 'Favourites',
  growth: 'Growth (+)',
  growthRelative: 'Growth (%)',
};
