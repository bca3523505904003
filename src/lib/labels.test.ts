import { describe, expect, it } from 'vitest';
import { BOT_LIKE_RATINGS } from '@/api/schemas';
import { BOT_LIKE_RATINGS_TEXT, botRatingLabel, channelName, wordList } from './labels';

describe('labels', () => {
  it('names a bot rating in words', () => {
    expect(botRatingLabel('almost_certain')).toBe('Almost certain');
    expect(botRatingLabel('further_investigation')).toBe('Further investigation');
  });

  it('says every bot-like rating in one sentence, the last after "or"', () => {
    expect(BOT_LIKE_RATINGS_TEXT).toBe('likely, very likely or almost certain');
    for (const rating of BOT_LIKE_RATINGS)
      expect(BOT_LIKE_RATINGS_TEXT).toContain(botRatingLabel(rating).toLowerCase());
  });

  it('lists names as a sentence does, with the given conjunction before the last', () => {
    expect(wordList([], 'or')).toBe('');
    expect(wordList(['Texas'], 'or')).toBe('Texas');
    expect(wordList(['Texas', 'Ohio'], 'and')).toBe('Texas and Ohio');
    expect(wordList(['Texas', 'Ohio', 'Utah'], 'or')).toBe('Texas, Ohio or Utah');
  });

  it('names a known channel and keeps a custom channel id as given', () => {
    expect(channelName('twitter')).toBe('X (Twitter)');
    expect(channelName('custom_42')).toBe('custom_42');
  });
});
