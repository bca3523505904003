import { describe, expect, it } from 'vitest';
import type { DistributionQuery, TimelineQuery } from '@/api/schemas';
import { ANSWERS, dist, input, settledAll, timeline } from '@/test/spike-fixtures';
import { planExplanation } from './spike-explain-plan';
import { combineExplanation, driverFilters, explainSpike, planTopMentions } from './spike-explain';

describe('planExplanation', () => {
  it('plans eleven parallel calls for a daily spike, every one with the workspace filters', () => {
    const plan = planExplanation(input);
    expect(plan.window).toEqual({ since: '2026-11-12T00:00:00.000Z', to: '2026-11-12T23:59:59.999Z' });
    expect(plan.baselineWindow).toEqual({
      since: '2026-10-15T00:00:00.000Z',
      to: '2026-11-11T23:59:59.999Z',
    });
    expect(plan.requests.map((r) => r.id)).toEqual([
      'narratives.id/spike',
      'narratives.id/baseline',
      'bot_ratings/timeline',
      'channels/timeline',
      'authors/spike',
      'authors/baseline',
      'domains/spike',
      'domains/baseline',
      'languages/timeline',
      'locations.country/spike',
      'locations.country/baseline',
    ]);
    for (const r of plan.requests)
      expect(r.query).toMatchObject({ languages: ['en', 'de'], filter_expression: 'heat pump' });
    const channels = plan.requests.find((r) => r.id === 'channels/timeline')!.query as TimelineQuery;
    expect(channels).toMatchObject({
      since: plan.baselineWindow.since,
      to: plan.window.to,
      group_by: 'channels',
    });
    expect(channels.interval).toBeUndefined();
    expect(plan.requests.find((r) => r.id === 'authors/baseline')!.query).toMatchObject({
      ...plan.baselineWindow,
      limit: 1000,
    });
    expect(plan.omitted).toEqual([]);
  });

  it('asks hourly timelines for an hourly spike, and uses pairs within budget when the service has no hourly interval', () => {
    const hourSpike = {
      ...input,
      spike: { ...input.spike, date: '2026-11-12T14:00:00.000Z', interval: 'hour' as const, history: 168 },
    };
    const supported = planExplanation({ ...hourSpike, hourly: 'supported' });
    expect(supported.requests).toHaveLength(11);
    expect(supported.requests.find((r) => r.kind === 'timeline')!.query).toMatchObject({ interval: 'hour' });
    expect(supported.baselineWindow.since).toBe('2026-11-05T14:00:00.000Z');
    const unsupported = planExplanation({ ...hourSpike, hourly: 'unsupported' });
    expect(unsupported.requests.every((r) => r.kind === 'distribution')).toBe(true);
    expect(unsupported.requests).toHaveLength(10);
    expect(unsupported.omitted.map((o) => o.dimension)).toEqual(['languages', 'locations.country']);
  });

  it('shortens the baseline to the history the detector had', () => {
    const plan = planExplanation({ ...input, spike: { ...input.spike, history: 10 } });
    expect(plan.baselineBuckets).toBe(10);
    expect(plan.baselineWindow.since).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('combineExplanation', () => {
  const plan = planExplanation(input);
  const answers = settledAll(ANSWERS);
  answers['locations.country/baseline'] = { ok: false, error: 'GET …/distribution: 503 Service Unavailable' };
  const ex = combineExplanation(plan, answers);

  it('ranks drivers, each with the filter that selects it and the spike window', () => {
    expect(ex.drivers[0]).toMatchObject({
      dimension: 'narratives.id',
      key: '7',
      spikeCount: 230,
      baselineCount: 20,
      excess: 210,
      filter: { ok: true, key: 'narratives.id', value: 7 },
      window: plan.window,
    });
    expect(ex.drivers[0]!.share).toBeCloseTo(210 / 292, 3);
    const twitter = ex.drivers.find((d) => d.dimension === 'channels' && d.key === 'twitter')!;
    expect(twitter).toMatchObject({
      spikeCount: 230,
      baselineCount: 40,
      filter: { ok: true, key: 'channels', value: 'twitter' },
    });
    // A brand-new author: no lift, and the author filter (too small a share to rank as a driver).
    const authors = ex.dimensions.find((d) => d.dimension === 'authors')!;
    expect(authors.groups[0]).toMatchObject({
      lift: null,
      filter: { ok: true, key: 'authors', value: 'heatbot_1' },
    });
  });

  it('splits the one-call timelines into spike and baseline, and computes the bot share', () => {
    const channels = ex.dimensions.find((d) => d.dimension === 'channels')!;
    expect(channels.spikeTotal).toBe(412);
    expect(channels.baselineTotal).toBe(120);
    // The busiest tenth of the 28 baseline days (2) is left out: 26 days.
    expect(ex.bots).toMatchObject({
      spike: { botLike: 87, rated: 267, total: 412 },
      baseline: { botLike: 104, rated: 2184, total: 3120 },
    });
    expect(ex.bots!.changePoints).toBeCloseTo((87 / 412 - 104 / 3120) * 100, 1);
  });

  it('does not let an earlier spike in the baseline become the usual bot share', () => {
    const bots = timeline({ none: 80, likely: 4 }, { none: 120, likely: 200 });
    const burst = {
      ...bots,
      buckets: bots.buckets.map((b, i) =>
        i === 25 ? { ...b, count: 3000, groups: [{ key: 'likely', name: 'likely', count: 2900 }] } : b,
      ),
    };
    const result = combineExplanation(plan, {
      ...answers,
      'bot_ratings/timeline': { ok: true, value: burst },
    });
    expect(result.bots!.baseline.share).toBeCloseTo(4 / 120, 3);
  });

  it('lists a dimension whose call failed as unavailable, keeping all others', () => {
    expect(ex.unavailable).toEqual([
      { dimension: 'locations.country', reason: 'GET …/distribution: 503 Service Unavailable' },
    ]);
    expect(ex.dimensions.map((d) => d.dimension)).toEqual([
      'narratives.id',
      'bot_ratings',
      'channels',
      'authors',
      'domains',
      'languages',
    ]);
    expect(ex.spike).toMatchObject({ count: 412, baseline: 120, excess: 292, ratio: 3.43 });
    expect(ex.calls).toBe(11);
  });

  it('refuses timeline buckets that do not line up with the spike (e.g. weekly buckets)', () => {
    const weekly = { totalCount: 10, buckets: [{ date: '2026-11-09T00:00:00Z', count: 10, groups: [] }] };
    const result = combineExplanation(plan, { ...answers, 'channels/timeline': { ok: true, value: weekly } });
    expect(result.unavailable.map((u) => u.dimension)).toContain('channels');
  });
});

describe('planTopMentions and driverFilters', () => {
  const plan = planExplanation(input);
  it('asks the leading narrative’s mentions by confidence', () => {
    const top = planTopMentions(plan, combineExplanation(plan, settledAll(ANSWERS)));
    expect(top.driver?.key).toBe('7');
    expect(top.query).toMatchObject({
      ...plan.window,
      sort: 'confidence',
      'narratives.id': [7],
      languages: ['en', 'de'],
      limit: 10,
    });
  });

  it('falls back to the leading driver by publication time when no narrative leads', () => {
    const answers = settledAll({
      ...ANSWERS,
      'narratives.id/spike': dist('narratives.id', 412, [['8', 'Grid', 30]]),
    });
    const top = planTopMentions(plan, combineExplanation(plan, answers));
    expect(top.driver?.dimension).not.toBe('narratives.id');
    expect(top.query.sort).toBe('published');
  });

  it('narrows a filter to the driver, and says when that is not exact', () => {
    expect(
      driverFilters({ channels: ['news', 'twitter'] }, { ok: true, key: 'channels', value: 'twitter' }),
    ).toEqual({ filters: { channels: ['twitter'] }, exact: true });
    expect(driverFilters({ 'narratives.id': [3] }, { ok: true, key: 'narratives.id', value: 7 }).exact).toBe(
      false,
    );
  });
});

describe('explainSpike', () => {
  it('issues stage 1 in parallel, then one mentions call: twelve calls in all', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const calls: string[] = [];
    const answer = <T>(id: string, value: T) => {
      calls.push(id);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise<T>((resolve) =>
        setTimeout(() => {
          inFlight--;
          resolve(value);
        }, 5),
      );
    };
    const ex = await explainSpike(input, {
      distribution: (q: DistributionQuery) => {
        const id = `${q.group_by}/${q.since === '2026-11-12T00:00:00.000Z' ? 'spike' : 'baseline'}`;
        return answer(id, (ANSWERS[id] ?? dist(q.group_by, 0, [])) as { totalCount: number; groups: [] });
      },
      timeline: (q) =>
        answer(`${q.group_by}/timeline`, ANSWERS[`${q.group_by}/timeline`] as ReturnType<typeof timeline>),
      mentions: (q) => answer('mentions', [{ id: 1, sort: q.sort }]),
    });
    expect(maxInFlight).toBe(11);
    expect(calls).toHaveLength(12);
    expect(calls.at(-1)).toBe('mentions');
    expect(ex.calls).toBe(12);
    expect(ex.topMentions).toMatchObject({ driver: { key: '7' }, mentions: [{ id: 1, sort: 'confidence' }] });
  });
});
