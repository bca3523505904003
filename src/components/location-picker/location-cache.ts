import { useSyncExternalStore } from 'react';
import type { Location } from '@/api/locations';
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

const STORAGE_KEY = 'nd.location-names.v1';
const MAX_STORED = 500;

const known = new Map<NodeId, KnownLocation>();
const stored = new Set<NodeId>();
const listeners = new Set<() => void>();
let version = 0;

function load(): void {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as KnownLocation[]) : [];
    for (const loc of list) {
      const key = nodeId(loc.level, loc.id);
      known.set(key, loc);
      stored.add(key);
    }
  } catch {
    // A corrupt or blocked store only costs names: pills fall back to "City #123".
  }
}
load();

function persist(): void {
  try {
    const list = [...stored].slice(-MAX_STORED).flatMap((k) => known.get(k) ?? []);
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Quota or private mode: the in-memory map still serves this session.
  }
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
