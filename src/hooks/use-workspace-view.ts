import { useCallback, useMemo } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  addFilterValue,
  BLANK_FILTERS,
  filtersToQuery,
  MentionFilterSearchSchema,
  pickFilters,
  removeFilterValue,
  type ArrayFilterKey,
  type MentionFilterSearch,
} from '@/filters/mention-filters-url';
import type { MentionFilters } from '@/api/schemas';
import { useAnalystWindow } from './use-analyst-window';

const workspaceRoute = getRouteApi('/_app/w/$workspaceId');

/**
 * The API filters of a workspace URL's search, as the view reads them (each bad value dropped on
 * its own): a route loader prefetches with the same query keys as its page.
 */
export const filterQueryOf = (search: Partial<MentionFilterSearch>): MentionFilters =>
  filtersToQuery(MentionFilterSearchSchema.parse(pickFilters(search)));

/** The whole new filter set, or a function of the current one (`(f) => ({ ...f, languages: ['es'] })`). */
export type FiltersUpdate =
  Partial<MentionFilterSearch> | ((prev: MentionFilterSearch) => Partial<MentionFilterSearch>);

/**
 * The workspace's view state: its filters (in the URL of the workspace layout route, so every area
 * of the workspace reads and writes the same ones), the analyst window and zone. Changing the
 * filters asks a new question, so a list's position (`page`, `open`) starts again.
 */
export function useWorkspaceView() {
  const { workspaceId } = workspaceRoute.useParams();
  const search = workspaceRoute.useSearch();
  const { range, window, tz, zone } = useAnalystWindow();
  const navigate = useNavigate();

  // The search object changes with any param of the page; the filters only when one of them does.
  const filterKey = JSON.stringify(pickFilters(search));
  const filters = useMemo(() => MentionFilterSearchSchema.parse(JSON.parse(filterKey)), [filterKey]);
  const filterQuery = useMemo(() => filterQueryOf(filters), [filters]);

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
  const addFilter = useCallback(
    (key: ArrayFilterKey, value: string | number) => setFilters((f) => addFilterValue(f, key, value)),
    [setFilters],
  );
  const removeFilter = useCallback(
    (key: ArrayFilterKey, value: string | number) => setFilters((f) => removeFilterValue(f, key, value)),
    [setFilters],
  );
  /**
   * Narrows (or moves) the analyst window to fixed dates, for every area. A history entry of its
   * own, so Back returns to the wider window.
   */
  const setWindow = useCallback(
    (next: { since: string; to: string }) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          range: 'custom' as const,
          ...next,
          page: undefined,
          open: undefined,
        }),
      }),
    [navigate],
  );

  return {
    workspaceId,
    filters,
    filterQuery,
    setFilters,
    addFilter,
    removeFilter,
    setWindow,
    range,
    window,
    tz,
    zone,
  };
}

export type WorkspaceView = ReturnType<typeof useWorkspaceView>;
