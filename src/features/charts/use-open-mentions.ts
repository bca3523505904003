import { useNavigate } from '@tanstack/react-router';
import type { ChartSpec } from '@/lib/chart-config';
import type { CategoryRow } from '@/lib/chart-buckets';
import { bucketTarget, groupTarget, type DrillTarget } from '@/lib/chart-drilldown';
import type { TimeRow } from '@/lib/chart-timeline';

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
  };
}
