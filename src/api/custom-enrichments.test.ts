import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import {
  customEnrichmentMutations,
  customEnrichmentQueries,
  writeEnrichmentValues,
} from './custom-enrichments';
import { customChannelQueries, pushCustomChannelMentions } from './custom-channels';
import { customChannel, customEnrichment, queuedResult } from './fixtures/reference-payloads';
import { answerAlways, callOf, jsonResponse, stubFetch } from './fixtures/http';
import { mentionQueries } from './mentions';

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ baseUrl: '/api', getToken: () => 't' });
});
afterEach(() => vi.unstubAllGlobals());

const value = { url: 'https://example-news.com/a', enrichment_id: 1681, value: 'Substantiated' };

describe('custom enrichments', () => {
  it('writes values as a bare JSON array and refreshes mentions', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse(queuedResult, 202));
    answerAlways(fetchStub, []);
    const client = new QueryClient();
    client.setQueryData(mentionQueries.list(1, { since: 'a', to: 'b' }).queryKey, []);
    const result = await new MutationObserver(client, customEnrichmentMutations.writeValues).mutate([value]);
    expect(result.count).toBe(3);
    expect(callOf(fetchStub)).toMatchObject({
      method: 'PUT',
      path: '/api/mentions/customEnrichments',
      body: [value],
    });
    expect(
      client.getQueryState(mentionQueries.list(1, { since: 'a', to: 'b' }).queryKey)?.isInvalidated,
    ).toBe(true);
  });

  it('reports a rate limit with retryAfter and refuses more than 100 values before sending', async () => {
    fetchStub.mockResolvedValueOnce(
      jsonResponse({ error: { status: 429, code: 'rate_limited', message: '50 requests per minute' } }, 429, {
        'Retry-After': '30',
      }),
    );
    await expect(writeEnrichmentValues([value])).rejects.toMatchObject({ status: 429, retryAfter: 30 });
    await expect(writeEnrichmentValues(Array.from({ length: 101 }, () => value))).rejects.toMatchObject({
      status: 413,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('creates, updates (full option list) and deletes with rollback', async () => {
    const client = new QueryClient();
    fetchStub.mockResolvedValueOnce(jsonResponse(customEnrichment, 201));
    answerAlways(fetchStub, [customEnrichment]);
    await new MutationObserver(client, customEnrichmentMutations.create).mutate({
      name: 'Disinformation Analysis',
      type: 'categorical',
      constraints: { enum: ['Substantiated', 'Unsubstantiated'] },
    });
    expect(callOf(fetchStub, 0)).toMatchObject({ method: 'POST', path: '/api/customEnrichments' });

    fetchStub.mockResolvedValueOnce(jsonResponse(customEnrichment));
    await new MutationObserver(client, customEnrichmentMutations.update).mutate({
      enrichmentId: 1681,
      constraints: { enum: ['Substantiated'] },
    });
    const put = fetchStub.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(callOf(fetchStub, put)).toMatchObject({
      path: '/api/customEnrichments/1681',
      body: { constraints: { enum: ['Substantiated'] } },
    });

    client.setQueryData(customEnrichmentQueries.list().queryKey, [customEnrichment]);
    fetchStub.mockResolvedValueOnce(
      jsonResponse({ error: { status: 404, code: 'not_found', message: 'gone' } }, 404),
    );
    await new MutationObserver(client, customEnrichmentMutations.remove).mutate(1681).catch(() => undefined);
    expect(client.getQueryData(customEnrichmentQueries.list().queryKey)).toHaveLength(1);
  });
});

describe('custom channels', () => {
  it('lists channels and pushes a batch of at most 100 mentions', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse([customChannel]));
    const list = await new QueryClient().fetchQuery(customChannelQueries.list());
    expect(list[0]?.name).toBe('Field reports');

    fetchStub.mockResolvedValueOnce(jsonResponse(queuedResult, 202));
    const mention = { url: 'https://example.org/r/1', published: '2026-11-20T10:00:00Z', title: 'Report' };
    await expect(
      pushCustomChannelMentions({ channelId: customChannel.id, mentions: [mention] }),
    ).resolves.toMatchObject({ count: 3 });
    expect(callOf(fetchStub, 1)).toMatchObject({
      method: 'POST',
      path: `/api/customChannels/${customChannel.id}/mentions`,
      body: { mentions: [mention] },
    });
    await expect(
      pushCustomChannelMentions({ channelId: 'x', mentions: Array.from({ length: 101 }, () => mention) }),
    ).rejects.toMatchObject({ status: 413 });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
