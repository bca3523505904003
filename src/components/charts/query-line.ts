import { activeFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';

/** The prefix of the one line that carries a filter set's raw query (for reproducing the numbers). */
export const QUERY_LINE_PREFIX = 'Query (to reproduce):';

/**
 * The raw query as one line, for reproducing the numbers with the API: "Query (to reproduce):
 * filter_expression="solar" channels=news,blogs narratives.id=6". Null when no filter is set.
 */
export function filtersQueryLine(filters: Partial<MentionFilterSearch>): string | null {
  const byKey = new Map<string, string[]>();
  for (const f of activeFilters(filters)) {
    const value = f.key === 'filter_expression' ? JSON.stringify(f.value) : f.value;
    byKey.set(f.key, [...(byKey.get(f.key) ?? []), value]);
  }
  const parts = [...byKey].map(([key, values]) => `${key}=${values.join(',')}`);
  return parts.length ? `${QUERY_LINE_PREFIX} ${parts.join(' ')}` : null;
}
