import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ARRAY_FILTER_KEYS, MentionFiltersSchema } from '@/api/schemas';
import {
  MentionFilterSearchSchema,
  MentionListStateSchema,
  activeFilters,
  applyListUpdate,
  addFilterValue,
  clearFilters,
  filtersToQuery,
  removeFilterValue,
} from './mention-filters-url';
import { toQueryString } from '@/api/client';
import { EVERY_FILTER } from './every-filter';

/** The mention browser's whole search: the workspace's filters and the list's own state. */
const MentionListSearchSchema = z.extend(MentionFilterSearchSchema, MentionListStateSchema.shape);

describe('mention filters ↔ URL ↔ API query', () => {
  it('covers every filter of the contract', () => {
    expect(Object.keys(EVERY_FILTER).sort()).toEqual(Object.keys(MentionFiltersSchema.shape).sort());
  });

  it('survives a trip through the URL and becomes a valid API query with every filter', () => {
    const url = defaultStringifySearch(EVERY_FILTER);
    const search = MentionFilterSearchSchema.parse(defaultParseSearch(url));
    const query = filtersToQuery(search);
    expect(query).toEqual(EVERY_FILTER);
    expect(MentionFiltersSchema.parse(query)).toEqual(EVERY_FILTER);
  });

  it('serialises every array filter as repeated key[]=v for the API', () => {
    const qs = toQueryString(filtersToQuery(MentionFilterSearchSchema.parse(EVERY_FILTER)));
    const params = new URLSearchParams(qs);
    for (const key of ARRAY_FILTER_KEYS) {
      const expected = ((EVERY_FILTER as unknown as Record<string, unknown[]>)[key] ?? []).map(String);
      expect(params.getAll(`${key}[]`)).toEqual(expected);
      expect(params.has(key)).toBe(false);
    }
    expect(params.get('filter_expression')).toBe(EVERY_FILTER.filter_expression);
  });

  it('drops one bad value without losing the rest of the view', () => {
    const search = MentionListSearchSchema.parse({
      channels: ['news', 'myspace'],
      languages: ['en'],
      'locations.country': ['abc'],
      sort: 'loudness',
      order: 'desc',
    });
    expect(search.channels).toBeUndefined();
    expect(search['locations.country']).toBeUndefined();
    expect(search.languages).toEqual(['en']);
    expect(search.sort).toBe('published');
  });

  it('coerces numeric ids written as strings', () => {
    const search = MentionFilterSearchSchema.parse({ 'narratives.id': ['3'], 'locations.city': ['12'] });
    expect(filtersToQuery(search)).toEqual({ 'narratives.id': [3], 'locations.city': [12] });
  });

  it('leaves empty arrays and blank expressions out of the query', () => {
    expect(filtersToQuery({ channels: [], filter_expression: '   ' })).toEqual({});
  });

  it('adds and removes single values, keeping other params', () => {
    const base = { sort: 'created' as const, channels: ['news' as const] };
    const added = addFilterValue(base, 'channels', 'reddit');
    expect(added).toEqual({ sort: 'created', channels: ['news', 'reddit'] });
    expect(addFilterValue(added, 'channels', 'reddit')).toBe(added);
    const removed = removeFilterValue(added, 'channels', 'news');
    expect(removed.channels).toEqual(['reddit']);
    expect(removeFilterValue(removed, 'channels', 'reddit').channels).toBeUndefined();
    expect(removeFilterValue({ 'locations.city': [12, 13] }, 'locations.city', '12')).toEqual({
      'locations.city': [13],
    });
  });

  it('clears every filter but keeps list state', () => {
    const cleared = clearFilters(
      MentionListSearchSchema.parse({ ...EVERY_FILTER, sort: 'confidence', sample: 'k1' }),
    );
    expect(cleared).toEqual({ sort: 'confidence', order: 'desc', page: 1, sample: 'k1', open: undefined });
    expect(activeFilters(cleared)).toEqual([]);
  });

  it('lists one pill per active value, the expression first', () => {
    const pills = activeFilters({ channels: ['news'], 'locations.city': [12], filter_expression: 'a OR b' });
    expect(pills).toEqual([
      { key: 'filter_expression', value: 'a OR b' },
      { key: 'channels', value: 'news' },
      { key: 'locations.city', value: '12' },
    ]);
  });
});

describe('the list position (page) in the URL', () => {
  it('parses page as an integer ≥ 1, defaulting to 1 and falling back to 1 on a bad value', () => {
    expect(MentionListSearchSchema.parse({}).page).toBe(1);
    expect(MentionListSearchSchema.parse({ page: 4 }).page).toBe(4);
    expect(MentionListSearchSchema.parse(defaultParseSearch('?page=3')).page).toBe(3);
    for (const bad of [0, -2, 1.5, 'abc', null]) {
      expect(MentionListSearchSchema.parse({ page: bad, channels: ['news'] })).toMatchObject({
        page: 1,
        channels: ['news'],
      });
    }
  });

  it('keeps the page when only the position (page, open mention) changes', () => {
    const prev = MentionListSearchSchema.parse({ channels: ['news'], page: 3 });
    expect(applyListUpdate(prev, { open: 42 })).toMatchObject({ page: 3, open: 42 });
    expect(applyListUpdate(prev, { page: 5 }).page).toBe(5);
    // Setting a value to what it already is is no new list either.
    expect(applyListUpdate(prev, { channels: ['news'], sort: 'published' }).page).toBe(3);
  });

  it('goes back to page 1 when a filter, sort, order or sample changes', () => {
    const prev = MentionListSearchSchema.parse({ channels: ['news'], page: 3, open: 9 });
    expect(applyListUpdate(prev, addFilterValue(prev, 'channels', 'reddit')).page).toBe(1);
    expect(applyListUpdate(prev, { channels: undefined }).page).toBe(1);
    expect(applyListUpdate(prev, { filter_expression: 'battery' }).page).toBe(1);
    expect(applyListUpdate(prev, { sort: 'created' }).page).toBe(1);
    expect(applyListUpdate(prev, { order: 'asc' }).page).toBe(1);
    expect(applyListUpdate(prev, { sample: 'k1' })).toMatchObject({ page: 1, open: 9 });
  });
});

describe('the open mention in the URL', () => {
  it('keeps an id beyond 2^53 exactly (its digits), and a safe one as a number', () => {
    const big = '18000039901924478123';
    expect(MentionListStateSchema.parse({ open: big }).open).toBe(big);
    expect(MentionListStateSchema.parse({ open: 42 }).open).toBe(42);
    expect(MentionListStateSchema.parse({ open: '42' }).open).toBe(42);
    // A rounded unsafe number could open a neighbour: it opens nothing.
    expect(MentionListStateSchema.parse({ open: Number(big) }).open).toBe(undefined);
    // Through the router's URL form and back.
    const url = defaultStringifySearch({ open: big });
    expect(MentionListStateSchema.parse(defaultParseSearch(url)).open).toBe(big);
  });
});
