import { Tooltip } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { IconAlertTriangle, IconQuestionMark } from '@tabler/icons-react';
import type { MentionFilterKey } from '@/api/schemas';
import { useFilterCheck } from '@/api/filter-check';
import { useAnalystWindow } from '@/hooks/use-analyst-window';

const EXPLAIN = {
  unverified:
    'This service has not shown that it applies this filter (it is not in its public reference): the list may include mentions it should leave out.',
  ignored:
    'Adding this filter did not change the count: this service probably ignores it, so the list is not narrowed by it.',
} as const;

/**
 * A mark on a filter pill when the service may ignore that filter (filter-support.ts). Checks the
 * filter once against the current workspace and window; renders nothing once it is shown applied.
 */
export function FilterSupportFlag({ filterKey, value }: { filterKey: string; value: string | number }) {
  const { workspaceId } = useParams({ strict: false });
  const { window } = useAnalystWindow();
  const status = useFilterCheck(workspaceId, filterKey as MentionFilterKey, value, window);
  if (status === 'applied') return null;
  const Icon = status === 'ignored' ? IconAlertTriangle : IconQuestionMark;
  return (
    <Tooltip label={EXPLAIN[status]} multiline w={280} withArrow>
      <span
        data-filter-status={status}
        role="img"
        aria-label={
          status === 'ignored' ? 'Probably ignored by this service' : 'Not confirmed by this service'
        }
        style={{
          display: 'inline-flex',
          marginLeft: 4,
          verticalAlign: 'middle',
          color: 'var(--mantine-color-orange-6)',
        }}
      >
        <Icon size={12} aria-hidden />
      </span>
    </Tooltip>
  );
}
