import { describe, expect, it } from 'vitest';
import {
  NONE_KEY,
  canSplit,
  listsAllGroups,
  measurePeriod,
  toCategoryRows,
  topGroups,
  type PeriodFacts,
} from './chart-buckets';
import { OTHER_KEY } from './chart-transforms';
import { buildDistributionModel } from './chart-model';

const g = (key: string, count: number) => ({ key, name: key.toUpperCase(), count });

describe('listsAllGroups', () => {
  it('trusts a short answer only below the service default, or once the service showed it honours limit', () => {
    expect(listsAllGroups(14, 1000)).toBe(true);
    expect(listsAllGroups(100, 1000)).toBe(false); // maybe capped at the default of 100
    // Exactly the default, from a service known to honour `limit`: that is all of them.
    expect(listsAllGroups(100, 1000, true)).toBe(true);
    expect(listsAllGroups(1000, 1000, true)).toBe(false);
    expect(listsAllGroups(120, 1000)).toBe(true);
    expect(listsAllGroups(1000, 1000)).toBe(false);
    expect(listsAllGroups(5, 5)).toBe(false);
  });
});

describe('No value and Other, single-valued (e.g. location country)', () => {
  // 100 mentions; 80 are located (sum of all groups), 20 have no location.
  const facts: PeriodFacts = { total: 100, groups: [g('de', 40), g('fr', 30), g('es', 10)], complete: true };
  it('splits the rest into Other (values outside the shown groups) and No value', () => {
    const p = measurePeriod(facts, ['de', 'fr'], false);
    expect(p).toMatchObject({ other: 10, none: 20, valued: 80, otherApproximate: false });
    const rows = toCategoryRows({ shown: topGroups(facts.groups, 2), current: p, base: 'all' });
    expect(rows.map((r) => [r.key, r.count, r.percent])).toEqual([
      ['de', 40, 40],
      ['fr', 30, 30],
      [OTHER_KEY, 10, 10],
      [NONE_KEY, 20, 20],
    ]);
  });
  it('takes shares of located mentions with the valued base (No value is then outside the base)', () => {
    const p = measurePeriod(facts, ['de', 'fr'], false);
    const rows = toCategoryRows({ shown: topGroups(facts.groups, 2), current: p, base: 'valued' });
    expect(rows.map((r) => [r.key, r.percent])).toEqual([
      ['de', 50],
      ['fr', 37.5],
      [OTHER_KEY, 12.5],
    ]);
  });
  it('hides Other and No value on request', () => {
    const p = measurePeriod(facts, ['de', 'fr'], false);
    const rows = toCategoryRows({
      shown: topGroups(facts.groups, 2),
      current: p,
      base: 'all',
      hideOther: true,
      hideNone: true,
    });
    expect(rows.map((r) => r.key)).toEqual(['de', 'fr']);
  });
  it('cannot tell No value apart when not every group is listed: Other holds both', () => {
    const p = measurePeriod({ ...facts, complete: false }, ['de', 'fr'], false);
    expect(p).toMatchObject({ other: 30, none: null, valued: null });
    expect(canSplit({ ...facts, complete: false }, false)).toBe(false);
  });
});

describe('No value and Other, multi-valued (e.g. a custom enrichment)', () => {
  // 100 mentions; 90 carry at least one theme; 85 carry x or y; themes overlap (60 + 50 + 20 > 90).
  const facts: PeriodFacts = {
    total: 100,
    groups: [g('x', 60), g('y', 50), g('z', 20)],
    complete: true,
    valuedTotal: 90,
    exact: { groups: [g('x', 60), g('y', 50)], complete: true, total: 85 },
  };
  it('derives No value from the tagged total and Other from the shown groups’ union', () => {
    expect(measurePeriod(facts, ['x', 'y'], true)).toMatchObject({
      other: 5,
      none: 10,
      valued: 90,
      otherApproximate: false,
    });
  });
  it('without those totals Other is total − shown, flagged approximate, and No value unknown', () => {
    const p = measurePeriod({ total: 100, groups: facts.groups, complete: true }, ['x', 'y'], true);
    expect(p).toMatchObject({ other: 0, none: null, otherApproximate: true });
  });
});

describe('previous period counted for exactly the shown groups', () => {
  const current: PeriodFacts = { total: 100, groups: [g('a', 50), g('b', 30), g('c', 10)], complete: true };
  it('takes a group absent from the previous top N from the restricted query (not 0), Other the same way', () => {
    // The previous top groups (a, d) miss b; the query restricted to a and b says b had 2.
    const previous: PeriodFacts = {
      total: 90,
      groups: [g('a', 40), g('d', 35)],
      complete: false,
      exact: { groups: [g('a', 40), g('b', 2)], complete: true, total: 42 },
    };
    // The previous period cannot split No value from Other, so neither period does.
    const split = canSplit(current, false) && canSplit(previous, false);
    const cur = measurePeriod(current, ['a', 'b'], false, split);
    const prev = measurePeriod(previous, ['a', 'b'], false, split);
    const rows = toCategoryRows({
      shown: topGroups(current.groups, 2),
      current: cur,
      previous: prev,
      base: 'all',
    });
    expect(rows.map((r) => [r.key, r.count, r.previous])).toEqual([
      ['a', 50, 40],
      ['b', 30, 2],
      [OTHER_KEY, 20, 48], // 100 − 80 and 90 − 42: the rest of each period, no value included in both
    ]);
  });
  it('says unknown (null), never 0, when the service listed only its top groups', () => {
    const prev = measurePeriod(
      { total: 90, groups: [g('a', 40), g('d', 35)], complete: false },
      ['a', 'b'],
      false,
    );
    expect(prev.counts.get('b')).toBeNull();
    expect(prev.other).toBeNull();
  });
  it('compares shares in percent mode: each period over its own base', () => {
    const previous: PeriodFacts = { total: 80, groups: [g('a', 40), g('b', 20), g('c', 20)], complete: true };
    const rows = toCategoryRows({
      shown: topGroups(current.groups, 2),
      current: measurePeriod(current, ['a', 'b'], false),
      previous: measurePeriod(previous, ['a', 'b'], false),
      base: 'all',
    });
    expect(rows.map((r) => [r.key, r.percent, r.previousPercent])).toEqual([
      ['a', 50, 50],
      ['b', 30, 25],
      [OTHER_KEY, 10, 25],
      [NONE_KEY, 10, 0],
    ]);
  });
});

describe('Hide Other: the total still holds the hidden bucket, and says so', () => {
  const facts: PeriodFacts = { total: 100, groups: [g('de', 40), g('fr', 30), g('es', 10)], complete: true };
  const before: PeriodFacts = { total: 50, groups: [g('de', 20), g('fr', 10), g('es', 5)], complete: true };
  const options = { dim: 'locations.country', top: 2, unit: 'count', base: 'all', hideNone: true } as const;

  it('lists the hidden bucket in the period table so the lines add up to the total', () => {
    const model = buildDistributionModel({ ...options, hideOther: true }, facts, before);
    expect(model.rows.map((r) => r.key)).toEqual(['de', 'fr']);
    expect(model.hidden?.map((h) => [h.name, h.count, h.previous])).toEqual([
      ['Other', 10, 5],
      ['No value', 20, 15],
    ]);
    const lines = model.period!.map((r) => [r.name, r.current, r.previous]);
    expect(lines.at(-1)).toEqual(['Total', 100, 50]);
    const sum = lines.slice(0, -1).reduce((s, r) => s + Number(r[1]), 0);
    expect(sum).toBe(100);
    expect(lines.map((l) => l[0])).toContain('Other (hidden)');
    expect(model.notes.join(' ')).toMatch(
      /Hidden: “Other” \(10\) and “No value” \(20\); still counted in the total of 100/,
    );
  });
  it('hides nothing and says nothing when the option is off', () => {
    const model = buildDistributionModel({ ...options, hideOther: false, hideNone: false }, facts, before);
    expect(model.hidden).toEqual([]);
    expect(model.notes.join(' ')).not.toMatch(/Hidden/);
  });
});
