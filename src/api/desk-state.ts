import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getClientConfig } from './client';
import type { Artefact, DeskMe } from './schemas/desk';

/**
 * What the desk's code (hooks/desk/desk-runtime.ts, loaded on demand) offers the stores: one
 * ItemStore per name ('view', 'report', 'annotation:<workspaceId>'), the items the desk keeps with
 * those only this browser keeps beside them.
 */
export interface DeskConnection {
  me: DeskMe;
  store<T extends { id: string }>(name: string): ItemStore<T>;
  dispose(): void;
}

/**
 * Where the team's views, reports and annotations live for this session: on the team desk (the
 * project's server answers `GET /desk/v1/me`) or in this browser only. The first load of every
 * page carries only this switch; the desk's code (hooks/desk/desk-runtime.ts) loads once the probe is asked.
 */
export type DeskState =
  { mode: 'unknown' } | { mode: 'browser'; reason: string } | { mode: 'desk'; runtime: DeskConnection };

let state: DeskState = { mode: 'unknown' };
let probedFor: string | null | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const deskState = {
  get: (): DeskState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The desk's runtime when the team desk keeps things, else undefined. */
export const deskRuntime = (): DeskConnection | undefined =>
  state.mode === 'desk' ? state.runtime : undefined;

function settle(next: DeskState) {
  if (state.mode === 'desk' && state !== next) state.runtime.dispose();
  state = next;
  emit();
}

/**
 * Probes the desk once per signed-in token (a new sign-in probes again) with `connect` (the
 * desk's code, loaded on demand): called by the signed-in layout's guard, it never delays a page.
 */
export function startDesk(client: QueryClient, connect: (client: QueryClient) => Promise<DeskState>): void {
  const token = getClientConfig().getToken();
  if (probedFor === token) return;
  probedFor = token;
  if (state.mode !== 'unknown') settle({ mode: 'unknown' });
  void connect(client).then(
    (next) => probedFor === token && settle(next),
    (error: unknown) =>
      probedFor === token &&
      settle({ mode: 'browser', reason: `The team desk could not start: ${String(error)}` }),
  );
}

export function useDeskState(): DeskState {
  return useSyncExternalStore(deskState.subscribe, deskState.get, deskState.get);
}

/**
 * The desk's facts about one item: who owns it, who changed it last and when, who sees it; and,
 * when the desk did not take the analyst's last change, why (the change is kept in this browser).
 */
export type ItemMeta = Pick<
  Artefact,
  'id' | 'version' | 'visibility' | 'owner' | 'updatedBy' | 'updatedAt' | 'workspaceIds' | 'kind'
> & { unsaved?: string };

/**
 * One kind's items (views, reports, one workspace's annotations) wherever they are kept: the
 * browser's store or the team desk. Reads are a synchronous snapshot (one for every component);
 * writes return at once and reach the desk in order (a refused one is said, never dropped).
 */
export interface ItemStore<T extends { id: string }> {
  get(): readonly T[];
  subscribe(listener: () => void): () => void;
  /** The desk's facts; undefined for an item kept in this browser only. */
  meta(id: string): ItemMeta | undefined;
  save(item: T): void;
  /** Removes an item and returns it (for undo). */
  remove(id: string): T | undefined;
}

/** The browser's store while there is no desk, the desk's (which shows unmoved browser items too) when there is. */
export function switchingStore<T extends { id: string }>(browser: ItemStore<T>, name: string): ItemStore<T> {
  const current = () => deskRuntime()?.store<T>(name) ?? browser;
  return {
    get: () => current().get(),
    meta: (id) => current().meta(id),
    save: (item) => current().save(item),
    remove: (id) => current().remove(id),
    subscribe(listener) {
      let inner = current().subscribe(listener);
      const off = deskState.subscribe(() => {
        inner();
        inner = current().subscribe(listener);
        listener();
      });
      return () => {
        inner();
        off();
      };
    },
  };
}

/** An ItemStore over a browser-stored list (lib/stored-value.ts); `place` puts a saved item in the list. */
export function browserItems<T extends { id: string }>(
  stored: {
    get(): readonly T[];
    set(next: T[]): void;
    subscribe(l: () => void): () => void;
  },
  place: (list: readonly T[], item: T) => T[] = (list, item) =>
    list.some((i) => i.id === item.id) ? list.map((i) => (i.id === item.id ? item : i)) : [...list, item],
): ItemStore<T> {
  return {
    get: () => stored.get(),
    subscribe: (l) => stored.subscribe(l),
    meta: () => undefined,
    save: (item) => stored.set(place(stored.get(), item)),
    remove(id) {
      const item = stored.get().find((i) => i.id === id);
      if (item) stored.set(stored.get().filter((i) => i.id !== id));
      return item;
    },
  };
}
