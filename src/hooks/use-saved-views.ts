import { MAX_VIEWS, SavedViewSchema, type SavedView } from '@/analysis/views/saved-views';
import { listOf, storedValue, useStoredValue } from '@/lib/stored-value';

/**
 * The saved views of this browser (localStorage; the API has no storage for them), shared by
 * every tab: a change in one tab shows in the others. An entry this version cannot read is
 * skipped, never allowed to break the list; a refused write follows the store's one policy
 * (held for this page, said in words: lib/stored-value.ts).
 */
export const savedViewsStore = storedValue<SavedView[]>(
  'nd.saved-views.v1',
  [],
  listOf((raw) => SavedViewSchema.safeParse(raw).data),
  { what: 'your saved views', trim: (views) => views.slice(0, MAX_VIEWS) },
);

const read = savedViewsStore.get;
const write = savedViewsStore.set;

/** The saved views, newest change first, and the edits the manager offers. */
export function useSavedViews() {
  const [views] = useStoredValue(savedViewsStore);
  return {
    views,
    save: (view: SavedView) => write([view, ...read().filter((v) => v.id !== view.id)]),
    rename: (id: string, name: string) =>
      write(read().map((v) => (v.id === id ? { ...v, name, updated: new Date().toISOString() } : v))),
    /** Removes a view; `restore` puts it back where it was (undo). */
    remove: (id: string) => {
      const at = read().findIndex((v) => v.id === id);
      const view = read()[at];
      if (!view) return null;
      write(read().filter((v) => v.id !== id));
      return { restore: () => write([...read().slice(0, at), view, ...read().slice(at)]) };
    },
    replaceAll: (next: SavedView[]) => write(next),
  };
}
