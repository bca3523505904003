// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { useChunk } from './use-chunk';

afterEach(() => vi.unstubAllGlobals());

const chunkOf = (value: string) => {
  const load = vi.fn(() => Promise.resolve(value));
  return { load, chunk: preloadableChunk(load) };
};

describe('useChunk', () => {
  it("'mount' fetches at once and answers the export once it is in", async () => {
    const { chunk, load } = chunkOf('engine');
    const { result } = renderHook(() => useChunk(chunk, 'mount'));
    expect(result.current.loaded).toBeUndefined();
    await waitFor(() => expect(result.current.loaded).toBe('engine'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("'idle' waits for the browser to be idle; `load` does not", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { chunk, load } = chunkOf('menu');
    const { result } = renderHook(() => useChunk(chunk, 'idle'));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => idle!());
    await waitFor(() => expect(result.current.loaded).toBe('menu'));

    const second = chunkOf('popover');
    const other = renderHook(() => useChunk(second.chunk, 'idle'));
    act(() => other.result.current.load());
    await waitFor(() => expect(other.result.current.loaded).toBe('popover'));
  });

  it('`false` fetches nothing; a chunk already in is answered on the first render', async () => {
    const { chunk, load } = chunkOf('models');
    const { result, rerender } = renderHook(({ on }) => useChunk(chunk, on ? 'mount' : false), {
      initialProps: { on: false },
    });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.loaded).toBe('models'));
    const again = renderHook(() => useChunk(chunk, false));
    expect(again.result.current.loaded).toBe('models');
  });

  it('a failed download leaves it missing, and the next load asks again', async () => {
    let calls = 0;
    const chunk = preloadableChunk(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok'),
    );
    const { result } = renderHook(() => useChunk(chunk, 'mount'));
    await act(async () => {});
    expect(result.current.loaded).toBeUndefined();
    act(() => result.current.load());
    await waitFor(() => expect(result.current.loaded).toBe('ok'));
    expect(calls).toBe(2);
  });
});
