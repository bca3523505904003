import { LOCATION_LEVELS, type LocationLevel } from '@/api/schemas';
import { addFilterValue, removeFilterValue, type MentionFilterSearch } from './mention-filters-url';
import { nodeId, type NodeId } from '@/lib/location-node-id';

export { nodeId, parseNodeId, type NodeId } from '@/lib/location-node-id';

/**
 * Pure state of the location picker: the chosen set (exactly the `locations.<level>` URL/API
 * parameters), tri-state checkboxes over the loaded part of the tree, and paged child lists.
 */
export type LocationKey = `locations.${LocationLevel}`;
export type LocationSelection = Partial<Record<LocationKey, number[]>>;
/** Ids are unique only within a level, so a node is named by both. */
/** `included`: not chosen itself, but all of it matches (a chosen ancestor), see location-logic. */
export type CheckState = 'checked' | 'included' | 'indeterminate' | 'unchecked';

export interface TreeLink {
  level: LocationLevel;
  id: number;
  parent_level: LocationLevel | null;
  parent_id: number | null;
}

export const LOCATION_KEYS = LOCATION_LEVELS.map((l) => `locations.${l}` as const);
export const locationKey = (level: LocationLevel): LocationKey => `locations.${level}`;

export const LEVEL_LABEL: Record<LocationLevel, string> = {
  region: 'Region',
  subregion: 'Sub-region',
  country: 'Country',
  state: 'State',
  county: 'County',
  city: 'City',
};
export const LEVEL_PLURAL: Record<LocationLevel, string> = {
  region: 'Regions',
  subregion: 'Sub-regions',
  country: 'Countries',
  state: 'States',
  county: 'Counties',
  city: 'Cities',
};

/** Only the location members of a (mention filter) search. */
export function selectionOf(search: Partial<MentionFilterSearch>): LocationSelection {
  const out: LocationSelection = {};
  for (const key of LOCATION_KEYS) {
    const ids = search[key];
    if (ids && ids.length > 0) out[key] = [...ids];
  }
  return out;
}

/** Every chosen node in level order (coarsest first), then in the order chosen. */
export function chosenNodes(selection: LocationSelection): { level: LocationLevel; id: number }[] {
  return LOCATION_LEVELS.flatMap((level) =>
    (selection[locationKey(level)] ?? []).map((id) => ({ level, id })),
  );
}

export const isChosen = (selection: LocationSelection, level: LocationLevel, id: number): boolean =>
  (selection[locationKey(level)] ?? []).includes(id);

/** Chooses or drops one node: its own id under its own level, never an expansion to descendants. */
export function toggleChosen(
  selection: LocationSelection,
  level: LocationLevel,
  id: number,
): LocationSelection {
  const key = locationKey(level);
  const next = isChosen(selection, level, id)
    ? removeFilterValue(selection, key, id)
    : addFilterValue(selection, key, id);
  return next as LocationSelection;
}

/** The selection as search params: every level present, empty ones `undefined` so a merge drops them. */
export function selectionToSearch(selection: LocationSelection): Record<LocationKey, number[] | undefined> {
  return Object.fromEntries(
    LOCATION_KEYS.map((key) => {
      const ids = selection[key];
      return [key, ids && ids.length > 0 ? [...ids] : undefined];
    }),
  ) as Record<LocationKey, number[] | undefined>;
}

/**
 * Nodes that have a chosen descendant among the loaded links (walked upward from each chosen node).
 * Unloaded ancestors cannot be known from ids alone, so the walk stops where the links end.
 */
export function partialAncestors(
  selection: LocationSelection,
  links: ReadonlyMap<NodeId, TreeLink>,
): Set<NodeId> {
  const out = new Set<NodeId>();
  for (const { level, id } of chosenNodes(selection)) {
    let link = links.get(nodeId(level, id));
    const seen = new Set<NodeId>();
    while (link && link.parent_level && link.parent_id !== null) {
      const parent = nodeId(link.parent_level, link.parent_id);
      if (seen.has(parent)) break; // defensive: a cycle in bad data must not hang the UI
      seen.add(parent);
      out.add(parent);
      link = links.get(parent);
    }
  }
  return out;
}

export function checkState(
  selection: LocationSelection,
  partial: ReadonlySet<NodeId>,
  level: LocationLevel,
  id: number,
): CheckState {
  if (isChosen(selection, level, id)) return 'checked';
  return partial.has(nodeId(level, id)) ? 'indeterminate' : 'unchecked';
}

export interface PageLike<T> {
  pagination: { offset: number; total: number; hasMore: boolean };
  results: T[];
}

export interface MergedPages<T> {
  items: T[];
  total: number;
  hasMore: boolean;
  /** Offset of the next page to ask for. */
  nextOffset: number;
}

/**
 * Pages of one child list → one list: ordered by offset, duplicates (a page re-fetched after the
 * list shifted) dropped, totals from the furthest page. Missing (still loading) pages are skipped.
 */
export function mergePages<T extends { level: LocationLevel; id: number }>(
  pages: readonly (PageLike<T> | undefined)[],
): MergedPages<T> {
  const loaded = pages.filter((p): p is PageLike<T> => p !== undefined);
  loaded.sort((a, b) => a.pagination.offset - b.pagination.offset);
  const seen = new Set<NodeId>();
  const items: T[] = [];
  for (const page of loaded) {
    for (const item of page.results) {
      const key = nodeId(item.level, item.id);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  const last = loaded[loaded.length - 1];
  const nextOffset = last ? last.pagination.offset + last.results.length : 0;
  return {
    items,
    total: last?.pagination.total ?? 0,
    hasMore: last?.pagination.hasMore ?? false,
    nextOffset,
  };
}

/** Search results grouped by level, coarsest first (the API already orders them so). */
export function groupByLevel<T extends { level: LocationLevel }>(
  items: readonly T[],
): { level: LocationLevel; items: T[] }[] {
  return LOCATION_LEVELS.map((level) => ({ level, items: items.filter((i) => i.level === level) })).filter(
    (g) => g.items.length > 0,
  );
}

/** "Austin — Travis County, Texas, United States"; just the name at the top of the tree. */
export const withPath = (name: string, path?: string | null): string => (path ? `${name} — ${path}` : name);

/** Pill text when the name is unknown (a shared URL on a fresh browser). */
export const fallbackName = (level: LocationLevel, id: number): string => `${LEVEL_LABEL[level]} #${id}`;

/**
 * The filter set with some location levels replaced: `{ country: [840] }` sets that level,
 * `{ state: undefined }` drops it; every other filter (and level) stays as it was.
 */
export function withLocations<S extends Partial<MentionFilterSearch>>(
  filters: S,
  changes: Partial<Record<LocationLevel, number[] | undefined>>,
): S {
  const next: Record<string, unknown> = { ...filters };
  for (const [level, ids] of Object.entries(changes) as [LocationLevel, number[] | undefined][]) {
    if (ids && ids.length > 0) next[locationKey(level)] = [...ids];
    else delete next[locationKey(level)];
  }
  return next as S;
}
