import { useSyncExternalStore } from 'react';
import type { Location } from '@/api/locations';
import { listOf, storedValue } from '@/lib/stored-value';
import { nodeId, type NodeId, type TreeLink } from '@/filters/location-tree';

/**
 * Names, paths and parent links of locations the user has seen, kept in localStorage: the URL
 * holds ids only and GET /locations cannot look an id up, so this is how pills show names after
 * a reload. Also the registry of loaded links the tri-state checkboxes walk.
 */
export interface KnownLocation extends TreeLink {
  name: string;
  path: string;
  standard: { type: string; code: string }[];
}

const MAX_STORED = 500;

const isKnown = (raw: unknown) => {
  const r = raw as KnownLocation | null;
  return typeof r?.name === 'string' && typeof r.level === 'string' ? r : undefined;
};

/** The names kept for later visits (a stored value: a damaged entry only costs that name). */
const storedNames = storedValue<KnownLocation[]>('nd.location-names.v1', [], listOf(isKnown), {
  what: 'the names of locations you picked',
  trim: (list) => list.slice(-MAX_STORED),
});

const known = new Map<NodeId, KnownLocation>();
const stored = new Set<NodeId>();
const listeners = new Set<() => void>();
let version = 0;

for (const loc of storedNames.get()) {
  const key = nodeId(loc.level, loc.id);
  known.set(key, loc);
  stored.add(key);
}

function persist(): void {
  storedNames.set([...stored].slice(-MAX_STORED).flatMap((k) => known.get(k) ?? []));
}

export function toKnown(loc: Location): KnownLocation {
  return {
    level: loc.level,
    id: loc.id,
    parent_level: loc.parent_level,
    parent_id: loc.parent_id,
    name: loc.name,
    path: typeof loc.path === 'string' ? loc.path : '',
    standard: loc.standard,
  };
}

/** Records loaded locations (in memory); `keep` also stores them for later visits. */
export function rememberLocations(locs: readonly Location[], keep = false): void {
  remember(locs.map(toKnown), keep);
}

export function remember(locs: readonly KnownLocation[], keep = false): void {
  let changed = false;
  for (const loc of locs) {
    const key = nodeId(loc.level, loc.id);
    if (!known.has(key)) changed = true;
    known.set(key, loc);
    if (keep && !stored.has(key)) {
      stored.add(key);
      changed = true;
    }
  }
  if (keep) persist();
  if (changed) {
    version += 1;
    for (const l of listeners) l();
  }
}

export const knownLocation = (key: NodeId): KnownLocation | undefined => known.get(key);
export const knownLinks = (): ReadonlyMap<NodeId, TreeLink> => known;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders the caller whenever a new location becomes known. */
export function useKnownLocationsVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
