import { describe, expect, it } from 'vitest';
import { ANSWERS, dist, input, settledAll, timeline } from '@/test/spike-fixtures';
import { planExplanation, type SpikeRef } from './spike-explain-plan';
import { combineExplanation } from './spike-explain';
import { spikeWhen } from './spike-window';
import { shortTitle, summarizeSpike } from './spike-summary';

const explain = (answers: Record<string, unknown>, spike: Partial<SpikeRef> = {}) => {
  const plan = planExplanation({ ...input, spike: { ...input.spike, ...spike } });
  return combineExplanation(plan, settledAll(answers));
};

describe('summarizeSpike', () => {
  it('names the leading narrative, its main channel and the bot-share rise', () => {
    expect(summarizeSpike(explain(ANSWERS), 'Europe/Berlin')).toBe(
      '12 Nov 2026 (UTC): 412 mentions, 3.4× the usual 120. 72 % of the excess is the narrative ‘Heat pump grants doubled to speed home…’ (+210), ' +
        'mostly on X (Twitter) (+190); the share of likely bots rose from 3 % to 21 %.',
    );
  });

  it('says "all of the excess" when the narrative rose more than the total (others fell)', () => {
    const text = summarizeSpike(
      explain({
        ...ANSWERS,
        'narratives.id/spike': dist('narratives.id', 412, [['7', 'Heat pump grants', 330]]),
      }),
      'UTC',
    );
    expect(text).toContain('All of the excess is the narrative ‘Heat pump grants’ (+310)');
  });

  it('drops the UTC note for an analyst working in UTC', () => {
    expect(summarizeSpike(explain(ANSWERS), 'UTC')).toMatch(/^12 Nov 2026: 412 mentions/);
  });

  it('falls back to another dimension’s driver when no narrative leads', () => {
    const text = summarizeSpike(
      explain({ ...ANSWERS, 'narratives.id/spike': dist('narratives.id', 412, [['8', 'Grid', 30]]) }),
      'UTC',
    );
    expect(text).toContain('of the excess is on X (Twitter) (+190);');
    expect(text).not.toContain('narrative');
  });

  it('says when no group explains most of the rise', () => {
    const even = timeline({ twitter: 40, news: 40, reddit: 40 }, { twitter: 138, news: 137, reddit: 137 });
    const text = summarizeSpike(
      explain({
        ...ANSWERS,
        'narratives.id/spike': dist('narratives.id', 412, [['8', 'Grid', 30]]),
        'channels/timeline': even,
        'languages/timeline': timeline({ en: 120 }, { en: 412 }),
        'domains/spike': dist('domains', 412, []),
        'bot_ratings/timeline': timeline({ none: 100 }, { none: 340 }),
      }),
      'UTC',
    );
    expect(text).toContain(
      'No single narrative, channel or source explains most of the rise; the share of likely bots stayed near 0 %.',
    );
  });

  it('handles a news-only spike without bot data, and a single mention where there are usually none', () => {
    const newsOnly = { ...ANSWERS, 'bot_ratings/timeline': timeline({}, {}) };
    expect(summarizeSpike(explain(newsOnly), 'UTC')).toContain(
      '; none of these mentions carries a bot rating (no social posts).',
    );
    const single = summarizeSpike(explain(newsOnly, { count: 1, baseline: 0 }), 'UTC');
    expect(single).toMatch(/^12 Nov 2026: 1 mention, where there are usually none\./);
  });

  it('writes hourly buckets in the analyst’s zone', () => {
    expect(spikeWhen('2026-11-12T14:00:00.000Z', 'hour', 'Europe/Berlin')).toBe(
      '12 Nov 2026, 15:00–16:00 (Europe/Berlin)',
    );
    expect(spikeWhen('2026-11-12T22:00:00.000Z', 'hour', 'Europe/Berlin')).toBe(
      '12 Nov 2026, 23:00–24:00 (Europe/Berlin)',
    );
    expect(spikeWhen('2026-11-12T00:00:00.000Z', 'day', 'America/New_York')).toBe('12 Nov 2026 (UTC)');
  });
});

describe('shortTitle', () => {
  it('cuts long titles at a word with an ellipsis', () => {
    expect(shortTitle('Heat pump grants doubled')).toBe('Heat pump grants doubled');
    expect(shortTitle('Heat pump grants doubled to speed home heating switch')).toBe(
      'Heat pump grants doubled to speed home…',
    );
  });
});
