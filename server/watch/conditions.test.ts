import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_LIKE_RATINGS } from '../../src/api/schemas';
import type { AlertEvent } from '../../src/api/schemas/alerts';
import { ENGINES, makeDeskApp, type DeskTestApp } from '../desk/test-support';
import { tick } from './engine';
import { countBehindLink, createRule, figureOf, ruleInput, testClock } from './test-support';

/**
 * change, bot_share and narrative on the seeded data: each fires, and its figures are the API's
 * own answers for the same windows (the UTC day before the evaluation, and the day before that).
 */
const T0 = Date.parse('2026-11-20T12:00:00Z');
const DAY1 = { since: '2026-11-19T00:00:00.000Z', to: '2026-11-19T23:59:59.999Z' };
const WEEK1 = { since: '2026-11-09T00:00:00.000Z', to: '2026-11-15T23:59:59.999Z' };
const DAY0 = { since: '2026-11-18T00:00:00.000Z', to: '2026-11-18T23:59:59.999Z' };

describe.each(ENGINES)('change, bot share and narrative rules on %s', (engine) => {
  const clock = testClock(T0);
  let t: DeskTestApp;
  let ws: number;
  beforeAll(async () => {
    t = await makeDeskApp(engine, { now: clock.now, mentions: 1500 });
    ws = t.workspacesOf('demo')[0]!;
  }, 180_000);
  afterAll(() => t?.close());

  const api = async (path: string, q: Record<string, string>) =>
    (await t.as('demo', 'GET', `/api/workspaces/${ws}${path}?${new URLSearchParams(q)}`)).json();
  const fire = async (id: string): Promise<AlertEvent[]> => {
    await tick(t.app.watch);
    const rows = await t.store.db
      .selectFrom('alert_events')
      .select('body')
      .where('rule_id', '=', id)
      .execute();
    return rows.map((r) => JSON.parse(r.body) as AlertEvent);
  };

  it('change: the day against the day before, both counted as the API counts them', async () => {
    const now = (await api('/analytics/timeline', DAY1)).totalCount as number;
    const before = (await api('/analytics/timeline', DAY0)).totalCount as number;
    expect(now).not.toBe(before);
    const id = await createRule(
      t,
      'demo',
      ruleInput(ws, {
        condition: { kind: 'change', percent: 0.1, direction: 'either', period: 'day', minMentions: 1 },
      }),
    );
    const [e, ...rest] = await fire(id);
    expect(rest).toHaveLength(0);
    expect(e).toMatchObject({ from: DAY1.since, to: '2026-11-20T00:00:00.000Z' });
    expect(figureOf(e!, 'Mentions')).toBe(now);
    expect(figureOf(e!, 'Previous day')).toBe(before);
    expect(await countBehindLink(t, 'demo', e!)).toBe(now);
  });

  it('bot share: above X % of the week, the figures equal the API’s bot-rating distribution', async () => {
    const dist = await api('/analytics/distribution', { ...WEEK1, group_by: 'bot_ratings' });
    const bots = (dist.groups as { key: string; count: number }[])
      .filter((g) => (BOT_LIKE_RATINGS as readonly string[]).includes(g.key))
      .reduce((s, g) => s + g.count, 0);
    expect(bots).toBeGreaterThan(0);
    const id = await createRule(
      t,
      'demo',
      ruleInput(ws, { condition: { kind: 'bot_share', abovePercent: 0.1, period: 'week', minMentions: 1 } }),
    );
    const [e] = await fire(id);
    expect(figureOf(e!, 'Mentions')).toBe(dist.totalCount);
    expect(figureOf(e!, 'Likely bot mentions')).toBe(bots);
    // Its link opens exactly the bot mentions it counted.
    expect(await countBehindLink(t, 'demo', e!)).toBe(bots);
  });

  it('narrative (rising): the narratives that at least doubled, with the API’s own counts', async () => {
    const list = async (w: typeof DAY1) =>
      new Map(
        (
          (await api('/narratives', { ...w, sort: 'mentionCount', limit: '1000' })) as {
            id: number;
            aggregations: { mentionCount: number };
          }[]
        ).map((n) => [n.id, n.aggregations.mentionCount]),
      );
    const dayOf = (ms: number) => ({
      since: new Date(ms).toISOString(),
      to: new Date(ms + 86_399_999).toISOString(),
    });
    // The latest seeded day on which a narrative at least doubled (the seed is sparse per day).
    let day = Date.parse('2026-11-19T00:00:00Z');
    let now = new Map<number, number>();
    let before = new Map<number, number>();
    let rising: [number, number][] = [];
    for (; day > Date.parse('2026-10-20T00:00:00Z'); day -= 86_400_000) {
      [now, before] = [await list(dayOf(day)), await list(dayOf(day - 86_400_000))];
      rising = [...now].filter(([id, c]) => c >= 1 && c >= 2 * (before.get(id) ?? 0));
      if (rising.length > 0) break;
    }
    expect(rising.length).toBeGreaterThan(0);
    clock.t = day + 86_400_000 + 12 * 3_600_000;
    const id = await createRule(
      t,
      'demo',
      ruleInput(ws, { condition: { kind: 'narrative', mode: 'rising', minMentions: 1 } }),
    );
    const events = await fire(id);
    clock.t = T0;
    const row = await t.store.db
      .selectFrom('alert_rules')
      .select('last_error')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_error ?? '').toBe('');
    expect(events.length).toBe(Math.min(3, rising.length));
    for (const e of events) {
      const nid = Number(/narratives\.id=%5B(\d+)%5D/.exec(e.mentionsPath)?.[1]);
      expect(figureOf(e, 'Mentions')).toBe(now.get(nid));
      expect(figureOf(e, 'Day before')).toBe(before.get(nid) ?? 0);
    }
  });
});
