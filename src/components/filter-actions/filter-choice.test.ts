import { MentionFiltersSchema, type MentionFilters } from '@/api/schemas';
import { EVERY_FILTER } from '@/filters/every-filter';
import { filterValue, setNegated } from '@/filters/kind-state';
import { filtersToQuery, isFilterValue, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { negationOf } from '@/filters/negation-sets';
import { FILTER_KINDS, type ArrayFilterKey } from '@/filters/registry';
import { groupChoice, outGap } from './filter-choice';

/**
 * "Filter for / filter out" per filter kind of the contract: every kind (src/filters/every-filter.ts)
 * is filtered for and out from nothing, and out from two kept values, and the API query it
 * becomes is checked; where the registry says the service cannot leave the kind out, "out" changes
 * nothing and the menu has a sentence saying why. A chart group or facet value of the kind's
 * dimension becomes the same choice.
 */
type Value = string | number;
const ARRAY_KINDS = (Object.keys(EVERY_FILTER) as (keyof MentionFilters)[]).filter(
  (k): k is ArrayFilterKey => k !== 'filter_expression',
);
const query = (s: Partial<MentionFilterSearch>) => filtersToQuery(s) as Record<string, Value[] | undefined>;

/** The dimension whose groups are values of the kind (model kinds: one model's). */
const groupByOf = (key: ArrayFilterKey): string | null =>
  key === 'smart_categories'
    ? 'smart_category_enrichment_id:244'
    : key === 'custom_enrichments'
      ? 'custom_enrichment_id:1681'
      : FILTER_KINDS[key].groupBy;

describe('filter for / filter out, per filter kind', () => {
  it('covers every kind of the contract', () => {
    expect(Object.keys(EVERY_FILTER).sort()).toEqual(Object.keys(MentionFiltersSchema.shape).sort());
  });

  describe.each(ARRAY_KINDS)('%s', (key) => {
    const [value, other] = EVERY_FILTER[key] as Value[];
    const noun = FILTER_KINDS[key].label.toLowerCase();

    it('filters for a value: the query keeps exactly it', () => {
      expect(isFilterValue(key, value!)).toBe(true);
      expect(query(filterValue({}, key, value!, 'for'))[key]).toEqual([value]);
      // Another value widens a kept kind ("is one of").
      if (other !== undefined)
        expect(query(filterValue({ [key]: [value] }, key, other, 'for'))[key]).toEqual([value, other]);
    });

    it('filters out a value where the API can say it, and says why where it cannot', () => {
      const gap = outGap(key, value!);
      const out: Partial<MentionFilterSearch> = filterValue({}, key, value!, 'out');
      const negation = negationOf(key);
      if (negation?.by === 'complement') {
        expect(gap).toBeNull();
        // Sent as every other value of the closed set: the value alone is left out.
        const sent = query(out)[key]!.map(String);
        expect(sent).not.toContain(String(value));
        expect(sent.sort()).toEqual(negation.universe.filter((v) => v !== String(value)).sort());
        expect(out.not).toEqual([key]);
      } else {
        expect(FILTER_KINDS[key].negation).toBeNull();
        expect(out).toEqual({});
        expect(gap).toMatch(new RegExp(`cannot leave out an? ${noun}`));
      }
    });

    it('filters out one of two kept values by keeping the other', () => {
      if (other === undefined || outGap(key, value!) !== null) return;
      const out: Partial<MentionFilterSearch> = filterValue({ [key]: [value, other] }, key, value!, 'out');
      expect(query(out)[key]).toEqual([other]);
      expect(out.not).toBeUndefined();
    });

    it('a chart group, table row or facet value of its dimension is the same choice', () => {
      const groupBy = groupByOf(key);
      expect(groupBy).not.toBeNull();
      const found = groupChoice(groupBy!, String(value), 'Shown name');
      expect(found).toEqual({ ok: true, choice: { key, value, label: 'Shown name' } });
    });
  });

  it('the keyword search is left out through NOT (its pill’s Negate)', () => {
    const expression = EVERY_FILTER.filter_expression;
    const negated = setNegated({ filter_expression: expression }, 'filter_expression', true);
    expect(filtersToQuery(negated).filter_expression).toBe(`NOT (${expression})`);
  });

  it('groups no filter selects say why instead of offering an action', () => {
    expect(groupChoice('channels', '__other__', 'Other')).toMatchObject({ ok: false, reason: /Other/ });
    expect(groupChoice('languages', '__none__', 'No value')).toMatchObject({ ok: false });
    expect(groupChoice('channels', 'custom', 'Custom')).toMatchObject({ ok: false, reason: /custom/ });
  });
});
