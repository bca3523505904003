import { describe, expect, it } from 'vitest';
import { planSpikeSeries, seriesFromAnswers } from './spike-buckets';
import { detectSpikes } from './spike-detection';
import { spikeWindows } from './spike-explain-plan';

const TO = '2026-11-20T12:00:00.000Z';
const ago = (hours: number) => new Date(Date.parse(TO) - hours * 3_600_000).toISOString();

describe('planSpikeSeries', () => {
  it('uses daily buckets for a 30-day window, fetching 28 days of history in one call', () => {
    const plan = planSpikeSeries({ since: ago(30 * 24), to: TO, hourly: 'supported' });
    expect(plan).toMatchObject({
      interval: 'day',
      mode: 'daily',
      calls: 1,
      flagFrom: '2026-10-21T00:00:00.000Z',
    });
    expect(plan.requests).toEqual([{ since: '2026-09-23T00:00:00.000Z', to: TO }]);
  });

  it('uses one interval=hour call for a short window when the service has the interval', () => {
    const plan = planSpikeSeries({ since: ago(24), to: TO, hourly: 'supported' });
    expect(plan).toMatchObject({ interval: 'hour', mode: 'interval', calls: 1, flagFrom: ago(24) });
    expect(plan.requests).toEqual([{ since: ago(24 + 168), to: TO, interval: 'hour' }]);
  });

  it('splits a short window into hour calls without the interval, and says what that costs', () => {
    const plan = planSpikeSeries({ since: ago(24), to: TO, hourly: 'unsupported' });
    expect(plan).toMatchObject({ interval: 'hour', mode: 'split', calls: 48 });
    expect(plan.requests).toHaveLength(48);
    expect(plan.requests[0]).toEqual({ since: ago(48), to: new Date(Date.parse(ago(47)) - 1).toISOString() });
    expect(plan.requests.at(-1)!.since).toBe(ago(1));
    expect(plan.note).toContain('48 one-hour calls');
  });

  it('falls back to daily buckets when hour calls would exceed the budget', () => {
    const plan = planSpikeSeries({ since: ago(7 * 24), to: TO, hourly: 'unsupported' });
    expect(plan).toMatchObject({ interval: 'day', mode: 'daily', calls: 1 });
    expect(plan.note).toContain('would take 192 calls');
    // A larger budget allows it.
    expect(
      planSpikeSeries({ since: ago(7 * 24), to: TO, hourly: 'unsupported', maxSplitCalls: 400 }).calls,
    ).toBe(336);
  });

  it('honours an explicit preference', () => {
    expect(planSpikeSeries({ since: ago(24), to: TO, hourly: 'supported', prefer: 'day' }).interval).toBe(
      'day',
    );
    expect(
      planSpikeSeries({ since: ago(20 * 24), to: TO, hourly: 'supported', prefer: 'hour' }).interval,
    ).toBe('hour');
  });
});

describe('seriesFromAnswers', () => {
  it('fills empty days of a daily answer with zeros', () => {
    const plan = planSpikeSeries({
      since: '2026-11-18T00:00:00.000Z',
      to: '2026-11-20T10:00:00.000Z',
      hourly: 'supported',
      prefer: 'day',
    });
    const result = seriesFromAnswers(plan, [
      {
        totalCount: 5,
        buckets: [
          { date: '2026-10-21T00:00:00Z', count: 2 },
          { date: '2026-11-20T00:00:00Z', count: 3 },
        ],
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.series).toHaveLength(31);
    expect(result.series[0]).toEqual({ date: '2026-10-21T00:00:00.000Z', count: 2 });
    expect(result.series[1]!.count).toBe(0);
    expect(result.series[30]).toEqual({ date: '2026-11-20T00:00:00.000Z', count: 3 });
  });

  it('reports a service that answers daily buckets to interval=hour', () => {
    const plan = planSpikeSeries({ since: ago(24), to: TO, hourly: 'supported' });
    const result = seriesFromAnswers(plan, [
      {
        totalCount: 9,
        buckets: [
          { date: '2026-11-12T00:00:00Z', count: 4 },
          { date: '2026-11-13T00:00:00Z', count: 5 },
        ],
      },
    ]);
    expect(result).toMatchObject({ ok: false, hourlyUnsupported: true });
  });

  it('reads one total per hour call in split mode', () => {
    const plan = planSpikeSeries({ since: ago(24), to: TO, hourly: 'unsupported' });
    const answers = plan.requests.map((_, i) => ({ totalCount: i, buckets: [] }));
    const result = seriesFromAnswers(plan, answers);
    expect(result.ok && result.series.map((p) => p.count)).toEqual(plan.requests.map((_, i) => i));
    expect(result.ok && result.series[0]!.date).toBe(plan.requests[0]!.since);
  });

  it('rejects buckets off the grid of UTC days', () => {
    const plan = planSpikeSeries({ since: ago(30 * 24), to: TO, hourly: 'supported' });
    const result = seriesFromAnswers(plan, [
      { totalCount: 1, buckets: [{ date: '2026-11-12T05:00:00Z', count: 1 }] },
    ]);
    expect(result).toMatchObject({ ok: false });
  });
});

describe('hourly spikes, from plan to explanation window', () => {
  // A busy hour 20 hours before TO: 60 mentions where every hour usually has 3 or 4.
  const burst = ago(20);
  const countAt = (iso: string) => (iso === burst ? 60 : 3 + ((Date.parse(iso) / 3_600_000) % 2));
  const hourOf = (plan: ReturnType<typeof planSpikeSeries>) => {
    const result =
      plan.mode === 'split'
        ? seriesFromAnswers(
            plan,
            plan.requests.map((r) => ({ totalCount: countAt(r.since), buckets: [] })),
          )
        : seriesFromAnswers(plan, [
            {
              totalCount: 0,
              // The interval=hour answer, with its empty hours left out (they must count as 0).
              buckets: Array.from({ length: 168 + 24 }, (_, i) => ago(192 - i))
                .filter((d) => Date.parse(d) <= Date.parse(TO))
                .map((date) => ({ date, count: countAt(date) })),
            },
          ]);
    if (!result.ok) throw new Error(result.reason);
    return detectSpikes(result.series, { interval: plan.interval, flagFrom: plan.flagFrom });
  };

  it.each(['supported', 'unsupported'] as const)('flags exactly the busy hour (interval %s)', (hourly) => {
    const plan = planSpikeSeries({ since: ago(24), to: TO, hourly });
    expect(plan.interval).toBe('hour');
    const spikes = hourOf(plan);
    expect(spikes.map((s) => s.date)).toEqual([burst]);
    // Explaining it looks at that hour only: the mention browser opens exactly this window.
    const { window, baselineWindow } = spikeWindows({ ...spikes[0]!, interval: 'hour' });
    expect(window).toEqual({ since: burst, to: new Date(Date.parse(burst) + 3_600_000 - 1).toISOString() });
    expect(Date.parse(baselineWindow.to)).toBe(Date.parse(burst) - 1);
  });
});
