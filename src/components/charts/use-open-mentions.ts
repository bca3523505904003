import { useNavigate } from '@tanstack/react-router';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { CategoryRow } from '@/analysis/charts/chart-buckets';
import { bucketTarget, groupTarget, type DrillTarget } from '@/analysis/charts/chart-drilldown';
import type { TimeRow } from '@/analysis/charts/chart-timeline';
import { voiceTarget } from '@/analysis/voice/voice-target';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';

const VOICE_TOTAL =
  'The total spans several workspaces: open one workspace’s series (click its point or segment).';

/**
 * Click-through to the mention browser with exactly the clicked subset: a group adds its filter,
 * a bucket narrows the window to the mentions the bucket counts, a series segment adds the
 * series' own filter to both. The chart's filters come along; the list's count equals the value.
 */
export function useOpenMentions(spec: ChartSpec) {
  const navigate = useNavigate();
  const go = (target: DrillTarget) => {
    if (!target.ok) return;
    void navigate({
      to: '/w/$workspaceId/mentions',
      params: { workspaceId: spec.workspaceId },
      search: target.search,
    });
  };
  if (spec.voices) {
    // Share of voice: a row or series is a workspace; its mentions are in that workspace's browser.
    const open = (key: string, bucket?: { since: string; to: string }) => {
      const t = voiceTarget(spec, key, bucket);
      if (t)
        void navigate({
          to: '/w/$workspaceId/mentions',
          params: { workspaceId: t.workspaceId },
          search: t.search,
        });
    };
    return {
      openGroup: (row: CategoryRow) => open(row.key),
      openBucket: (row: TimeRow, seriesKey: string | null) => {
        if (seriesKey) open(seriesKey, row);
      },
      whyNot: (key: string): string | null => (key === 'total' ? VOICE_TOTAL : null),
      // A workspace is no filter value: its groups and series offer no "filter for / out".
      filterMentions: null,
    };
  }
  return {
    openGroup: (row: CategoryRow) => go(groupTarget(spec, row.key)),
    openBucket: (row: TimeRow, seriesKey: string | null) => go(bucketTarget(spec, row, seriesKey)),
    /** Why a group (distribution) or a series (timeline) cannot be opened, or null. */
    whyNot: (key: string): string | null => {
      const target =
        spec.options.measure === 'distribution'
          ? groupTarget(spec, key)
          : bucketTarget(spec, { since: '', to: '' }, key === 'total' ? null : key);
      return target.ok ? null : target.reason;
    },
    /**
     * "Filter for / filter out" where the page has no filters of its own to change (a report's
     * chart): the mention browser with the chart's filters so changed, in the chart's window.
     */
    filterMentions: ((update) =>
      void navigate({
        to: '/w/$workspaceId/mentions',
        params: { workspaceId: spec.workspaceId },
        search: { ...update(spec.filters as MentionFilterSearch), ...spec.range },
      })) as FilterUpdate | null,
  };
}
