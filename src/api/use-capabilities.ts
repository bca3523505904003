import { useSyncExternalStore } from 'react';
import {
  capabilitiesKnown,
  capabilitiesVersion,
  currentCapabilities,
  hasEndpoint,
  subscribeCapabilities,
  supportsExtension,
  supportsGroupBy,
  type Extension,
  type OptionalEndpoint,
} from './capabilities';
import { filterStatus, type FilterStatus } from './filter-support';

export type { FilterStatus, OptionalEndpoint, Extension };

/** What the current service can do (see capabilities.ts); re-renders when the probes answer. */
export interface CapabilitiesApi {
  /** False until the probes of this base URL + session have answered (everything is assumed present). */
  known: boolean;
  /** The reference server itself: every endpoint, group-by and filter is supported. */
  isReference: boolean;
  hasEndpoint: (name: OptionalEndpoint) => boolean;
  supportsGroupBy: (groupBy: string) => boolean;
  supportsExtension: (name: Extension) => boolean;
  /** 'applied' unless the filter may be ignored by this service and has not been shown applied. */
  filterStatus: (key: string) => FilterStatus;
}

export function useCapabilities(): CapabilitiesApi {
  // Re-renders on every answer and recorded filter check.
  useSyncExternalStore(subscribeCapabilities, capabilitiesVersion, capabilitiesVersion);
  const caps = currentCapabilities();
  return {
    known: capabilitiesKnown(),
    isReference: caps.isReference,
    hasEndpoint: (name) => hasEndpoint(name, caps),
    supportsGroupBy: (groupBy) => supportsGroupBy(groupBy, caps),
    supportsExtension: (name) => supportsExtension(name, caps),
    filterStatus: (key) => filterStatus(key, caps),
  };
}
