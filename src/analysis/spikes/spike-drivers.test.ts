import { describe, expect, it } from 'vitest';
import { botShare, decomposeDimension, rankDrivers } from './spike-drivers';

// A spike day of 412 mentions against 28 baseline days of 3,360 (120 a day): scale 1/28.
const channelsSpike = {
  total: 412,
  groups: [
    { key: 'twitter', name: 'X (Twitter)', count: 230 },
    { key: 'news', name: 'News', count: 120 },
    { key: 'reddit', name: 'Reddit', count: 40 },
    { key: 'telegram', name: 'Telegram', count: 2 },
  ],
};
const channelsBaseline = {
  total: 3360,
  groups: [
    { key: 'twitter', name: 'X (Twitter)', count: 1120 },
    { key: 'news', name: 'News', count: 1400 },
    { key: 'reddit', name: 'Reddit', count: 560 },
    { key: 'youtube', name: 'YouTube', count: 224 },
  ],
};

describe('decomposeDimension', () => {
  const d = decomposeDimension('channels', channelsSpike, channelsBaseline, 1 / 28);

  it('scales the baseline to one bucket and gives each group its excess and lift', () => {
    expect(d.baselineTotal).toBe(120);
    expect(d.totalExcess).toBe(292);
    expect(d.groups.map((g) => g.key)).toEqual(['twitter', 'news', 'reddit', 'telegram', 'youtube']);
    expect(d.groups[0]).toEqual({
      key: 'twitter',
      name: 'X (Twitter)',
      spikeCount: 230,
      baselineCount: 40,
      excess: 190,
      lift: 5.75,
      share: 0.6507,
      concentration: 0.3174,
    });
    // Absent before: no lift (new); absent in the spike: negative excess.
    expect(d.groups.find((g) => g.key === 'telegram')).toMatchObject({
      baselineCount: 0,
      lift: null,
      excess: 2,
    });
    expect(d.groups.find((g) => g.key === 'youtube')).toMatchObject({
      spikeCount: 0,
      baselineCount: 8,
      excess: -8,
      lift: 0,
    });
  });

  it('has shares that, with the rest, add up to the total excess', () => {
    const excess = d.groups.reduce((s, g) => s + g.excess, 0) + d.rest!.excess;
    expect(excess).toBeCloseTo(d.totalExcess, 1);
    const shares = d.groups.reduce((s, g) => s + (g.share ?? 0), 0) + (d.rest!.share ?? 0);
    expect(shares).toBeCloseTo(1, 3);
    // The rest: 20 spike mentions and 56 baseline mentions (per day 2) outside the listed groups.
    expect(d.rest).toMatchObject({ spikeCount: 20, baselineCount: 2, excess: 18 });
  });

  it('shares add up within rounding for awkward scales too', () => {
    const spike = {
      total: 101,
      groups: [
        { key: 'a', count: 37 },
        { key: 'b', count: 33 },
        { key: 'c', count: 31 },
      ],
    };
    const base = {
      total: 133,
      groups: [
        { key: 'a', count: 41 },
        { key: 'b', count: 53 },
        { key: 'c', count: 39 },
      ],
    };
    const r = decomposeDimension('languages', spike, base, 1 / 7);
    const sumExcess = r.groups.reduce((s, g) => s + g.excess, 0) + r.rest!.excess;
    expect(Math.abs(sumExcess - r.totalExcess)).toBeLessThanOrEqual(0.05 * (r.groups.length + 1));
    expect(r.groups.reduce((s, g) => s + g.share!, 0) + r.rest!.share!).toBeCloseTo(1, 3);
  });

  it('keeps a remainder for narratives when no mention is in two listed narratives', () => {
    const spike = {
      total: 300,
      groups: [
        { key: '7', name: 'Heat pump grants', count: 190 },
        { key: '9', count: 20 },
      ],
    };
    const base = {
      total: 2800,
      groups: [
        { key: '7', count: 280 },
        { key: '9', count: 560 },
      ],
    };
    const r = decomposeDimension('narratives.id', spike, base, 1 / 28);
    expect(r.multiValued).toBe(true);
    expect(r.rest).toMatchObject({ spikeCount: 90, baselineCount: 70 });
    expect(r.groups.reduce((s, g) => s + g.share!, 0) + r.rest!.share!).toBeCloseTo(1, 3);
  });

  it('drops the remainder when narratives overlap (shares may then exceed 100 %)', () => {
    const spike = {
      total: 100,
      groups: [
        { key: '1', count: 80 },
        { key: '2', count: 70 },
      ],
    };
    const base = {
      total: 280,
      groups: [
        { key: '1', count: 56 },
        { key: '2', count: 56 },
      ],
    };
    const r = decomposeDimension('narratives.id', spike, base, 1 / 28);
    expect(r.rest).toBeNull();
    expect(r.groups.reduce((s, g) => s + g.share!, 0)).toBeGreaterThan(1);
  });

  it('gives no shares when the total did not rise', () => {
    const r = decomposeDimension(
      'channels',
      { total: 10, groups: [{ key: 'news', count: 10 }] },
      { total: 280, groups: [{ key: 'news', count: 280 }] },
      1 / 28,
    );
    expect(r.totalExcess).toBe(0);
    expect(r.groups[0]!.share).toBeNull();
  });
});

describe('botShare', () => {
  it('compares the bot-like share of all mentions in the spike and the baseline', () => {
    const spike = {
      total: 400,
      groups: [
        { key: 'none', count: 150 },
        { key: 'likely', count: 50 },
        { key: 'almost_certain', count: 34 },
      ],
    };
    const base = {
      total: 2800,
      groups: [
        { key: 'none', count: 1200 },
        { key: 'very_likely', count: 112 },
        { key: 'potential', count: 80 },
      ],
    };
    expect(botShare(spike, base)).toEqual({
      spike: { botLike: 84, rated: 234, total: 400, share: 0.21 },
      baseline: { botLike: 112, rated: 1392, total: 2800, share: 0.04 },
      changePoints: 17,
    });
  });

  it('is null when no mention of either window is rated (news only)', () => {
    expect(botShare({ total: 30, groups: [] }, { total: 500, groups: [] })).toBeNull();
  });
});

describe('rankDrivers', () => {
  it('lists the groups the rise is concentrated in, across dimensions', () => {
    const channels = decomposeDimension('channels', channelsSpike, channelsBaseline, 1 / 28);
    const narratives = decomposeDimension(
      'narratives.id',
      {
        total: 412,
        groups: [
          { key: '7', name: 'Heat pump grants', count: 230 },
          { key: '8', count: 30 },
        ],
      },
      {
        total: 3360,
        groups: [
          { key: '7', count: 560 },
          { key: '8', count: 840 },
        ],
      },
      1 / 28,
    );
    const ranked = rankDrivers([channels, narratives]);
    expect(ranked.map((r) => `${r.dimension}:${r.key}`)).toEqual(['narratives.id:7', 'channels:twitter']);
    // News explains 24 % of the excess but is 42 % of the usual volume: it rose less than the rest.
    const news = channels.groups.find((g) => g.key === 'news')!;
    expect(news.share).toBeGreaterThan(0.2);
    expect(news.concentration).toBeLessThan(0);
    // Loosened options let it in.
    expect(rankDrivers([channels], { minConcentration: -1 }).map((r) => r.key)).toContain('news');
  });
});
