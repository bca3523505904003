import { useNavigate } from '@tanstack/react-router';
import type { ChartSpec } from '@/lib/chart-config';
import { bucketWindow, groupFilter, type CategoryRow, type TimeRow } from '@/lib/chart-transforms';
import { zoneName } from '@/lib/date-range';
import { addFilterValue } from '@/lib/mention-filters-url';

/**
 * Click-through to the mention browser: a category adds its value as a filter; a time bucket
 * narrows the window to that bucket (custom since/to). The chart's own filters come along.
 */
export function useOpenMentions(spec: ChartSpec) {
  const navigate = useNavigate();
  const go = (search: Record<string, unknown>) =>
    void navigate({
      to: '/w/$workspaceId/mentions',
      params: { workspaceId: String(spec.workspaceId) },
      search: search as never,
    });
  return {
    openCategory(row: CategoryRow) {
      const filter = groupFilter(spec.options.dim, row.key);
      if (!filter) return;
      go({ ...addFilterValue(spec.filters, filter.key, filter.value), ...spec.range });
    },
    openBucket(row: TimeRow) {
      const w = bucketWindow(row.start, spec.options.interval, zoneName(spec.range.tz));
      go({ ...spec.filters, range: 'custom', since: w.since, to: w.to, tz: spec.range.tz });
    },
  };
}
