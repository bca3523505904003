import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's localStorage under one key: read once and cached, validated by
 * the caller's `parse` (a damaged or older entry falls back), shared by every component that
 * reads it and kept in step with other tabs (the `storage` event).
 *
 * One policy when the browser refuses a write (storage full or blocked, private mode): the new
 * value holds for this page, and `onStorageRefused` listeners hear which key was refused, so the
 * shell can say so in words (components/storage-refused-watch.ts).
 *
 * Written here rather than @mantine/hooks' useLocalStorage: that hook re-reads and re-parses on
 * every mount, has no validation, and its 2 kB joined the first load of every page.
 */
export interface StoredValue<T> {
  readonly key: string;
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

const refusalListeners = new Set<(key: string) => void>();

/** Hears every refused write (the key); returns the unsubscribe. */
export function onStorageRefused(listener: (key: string) => void): () => void {
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

export function storedValue<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
): StoredValue<T> {
  let cached: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const read = (): T => {
    try {
      const text = globalThis.localStorage?.getItem(key);
      return (text == null ? undefined : parse(decode(text))) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    cached = undefined;
    emit();
  };
  const get = () => (cached ??= { value: read() }).value;
  return {
    key,
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(get()) : next;
      cached = { value };
      try {
        if (!globalThis.localStorage) throw new Error('no localStorage');
        globalThis.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        refusalListeners.forEach((l) => l(key));
      }
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/** The stored value and its setter, re-rendering when it changes here or in another tab. */
export function useStoredValue<T>(store: StoredValue<T>): readonly [T, StoredValue<T>['set']] {
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store.set] as const;
}
