import { BLANK_FILTERS, filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';

/**
 * The last filters used in each workspace during this browser session, so that switching to
 * another workspace and back (picker, palette) restores that workspace's question. The URL stays
 * the source of truth: this only fills in a navigation that names no filters.
 */
const KEY = 'nd.workspace-view.v1';

function readAll(): Record<string, MentionFilterSearch> {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '{}') as Record<string, MentionFilterSearch>;
  } catch {
    return {};
  }
}

export function rememberWorkspaceFilters(workspaceId: number, filters: Partial<MentionFilterSearch>): void {
  try {
    const all = readAll();
    all[String(workspaceId)] = filtersToQuery(filters) as MentionFilterSearch;
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Private mode or quota: switching workspaces then starts without filters.
  }
}

/** Search params that open a workspace with its remembered filters (every other filter key cleared). */
export function workspaceFilterSearch(workspaceId: number): Partial<MentionFilterSearch> {
  return { ...BLANK_FILTERS, ...readAll()[String(workspaceId)] };
}
