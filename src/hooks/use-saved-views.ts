import { useSyncExternalStore } from 'react';
import { MAX_VIEWS, SavedViewSchema, type SavedView } from '@/analysis/views/saved-views';

/**
 * The saved views of this browser (localStorage; the API has no storage for them), shared by
 * every tab: a change in one tab shows in the others.
 */
const KEY = 'nd.saved-views.v1';
const listeners = new Set<() => void>();
let cached: SavedView[] | null = null;

function load(): SavedView[] {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]') as unknown;
    // An entry this version cannot read is skipped, never allowed to break the list.
    return Array.isArray(raw)
      ? raw.flatMap((v) => {
          const p = SavedViewSchema.safeParse(v);
          return p.success ? [p.data] : [];
        })
      : [];
  } catch {
    return [];
  }
}

const read = () => (cached ??= load());
const notify = () => listeners.forEach((l) => l());

/** Replaces the stored list; false when the browser refused (quota, private mode): nothing changed. */
export function writeSavedViews(next: SavedView[]): boolean {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next.slice(0, MAX_VIEWS)));
  } catch {
    return false;
  }
  cached = next.slice(0, MAX_VIEWS);
  notify();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved views, newest change first, and the edits the manager offers. */
export function useSavedViews() {
  const views = useSyncExternalStore(subscribe, read, read);
  return {
    views,
    save: (view: SavedView) => writeSavedViews([view, ...read().filter((v) => v.id !== view.id)]),
    rename: (id: string, name: string) =>
      writeSavedViews(
        read().map((v) => (v.id === id ? { ...v, name, updated: new Date().toISOString() } : v)),
      ),
    /** Removes a view; `restore` puts it back where it was (undo). */
    remove: (id: string) => {
      const at = read().findIndex((v) => v.id === id);
      const view = read()[at];
      if (!view || !writeSavedViews(read().filter((v) => v.id !== id))) return null;
      return { restore: () => writeSavedViews([...read().slice(0, at), view, ...read().slice(at)]) };
    },
    replaceAll: writeSavedViews,
  };
}
