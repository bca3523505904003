import { describe, expect, it } from 'vitest';
import { botMentionFilters } from '@/filters/mention-filters-url';
import { voiceBotShare } from './voice-bot-share';

const dist = (totalCount: number, groups: Record<string, number>) => ({
  totalCount,
  groups: Object.entries(groups).map(([key, count]) => ({ key, count })),
});

describe('voiceBotShare', () => {
  it('counts the bot-like ratings over every matching mention, beside the previous period', () => {
    const now = dist(200, { likely: 10, very_likely: 6, almost_certain: 4, potential: 30, none: 50 });
    const before = dist(80, { likely: 2, unlikely: 40, almost_certain: 2 });
    expect(voiceBotShare(now, before)).toEqual({
      bots: 20,
      total: 200,
      percent: 10,
      empty: false,
      previous: { bots: 4, total: 80, percent: 5, empty: false },
      change: 5,
    });
  });

  it('shows a workspace without mentions as 0 %, with no change against a period that had some', () => {
    const share = voiceBotShare(dist(0, {}), dist(50, { likely: 5 }));
    expect(share).toMatchObject({ bots: 0, total: 0, percent: 0, empty: true, change: null });
    expect(share.previous).toEqual({ bots: 5, total: 50, percent: 10, empty: false });
  });

  it('has no previous period or change when not comparing', () => {
    expect(voiceBotShare(dist(3, { very_likely: 1 }), null)).toEqual({
      bots: 1,
      total: 3,
      percent: 33.3,
      empty: false,
      previous: null,
      change: null,
    });
  });
});

describe('botMentionFilters', () => {
  it('opens the bot-like ratings with the other filters kept', () => {
    expect(botMentionFilters({ languages: ['en'] })).toEqual({
      languages: ['en'],
      bot_ratings: ['likely', 'very_likely', 'almost_certain'],
    });
  });
  it('keeps within the ratings the filters already choose, and none when they keep no bot rating', () => {
    expect(botMentionFilters({ bot_ratings: ['none', 'almost_certain'] })).toEqual({
      bot_ratings: ['almost_certain'],
    });
    expect(botMentionFilters({ bot_ratings: ['none', 'unlikely'] })).toBeNull();
  });
});
