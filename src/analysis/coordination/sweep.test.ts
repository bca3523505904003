import { describe, expect, it } from 'vitest';
import { sweep } from './sweep';

const page = (offset: number, total: number, size = 50) => {
  const n = Math.max(0, Math.min(size, total - offset));
  return { items: Array.from({ length: n }, (_, i) => offset + i), received: n };
};

describe('sweep', () => {
  it('reads every page of the scope in order, capped, with the calls it planned', async () => {
    const asked: number[] = [];
    const result = await sweep({
      fetchPage: async (offset) => (asked.push(offset), page(offset, 1000)),
      total: 1000,
      cap: 300,
      pageSize: 50,
      signal: new AbortController().signal,
    });
    expect(result.items).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(result.calls).toBe(6);
    expect(result.capped).toBe(true);
    expect(asked.sort((a, b) => a - b)).toEqual([0, 50, 100, 150, 200, 250]);
  });

  it('waits out a 429 for its Retry-After, and skips (and counts) a page that keeps failing', async () => {
    const slept: number[] = [];
    let limited = false;
    const result = await sweep({
      fetchPage: async (offset) => {
        if (offset === 50 && !limited) {
          limited = true;
          throw Object.assign(new Error('slow down'), { status: 429, retryAfter: 3 });
        }
        if (offset === 100) throw Object.assign(new Error('bad'), { status: 400 });
        return page(offset, 200);
      },
      total: 200,
      cap: 5000,
      pageSize: 50,
      signal: new AbortController().signal,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(slept).toEqual([3000]);
    expect(result.failedPages).toBe(1);
    expect(result.items).toHaveLength(150);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = sweep({
      fetchPage: async (offset, signal) => {
        if (offset >= 100) controller.abort(new Error('cancelled'));
        signal.throwIfAborted();
        return page(offset, 1000);
      },
      total: 1000,
      cap: 1000,
      pageSize: 50,
      concurrency: 1,
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow('cancelled');
  });
});
