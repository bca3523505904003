// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listOf,
  onStorageRefused,
  storedFamily,
  storedValue,
  useStoredValue,
  type StorageRefusal,
} from './stored-value';

const level = (key = 'test.level') =>
  storedValue<'low' | 'medium' | 'high'>(key, 'medium', (raw) =>
    raw === 'low' || raw === 'medium' || raw === 'high' ? raw : undefined,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storedValue', () => {
  it('reads what an earlier page wrote, as JSON or as the plain text older builds wrote', () => {
    localStorage.setItem('a', '"high"');
    localStorage.setItem('b', 'low');
    expect(level('a').get()).toBe('high');
    expect(level('b').get()).toBe('low');
  });

  it('falls back when the entry is missing or fails validation', () => {
    localStorage.setItem('damaged', '{"not":"a level"}');
    expect(level('missing').get()).toBe('medium');
    expect(level('damaged').get()).toBe('medium');
  });

  it('writes JSON, applies updaters to the current value and re-renders every reader', () => {
    const store = storedValue<string[]>('list', [], (raw) => (Array.isArray(raw) ? raw : undefined));
    const one = renderHook(() => useStoredValue(store));
    const two = renderHook(() => useStoredValue(store));
    act(() => one.result.current[1]((prev) => [...prev, 'energy']));
    act(() => two.result.current[1]((prev) => [...prev, 'health']));
    expect(one.result.current[0]).toEqual(['energy', 'health']);
    expect(two.result.current[0]).toEqual(['energy', 'health']);
    expect(JSON.parse(localStorage.getItem('list')!)).toEqual(['energy', 'health']);
  });

  it('follows another tab: a storage event for its key re-reads it', () => {
    const store = level('shared');
    const { result } = renderHook(() => useStoredValue(store));
    expect(result.current[0]).toBe('medium');
    localStorage.setItem('shared', '"low"');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    });
    expect(result.current[0]).toBe('medium');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shared' }));
    });
    expect(result.current[0]).toBe('low');
  });

  it('keeps a refused write for this page and says which key was refused', () => {
    const refused: string[] = [];
    const stop = onStorageRefused(({ key }) => refused.push(key));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = level('full');
    store.set('high');
    expect(store.get()).toBe('high');
    expect(refused).toEqual(['full']);
    stop();
  });

  it('refuses a value above its cap the same way: held for the page, said in words, storage untouched', () => {
    const refusals: StorageRefusal[] = [];
    const stop = onStorageRefused((r) => refusals.push(r));
    const store = storedValue<string>('capped', '', (raw) => (typeof raw === 'string' ? raw : undefined), {
      maxChars: 10,
      what: 'your notes',
    });
    store.set('short');
    store.set('far too long for the cap');
    expect(store.get()).toBe('far too long for the cap');
    expect(localStorage.getItem('capped')).toBe('"short"');
    expect(refusals).toEqual([{ key: 'capped', what: 'your notes', reason: 'too-large' }]);
    stop();
  });

  it('never throws when storage itself is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = level('blocked');
    expect(store.get()).toBe('medium');
    expect(() => store.set('low')).not.toThrow();
    expect(store.get()).toBe('low');
  });

  it('trims before writing and can keep a value for the session only', () => {
    const store = storedValue<number[]>('recent', [], (raw) => (Array.isArray(raw) ? raw : undefined), {
      area: 'session',
      trim: (list) => list.slice(-2),
    });
    store.set([1, 2, 3]);
    expect(store.get()).toEqual([2, 3]);
    expect(sessionStorage.getItem('recent')).toBe('[2,3]');
    expect(localStorage.getItem('recent')).toBeNull();
  });
});

describe('listOf and storedFamily', () => {
  const isWord = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);

  it('keeps the valid entries of a damaged list and reads a non-list as missing', () => {
    expect(listOf(isWord)(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(listOf(isWord)({ a: 1 })).toBeUndefined();
  });

  it('gives each id its own key, the same store on every call', () => {
    const words = storedFamily('words.', (key) => storedValue<string[]>(key, [], listOf(isWord)));
    words(1).set(['one']);
    expect(words(1)).toBe(words(1));
    expect(localStorage.getItem('words.1')).toBe('["one"]');
    expect(words(2).get()).toEqual([]);
  });
});
