import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { DeskStore } from '../../desk/db/open';
import { ENGINES, openTestStore } from '../../desk/test-support';
import { enqueueAlertDeliveries, runDueDeliveries } from './index';
import { insertEvent, insertRule, startReceiver, testClock, until, watchContext, type Hit } from './test-kit';

const T0 = '2026-11-13T09:00:00.000Z';
const SECRET = 'a-secret-of-sixteen-or-more';
const MIN = 60_000;

describe.each(ENGINES)('webhook delivery (%s)', (engine) => {
  let store: DeskStore;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, drop } = await openTestStore(engine));
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });
  const rowsOf = (ruleId: string) =>
    store.db
      .selectFrom('deliveries')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .orderBy('destination')
      .execute();

  it('posts Slack, Teams and signed JSON payloads with absolute links', async () => {
    const receiver = await startReceiver();
    try {
      const rule = await insertRule(store, {
        channels: ['inbox', 'webhook'],
        webhooks: [
          { kind: 'slack', url: `${receiver.base}/slack` },
          { kind: 'teams', url: `${receiver.base}/teams` },
          { kind: 'json', url: `${receiver.base}/json`, secret: SECRET },
        ],
      });
      const event = await insertEvent(store, rule, T0);
      await enqueueAlertDeliveries(store.db, rule, event, T0);
      expect(await runDueDeliveries(watchContext(store, testClock(T0)))).toBe(3);
      const byPath = (p: string) => receiver.hits.find((h) => h.path === p)!;
      const mentionsUrl = `https://desk.example.org${event.mentionsPath}`;

      const json = byPath('/json');
      const ts = String(json.headers['x-narrative-desk-timestamp']);
      expect(Number(ts)).toBe(Date.parse(T0) / 1000);
      const expected = createHmac('sha256', SECRET).update(`${ts}.${json.body}`).digest('hex');
      expect(json.headers['x-narrative-desk-signature']).toBe(`sha256=${expected}`);
      expect(json.headers['content-type']).toBe('application/json');
      const payload = JSON.parse(json.body);
      expect(payload).toMatchObject({
        type: 'alert.fired',
        rule: {
          id: rule.id,
          title: 'Acme <spike> watch',
          url: `https://desk.example.org/alerts?rule=${rule.id}`,
        },
        links: { mentions: mentionsUrl, inbox: 'https://desk.example.org/inbox' },
      });
      expect(payload.event).toEqual(event);
      expect(payload.deliveryId).toBe(json.headers['x-narrative-desk-delivery']);
      // A tampered body fails the check a receiver makes.
      const tampered = createHmac('sha256', SECRET)
        .update(`${ts}.${json.body.replace('412', '413')}`)
        .digest('hex');
      expect(tampered).not.toBe(expected);

      const slack = JSON.parse(byPath('/slack').body);
      expect(typeof slack.text).toBe('string');
      expect(slack.text).toContain(event.headline);
      expect(slack.blocks[0].text.text).toContain('Acme &lt;spike&gt; watch');
      const fields = slack.blocks.find((b: { fields?: unknown }) => b.fields).fields;
      expect(fields.map((f: { text: string }) => f.text)).toEqual(['*Mentions*\n412', '*Usual*\n120']);
      const actions = slack.blocks.find((b: { type: string }) => b.type === 'actions');
      expect(actions.elements[0].url).toBe(mentionsUrl);
      expect(byPath('/slack').headers['x-narrative-desk-signature']).toBeUndefined();

      const teams = JSON.parse(byPath('/teams').body);
      expect(teams.type).toBe('message');
      expect(teams.attachments).toHaveLength(1);
      expect(teams.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
      const card = teams.attachments[0].content;
      expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
      expect(card.body.find((b: { type: string }) => b.type === 'FactSet').facts).toEqual([
        { title: 'Mentions', value: '412' },
        { title: 'Usual', value: '120' },
      ]);
      expect(card.actions[0]).toEqual({
        type: 'Action.OpenUrl',
        title: 'See exactly these mentions',
        url: mentionsUrl,
      });

      const rows = await rowsOf(rule.id);
      expect(rows.map((r) => [r.destination, r.status])).toEqual([
        ['json · ' + new URL(receiver.base).host, 'sent'],
        ['slack · ' + new URL(receiver.base).host, 'sent'],
        ['teams · ' + new URL(receiver.base).host, 'sent'],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing destination with backoff (1, 2 min) and sends it once it recovers', async () => {
    let answers = [500, 500, 200];
    const receiver = await startReceiver(() => answers.shift() ?? 200);
    try {
      const clock = testClock(T0);
      const ctx = watchContext(store, clock);
      const rule = await insertRule(store, {
        channels: ['webhook'],
        webhooks: [{ kind: 'json', url: `${receiver.base}/h` }],
      });
      await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
      expect(await runDueDeliveries(ctx)).toBe(1);
      let [row] = await rowsOf(rule.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'webhook answered 500' });
      expect(row!.next_attempt_at).toBe(new Date(clock.now() + MIN).toISOString());
      clock.advance(MIN - 1000);
      expect(await runDueDeliveries(ctx)).toBe(0);
      clock.advance(1000);
      expect(await runDueDeliveries(ctx)).toBe(1);
      [row] = await rowsOf(rule.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row!.next_attempt_at).toBe(new Date(clock.now() + 2 * MIN).toISOString());
      clock.advance(2 * MIN);
      expect(await runDueDeliveries(ctx)).toBe(1);
      [row] = await rowsOf(rule.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, next_attempt_at: null });
      clock.advance(60 * MIN);
      expect(await runDueDeliveries(ctx)).toBe(0);
      expect(receiver.hits).toHaveLength(3);
      expect(new Set(receiver.hits.map((h) => h.headers['x-narrative-desk-delivery'])).size).toBe(1);
      answers = [];
    } finally {
      await receiver.close();
    }
  });

  it('names a refused connection, and gives up after six attempts', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const clock = testClock(T0);
    const ctx = watchContext(store, clock);
    const rule = await insertRule(store, {
      channels: ['webhook'],
      webhooks: [{ kind: 'slack', url: `http://127.0.0.1:${port}/x` }],
    });
    await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await runDueDeliveries(ctx)).toBe(1);
      const [row] = await rowsOf(rule.id);
      expect(row!.attempts).toBe(attempt);
      if (row!.next_attempt_at) {
        waits.push((Date.parse(row!.next_attempt_at) - clock.now()) / MIN);
        clock.set(row!.next_attempt_at);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    const [row] = await rowsOf(rule.id);
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(row!.last_error).toBe(
      `webhook refused the connection (127.0.0.1:${port}) (gave up after 6 attempts)`,
    );
    clock.advance(24 * 60 * MIN);
    expect(await runDueDeliveries(ctx)).toBe(0);
  });

  it('a hanging destination does not delay the others; it times out in words', async () => {
    const receiver = await startReceiver((hit: Hit) => (hit.path === '/hang' ? 'hang' : 200));
    try {
      const ctx = watchContext(store, testClock(T0));
      const rule = await insertRule(store, {
        channels: ['webhook'],
        webhooks: [
          { kind: 'json', url: `${receiver.base}/hang` },
          { kind: 'slack', url: `${receiver.base}/ok` },
        ],
      });
      await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
      const hangId = `json · ${new URL(receiver.base).host}`;
      const run = runDueDeliveries(ctx, { timeoutMs: 5000 });
      // The good one is sent and recorded while the other still hangs.
      const statuses = async () =>
        Object.fromEntries(
          (await rowsOf(rule.id)).map((r) => [r.destination === hangId ? 'hang' : 'ok', r.status]),
        );
      const seen = await until('the good delivery to be recorded as sent', async () => {
        const s = await statuses();
        return s.ok === 'sent' ? s : undefined;
      });
      expect(seen.hang).toBe('sending');
      expect(await run).toBe(2);
      const rows = await rowsOf(rule.id);
      const hang = rows.find((r) => r.destination === hangId)!;
      expect(hang).toMatchObject({ status: 'failed', last_error: 'timed out after 5 s' });
    } finally {
      await receiver.close();
    }
  });

  it('two instances working at once send every delivery exactly once', async () => {
    const receiver = await startReceiver();
    try {
      const rule = await insertRule(store, {
        channels: ['webhook'],
        webhooks: ['a', 'b', 'c', 'd'].map((p) => ({ kind: 'json' as const, url: `${receiver.base}/${p}` })),
      });
      for (let i = 0; i < 10; i++)
        await enqueueAlertDeliveries(store.db, rule, await insertEvent(store, rule, T0), T0);
      const clock = testClock(T0);
      const tried = await Promise.all([
        runDueDeliveries(watchContext(store, clock, { instanceId: 'instance-a' })),
        runDueDeliveries(watchContext(store, clock, { instanceId: 'instance-b' })),
        runDueDeliveries(watchContext(store, clock, { instanceId: 'instance-c' })),
      ]);
      expect(tried.reduce((a, b) => a + b, 0)).toBe(40);
      const ids = receiver.hits.map((h) => String(h.headers['x-narrative-desk-delivery']));
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      const rows = await rowsOf(rule.id);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
