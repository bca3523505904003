import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlertEventSchema,
  AlertPreviewSchema,
  AlertRuleSchema,
  InboxPageSchema,
  WATCH_LIMITS,
} from '../../src/api/schemas/alerts';
import { DESK_BASE } from '../../src/api/schemas/desk';
import { ENGINES, makeDeskApp, type DeskTestApp } from '../desk/test-support';
import { tick } from './engine';
import { ALERTS, createRule, ruleInput, testClock } from './test-support';

const T0 = Date.parse('2026-11-20T12:00:00Z');
const INBOX = `${DESK_BASE}/inbox`;

describe.each(ENGINES)('alert rule and inbox routes on %s', (engine) => {
  const clock = testClock(T0);
  let t: DeskTestApp;
  let demoWs: number[];
  let rivalWs: number[];
  beforeAll(async () => {
    t = await makeDeskApp(engine, { now: clock.now });
    demoWs = t.workspacesOf('demo');
    rivalWs = t.workspacesOf('rival');
  }, 180_000);
  afterAll(() => t?.close());

  const secret = 'a-webhook-secret-of-length';
  const hook = { kind: 'json' as const, url: 'https://hooks.example.com/nd', secret };

  it('creates a rule (201, ETag), never answers a webhook secret, and keeps it on a PUT without it', async () => {
    const res = await t.call('demo', 'POST', ALERTS, {
      body: ruleInput(demoWs[0]!, { webhooks: [hook], channels: ['inbox', 'webhook'] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).not.toContain(secret);
    const rule = AlertRuleSchema.parse(res.json());
    expect(rule.webhooks).toEqual([{ kind: 'json', url: hook.url, hasSecret: true }]);
    expect(rule.nextEvaluationAt).toBe(new Date(T0).toISOString());
    const put = await t.call('demo', 'PUT', `${ALERTS}/${rule.id}`, {
      body: ruleInput(demoWs[0]!, {
        title: 'Renamed',
        webhooks: [{ kind: 'json', url: hook.url }],
        channels: ['webhook'],
      }),
      headers: { 'if-match': '"1"' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Renamed', version: 2, webhooks: [{ hasSecret: true }] });
    const stored = await t.store.db
      .selectFrom('alert_rules')
      .select('body')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body).webhooks[0].secret).toBe(secret);
    const list = await t.call('demo', 'GET', `${ALERTS}?workspaceId=${demoWs[0]}`);
    expect(list.body).not.toContain(secret);
    expect(list.json().items.map((r: { id: string }) => r.id)).toContain(rule.id);
  });

  it('PUT and DELETE need If-Match (428) and refuse a stale version (412 with the current rule)', async () => {
    const id = await createRule(t, 'demo', ruleInput(demoWs[0]!));
    const body = ruleInput(demoWs[0]!, { title: 'x' });
    expect((await t.call('demo', 'PUT', `${ALERTS}/${id}`, { body })).statusCode).toBe(428);
    const stale = await t.call('demo', 'PUT', `${ALERTS}/${id}`, { body, headers: { 'if-match': '"7"' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id, version: 1 });
    expect(
      (await t.call('demo', 'DELETE', `${ALERTS}/${id}`, { headers: { 'if-match': '"2"' } })).statusCode,
    ).toBe(412);
    expect(
      (await t.call('demo', 'DELETE', `${ALERTS}/${id}`, { headers: { 'if-match': '"1"' } })).statusCode,
    ).toBe(204);
    expect((await t.call('demo', 'GET', `${ALERTS}/${id}`)).statusCode).toBe(404);
  });

  it('follows the artefact rule: a private rule is 404 to others, a team rule is shared in the team only', async () => {
    const mine = await createRule(t, 'demo', ruleInput(demoWs[0]!, { title: 'Private' }));
    const team = await createRule(t, 'demo', ruleInput(demoWs[0]!, { title: 'Team', visibility: 'team' }));
    expect((await t.call('demo-b', 'GET', `${ALERTS}/${mine}`)).statusCode).toBe(404);
    expect((await t.call('demo-b', 'GET', `${ALERTS}/${team}`)).statusCode).toBe(200);
    const rival = await t.call('rival', 'GET', `${ALERTS}/${team}`);
    expect(rival.statusCode).toBe(403);
    expect(rival.json().error.message).toBe(`you have no access to workspace ${demoWs[0]}`);
    const rivalList = (await t.call('rival', 'GET', ALERTS)).json().items as { id: string }[];
    expect(rivalList.map((r) => r.id)).not.toContain(team);
    const onRivals = await t.call('demo', 'POST', ALERTS, { body: ruleInput(rivalWs[0]!) });
    expect(onRivals.statusCode).toBe(403);
    expect(onRivals.json().error).toMatchObject({ param: 'workspaceId' });
    // Only the owner changes who sees it.
    const put = await t.call('demo-b', 'PUT', `${ALERTS}/${team}`, {
      body: ruleInput(demoWs[0]!, { title: 'Team', visibility: 'private' }),
      headers: { 'if-match': '"1"' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('refuses over its limits, naming them', async () => {
    const many = Array.from({ length: WATCH_LIMITS.recipientsPerRule + 1 }, (_, i) => `p${i}@example.com`);
    const res = await t.call('demo', 'POST', ALERTS, { body: ruleInput(demoWs[0]!, { recipients: many }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'limit', param: 'recipientsPerRule' });
    const hooks = Array.from({ length: WATCH_LIMITS.webhooksPerRule + 1 }, () => hook);
    const res2 = await t.call('demo', 'POST', ALERTS, { body: ruleInput(demoWs[0]!, { webhooks: hooks }) });
    expect(res2.json().error).toMatchObject({ code: 'limit', param: 'webhooksPerRule' });
    const zone = await t.call('demo', 'POST', ALERTS, {
      body: ruleInput(demoWs[0]!, { zone: 'Mars/Olympus' }),
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.param).toBe('zone');
    const ws = demoWs[1] ?? demoWs[0]!;
    const { n } = await t.store.db
      .selectFrom('alert_rules')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('workspace_id', '=', ws)
      .executeTakeFirstOrThrow();
    for (let i = Number(n); i < WATCH_LIMITS.rulesPerWorkspace; i++)
      await createRule(t, 'demo', ruleInput(ws, { paused: true }));
    const over = await t.call('demo', 'POST', ALERTS, { body: ruleInput(ws) });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'limit', param: 'rulesPerWorkspace' });
    expect(over.json().error.message).toContain('rulesPerWorkspace = 100');
  }, 120_000);

  it('a sample lands in the inbox (202, marked sample); read state is per user; the rival sees none', async () => {
    const id = await createRule(t, 'demo', ruleInput(demoWs[0]!, { title: 'Sampled', visibility: 'team' }));
    const res = await t.call('demo', 'POST', `${ALERTS}/${id}/test`);
    expect(res.statusCode).toBe(202);
    const event = AlertEventSchema.parse(res.json());
    expect(event).toMatchObject({ sample: true, ruleId: id });
    const page = InboxPageSchema.parse((await t.call('demo', 'GET', INBOX)).json());
    expect(page.items.map((i) => i.event.id)).toContain(event.id);
    const unread = page.unread;
    expect(unread).toBeGreaterThan(0);
    expect((await t.call('demo', 'POST', `${INBOX}/read`, { body: { ids: [event.id] } })).statusCode).toBe(
      204,
    );
    const after = InboxPageSchema.parse((await t.call('demo', 'GET', INBOX)).json());
    expect(after.unread).toBe(unread - 1);
    expect(after.items.find((i) => i.event.id === event.id)?.read).toBe(true);
    const mate = InboxPageSchema.parse((await t.call('demo-b', 'GET', INBOX)).json());
    expect(mate.items.find((i) => i.event.id === event.id)?.read).toBe(false);
    await t.call('demo-b', 'POST', `${INBOX}/read`, { body: { all: true } });
    expect(InboxPageSchema.parse((await t.call('demo-b', 'GET', INBOX)).json()).unread).toBe(0);
    const rival = InboxPageSchema.parse((await t.call('rival', 'GET', INBOX)).json());
    expect(rival.items.map((i) => i.event.id)).not.toContain(event.id);
  });

  it('pages the inbox without losing events that share a firing time', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((i) => createRule(t, 'demo', ruleInput(demoWs[0]!, { title: `Page ${i}` }))),
    );
    for (const id of ids) await t.call('demo', 'POST', `${ALERTS}/${id}/test`);
    await tick(t.app.watch);
    const seen = new Set<string>();
    let before: string | null = null;
    let total = 0;
    do {
      const q: string = before ? `?limit=2&before=${encodeURIComponent(before)}` : '?limit=2';
      const page = InboxPageSchema.parse((await t.call('demo', 'GET', `${INBOX}${q}`)).json());
      for (const i of page.items) seen.add(i.event.id);
      total += page.items.length;
      before = page.next;
    } while (before);
    const { n } = await t.store.db
      .selectFrom('alert_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(seen.size).toBe(total);
    expect(total).toBe(Number(n));
  });

  it('previews a drafted rule over history without writing anything', async () => {
    const before = await t.store.db.selectFrom('alert_events').select('id').execute();
    const res = await t.call('demo', 'POST', `${ALERTS}/preview`, {
      body: {
        rule: ruleInput(demoWs[0]!, { condition: { kind: 'volume', threshold: 1, period: 'day' } }),
        from: '2026-11-10T00:00:00Z',
        to: '2026-11-20T00:00:00Z',
      },
    });
    expect(res.statusCode).toBe(200);
    const preview = AlertPreviewSchema.parse(res.json());
    expect(preview.examined).toMatch(/^Examined 10 daily periods \(UTC\)/);
    // Each day's figure is the API's own count for that day.
    for (const f of preview.fires.slice(0, 3)) {
      const q = `since=${encodeURIComponent(f.from)}&to=${encodeURIComponent(new Date(Date.parse(f.to) - 1).toISOString())}`;
      const n = (await t.as('demo', 'GET', `/api/workspaces/${demoWs[0]}/analytics/timeline?${q}`)).json()
        .totalCount;
      expect(f.headline).toContain(`${n.toLocaleString('en-US')} mention`);
    }
    expect((await t.store.db.selectFrom('alert_events').select('id').execute()).length).toBe(before.length);
  });

  it('GET /health says the engine is off here (tests tick by hand), with no ticks yet', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.json().watch).toEqual({ engine: 'off', ticks: 0, last_tick_at: null });
  });
});
