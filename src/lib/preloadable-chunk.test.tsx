// @vitest-environment jsdom
import { lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadableChunk } from './preloadable-chunk';

const Drawing = ({ label }: { label: string }) => <p>{label}</p>;
const inSuspense = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('preloadableChunk', () => {
  it('loads the chunk once, whoever asks first', async () => {
    const load = vi.fn(() => Promise.resolve(Drawing));
    const chunk = preloadableChunk(load);
    chunk.preload();
    chunk.preload();
    await chunk.lazyLoad();
    chunk.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets React.lazy render at once, without its fallback, once the preloaded chunk is in', async () => {
    const chunk = preloadableChunk(() => Promise.resolve(Drawing));
    const Lazy = lazy(chunk.lazyLoad);
    chunk.preload();
    await new Promise((r) => setTimeout(r, 0));
    render(inSuspense(<Lazy label="drawn" />));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends like any React.lazy while the chunk is still on its way', async () => {
    let arrive!: (c: typeof Drawing) => void;
    const chunk = preloadableChunk(() => new Promise<typeof Drawing>((r) => (arrive = r)));
    const Lazy = lazy(chunk.lazyLoad);
    render(inSuspense(<Lazy label="drawn" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive(Drawing);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
  });

  it('a chunk that failed to load fails the component (its error boundary shows why)', async () => {
    const chunk = preloadableChunk<typeof Drawing>(() => Promise.reject(new Error('offline')));
    chunk.preload();
    await expect(chunk.lazyLoad()).rejects.toThrow('offline');
  });
});

describe('preloadableChunk after a failed download', () => {
  it('asks again on the next load, and answers what loaded', async () => {
    let calls = 0;
    const chunk = preloadableChunk(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Drawing),
    );
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe(Drawing);
    expect(chunk.loaded()).toBe(Drawing);
    expect(calls).toBe(2);
  });
});
