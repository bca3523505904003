import { Tooltip } from '@mantine/core';
import type { MentionFilters } from '@/api/schemas';
import type { DateRangeSearchInput } from '@/lib/date-range';
import { BLANK_FILTERS } from '@/filters/mention-filters-url';
import { driverFilters, type ExplainedDriver } from '@/analysis/spikes/spike-explain';
import { AnchorLink } from '@/components/router-links';

type Props = {
  workspaceId: number;
  filters: MentionFilters;
  driver: ExplainedDriver;
  tz: DateRangeSearchInput['tz'];
};

/**
 * A driver's name as a link to the mention browser: the workspace's filters narrowed to the
 * driver, in the spike window, so the list holds exactly `driver.spikeCount` mentions.
 */
export function DriverLink({ workspaceId, filters, driver, tz }: Props) {
  if (!driver.filter.ok) {
    return (
      <Tooltip label={driver.filter.reason} multiline w={260}>
        <span tabIndex={0}>{driver.name}</span>
      </Tooltip>
    );
  }
  const { filters: narrowed, exact } = driverFilters(filters, driver.filter);
  return (
    <AnchorLink
      to="/w/$workspaceId/mentions"
      params={{ workspaceId }}
      search={{
        ...BLANK_FILTERS,
        ...narrowed,
        range: 'custom',
        since: driver.window.since,
        to: driver.window.to,
        tz,
      }}
      size="sm"
      title={
        exact
          ? `Open the ${driver.spikeCount} mentions of the spike`
          : 'Opens this group in the spike window; your narrative filter is replaced by it'
      }
      data-testid="driver-link"
    >
      {driver.name}
    </AnchorLink>
  );
}
