import { useSyncExternalStore } from 'react';
import { MAX_VIEWS, SavedViewSchema, type SavedView } from '@/analysis/views/saved-views';
import { listOf, storedValue } from '@/lib/stored-value';
import { browserItems, deskRuntime, switchingStore } from '@/api/desk-state';

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

/** This browser's views, newest change first. */
export const browserViews = browserItems(savedViewsStore, (list, view) => [
  view,
  ...list.filter((v) => v.id !== view.id),
]);

/** The views wherever they are kept: this browser, or the team desk when there is one (api/desk-state.ts). */
export const viewStore = switchingStore(browserViews, 'view');

/** The saved views, newest change first, and the edits the manager offers. */
export function useSavedViews() {
  const views = useSyncExternalStore(viewStore.subscribe, viewStore.get, viewStore.get);
  return {
    views,
    /** The desk's facts about a view (undefined: kept in this browser only). */
    meta: viewStore.meta,
    save: (view: SavedView) => viewStore.save(view),
    rename: (id: string, name: string) => {
      const view = viewStore.get().find((v) => v.id === id);
      if (view) viewStore.save({ ...view, name, updated: new Date().toISOString() });
    },
    /** Removes a view; `restore` puts it back (undo). */
    remove: (id: string) => {
      const at = viewStore.get().findIndex((v) => v.id === id);
      const view = viewStore.remove(id);
      if (view && !deskRuntime()) {
        const list = savedViewsStore.get;
        return { restore: () => savedViewsStore.set([...list().slice(0, at), view, ...list().slice(at)]) };
      }
      return view ? { restore: () => viewStore.save(view) } : null;
    },
    /** Keeps every view of `next` that is new or changed (an import adds, never drops). */
    replaceAll: (next: SavedView[]) => {
      if (!deskRuntime()) return savedViewsStore.set(next);
      const current = viewStore.get();
      for (const view of [...next].reverse()) if (!current.includes(view)) viewStore.save(view);
    },
  };
}
