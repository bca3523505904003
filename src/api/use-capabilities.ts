import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  capabilitiesKnown,
  currentCapabilities,
  hasEndpoint,
  sessionKey,
  subscribeCapabilities,
  supportsExtension,
  supportsGroupBy,
  type Extension,
  type OptionalEndpoint,
} from './capabilities';
import {
  checkFilter,
  filterStatus,
  filterSupportVersion,
  subscribeFilterSupport,
  type FilterStatus,
} from './filter-support';
import type { MentionFilterKey } from './schemas';

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
  const caps = useSyncExternalStore(subscribeCapabilities, currentCapabilities, currentCapabilities);
  // Read so a recorded filter check re-renders the caller.
  useSyncExternalStore(subscribeFilterSupport, filterSupportVersion, filterSupportVersion);
  return {
    known: capabilitiesKnown(),
    isReference: caps.isReference,
    hasEndpoint: (name) => hasEndpoint(name, caps),
    supportsGroupBy: (groupBy) => supportsGroupBy(groupBy, caps),
    supportsExtension: (name) => supportsExtension(name, caps),
    filterStatus: (key) => filterStatus(key, caps),
  };
}

/**
 * The status of one active filter, checking it once against the service when it is unverified
 * (two counts over `window`, with and without it). Nothing is sent to the reference server.
 */
export function useFilterCheck(
  workspaceId: number | undefined,
  key: MentionFilterKey,
  value: string | number,
  window: { since: string; to: string },
): FilterStatus {
  const { known, filterStatus: statusOf } = useCapabilities();
  const status = statusOf(key);
  useQuery({
    queryKey: ['capabilities', sessionKey(), 'filter-check', workspaceId, key, value, window] as const,
    queryFn: ({ signal }) => checkFilter(workspaceId!, key, value, window, signal),
    enabled: known && status === 'unverified' && workspaceId !== undefined,
    staleTime: Infinity,
    retry: false,
    // A failed check leaves the pill "unverified": no toast for it.
    meta: { silent: true },
  });
  return status;
}
