import { describe, expect, it } from 'vitest';
import { filterValue, toggleValue } from './kind-state';
import { filtersToQuery, type MentionFilterSearch } from './mention-filters-url';
import { CHANNELS } from '@/api/schemas';

const s = (x: Partial<MentionFilterSearch>) => x;

describe('filterValue: filter for / filter out one value', () => {
  it('for: a new kind keeps the value; kept values gain it once', () => {
    expect(filterValue(s({}), 'authors', 'ann', 'for')).toMatchObject({ authors: ['ann'] });
    const two = filterValue(s({ authors: ['ann'] }), 'authors', 'bob', 'for');
    expect(two.authors).toEqual(['ann', 'bob']);
    expect(filterValue(two, 'authors', 'bob', 'for').authors).toEqual(['ann', 'bob']);
  });

  it('for on a negated kind asks for that value alone, not negated', () => {
    const next = filterValue(s({ channels: ['news', 'reddit'], not: ['channels'] }), 'channels', 'x', 'for');
    expect(next.channels).toEqual(['x']);
    expect(next.not).toBeUndefined();
  });

  it('out on a closed set: a new kind becomes "is not", sent as every other value', () => {
    const next = filterValue(s({}), 'channels', 'news', 'out');
    expect(next).toMatchObject({ channels: ['news'], not: ['channels'] });
    expect(filtersToQuery(next).channels).toEqual(CHANNELS.filter((c) => c !== 'news'));
  });

  it('out on kept values drops the value and keeps the others kept', () => {
    const next = filterValue(s({ channels: ['news', 'reddit'] }), 'channels', 'news', 'out');
    expect(next.channels).toEqual(['reddit']);
    expect(next.not).toBeUndefined();
    // A value not kept is already left out: nothing changes.
    expect(filterValue(next, 'channels', 'news', 'out')).toBe(next);
    // The only kept value left out: the kind turns into its negation.
    expect(filterValue(next, 'channels', 'reddit', 'out')).toMatchObject({
      channels: ['reddit'],
      not: ['channels'],
    });
  });

  it('out on a negated kind leaves one more value out', () => {
    const next = filterValue(s({ languages: ['en'], not: ['languages'] }), 'languages', 'de', 'out');
    expect(next).toMatchObject({ languages: ['en', 'de'], not: ['languages'] });
    expect(filtersToQuery(next).languages).not.toContain('de');
    expect(filtersToQuery(next).languages).not.toContain('en');
  });

  it('out is refused (no change) where the service cannot express it', () => {
    const before = s({ authors: ['ann'] });
    expect(filterValue(before, 'authors', 'bob', 'out')).toBe(before);
    expect(filterValue(s({}), 'narratives.id', 3, 'out')).toEqual({});
  });

  it('a switched-off kind is replaced and switched on again', () => {
    const next = filterValue(s({ channels: ['reddit'], off: ['channels'] }), 'channels', 'news', 'for');
    expect(next.channels).toEqual(['news']);
    expect(next.off).toBeUndefined();
  });
});

describe('toggleValue: a click in the panel of top values', () => {
  it('adds and removes kept values', () => {
    const one = toggleValue(s({}), 'bot_ratings', 'likely', false);
    expect(one.bot_ratings).toEqual(['likely']);
    const two = toggleValue(one, 'bot_ratings', 'very_likely', false);
    expect(two.bot_ratings).toEqual(['likely', 'very_likely']);
    expect(toggleValue(two, 'bot_ratings', 'likely', true).bot_ratings).toEqual(['very_likely']);
  });

  it('on a negated kind: a kept value is left out too, a left-out one comes back', () => {
    const negated = s({ channels: ['news'], not: ['channels'] });
    const more = toggleValue(negated, 'channels', 'reddit', true);
    expect(more).toMatchObject({ channels: ['news', 'reddit'], not: ['channels'] });
    expect(filtersToQuery(more).channels).not.toContain('reddit');
    const back = toggleValue(negated, 'channels', 'news', false);
    expect(back.channels).toBeUndefined();
    expect(back.not).toBeUndefined();
  });

  it('on a switched-off kind: the value alone, switched on', () => {
    const next = toggleValue(s({ languages: ['en'], off: ['languages'] }), 'languages', 'de', false);
    expect(next.languages).toEqual(['de']);
    expect(next.off).toBeUndefined();
  });
});
