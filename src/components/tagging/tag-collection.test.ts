import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '@/api/client';
import { callOf, jsonResponse, stubFetch } from '@/api/fixtures/http';
import { serverMention } from '@/api/fixtures/reference-payloads';
import { collectedItems, collectNextPage, newCollection } from './tag-collection';
import { uniqueUrls } from './tag-selection-button';

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

const mentions = Array.from({ length: 123 }, (_, i) => ({
  ...serverMention,
  id: i + 1,
  url: i === 7 ? null : `https://x.test/${i === 9 ? 8 : i}`,
}));

describe('collecting "all matching" for a tagging job', () => {
  it('pages at 50 until a short page, skips mentions without url and keeps a shared url once', async () => {
    fetchStub.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://x').searchParams.get('offset'));
      return jsonResponse(mentions.slice(offset, offset + 50));
    });
    const source = {
      workspaceId: 4,
      query: { since: '2026-11-01T00:00:00Z', to: '2026-11-20T00:00:00Z', channels: ['news'] },
    };
    let c = newCollection(source, { enrichment_id: 9, value: 'Reviewed' }, 123);
    const offsets: number[] = [];
    for (;;) {
      offsets.push(c.offset);
      const { next, last } = await collectNextPage(c, new AbortController().signal);
      c = next;
      if (last) break;
    }
    expect(offsets).toEqual([0, 50, 100]);
    expect(callOf(fetchStub, 1).search).toBe(
      '?since=2026-11-01T00:00:00Z&to=2026-11-20T00:00:00Z&channels[]=news&limit=50&offset=50',
    );
    expect(c.urls).toHaveLength(121);
    expect(collectedItems(c)[0]).toEqual({ url: 'https://x.test/0', enrichment_id: 9, value: 'Reviewed' });
    // A collection is plain JSON: what IndexedDB keeps is what a reload resumes from.
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });

  it('does not stop early when the service sent a full page with one unreadable mention', async () => {
    const page = mentions.slice(0, 50).map((m, i) => (i === 3 ? { ...m, published: 42 } : m));
    fetchStub.mockResolvedValueOnce(jsonResponse(page));
    const c = newCollection(
      { workspaceId: 4, query: { since: 'a', to: 'b' } },
      { enrichment_id: 9, value: 'x' },
      50,
    );
    const { next, last } = await collectNextPage(c, new AbortController().signal);
    expect(last).toBe(false);
    expect(next.offset).toBe(50);
    expect(next.urls).toHaveLength(47); // 50 sent: one unreadable, one without url, one shared url
  });

  it('keys explicit selections by url, once each', () => {
    expect(uniqueUrls([{ url: 'a' }, { url: null }, { url: 'a' }, { url: 'b' }])).toEqual(['a', 'b']);
  });
});
