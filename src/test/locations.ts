import { nodeId, type NodeId, type TreeLink } from '@/filters/location-tree';

/** A parent link of the location tree, keyed as the name cache keys it. */
export const link = (
  level: TreeLink['level'],
  id: number,
  parent?: [TreeLink['level'], number],
): [NodeId, TreeLink] => [
  nodeId(level, id),
  { level, id, parent_level: parent?.[0] ?? null, parent_id: parent?.[1] ?? null },
];

export type LocationRow = {
  id: number;
  name: string;
  level: string;
  parent_id: number | null;
  parent_level: string | null;
  path: string;
};

/** A GET /locations result row (with the reference server's `path`). */
export const locationRow = (
  level: string,
  id: number,
  name: string,
  parent: [string, number] | null,
  path = '',
): LocationRow => ({
  id,
  name,
  level,
  parent_id: parent?.[1] ?? null,
  parent_level: parent?.[0] ?? null,
  path,
});

/** A GET /locations answer holding `results` of `total` from `offset`. */
export const locationPage = (results: LocationRow[], total = results.length, offset = 0) => ({
  name: 'test',
  pagination: { limit: 100, offset, total, hasMore: offset + results.length < total },
  results: results.map((r) => ({ ...r, key: `locations.${r.level}`, standard: [] })),
});
