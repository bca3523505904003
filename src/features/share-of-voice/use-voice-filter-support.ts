import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import { MentionFilterSearchSchema, type MentionFilterSearch } from '@/filters/mention-filters-url';
import type { VoiceWorkspace } from '@/analysis/voice/share-of-voice-model';
import {
  planVoiceFilters,
  voiceFilterSupport,
  type VoiceFilterPlan,
  type VoiceFilterSupport,
} from '@/analysis/voice/voice-common-filters';
import { answers } from './query-answers';

export interface VoiceFilterSupportState {
  /** Null while some workspace's available filters are still loading. */
  support: VoiceFilterSupport | null;
  /** Names of the workspaces whose available filters failed (retry refetches them). */
  failed: string[];
  retry: () => void;
}

/**
 * What the compared workspaces support together: each one's available filters (the shared,
 * cached query of every area), combined once all have answered. A workspace whose filters fail
 * counts as listing none, which the page says, rather than holding the whole page back.
 */
export function useVoiceFilterSupport(voices: readonly VoiceWorkspace[]): VoiceFilterSupportState {
  const { queries, data } = useQueries({
    queries: voices.map((v) => availableFilterQueries.workspace(v.id)),
    combine: answers,
  });
  const settled = queries.every((q) => q.data !== undefined || q.isError);
  const support = useMemo(
    () =>
      settled
        ? voiceFilterSupport(voices.map((v, i) => ({ name: v.name, available: data[i] ?? null })))
        : null,
    [settled, voices, data],
  );
  return {
    support,
    failed: voices.filter((_, i) => queries[i]?.data === undefined && queries[i]?.isError).map((v) => v.name),
    retry: () => queries.forEach((q) => q.isError && void q.refetch()),
  };
}

export interface VoiceFilterState extends VoiceFilterSupportState {
  /** The filters of the URL (every kind, applied or not). */
  filters: MentionFilterSearch;
  plan: VoiceFilterPlan<MentionFilterSearch>;
}

/** The URL's filters, and which of them share of voice applies to the compared workspaces. */
export function useVoiceFilters(search: unknown, voices: readonly VoiceWorkspace[]): VoiceFilterState {
  const state = useVoiceFilterSupport(voices);
  const filters = useMemo(() => MentionFilterSearchSchema.parse(search), [search]);
  const plan = useMemo(() => planVoiceFilters(filters, state.support), [filters, state.support]);
  return { ...state, filters, plan };
}
