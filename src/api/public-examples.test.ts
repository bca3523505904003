import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureClient } from './client';
import { parseExactJson, quoteUnsafeIntegers } from './exact-json';
import { jsonResponse, stubFetch } from './fixtures/http';
import * as pub from './fixtures/public-examples';
import {
  AvailableFiltersSchema,
  DistributionResultSchema,
  EnrichmentValuesBodySchema,
  MentionIdParamSchema,
  MentionListSchema,
  NarrativeListSchema,
  QueuedResultSchema,
  TimelineResultSchema,
  TokenResponseSchema,
  WorkspaceListSchema,
} from './schemas';
import { clearUnreadItems, getUnreadItems, receivedCount } from './tolerant-list';

describe('every verbatim example of the public reference parses with the contract', () => {
  it('token, workspace list, narrative list', () => {
    expect(TokenResponseSchema.parse(pub.tokenExample)).toEqual({ Token: 'string', ExpiresIn: 3600 });
    expect(WorkspaceListSchema.parse([pub.workspaceExample])[0]).toMatchObject({
      id: 2,
      folder: { id: 123, title: 'string' },
    });
    expect(NarrativeListSchema.parse([pub.narrativeExample])[0]?.tags[0]?.name).toBe('string');
  });

  it('a mention: label mentionType, narratives, smart categories, publisher geography', () => {
    const [m] = MentionListSchema.parse([pub.mentionExample]);
    expect(m).toMatchObject({
      id: 1234,
      mentionType: 'Original Post',
      botRating: 'almost_certain',
      reach: 1250000,
    });
    expect(m?.enrichments.narratives).toEqual([{ id: 123, confidence: 50 }]);
    expect(m?.smartCategories).toEqual([{ categoryName: 'Favorability', classification: '244:c0' }]);
    expect(m?.customEnrichments).toEqual([]);
  });

  it('timeline (groups with key and count only) and distribution', () => {
    expect(TimelineResultSchema.parse(pub.timelineExample).buckets[0]?.groups).toEqual([
      { key: 'string', count: 1 },
    ]);
    expect(DistributionResultSchema.parse(pub.distributionExample).groups[0]).toMatchObject({
      key: 'twitter',
      percentage: 25.15,
    });
  });

  it('available filters, with mention_type lifted from beside the last group’s models', () => {
    const f = AvailableFiltersSchema.parse(pub.availableFiltersExample);
    expect(f.mention_type?.social_media?.key).toBe('mention_type.social_media');
    expect(f.mention_type?.podcasts?.options[0]?.value).toBe('podcasts');
    expect(f.custom_enrichments?.models[0]?.enrichment_id).toBe(1681);
    expect(f.publisher_geography?.source_country?.options[0]?.value).toBe('United States');
  });

  it('the write examples: an enrichment batch, and both queued results', () => {
    expect(EnrichmentValuesBodySchema.parse(pub.enrichmentValuesExample)).toHaveLength(1);
    expect(QueuedResultSchema.parse(pub.customChannelPushResultExample).count).toBe(1);
    expect(QueuedResultSchema.parse(pub.enrichmentValuesResultExample).count).toBe(2);
  });
});

describe('a page with one unreadable item', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchStub = stubFetch();
    configureClient({ baseUrl: '/api', getToken: () => 't' });
    clearUnreadItems();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the others exactly, reports one, and a clean re-read clears the report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = `[${JSON.stringify(pub.mentionExample)},${pub.quirkyMentionJson},${JSON.stringify(pub.unreadableMention)}]`;
    fetchStub.mockResolvedValueOnce(new Response(body, { status: 200 }));
    const page = await apiRequest(MentionListSchema, '/workspaces/2/mentions', {
      query: { since: 'a', to: 'b' },
    });
    expect(page.map((m) => m.id)).toEqual([1234, '9007199254740993']);
    expect(receivedCount(page)).toBe(3);
    expect(getUnreadItems()).toEqual([
      { source: 'GET /workspaces/2/mentions?since=a&to=b', count: 1, at: expect.any(Number) as number },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 item(s) could not be read'), [
      expect.stringContaining('item 2.published'),
    ]);
    // Nullable members stay null; the object form of customEnrichments becomes the array form.
    const quirky = page[1]!;
    expect(quirky.enrichments.narratives).toEqual([{ id: 2, confidence: null }]);
    expect(quirky.media).toEqual([{ type: 'image', url: null }]);
    expect(quirky.smartCategories).toEqual([{ categoryName: 'Favorability', classification: null }]);
    expect(quirky.customEnrichments).toEqual([
      { enrichment_id: 1681, name: '', type: 'categorical', value: 'Substantiated' },
    ]);

    // A second page adds to the count; the first page of another query of the list replaces it.
    fetchStub.mockResolvedValueOnce(new Response(body, { status: 200 }));
    await apiRequest(MentionListSchema, '/workspaces/2/mentions', {
      query: { since: 'a', to: 'b', offset: 50 },
    });
    expect(getUnreadItems().map((r) => r.count)).toEqual([1, 1]);
    fetchStub.mockResolvedValueOnce(new Response(body, { status: 200 }));
    await apiRequest(MentionListSchema, '/workspaces/2/mentions', { query: { since: 'a', to: 'c' } });
    expect(getUnreadItems().map((r) => r.source)).toEqual(['GET /workspaces/2/mentions?since=a&to=c']);
    fetchStub.mockResolvedValueOnce(jsonResponse([pub.mentionExample]));
    await apiRequest(MentionListSchema, '/workspaces/2/mentions', { query: { since: 'a', to: 'c' } });
    expect(getUnreadItems()).toEqual([]);
    warn.mockRestore();
  });
});

describe('ids beyond 2^53 are kept exactly', () => {
  it('the transport reads them as their digits; other numbers are untouched', () => {
    expect(
      parseExactJson(
        '{"id":9007199254740993,"n":-12345678901234567890,"x":1.5e300,"s":"9007199254740993 in text","ok":42}',
      ),
    ).toEqual({
      id: '9007199254740993',
      n: '-12345678901234567890',
      x: 1.5e300,
      s: '9007199254740993 in text',
      ok: 42,
    });
    expect(quoteUnsafeIntegers('["a\\"12345678901234567", 12345678901234567, 9007199254740991]')).toBe(
      '["a\\"12345678901234567", "12345678901234567", 9007199254740991]',
    );
  });

  it('an id of 9007199254740993 survives a round trip to the URL and back', () => {
    const [m] = MentionListSchema.parse(parseExactJson(`[${pub.quirkyMentionJson}]`));
    const openOf = (search: string) => (defaultParseSearch(search) as { open?: unknown }).open;
    const url = defaultStringifySearch({ open: m!.id });
    const back = MentionIdParamSchema.parse(openOf(url));
    expect(back).toBe('9007199254740993');
    expect(back).toBe(m!.id);
    expect(MentionIdParamSchema.parse(openOf(defaultStringifySearch({ open: 1234 })))).toBe(1234);
    expect(MentionIdParamSchema.safeParse(openOf('?open=abc')).success).toBe(false);
  });
});
