import { safeHttpUrl } from './safe-url';
import {
  botRatingExplained,
  formatCompact,
  isSocial,
  languageName,
  mentionTypeLabel,
  reachMeaning,
} from './mention-labels';

describe('safeHttpUrl', () => {
  it.each([
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['/relative/path', null],
    ['', null],
    [null, null],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });
});

describe('mention labels', () => {
  it('names languages and keeps unknown codes', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('German');
    expect(languageName('')).toBe('');
  });
  it('formats reach compactly', () => {
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(null)).toBe('—');
  });
  it('explains reach per channel', () => {
    expect(reachMeaning(['news'])).toMatch(/monthly unique visitors/);
    expect(reachMeaning(['twitter'])).toMatch(/followers/);
    expect(isSocial(['news'])).toBe(false);
  });
  it('explains bot ratings in words', () => {
    expect(botRatingExplained('almost_certain')).toBe('Almost certainly a bot.');
    expect(botRatingExplained(null)).toBeNull();
    expect(botRatingExplained('weird_new_value')).toBe('Bot rating: Weird new value.');
  });
  it('labels both forms of the mention type', () => {
    expect(mentionTypeLabel('social_media.reposts')).toBe('Repost');
    expect(mentionTypeLabel('Original Post')).toBe('Original Post');
  });
});
