import { describe, expect, it } from 'vitest';
import { ancestorChain, isIncluded, levelClashes, missingAncestors } from './location-logic';
import { link } from '@/test/locations';
import type { LocationSelection, NodeId, TreeLink } from './location-tree';
// Americas › Northern America › {United States › Texas › Travis County › Austin, Canada › Toronto};
// Europe › Western Europe › France › Paris (a city straight under its country).
const links = new Map<NodeId, TreeLink>([
  link('region', 19),
  link('subregion', 21, ['region', 19]),
  link('country', 840, ['subregion', 21]),
  link('country', 124, ['subregion', 21]),
  link('city', 6167, ['country', 124]),
  link('state', 48, ['country', 840]),
  link('county', 453, ['state', 48]),
  link('city', 7, ['county', 453]),
  link('region', 150),
  link('subregion', 155, ['region', 150]),
  link('country', 250, ['subregion', 155]),
  link('city', 75, ['country', 250]),
]);

describe('ancestry', () => {
  it('walks to the region, or names the first place it cannot see past', () => {
    expect(ancestorChain({ level: 'city', id: 7 }, links).ancestors.map((a) => a.level)).toEqual([
      'county',
      'state',
      'country',
      'subregion',
      'region',
    ]);
    expect(ancestorChain({ level: 'city', id: 7 }, links).missing).toBeNull();
    const partial = new Map([link('city', 9, ['county', 1])]);
    expect(ancestorChain({ level: 'city', id: 9 }, partial)).toEqual({
      ancestors: [{ level: 'county', id: 1 }],
      missing: { level: 'county', id: 1 },
    });
    expect(missingAncestors({ 'locations.city': [9, 7] }, new Map([...links, ...partial]))).toEqual([
      { level: 'county', id: 1 },
    ]);
  });
});

describe('inclusion: a chosen parent includes its children, unless a finer choice narrows it', () => {
  it('shows everything under Texas as included', () => {
    const s: LocationSelection = { 'locations.state': [48] };
    expect(isIncluded(s, links, { level: 'county', id: 453 })).toBe(true);
    expect(isIncluded(s, links, { level: 'city', id: 7 })).toBe(true);
    expect(isIncluded(s, links, { level: 'state', id: 48 })).toBe(false); // chosen, not "included"
    expect(isIncluded(s, links, { level: 'country', id: 840 })).toBe(false);
    expect(isIncluded(s, links, { level: 'city', id: 6167 })).toBe(false);
  });
  it('Texas and Austin: only Austin is in (AND), not the rest of Travis County', () => {
    const s: LocationSelection = { 'locations.state': [48], 'locations.city': [7] };
    expect(isIncluded(s, links, { level: 'county', id: 453 })).toBe(false);
  });
});

describe('levels narrow each other', () => {
  it('Europe + Canada: Canada lies outside Europe, so together they match nothing', () => {
    const clashes = levelClashes({ 'locations.region': [150], 'locations.country': [124] }, links);
    expect(clashes).toEqual([
      {
        coarse: 'region',
        fine: 'country',
        outside: [{ level: 'country', id: 124 }],
        unknown: [],
        empty: true,
      },
    ]);
  });
  it('Canada + Texas: Texas is not in Canada', () => {
    const [clash] = levelClashes({ 'locations.country': [124], 'locations.state': [48] }, links);
    expect(clash).toMatchObject({ coarse: 'country', fine: 'state', empty: true });
  });
  it('France + Austin: a city with no state in its chain is outside any chosen state', () => {
    const [clash] = levelClashes({ 'locations.state': [48], 'locations.city': [75] }, links);
    expect(clash).toMatchObject({
      coarse: 'state',
      fine: 'city',
      outside: [{ level: 'city', id: 75 }],
      empty: true,
    });
  });
  it('Texas + Austin and Paris: Paris adds nothing, Austin still matches', () => {
    const [clash] = levelClashes({ 'locations.state': [48], 'locations.city': [7, 75] }, links);
    expect(clash).toMatchObject({ outside: [{ level: 'city', id: 75 }], empty: false });
  });
  it('says nothing when the finer choice lies inside, or its ancestry is not loaded yet', () => {
    expect(levelClashes({ 'locations.region': [19], 'locations.city': [7] }, links)).toEqual([]);
    expect(levelClashes({ 'locations.region': [150], 'locations.city': [999] }, links)).toEqual([]);
  });
});
