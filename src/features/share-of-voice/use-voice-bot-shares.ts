import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { previousWindow } from '@/analysis/charts/period-change';
import { zoneName, type DateRangeSearch } from '@/lib/date-range';
import type { VoiceWorkspace } from '@/analysis/voice/share-of-voice-model';
import { voiceBotShare, type VoiceBotShare } from '@/analysis/voice/voice-bot-share';
import { MAX_GROUPS } from '@/api/schemas';
import { useSpecWindow } from '@/components/charts/use-spec-window';
import { answers } from './query-answers';

export type BotShareCell =
  | { state: 'loading' }
  | { state: 'error'; error: Error; retry: () => void }
  | { state: 'ready'; value: VoiceBotShare };

/**
 * Each compared workspace's bot share in the window (and the previous period's when comparing),
 * from its `group_by=bot_ratings` distribution with the common filters: the same query (same
 * key) as that workspace's bot-rating breakdown beside it, so both are asked once. Each
 * workspace loads and fails on its own.
 */
export function useVoiceBotShares(
  voices: readonly VoiceWorkspace[],
  filters: MentionFilterSearch,
  range: DateRangeSearch,
  compare: boolean,
) {
  const window = useSpecWindow(range);
  const zone = zoneName(range.tz);
  const prevWindow = useMemo(() => previousWindow(window, zone), [window, zone]);
  const query = filtersToQuery(filters);
  const ask = (id: number, w: { since: string; to: string }, enabled: boolean) => ({
    ...analyticsQueries.distribution(id, { ...query, ...w, group_by: 'bot_ratings', limit: MAX_GROUPS }),
    enabled,
  });
  const current = useQueries({ queries: voices.map((v) => ask(v.id, window, true)), combine: answers });
  const previous = useQueries({
    queries: voices.map((v) => ask(v.id, prevWindow, compare)),
    combine: answers,
  });
  const cells = voices.map((_, i): BotShareCell => {
    const now = current.queries[i]!;
    const before = previous.queries[i]!;
    const failed = now.error ?? (compare ? before.error : null);
    if (failed)
      return {
        state: 'error',
        error: failed,
        retry: () => [now, before].forEach((q) => q.isError && void q.refetch()),
      };
    const nowData = current.data[i];
    const beforeData = previous.data[i];
    if (!nowData || (compare && !beforeData)) return { state: 'loading' };
    return { state: 'ready', value: voiceBotShare(nowData, compare ? beforeData! : null) };
  });
  return { cells, window, prevWindow };
}
