import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import { useChannelNames } from '@/api/channels';
import type { MentionLabels } from '@/lib/csv-export';
import { botRatingLabel, languageName, mentionTypeLabel } from './mention-labels';

/**
 * Names for the codes a mention carries, for exports: narrative titles and smart-category labels
 * from available-filters, channel names (custom channels included), bot ratings, mention types
 * and languages from the shared labels.
 */
export function useExportLabels(workspaceId: number, enabled: boolean): MentionLabels {
  // Asked only once an export is on its way: the list's own requests go first.
  const available = useQuery({ ...availableFilterQueries.workspace(workspaceId), enabled });
  // Custom channels are named by the one home of channel names (their ids where none is known).
  const channel = useChannelNames();
  return useMemo(() => {
    const narratives = new Map(
      (available.data?.narratives?.options ?? []).map((o) => [Number(o.value), o.name]),
    );
    const categories = new Map(
      (available.data?.smart_categories?.models ?? []).flatMap((m) =>
        m.options.map((o) => [o.value, o.name] as const),
      ),
    );
    return {
      channel,
      narrative: (id) => narratives.get(id),
      category: (v) => categories.get(v),
      botRating: botRatingLabel,
      mentionType: mentionTypeLabel,
      language: (code) => languageName(code) || code,
    };
  }, [available.data, channel]);
}
