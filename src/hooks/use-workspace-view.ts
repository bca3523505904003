import { useCallback, useMemo } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FILTER_KEYS } from '@/filters/registry';
import {
  filtersToQuery,
  MentionFilterSearchSchema,
  type MentionFilterSearch,
} from '@/lib/mention-filters-url';
import { useAnalystWindow } from './use-analyst-window';

const workspaceRoute = getRouteApi('/_app/w/$workspaceId');

/** Every filter key unset: merged first, so that keys a change dropped leave the URL. */
const BLANK_FILTERS = Object.fromEntries(
  FILTER_KEYS.map((k) => [k, undefined]),
) as Partial<MentionFilterSearch>;

/** The whole new filter set, or a function of the current one (`(f) => ({ ...f, languages: ['es'] })`). */
export type FiltersUpdate =
  Partial<MentionFilterSearch> | ((prev: MentionFilterSearch) => Partial<MentionFilterSearch>);

/**
 * The workspace's view state: its filters (in the URL of the workspace layout route, so every area
 * of the workspace reads and writes the same ones), the analyst window and zone. Changing the
 * filters asks a new question, so a list's position (`page`, `open`) starts again.
 */
export function useWorkspaceView() {
  const workspaceId = Number(workspaceRoute.useParams().workspaceId);
  const search = workspaceRoute.useSearch();
  const { range, window, tz, zone } = useAnalystWindow();
  const navigate = useNavigate();

  // The search object changes with any param of the page; the filters only when one of them does.
  const filterKey = JSON.stringify(filtersToQuery(search));
  const filters = useMemo(() => MentionFilterSearchSchema.parse(JSON.parse(filterKey)), [filterKey]);
  const filterQuery = useMemo(() => filtersToQuery(filters), [filters]);

  const setFilters = useCallback(
    (update: FiltersUpdate) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          const current = MentionFilterSearchSchema.parse(prev);
          const next = typeof update === 'function' ? update(current) : update;
          return { ...prev, ...BLANK_FILTERS, ...next, page: undefined, open: undefined };
        },
        replace: true,
      }),
    [navigate],
  );

  return { workspaceId, filters, filterQuery, setFilters, range, window, tz, zone };
}
