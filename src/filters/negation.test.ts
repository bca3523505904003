import { BOT_RATINGS } from '@/api/schemas';
import { filtersToQuery, MentionFilterSearchSchema, pickFilters } from './mention-filters-url';
import { canNegate, negationGap } from './negation-offer';

describe('negated and disabled filter kinds become the query in filtersToQuery', () => {
  it('sends a negated closed set as its complement and a negated search through NOT', () => {
    const search = MentionFilterSearchSchema.parse({
      bot_ratings: ['likely', 'very_likely'],
      filter_expression: 'climate OR heat',
      not: ['bot_ratings', 'filter_expression'],
    });
    const query = filtersToQuery(search);
    expect(query.bot_ratings).toEqual(BOT_RATINGS.filter((r) => r !== 'likely' && r !== 'very_likely'));
    expect(query.filter_expression).toBe('NOT (climate OR heat)');
  });

  it('leaves out a disabled kind but keeps it in the URL form', () => {
    const search = MentionFilterSearchSchema.parse({
      channels: ['news'],
      languages: ['en'],
      off: ['channels'],
    });
    expect(filtersToQuery(search)).toEqual({ languages: ['en'] });
    expect(pickFilters(search)).toEqual({ channels: ['news'], languages: ['en'], off: ['channels'] });
  });

  it('drops a state naming a kind without values, and a bad list as a whole', () => {
    expect(pickFilters(MentionFilterSearchSchema.parse({ channels: ['news'], not: ['languages'] }))).toEqual({
      channels: ['news'],
    });
    expect(MentionFilterSearchSchema.parse({ channels: ['news'], off: ['nope'] }).off).toBeUndefined();
  });

  it('offers negation only where the service can express it, and says why elsewhere', () => {
    expect(canNegate('channels', ['news'])).toBe(true);
    expect(canNegate('bot_ratings', [...BOT_RATINGS])).toBe(false);
    expect(canNegate('authors', ['Jane'])).toBe(false);
    expect(negationGap('authors')).toMatch(/cannot leave out an? author/);
    expect(negationGap('languages')).toBeNull();
  });
});
