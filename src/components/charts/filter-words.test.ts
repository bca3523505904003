import { describe, expect, it } from 'vitest';
import { filtersInWords } from './filter-words';
import { filtersQueryLine } from './query-line';

describe('filters in words', () => {
  const filters = {
    'narratives.id': [6],
    channels: ['news', 'blogs'],
    bot_ratings: ['likely', 'very_likely'],
    'locations.country': [840],
    filter_expression: 'solar',
  };
  const ctx = {
    narratives: [{ id: 6, title: 'Solar subsidies' }],
    placeName: (level: string, id: number) =>
      level === 'country' && id === 840 ? 'United States' : undefined,
  };
  it('read as the pills do, values of one kind together, no raw keys', () => {
    const words = filtersInWords(filters as never, ctx as never)!;
    expect(words).toContain('Narrative: Solar subsidies');
    expect(words).toContain('Search: solar');
    expect(words).toMatch(/Bot rating: [^;]*,/);
    expect(words).toContain('Country: United States');
    for (const key of ['narratives.id', 'locations.', 'bot_ratings', 'filter_expression'])
      expect(words).not.toContain(key);
    expect(filtersInWords({})).toBeNull();
  });
  it('keep the raw query as one line', () => {
    const line = filtersQueryLine(filters as never)!;
    expect(line).toMatch(/^Query \(to reproduce\): /);
    expect(line).toContain('narratives.id=6');
    expect(line).toContain('filter_expression="solar"');
    expect(line).not.toContain('\n');
    expect(filtersQueryLine({})).toBeNull();
  });
});
