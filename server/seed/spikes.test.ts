import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQueryString } from '../../src/api/client';
import type { DistributionQuery, MentionsQuery, TimelineQuery } from '../../src/api/schemas';
import { planSpikeSeries, seriesFromAnswers } from '../../src/analysis/spikes/spike-buckets';
import { detectSpikes, type Spike } from '../../src/analysis/spikes/spike-detection';
import {
  driverFilters,
  explainSpike,
  type DistributionAnswer,
  type TimelineAnswer,
} from '../../src/analysis/spikes/spike-explain';
import { summarizeSpike } from '../../src/analysis/spikes/spike-summary';
import { makeTestApp, type TestApp } from '../test/fixtures';
import { allStories, type StoryRef } from './story-text';
import { planSpikes, SPIKE_STORIES } from './spikes';
import { DAY } from '../../src/lib/time-units';

/**
 * The seeded spikes are real: on a seeded database the dashboard's own detector, run over the
 * API's daily timeline of each demo workspace, flags both seeded days, and the explanation (the
 * dashboard's API plan, over HTTP) names the seeded narrative, or the bots' rise.
 */

const NOW = Date.parse('2026-11-20T12:00:00Z');
/** Enough volume for the smallest topic's spikes to clear the detector's minimum count. */
const MENTIONS = 30_000;
const SEED = 42; // makeTestApp's
const BOT_LIKE = ['likely', 'very_likely', 'almost_certain'];
/** The topic each demo workspace follows, in creation order (workspace-defs.ts). */
const TOPIC_OF = [
  'energy',
  'climate-protests',
  'ai-regulation',
  'chips',
  'cyber',
  'vaccines',
  'elections',
  'housing',
  'crypto',
  'food',
  'space',
  'water',
];

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ mentions: MENTIONS });
}, 180_000);
afterAll(() => t?.close());

async function get<T>(path: string, query: object): Promise<T> {
  const res = await t.as('demo', 'GET', `/api${path}${toQueryString(query as Record<string, unknown>)}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
const api = (ws: number) => ({
  distribution: (q: DistributionQuery) =>
    get<DistributionAnswer>(`/workspaces/${ws}/analytics/distribution`, q),
  timeline: (q: TimelineQuery) => get<TimelineAnswer>(`/workspaces/${ws}/analytics/timeline`, q),
  mentions: (q: MentionsQuery) => get<{ id: number; author: string }[]>(`/workspaces/${ws}/mentions`, q),
});

/** Flags of the default 30-day window, as the dashboard computes them (medium sensitivity). */
async function flagsOf(ws: number): Promise<Spike[]> {
  const plan = planSpikeSeries({
    since: new Date(NOW - 30 * DAY).toISOString(),
    to: new Date(NOW).toISOString(),
    hourly: 'supported',
  });
  const series = seriesFromAnswers(plan, await Promise.all(plan.requests.map((r) => api(ws).timeline(r))));
  if (!series.ok) throw new Error(series.reason);
  return detectSpikes(series.series, {
    interval: plan.interval,
    sensitivity: 'medium',
    flagFrom: plan.flagFrom,
  });
}

/** Whether a mention's title or text was written from one of the storyline's templates. */
function fromStoryline(ref: StoryRef): (text: string) => boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = [...ref.story.titles, ...ref.story.sentences].map(
    (tpl) =>
      new RegExp(
        tpl
          .split(/\{\w+\}/)
          .map(escape)
          .join('.+?'),
      ),
  );
  return (text) => patterns.some((p) => p.test(text));
}

const stories = allStories();
const spikes = planSpikes(SEED, NOW, MENTIONS, stories);
const workspaceOf = (topic: string) =>
  (t.db.prepare('SELECT id FROM workspaces WHERE team_id = 1 ORDER BY id').pluck().all() as number[])[
    TOPIC_OF.indexOf(topic)
  ] as number;

describe('seeded spikes', () => {
  it('plans a narrative and a bot spike per demo workspace, inside the default 30-day window, deterministically', () => {
    expect(Object.keys(SPIKE_STORIES).sort()).toEqual([...TOPIC_OF].sort());
    expect(spikes.map((s) => `${s.topic}/${s.kind}`)).toHaveLength(24);
    for (const s of spikes) {
      expect(s.day).toBeGreaterThan(NOW - 30 * DAY);
      expect(s.day).toBeLessThan(NOW - 3 * DAY);
    }
    expect(planSpikes(SEED, NOW, MENTIONS, stories)).toEqual(spikes);
    expect(planSpikes(SEED + 1, NOW, MENTIONS, stories)).not.toEqual(spikes);
  });

  it.each(TOPIC_OF)(
    '%s: flags both seeded days; the narrative spike is one detected narrative, named by the drivers',
    async (topic) => {
      const ws = workspaceOf(topic);
      const flags = await flagsOf(ws);
      const narrativeSpike = spikes.find((s) => s.topic === topic && s.kind === 'narrative')!;
      const botSpike = spikes.find((s) => s.topic === topic && s.kind === 'bots')!;
      const flag = (day: number) => flags.find((f) => Date.parse(f.date) === day);
      expect(flag(narrativeSpike.day), `${topic}: narrative spike flagged`).toBeDefined();
      expect(flag(botSpike.day), `${topic}: bot spike flagged`).toBeDefined();

      // The storyline's mentions of the spike day sit in one detected narrative…
      const matches = fromStoryline(stories[narrativeSpike.story] as StoryRef);
      const rows = t.db
        .prepare(
          `SELECT coalesce(m.title, '') || ' ' || m.text AS text,
           (SELECT mn.narrative_id FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id
            WHERE mn.mention_id = m.id AND n.workspace_id = ?) AS narrative
         FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id
         WHERE wm.workspace_id = ? AND m.published >= ? AND m.published < ?`,
        )
        .all(ws, ws, narrativeSpike.day, narrativeSpike.day + DAY) as {
        text: string;
        narrative: number | null;
      }[];
      const storyline = rows.filter((r) => matches(r.text));
      expect(storyline.length).toBeGreaterThan(rows.length / 2);
      const counts = new Map<number | null, number>();
      for (const r of storyline) counts.set(r.narrative, (counts.get(r.narrative) ?? 0) + 1);
      const [main, inMain] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      expect(main).not.toBeNull();
      expect(inMain / storyline.length).toBeGreaterThan(0.85);

      // …which the explanation names as the leading driver, with a link that selects it.
      const ex = await explainSpike(
        { spike: { ...flag(narrativeSpike.day)!, interval: 'day' }, filters: {} },
        api(ws),
      );
      expect(ex.drivers[0]).toMatchObject({
        dimension: 'narratives.id',
        key: String(main),
        filter: { ok: true, key: 'narratives.id', value: main },
      });
      expect(ex.calls).toBeLessThanOrEqual(12);
      // Each driver's link (spike window + its filter) selects exactly its spike count.
      const channel = ex.dimensions.find((d) => d.dimension === 'channels')!.groups[0]!;
      for (const d of [...ex.drivers.slice(0, 3), channel]) {
        const { filters, exact } = driverFilters({}, d.filter);
        expect(exact).toBe(true);
        const listed = await api(ws).timeline({ ...filters, ...d.window });
        expect(listed.totalCount, `${d.dimension} ${d.key}`).toBe(d.spikeCount);
      }
      expect(ex.topMentions?.mentions.length).toBeGreaterThan(0);
      expect(summarizeSpike(ex, 'UTC')).toMatch(/of the excess is the narrative ‘/);
    },
  );

  it.each(TOPIC_OF)(
    '%s: the bot spike comes from campaign accounts, and the explanation shows the bot share rise',
    async (topic) => {
      const ws = workspaceOf(topic);
      const botSpike = spikes.find((s) => s.topic === topic && s.kind === 'bots')!;
      const flag = (await flagsOf(ws)).find((f) => Date.parse(f.date) === botSpike.day)!;
      expect(botSpike.accounts.every((a) => BOT_LIKE.includes(a.botRating))).toBe(true);
      const ex = await explainSpike({ spike: { ...flag, interval: 'day' }, filters: {} }, api(ws));
      expect(ex.bots!.spike.share! - ex.bots!.baseline.share!).toBeGreaterThan(0.3);
      expect(summarizeSpike(ex, 'UTC')).toMatch(/the share of likely bots rose from \d+ % to \d+ %/);
      // The campaign's accounts lead the authors, and its posts share one link.
      const authors = ex.dimensions.find((d) => d.dimension === 'authors')!;
      const handles = new Set(botSpike.accounts.map((a) => a.handle));
      expect(authors.groups.slice(0, 5).every((g) => handles.has(g.key))).toBe(true);
      const site = SPIKE_STORIES[topic]!.site;
      const shared = t.db
        .prepare(
          `SELECT count(*) FROM mentions WHERE author IN (${[...handles].map(() => '?').join(',')}) AND text LIKE ?`,
        )
        .pluck()
        .get(...handles, `%https://${site}/%`) as number;
      expect(shared).toBe(botSpike.size);
    },
  );
});
