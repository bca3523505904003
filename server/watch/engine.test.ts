import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '../../src/api/schemas/alerts';
import { ENGINES, makeDeskApp, type DeskTestApp } from '../desk/test-support';
import type { WatchContext } from './context';
import { until } from './deliver/test-kit';
import { enqueueAlertDeliveries } from './deliver';
import { startEngine, tick, type EngineStatus } from './engine';
import { RETRY_MS } from './evaluate';
import {
  ALERTS,
  countBehindLink,
  createRule,
  figureOf,
  pushMentions,
  quietWorkspace,
  ruleInput,
  testClock,
} from './test-support';

const T0 = Date.parse('2026-11-20T12:00:00Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(ENGINES)('the watch engine on %s', (engine) => {
  const clock = testClock(T0);
  let t: DeskTestApp;
  let ws: number;
  beforeAll(async () => {
    t = await makeDeskApp(engine, { now: clock.now });
    ws = await quietWorkspace(t, 'Solar watch');
  }, 180_000);
  afterAll(() => t?.close());

  const eventsOf = async (ruleId: string): Promise<AlertEvent[]> =>
    (await t.store.db.selectFrom('alert_events').select('body').where('rule_id', '=', ruleId).execute()).map(
      (r) => JSON.parse(r.body) as AlertEvent,
    );
  const at = async (ms: number) => {
    clock.t = ms;
    return tick(t.app.watch);
  };

  it('new_mention: fires once for mentions since the last look, with its link counting exactly them', async () => {
    clock.t = T0;
    const id = await createRule(t, 'demo', ruleInput(ws));
    await at(T0 + MIN);
    expect(await eventsOf(id)).toHaveLength(0);
    await pushMentions(t, () => iso(T0 + 2 * MIN), 3);
    await at(T0 + 3 * MIN);
    const [event, ...rest] = await eventsOf(id);
    expect(rest).toHaveLength(0);
    expect(event).toMatchObject({ kind: 'new_mention', sample: false, zone: 'UTC' });
    expect(figureOf(event!, 'Mentions')).toBe(3);
    expect(await countBehindLink(t, 'demo', event!)).toBe(3);
    expect(event!.mentionsPath).toMatch(new RegExp(`^/w/${ws}/mentions\\?.*range=custom`));
    expect(event!.mentions).toHaveLength(3);
    // Not due again within the minute; a minute later nothing new has come.
    await at(T0 + 3 * MIN + 10_000);
    await at(T0 + 5 * MIN);
    expect(await eventsOf(id)).toHaveLength(1);
    await t.call('demo', 'DELETE', `${ALERTS}/${id}`, { headers: { 'if-match': '"1"' } });
  });

  it('spike (hourly): the dashboard’s detector flags pushed mentions, explained, and fires once', async () => {
    const start = T0 + 60 * MIN; // 13:00
    clock.t = start;
    const id = await createRule(
      t,
      'demo',
      ruleInput(ws, {
        title: 'Solar spikes',
        condition: { kind: 'spike', interval: 'hour', sensitivity: 'medium' },
      }),
    );
    await pushMentions(t, (i) => iso(start + 5 * MIN + i * 1000), 40);
    await at(start + 20 * MIN);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.headline).toMatch(/^Spike: 40 mentions 20 Nov 2026, 13:00–14:00 \(UTC\)/);
    expect(e.from).toBe(iso(start));
    expect(figureOf(e, 'Mentions')).toBe(40);
    expect(await countBehindLink(t, 'demo', e)).toBe(40);
    // The explanation's summary sentence (spike-summary), not the headline again.
    expect(e.summary).toMatch(/^20 Nov 2026, 13:00–14:00 \(UTC\): 40 mentions/);
    await at(start + 30 * MIN);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('volume (day, in the rule’s zone): counts the zone’s own day, equal to the API for that window', async () => {
    clock.t = T0 + 2 * 60 * MIN;
    const zone = 'America/New_York';
    const id = await createRule(
      t,
      'demo',
      ruleInput(ws, {
        title: 'Solar volume',
        zone,
        condition: { kind: 'volume', threshold: 20, period: 'day' },
      }),
    );
    // 20 Nov in New York is 05:00Z 20 Nov – 05:00Z 21 Nov: due just after it ends.
    await at(Date.parse('2026-11-21T04:59:00Z'));
    expect(await eventsOf(id)).toHaveLength(0);
    await at(Date.parse('2026-11-21T05:02:00Z'));
    const [e] = await eventsOf(id);
    expect(e).toMatchObject({ from: '2026-11-20T05:00:00.000Z', to: '2026-11-21T05:00:00.000Z', zone });
    expect(figureOf(e!, 'Mentions')).toBe(await countBehindLink(t, 'demo', e!));
    expect(figureOf(e!, 'Mentions')).toBeGreaterThanOrEqual(43);
    expect(e!.mentionsPath).toContain('tz=America%2FNew_York');
    await at(Date.parse('2026-11-21T06:30:00Z'));
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('quiet period: a firing within it waits, and what it held back fires after', async () => {
    const base = Date.parse('2026-11-22T10:00:00Z');
    clock.t = base;
    const id = await createRule(t, 'demo', ruleInput(ws, { title: 'Quiet', quietMinutes: 60 }));
    await pushMentions(t, () => iso(base + MIN), 2);
    await at(base + 2 * MIN);
    expect(await eventsOf(id)).toHaveLength(1);
    await pushMentions(t, () => iso(base + 3 * MIN), 4);
    await at(base + 10 * MIN);
    expect(await eventsOf(id)).toHaveLength(1);
    await at(base + 63 * MIN);
    const events = await eventsOf(id);
    expect(events).toHaveLength(2);
    expect(
      figureOf(
        events.find((e) => e.firedAt === iso(base + 63 * MIN))!,
        'Mentions',
      ),
    ).toBe(4);
  });

  it('paused and snoozed rules are not evaluated; a snooze ends on its own', async () => {
    const base = Date.parse('2026-11-23T10:00:00Z');
    clock.t = base;
    const paused = await createRule(t, 'demo', ruleInput(ws, { title: 'Paused', paused: true }));
    const snoozed = await createRule(
      t,
      'demo',
      ruleInput(ws, { title: 'Snoozed', snoozedUntil: iso(base + 30 * MIN) }),
    );
    await pushMentions(t, () => iso(base + MIN), 2);
    await at(base + 5 * MIN);
    expect(await eventsOf(paused)).toHaveLength(0);
    expect(await eventsOf(snoozed)).toHaveLength(0);
    const row = await t.store.db
      .selectFrom('alert_rules')
      .selectAll()
      .where('id', '=', snoozed)
      .executeTakeFirstOrThrow();
    expect(row.next_eval_at).toBe(iso(base + 30 * MIN));
    await at(base + 31 * MIN);
    expect(await eventsOf(snoozed)).toHaveLength(1);
    expect(await eventsOf(paused)).toHaveLength(0);
  });

  it('two engines ticking at once on one store fire each event once', async () => {
    const base = Date.parse('2026-11-24T10:00:00Z');
    clock.t = base;
    const ids = await Promise.all(
      [1, 2, 3, 4].map((i) => createRule(t, 'demo', ruleInput(ws, { title: `Twin ${i}` }))),
    );
    await pushMentions(t, () => iso(base + MIN), 2);
    clock.t = base + 2 * MIN;
    const a = { ...t.app.watch, instanceId: 'engine-a' };
    const b = { ...t.app.watch, instanceId: 'engine-b' };
    const [ra, rb] = await Promise.all([tick(a), tick(b), tick(a), tick(b)]);
    expect(ra!.failed).toEqual([]);
    expect(rb!.failed).toEqual([]);
    for (const id of ids) expect(await eventsOf(id)).toHaveLength(1);
  });

  it('an event and its deliveries commit together: cut off between them, neither is stored, and the retry sends', async () => {
    const base = Date.parse('2026-11-25T10:00:00Z');
    clock.t = base;
    const input = ruleInput(ws, {
      title: 'Cut short',
      channels: ['inbox', 'email'],
      recipients: ['ana@example.org'],
    });
    const id = await createRule(t, 'demo', input);
    await at(base);
    await pushMentions(t, () => iso(base + MIN), 2);
    clock.t = base + 2 * MIN;
    // As an instance dying once the event is written and before its mail is queued.
    const dying = {
      enqueueAlert: () => Promise.reject(new Error('the instance died here')),
    };
    await tick(t.app.watch, { deliver: dying });
    expect(await eventsOf(id)).toHaveLength(0);
    const failed = await t.store.db
      .selectFrom('alert_rules')
      .select('last_error')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(failed.last_error).toBe('the instance died here');
    clock.t = base + 2 * MIN + RETRY_MS;
    await tick(t.app.watch, { deliver: { enqueueAlert: enqueueAlertDeliveries } });
    const [event, ...rest] = await eventsOf(id);
    expect(rest).toEqual([]);
    expect(figureOf(event!, 'Mentions')).toBe(2);
    const queued = await t.store.db
      .selectFrom('deliveries')
      .select(['event_id', 'destination'])
      .where('rule_id', '=', id)
      .execute();
    expect(queued).toEqual([{ event_id: event!.id, destination: 'ana@example.org' }]);
  });
});

describe('startEngine', () => {
  it('counts its finished ticks for GET /health, a tick whose steps failed included', async () => {
    // A store that cannot be read: every step fails, is logged, and the tick still finishes.
    const ctx = { store: { db: null }, clock: { now: () => T0 } } as unknown as WatchContext;
    const failures: string[] = [];
    const status: EngineStatus = { engine: 'on', ticks: 0, lastTickAt: null };
    const engine = startEngine(ctx, { onError: (step) => failures.push(step) }, 100, status);
    await until('two finished ticks', () => (status.ticks >= 2 ? true : undefined), 60_000);
    await engine.stop();
    expect(status.lastTickAt).toBe(iso(T0));
    expect(failures.slice(0, 2)).toEqual(['rules', 'rules']);
  });
});
