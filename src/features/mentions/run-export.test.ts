import { MentionSchema, type Mention } from '@/api/schemas';
import { collectMentions } from './run-export';

const make = (id: number): Mention =>
  MentionSchema.parse({
    id,
    channels: ['news'],
    created: '2026-11-01T00:00:00Z',
    published: '2026-11-01T00:00:00Z',
  });

function fakeApi(total: number) {
  const calls: number[] = [];
  const fetchPage = async (offset: number) => {
    calls.push(offset);
    return Array.from({ length: Math.max(0, Math.min(50, total - offset)) }, (_, i) => make(offset + i + 1));
  };
  return { calls, fetchPage };
}

describe('collectMentions', () => {
  it('pages at 50 until the list ends, reporting progress', async () => {
    const api = fakeApi(120);
    const progress: number[] = [];
    const all = await collectMentions(api.fetchPage, {
      signal: new AbortController().signal,
      onProgress: (n) => progress.push(n),
    });
    expect(all.map((m) => m.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(api.calls).toEqual([0, 50, 100]);
    expect(progress).toEqual([50, 100, 120]);
  });
  it('stops at the limit', async () => {
    const api = fakeApi(1000);
    const all = await collectMentions(api.fetchPage, { signal: new AbortController().signal, limit: 120 });
    expect(all).toHaveLength(120);
    expect(api.calls).toEqual([0, 50, 100]);
  });
  it('stops when cancelled', async () => {
    const api = fakeApi(1000);
    const ctl = new AbortController();
    const run = collectMentions(api.fetchPage, {
      signal: ctl.signal,
      onProgress: (n) => n >= 100 && ctl.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(api.calls).toEqual([0, 50]);
  });
});
