import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import { customChannelQueries } from '@/api/custom-channels';
import type { MentionLabels } from '@/lib/csv-export';
import { botRatingLabel, channelName, languageName, mentionTypeLabel } from './mention-labels';

/**
 * Names for the codes a mention carries, for exports: narrative titles and smart-category labels
 * from available-filters, channel names (custom channels included), bot ratings, mention types
 * and languages from the shared labels.
 */
export function useExportLabels(workspaceId: number, enabled: boolean): MentionLabels {
  // Asked only once an export is on its way: the list's own requests go first.
  const available = useQuery({ ...availableFilterQueries.workspace(workspaceId), enabled });
  // Custom channels are an optional endpoint upstream: without it their ids stay as they are.
  const custom = useQuery({ ...customChannelQueries.list(), retry: false, enabled });
  return useMemo(() => {
    const narratives = new Map(
      (available.data?.narratives?.options ?? []).map((o) => [Number(o.value), o.name]),
    );
    const categories = new Map(
      (available.data?.smart_categories?.models ?? []).flatMap((m) =>
        m.options.map((o) => [o.value, o.name] as const),
      ),
    );
    const customNames = new Map((custom.data ?? []).map((c) => [c.id, c.name]));
    return {
      channel: (c) => customNames.get(c) ?? channelName(c),
      narrative: (id) => narratives.get(id),
      category: (v) => categories.get(v),
      botRating: botRatingLabel,
      mentionType: mentionTypeLabel,
      language: (code) => languageName(code) || code,
    };
  }, [available.data, custom.data]);
}
