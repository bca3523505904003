import { describe, expect, it } from 'vitest';
import { link } from '@/test/locations';
import { filtersToQuery } from './mention-filters-url';
import {
  checkState,
  chosenNodes,
  fallbackName,
  groupByLevel,
  mergePages,
  parseNodeId,
  partialAncestors,
  selectionOf,
  selectionToSearch,
  toggleChosen,
  withPath,
  type LocationSelection,
  type NodeId,
  type TreeLink,
} from './location-tree';

// Americas › Northern America › United States › Texas › Travis County › Austin
const links = new Map<NodeId, TreeLink>([
  link('region', 19),
  link('subregion', 21, ['region', 19]),
  link('country', 840, ['subregion', 21]),
  link('state', 48, ['country', 840]),
  link('county', 453, ['state', 48]),
  link('city', 7, ['county', 453]),
  link('city', 8, ['county', 453]),
]);

describe('selection ↔ query parameters', () => {
  it('sends a chosen node under its own level only, never its descendants', () => {
    let s: LocationSelection = {};
    s = toggleChosen(s, 'state', 48);
    s = toggleChosen(s, 'city', 7);
    expect(filtersToQuery(selectionToSearch(s))).toEqual({ 'locations.state': [48], 'locations.city': [7] });
  });

  it('toggling twice removes the id and the emptied level disappears from the search', () => {
    const s = toggleChosen(toggleChosen({ 'locations.city': [7] }, 'city', 8), 'city', 7);
    expect(s['locations.city']).toEqual([8]);
    const empty = toggleChosen(s, 'city', 8);
    expect(selectionToSearch(empty)['locations.city']).toBeUndefined();
    expect(Object.keys(selectionToSearch(empty))).toHaveLength(6); // every level reset on merge
  });

  it('keeps ids that are equal across levels apart', () => {
    const s = toggleChosen(toggleChosen({}, 'county', 7), 'city', 7);
    expect(chosenNodes(s)).toEqual([
      { level: 'county', id: 7 },
      { level: 'city', id: 7 },
    ]);
    expect(toggleChosen(s, 'city', 7)).toEqual({ 'locations.county': [7], 'locations.city': undefined });
  });

  it('reads only location members out of a mention search', () => {
    expect(selectionOf({ channels: ['news'], 'locations.country': [840], 'locations.city': [] })).toEqual({
      'locations.country': [840],
    });
  });
});

describe('tri-state', () => {
  it('marks every loaded ancestor of a chosen node indeterminate, the node itself checked', () => {
    const s: LocationSelection = { 'locations.city': [7] };
    const partial = partialAncestors(s, links);
    expect([...partial].sort()).toEqual([
      'country:840',
      'county:453',
      'region:19',
      'state:48',
      'subregion:21',
    ]);
    expect(checkState(s, partial, 'city', 7)).toBe('checked');
    expect(checkState(s, partial, 'city', 8)).toBe('unchecked');
    expect(checkState(s, partial, 'state', 48)).toBe('indeterminate');
  });

  it('a chosen parent stays checked even with chosen descendants', () => {
    const s: LocationSelection = { 'locations.state': [48], 'locations.city': [7] };
    expect(checkState(s, partialAncestors(s, links), 'state', 48)).toBe('checked');
  });

  it('stops where the loaded links end and survives a cycle', () => {
    const partial = partialAncestors({ 'locations.city': [99] }, new Map([link('city', 99, ['county', 1])]));
    expect([...partial]).toEqual(['county:1']);
    const cyclic = new Map([link('state', 1, ['county', 2]), link('county', 2, ['state', 1])]);
    expect(partialAncestors({ 'locations.state': [1] }, cyclic).size).toBe(2);
  });
});

describe('paging merge', () => {
  const page = (offset: number, ids: number[], total: number) => ({
    pagination: { offset, total, hasMore: offset + ids.length < total },
    results: ids.map((id) => ({ level: 'county' as const, id })),
  });

  it('orders pages by offset, drops duplicates and reports the next offset', () => {
    const merged = mergePages([page(2, [3, 4], 5), page(0, [1, 2], 5)]);
    expect(merged.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(merged).toMatchObject({ total: 5, hasMore: true, nextOffset: 4 });
    const done = mergePages([page(0, [1, 2], 5), page(2, [2, 3], 5), page(4, [5], 5)]);
    expect(done.items.map((i) => i.id)).toEqual([1, 2, 3, 5]);
    expect(done.hasMore).toBe(false);
  });

  it('skips pages still loading', () => {
    expect(mergePages([page(0, [1], 3), undefined])).toMatchObject({ nextOffset: 1, hasMore: true });
    expect(mergePages([undefined])).toEqual({ items: [], total: 0, hasMore: false, nextOffset: 0 });
  });
});

describe('labels', () => {
  it('groups by level coarsest first and formats paths', () => {
    const groups = groupByLevel([
      { level: 'city' as const, id: 1 },
      { level: 'country' as const, id: 2 },
      { level: 'city' as const, id: 3 },
    ]);
    expect(groups.map((g) => [g.level, g.items.length])).toEqual([
      ['country', 1],
      ['city', 2],
    ]);
    expect(withPath('Austin', 'Travis County, Texas, United States')).toBe(
      'Austin — Travis County, Texas, United States',
    );
    expect(withPath('Americas', '')).toBe('Americas');
    expect(fallbackName('city', 123)).toBe('City #123');
    expect(parseNodeId('county:453')).toEqual({ level: 'county', id: 453 });
    expect(parseNodeId('planet:1')).toBeUndefined();
  });
});
