// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onStorageRefused, storedValue, useStoredValue } from './stored-value';

const level = (key = 'test.level') =>
  storedValue<'low' | 'medium' | 'high'>(key, 'medium', (raw) =>
    raw === 'low' || raw === 'medium' || raw === 'high' ? raw : undefined,
  );

beforeEach(() => {
  localStorage.clear();
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
    const stop = onStorageRefused((key) => refused.push(key));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = level('full');
    store.set('high');
    expect(store.get()).toBe('high');
    expect(refused).toEqual(['full']);
    stop();
  });
});
