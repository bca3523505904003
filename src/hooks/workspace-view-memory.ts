import {
  BLANK_FILTERS,
  pickFilters,
  MentionFilterSearchSchema,
  type MentionFilterSearch,
} from '@/filters/mention-filters-url';
import { storedValue } from '@/lib/stored-value';

/**
 * The last filters used in each workspace during this browser session, so that switching to
 * another workspace and back (picker, palette) restores that workspace's question. The URL stays
 * the source of truth: this only fills in a navigation that names no filters. Kept for this tab's
 * session (a stored value in sessionStorage), at most the 50 most recent workspaces.
 */
const MAX_WORKSPACES = 50;

const memory = storedValue<Record<string, Partial<MentionFilterSearch>>>(
  'nd.workspace-view.v1',
  {},
  // Each entry is read through the URL's filter schema when used (workspaceFilterSearch).
  (raw) =>
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, never>) : undefined,
  {
    area: 'session',
    what: 'the filters you last used in each workspace',
    trim: (all) => Object.fromEntries(Object.entries(all).slice(-MAX_WORKSPACES)),
  },
);

export function rememberWorkspaceFilters(workspaceId: number, filters: Partial<MentionFilterSearch>): void {
  memory.set((all) => {
    // Re-inserted last, so the trim keeps the most recently used workspaces.
    const others = Object.entries(all).filter(([id]) => id !== String(workspaceId));
    return Object.fromEntries([...others, [String(workspaceId), pickFilters(filters)]]);
  });
}

/** Search params that open a workspace with its remembered filters (every other filter key cleared). */
export function workspaceFilterSearch(workspaceId: number): Partial<MentionFilterSearch> {
  const kept = MentionFilterSearchSchema.safeParse(memory.get()[String(workspaceId)] ?? {}).data;
  return { ...BLANK_FILTERS, ...(kept && pickFilters(kept)) };
}
