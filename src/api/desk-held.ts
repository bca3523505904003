import { listOf, storedValue } from '@/lib/stored-value';

/**
 * A change the team desk did not take (refused: too large, over a limit, no access; or the desk
 * stayed unreachable through the retries), kept in this browser with the reason until a save of
 * it goes through: the analyst keeps seeing their change and is told why it is not on the desk.
 */
export interface HeldChange<T> {
  item: T;
  /** Why the desk did not take it, in the desk's words. */
  reason: string;
  /** The desk version the change was made on (0: never on the desk); the next save's If-Match. */
  version: number;
  /** The desk was unreachable or busy (not a refusal): saved again once the desk answers. */
  retry: boolean;
}

/** The held changes of one kind of item, by item id, kept in this browser's storage. */
export function heldChanges<T extends { id: string }>(key: string, parse: (body: unknown) => T | undefined) {
  const readOne = (raw: unknown): HeldChange<T> | undefined => {
    if (!raw || typeof raw !== 'object') return undefined;
    const r = raw as Record<string, unknown>;
    const item = parse(r.item);
    if (!item || typeof r.reason !== 'string' || !Number.isSafeInteger(r.version)) return undefined;
    return { item, reason: r.reason, version: r.version as number, retry: r.retry === true };
  };
  const store = storedValue<HeldChange<T>[]>(key, [], listOf(readOne), {
    what: 'changes not saved to the team desk',
  });
  return {
    /** A stable list (the same array until a change), for snapshots. */
    list: (): readonly HeldChange<T>[] => store.get(),
    get: (id: string): HeldChange<T> | undefined => store.get().find((h) => h.item.id === id),
    set: (change: HeldChange<T>) =>
      store.set((list) => [...list.filter((h) => h.item.id !== change.item.id), change]),
    delete(id: string) {
      if (store.get().some((h) => h.item.id === id))
        store.set((list) => list.filter((h) => h.item.id !== id));
    },
    subscribe: (listener: () => void) => store.subscribe(listener),
  };
}

export type HeldChanges<T extends { id: string }> = ReturnType<typeof heldChanges<T>>;

/**
 * What this browser shows over the desk's list: the changes on their way (in memory, so a list
 * read that left before a save was answered never shows the older version) and the held ones
 * (stored). `tick` counts changes of the ones on their way (the held list is a new array when it changes).
 */
export function localChanges<T extends { id: string }>(held: HeldChanges<T>) {
  const pending = new Map<string, T>();
  const listeners = new Set<() => void>();
  let tick = 0;
  const emit = () => {
    tick++;
    listeners.forEach((l) => l());
  };
  return {
    held,
    tick: () => tick,
    pendingItem: (id: string) => pending.get(id),
    /** The analyst's latest version of an item the desk has not answered yet. */
    sending(item: T) {
      pending.set(item.id, item);
      emit();
    },
    /** The desk answered (saved, refused, or a conflict): the list shows what it holds again. */
    settled(id: string) {
      if (pending.delete(id)) emit();
    },
    /** Held changes first, then the ones on their way (newer), by item id. */
    entries(): { item: T; unsaved?: string }[] {
      const out = new Map<string, { item: T; unsaved?: string }>();
      for (const h of held.list()) out.set(h.item.id, { item: h.item, unsaved: h.reason });
      for (const [id, item] of pending) out.set(id, { item });
      return [...out.values()];
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      const off = held.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
  };
}

/** Whether a failed save may succeed if sent again as it is: no answer, the desk failing, or busy. */
export const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;
