import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '../../src/api/schemas/alerts';
import { makeDeskApp, type DeskTestApp } from '../desk/test-support';
import { addDemoMentions, DEMO_RULE_TITLE, ensureDemoRule, SPIKE_MINUTES } from './demo-live';
import { tick } from './engine';
import { testClock } from './test-support';

/** DEMO_LIVE: a minute loop of demo mentions with a planted spike fires the demo rule within minutes. */
describe('DEMO_LIVE', () => {
  const start = Date.parse('2026-11-20T12:00:00Z');
  const clock = testClock(start);
  let t: DeskTestApp;
  beforeAll(async () => {
    t = await makeDeskApp('sqlite', { now: clock.now });
  }, 180_000);
  afterAll(() => t?.close());

  it('adds mentions every minute through the custom-channel queue, and the planted spike fires an alert', async () => {
    await ensureDemoRule(t.store, t.db, new Date(start).toISOString());
    await ensureDemoRule(t.store, t.db, new Date(start).toISOString());
    const rules = await t.store.db
      .selectFrom('alert_rules')
      .selectAll()
      .where('title', '=', DEMO_RULE_TITLE)
      .execute();
    expect(rules).toHaveLength(1);
    const events: AlertEvent[] = [];
    let firstAt: number | undefined;
    for (let minute = 0; minute <= 6; minute++) {
      clock.t = start + minute * 60_000 + 30_000;
      expect(addDemoMentions(t.db, clock.t, minute)).toBeGreaterThan(0);
      await t.app.worker.drain();
      await tick(t.app.watch);
      const rows = await t.store.db
        .selectFrom('alert_events')
        .select('body')
        .where('rule_id', '=', rules[0]!.id)
        .execute();
      if (rows.length && firstAt === undefined) firstAt = minute;
      events.splice(0, events.length, ...rows.map((r) => JSON.parse(r.body) as AlertEvent));
    }
    expect(events).toHaveLength(1);
    expect(firstAt).toBeGreaterThanOrEqual(SPIKE_MINUTES[0]);
    expect(firstAt).toBeLessThanOrEqual(SPIKE_MINUTES[SPIKE_MINUTES.length - 1]! + 1);
    expect(events[0]!.headline).toMatch(/^Spike: \d+ mentions 20 Nov 2026, 12:00–13:00 \(UTC\)/);
  });
});
