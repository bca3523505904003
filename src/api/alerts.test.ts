// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AlertConflictError,
  alertMutations,
  alertQueries,
  deleteAlertRule,
  fetchInboxPage,
  ruleInput,
  updateAlertRule,
} from './alerts';
import { configureClient, isApiError } from './client';
import { aRule, anEvent } from './fixtures/alerts';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { AlertRuleInputSchema } from './schemas/alerts';

/** The alerts' client over the desk transport: paths, If-Match, 412, parsing and invalidation. */

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchStub = stubFetch();
  configureClient({ getToken: () => 'token' });
});
afterEach(() => fetchStub.mockReset());

describe('alert rules', () => {
  it('lists a workspace’s rules from /desk/v1/alerts with the bearer and parses them', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse({ items: [aRule(), aRule({ id: 'r2', paused: true })] }));
    const client = new QueryClient();
    const rules = await client.fetchQuery(alertQueries.list(3));
    expect(rules.map((r) => [r.id, r.paused])).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
    const call = callOf(fetchStub);
    expect([call.method, call.path, call.search]).toEqual(['GET', '/desk/v1/alerts', '?workspaceId=3']);
    expect(call.headers.get('Authorization')).toBe('Bearer token');
  });

  it('refuses an answer that is not the contract’s shape, naming where', async () => {
    fetchStub.mockResolvedValueOnce(jsonResponse({ items: [{ ...aRule(), condition: { kind: 'nope' } }] }));
    const error: unknown = await new QueryClient().fetchQuery(alertQueries.list(3)).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('invalid_response');
    expect(String(error)).toContain('items.0.condition');
  });

  it('sends PUT and DELETE with If-Match on the version the edit is based on', async () => {
    const rule = aRule({ version: 4 });
    fetchStub.mockResolvedValueOnce(jsonResponse({ ...rule, version: 5, paused: true }));
    const saved = await updateAlertRule({
      id: 'r1',
      version: 4,
      input: { ...ruleInput(rule), paused: true },
    });
    expect(saved.version).toBe(5);
    expect(callOf(fetchStub, 0).headers.get('If-Match')).toBe('"4"');
    expect(callOf(fetchStub, 0).method).toBe('PUT');
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await deleteAlertRule({ id: 'r1', version: 5 });
    expect([callOf(fetchStub, 1).method, callOf(fetchStub, 1).headers.get('If-Match')]).toEqual([
      'DELETE',
      '"5"',
    ]);
  });

  it('turns a 412 into a conflict carrying the rule as the desk holds it now', async () => {
    const theirs = aRule({ version: 7, title: 'Renamed by Dana' });
    fetchStub
      .mockResolvedValueOnce(
        jsonResponse({ error: { status: 412, code: 'conflict', message: 'stale' } }, 412),
      )
      .mockResolvedValueOnce(jsonResponse(theirs));
    const client = new QueryClient();
    const error: unknown = await client
      .getMutationCache()
      .build(client, alertMutations.update)
      .execute({ id: 'r1', version: 4, input: ruleInput(aRule()) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlertConflictError);
    expect((error as AlertConflictError).current?.title).toBe('Renamed by Dana');
    expect(client.getQueryData(alertQueries.detail('r1').queryKey)?.version).toBe(7);
    expect(callOf(fetchStub, 1).method).toBe('GET');
  });

  it('says a rule deleted meanwhile is gone (412 then 404)', async () => {
    fetchStub
      .mockResolvedValueOnce(
        jsonResponse({ error: { status: 412, code: 'conflict', message: 'stale' } }, 412),
      )
      .mockResolvedValueOnce(
        jsonResponse({ error: { status: 404, code: 'not_found', message: 'gone' } }, 404),
      );
    const error = (await deleteAlertRule({ id: 'r1', version: 1 }).catch(
      (e: unknown) => e,
    )) as AlertConflictError;
    expect(error.current).toBeNull();
    expect(error.message).toMatch(/deleted meanwhile/);
  });

  it('ruleInput gives back what the contract accepts, never a webhook secret', () => {
    const rule = aRule({ webhooks: [{ kind: 'json', url: 'https://hooks.example.com/x', hasSecret: true }] });
    const input = ruleInput(rule);
    expect(AlertRuleInputSchema.safeParse(input).success).toBe(true);
    expect(input.webhooks).toEqual([{ kind: 'json', url: 'https://hooks.example.com/x' }]);
    expect(input).not.toHaveProperty('version');
  });
});

describe('the inbox', () => {
  it('pages with `before` = the previous page’s `next`, and stops at null', async () => {
    const first = { items: [{ event: anEvent(), read: false }], unread: 3, next: '2026-11-21T09:00:00Z' };
    const last = { items: [{ event: anEvent({ id: 'e0' }), read: true }], unread: 3, next: null };
    fetchStub.mockResolvedValueOnce(jsonResponse(first)).mockResolvedValueOnce(jsonResponse(last));
    const client = new QueryClient();
    const options = alertQueries.inboxPages();
    await client.fetchInfiniteQuery(options);
    expect(client.getQueryData(options.queryKey)?.pages[0]?.unread).toBe(3);
    expect(callOf(fetchStub, 0).search).toBe('?limit=25');
    await fetchInboxPage(first.next, 25);
    expect(callOf(fetchStub, 1).search).toBe('?before=2026-11-21T09:00:00Z&limit=25');
    expect(options.getNextPageParam(last, [first, last], first.next, [null, first.next])).toBeNull();
  });

  it('polls the unread count every 30 s, never while the tab is hidden', async () => {
    const options = alertQueries.unread();
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    fetchStub.mockResolvedValueOnce(jsonResponse({ items: [], unread: 4, next: null }));
    expect(await new QueryClient().fetchQuery(options)).toBe(4);
    expect(callOf(fetchStub).search).toBe('?limit=1');
  });

  it('marks read, then refreshes every inbox query (pages and the count)', async () => {
    const client = new QueryClient();
    client.setQueryData(alertQueries.unread().queryKey, 2);
    fetchStub.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchStub.mockResolvedValue(jsonResponse({ items: [], unread: 0, next: null }));
    await client.getMutationCache().build(client, alertMutations.read).execute({ all: true });
    expect(callOf(fetchStub, 0)).toMatchObject({
      method: 'POST',
      path: '/desk/v1/inbox/read',
      body: { all: true },
    });
    expect(client.getQueryState(alertQueries.unread().queryKey)?.isInvalidated).toBe(true);
  });
});
