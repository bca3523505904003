import type { MentionFilters } from '@/api/schemas';
import { windowOf } from '@/hooks/use-analyst-window';
import { filterQueryOf } from '@/hooks/use-workspace-view';
import type { DateRangeSearchInput } from '@/lib/date-range';
import type { MentionListSearch } from '@/filters/mention-filters-url';

/** The mention list's question: the window, the filters, and the list's order or sample key. */
export const mentionListQuery = (
  window: { since: string; to: string },
  filterQuery: MentionFilters,
  { sort, order, sample }: Pick<MentionListSearch, 'sort' | 'order' | 'sample'>,
) => ({ ...window, ...filterQuery, sort, order, ...(sample ? { randomization_key: sample } : {}) });

/**
 * The same question from the mention route's search without the list's position (the app's
 * window, the workspace's filters, the list's order): the route's loader asks for the first page
 * under the page's own query key.
 */
export const mentionListQueryOf = (search: Omit<MentionListSearch, 'page' | 'open'> & DateRangeSearchInput) =>
  mentionListQuery(
    windowOf({ range: search.range, since: search.since, to: search.to }),
    filterQueryOf(search),
    search,
  );
