// @vitest-environment jsdom
import { useSyncExternalStore } from 'react';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toAnnotationFile, createAnnotation } from './annotations';

// A fresh module (and cache) per test, over a cleared localStorage.
const load = () => import('./annotation-store');
// A component reading a workspace's list, as useTimelineAnnotations does.
const reader = (store: Awaited<ReturnType<typeof load>>, workspaceId: number) => () =>
  useSyncExternalStore(
    (listener) => store.subscribeAnnotations(workspaceId, listener),
    () => store.listAnnotations(workspaceId),
  );

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('annotation store', () => {
  it('keeps annotations per workspace under a versioned key, surviving a reload', async () => {
    const store = await load();
    const a = store.addAnnotation(3, { label: 'Ministerial statement', start: '2026-11-12T09:30:00.000Z' });
    store.addAnnotation(4, { label: 'Other workspace', start: '2026-11-12T09:30:00.000Z' });
    expect(JSON.parse(localStorage.getItem('nd.annotations.v1.3')!)).toEqual([a]);
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.listAnnotations(3)).toEqual([a]);
    expect(reloaded.listAnnotations(4).map((x) => x.label)).toEqual(['Other workspace']);
  });

  it('re-renders every subscriber of the workspace when one is added, edited or removed', async () => {
    const store = await load();
    const chart = renderHook(reader(store, 3));
    const detail = renderHook(reader(store, 3));
    expect(chart.result.current).toEqual([]);
    let id = '';
    act(() => {
      id = store.addAnnotation(3, { label: 'Statement', start: '2026-11-12T09:30:00.000Z' }).id;
    });
    expect(detail.result.current.map((a) => a.label)).toEqual(['Statement']);
    act(() => void store.updateAnnotation(3, id, { label: 'Ministerial statement' }));
    expect(chart.result.current[0]!.label).toBe('Ministerial statement');
    let removed: ReturnType<typeof store.removeAnnotation>;
    act(() => {
      removed = store.removeAnnotation(3, id);
    });
    expect(detail.result.current).toEqual([]);
    act(() => store.restoreAnnotation(3, removed!));
    expect(chart.result.current.map((a) => a.id)).toEqual([id]);
  });

  it('imports a file, and a bad file is explained without erasing anything', async () => {
    const store = await load();
    const mine = store.addAnnotation(3, { label: 'Mine', start: '2026-11-01T00:00:00.000Z' });
    expect(() => store.importAnnotations(3, '{"format":"something else"}')).toThrow(
      'not a Narrative Desk annotations file',
    );
    expect(store.listAnnotations(3)).toEqual([mine]);
    const theirs = createAnnotation({ label: 'Theirs', start: '2026-11-02T00:00:00.000Z' });
    expect(store.importAnnotations(3, toAnnotationFile(9, [theirs, mine]))).toEqual({
      added: 1,
      updated: 0,
      unchanged: 1,
    });
    expect(store.listAnnotations(3).map((a) => a.label)).toEqual(['Mine', 'Theirs']);
    expect(JSON.parse(store.exportAnnotations(3)).annotations).toHaveLength(2);
  });

  it('keeps the valid annotations of a damaged entry', async () => {
    const good = createAnnotation({ label: 'Good', start: '2026-11-02T00:00:00.000Z' });
    localStorage.setItem('nd.annotations.v1.5', JSON.stringify([good, { label: 'broken' }]));
    const store = await load();
    expect(store.listAnnotations(5)).toEqual([good]);
    localStorage.setItem('nd.annotations.v1.6', 'not json');
    expect(store.listAnnotations(6)).toEqual([]);
  });

  it('keeps a refused write for this page and says so, without throwing', async () => {
    const { onStorageRefused } = await import('@/lib/stored-value');
    const store = await load();
    const refused: string[] = [];
    const stop = onStorageRefused(({ what }) => refused.push(what));
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const a = store.addAnnotation(3, { label: 'x', start: '2026-11-02T00:00:00.000Z' });
    spy.mockRestore();
    stop();
    expect(store.listAnnotations(3)).toEqual([a]);
    expect(localStorage.getItem('nd.annotations.v1.3')).toBeNull();
    expect(refused).toEqual(['your annotations']);
  });

  it('follows changes made in another tab', async () => {
    const store = await load();
    const chart = renderHook(reader(store, 3));
    const other = createAnnotation({ label: 'From another tab', start: '2026-11-02T00:00:00.000Z' });
    act(() => {
      localStorage.setItem('nd.annotations.v1.3', JSON.stringify([other]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'nd.annotations.v1.3' }));
    });
    expect(chart.result.current).toEqual([other]);
  });
});
