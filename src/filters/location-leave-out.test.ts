import { describe, expect, it } from 'vitest';
import { leaveOut, type ChildrenOf } from './location-leave-out';
import { nodeId, type NodeId, type TreeLink } from './location-tree';
import type { Place } from './location-logic';

// Europe (1) > Western Europe (10) > France (100), Germany (101); Europe > Southern Europe (11) > Italy (110)
// Asia (2) > Eastern Asia (20)
const tree: TreeLink[] = [
  { level: 'region', id: 1, parent_level: null, parent_id: null },
  { level: 'region', id: 2, parent_level: null, parent_id: null },
  { level: 'subregion', id: 10, parent_level: 'region', parent_id: 1 },
  { level: 'subregion', id: 11, parent_level: 'region', parent_id: 1 },
  { level: 'subregion', id: 20, parent_level: 'region', parent_id: 2 },
  { level: 'country', id: 100, parent_level: 'subregion', parent_id: 10 },
  { level: 'country', id: 101, parent_level: 'subregion', parent_id: 10 },
  { level: 'country', id: 110, parent_level: 'subregion', parent_id: 11 },
];
const links = new Map<NodeId, TreeLink>(tree.map((l) => [nodeId(l.level, l.id), l]));
const childrenOf: ChildrenOf = async (p: Place) =>
  tree
    .filter((l) => l.parent_level === p.level && l.parent_id === p.id)
    .map(({ level, id }) => ({ level, id }));

describe('leaveOut: unchecking a place a chosen ancestor includes', () => {
  it('a sub-region under its checked region: the region becomes its other sub-regions', async () => {
    const next = await leaveOut(
      { 'locations.region': [1] },
      links,
      { level: 'subregion', id: 10 },
      childrenOf,
    );
    expect(next['locations.region']).toBeUndefined();
    expect(next['locations.subregion']).toEqual([11]);
  });

  it('every choice of the level is carried down, so the others stay in', async () => {
    const next = await leaveOut(
      { 'locations.region': [1, 2] },
      links,
      { level: 'subregion', id: 10 },
      childrenOf,
    );
    expect(next['locations.subregion']).toEqual([11, 20]);
  });

  it('two levels down: the countries of the region but the one', async () => {
    const next = await leaveOut(
      { 'locations.region': [1] },
      links,
      { level: 'country', id: 101 },
      childrenOf,
    );
    expect(next['locations.country']).toEqual([100, 110]);
  });

  it('says why when nothing would be left or no chosen place holds it', async () => {
    await expect(
      leaveOut({ 'locations.subregion': [11] }, links, { level: 'country', id: 110 }, childrenOf),
    ).rejects.toThrow('Nothing would be left');
    await expect(leaveOut({}, links, { level: 'country', id: 110 }, childrenOf)).rejects.toThrow(
      'No chosen place includes it',
    );
  });
});
