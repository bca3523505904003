import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's storage under one key: read once and cached, validated by the
 * caller's `parse` (a damaged or older entry falls back), shared by every component that reads it
 * and kept in step with other tabs (the `storage` event). Every store of the app is one of these
 * (or a `storedFamily` of them): one read path, one size cap, one policy for a refused write.
 *
 * The policy when the browser refuses a write (storage full or blocked, private mode) or the value
 * is larger than the store's cap: the new value holds for this page, and `onStorageRefused`
 * listeners hear which key and what it holds, so the shell says so in words
 * (components/storage-refused-watch.ts). A write never throws and never silently drops the change.
 *
 * Written here rather than @mantine/hooks' useLocalStorage: that hook re-reads and re-parses on
 * every mount, has no validation, and its 2 kB joined the first load of every page.
 */
export interface StoredValue<T> {
  readonly key: string;
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  /** Forgets the value: the key leaves the storage and reads give the fallback again. */
  remove(): void;
  subscribe(listener: () => void): () => void;
}

export interface StoredValueOptions<T> {
  /** `session` keeps the value for this tab's session only; `local` (default) across visits. */
  area?: 'local' | 'session';
  /** The most characters the stored JSON may take; a larger value is a refused write. */
  maxChars?: number;
  /** What the value is, in the analyst's words ("your reports"), for the refusal note. */
  what?: string;
  /** Shapes the value before it is written (e.g. keeps the newest N entries). */
  trim?: (value: T) => T;
}

/** A refused write: the key, what it holds, and why (`full`: the browser said no; `too-large`: the cap). */
export interface StorageRefusal {
  key: string;
  what: string;
  reason: 'full' | 'too-large';
}

/** Writes above this many characters are refused unless a store says otherwise (~2 MB of UTF-16). */
export const DEFAULT_MAX_CHARS = 1_000_000;

const refusalListeners = new Set<(refusal: StorageRefusal) => void>();

/** Hears every refused write; returns the unsubscribe. */
export function onStorageRefused(listener: (refusal: StorageRefusal) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The stored text as JSON, or as the plain text an older build wrote. */
function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every store's key and its "forget your copy" (another tab wrote it): one `storage` listener for all. */
const stores = new Set<{ key: string; forget: () => void }>();
let following = false;
function followOtherTabs(store: { key: string; forget: () => void }) {
  stores.add(store);
  if (following) return;
  following = true;
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    stores.forEach((s) => (event.key === null || event.key === s.key) && s.forget());
  });
}

const storageOf = (area: 'local' | 'session'): Storage | undefined => {
  try {
    return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // a blocked storage throws on access
  }
};

export function storedValue<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
  options: StoredValueOptions<T> = {},
): StoredValue<T> {
  const { area = 'local', maxChars = DEFAULT_MAX_CHARS, what = 'your last change', trim } = options;
  let cached: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const read = (): T => {
    try {
      const text = storageOf(area)?.getItem(key);
      return (text == null ? undefined : parse(decode(text))) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const refuse = (reason: StorageRefusal['reason']) =>
    refusalListeners.forEach((l) => l({ key, what, reason }));
  followOtherTabs({
    key,
    forget: () => {
      cached = undefined;
      emit();
    },
  });
  const get = () => (cached ??= { value: read() }).value;
  return {
    key,
    get,
    set(next) {
      const raw = typeof next === 'function' ? (next as (prev: T) => T)(get()) : next;
      const value = trim ? trim(raw) : raw;
      cached = { value };
      const text = JSON.stringify(value);
      if (text.length > maxChars) refuse('too-large');
      else {
        try {
          const storage = storageOf(area);
          if (!storage) throw new Error('no storage');
          storage.setItem(key, text);
        } catch {
          refuse('full');
        }
      }
      emit();
    },
    remove() {
      cached = { value: fallback };
      try {
        storageOf(area)?.removeItem(key);
      } catch {
        // A blocked storage holds nothing to remove.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One stored value per id (`prefix` + id), created on first use: e.g. each workspace's
 * annotations under their own key.
 */
export function storedFamily<T, Id extends string | number>(
  prefix: string,
  make: (key: string, id: Id) => StoredValue<T>,
): (id: Id) => StoredValue<T> {
  const members = new Map<Id, StoredValue<T>>();
  return (id) => {
    let member = members.get(id);
    if (!member) members.set(id, (member = make(`${prefix}${id}`, id)));
    return member;
  };
}

/**
 * A parse for a stored list: the entries `item` accepts are kept, a damaged one is skipped rather
 * than costing the whole list; anything but an array reads as missing.
 */
export function listOf<T>(item: (raw: unknown) => T | undefined): (raw: unknown) => T[] | undefined {
  return (raw) =>
    Array.isArray(raw)
      ? raw.flatMap((r) => {
          const parsed = item(r);
          return parsed === undefined ? [] : [parsed];
        })
      : undefined;
}

/** The stored value and its setter, re-rendering when it changes here or in another tab. */
export function useStoredValue<T>(store: StoredValue<T>): readonly [T, StoredValue<T>['set']] {
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store.set] as const;
}
