import { describe, expect, it } from 'vitest';
import { collectAllUrls } from './tag-selection-button';

describe('collectAllUrls', () => {
  it('pages at 50 until a short page, skips mentions without url and writes a shared url once', async () => {
    const mentions = Array.from({ length: 123 }, (_, i) => ({ url: i === 7 ? null : `https://x.test/${i === 9 ? 8 : i}` }));
    const offsets: number[] = [];
    const progress: number[] = [];
    const urls = await collectAllUrls(
      async (offset) => {
        offsets.push(offset);
        return mentions.slice(offset, offset + 50);
      },
      (n) => progress.push(n),
      new AbortController().signal,
    );
    expect(offsets).toEqual([0, 50, 100]);
    expect(progress).toEqual([50, 100, 123]);
    expect(urls).toHaveLength(121);
    expect(new Set(urls).size).toBe(121);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const offsets: number[] = [];
    await collectAllUrls(
      async (offset) => {
        offsets.push(offset);
        controller.abort();
        return Array.from({ length: 50 }, (_, i) => ({ url: `u${offset + i}` }));
      },
      () => {},
      controller.signal,
    );
    expect(offsets).toEqual([0]);
  });
});
