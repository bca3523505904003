import { IconChartBar, IconMessages } from '@tabler/icons-react';
import type { LocationLevel } from '@/api/schemas';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { LEVEL_LABEL, locationKey, selectionOf, selectionToSearch } from '@/filters/location-tree';
import { ButtonLink } from '@/components/router-links';

interface Props {
  workspaceId: number;
  /** The filters the count was taken with (the workspace's, with this place for its level). */
  scope: MentionFilterSearch;
  name: string;
  compact?: boolean;
}

/**
 * The mention browser asking exactly the question the count answered: every location level as in
 * `scope`; the workspace's other filters, the window and the zone ride along (retained params).
 */
export function OpenMentionsLink({ workspaceId, scope, name, compact }: Props) {
  return (
    <ButtonLink
      to="/w/$workspaceId/mentions"
      params={{ workspaceId }}
      search={selectionToSearch(selectionOf(scope))}
      variant={compact ? 'subtle' : 'light'}
      size={compact ? 'compact-xs' : 'xs'}
      leftSection={<IconMessages size={14} aria-hidden />}
      aria-label={`Open these mentions located in ${name}`}
    >
      Open these mentions
    </ButtonLink>
  );
}

interface ChartProps {
  workspaceId: number;
  /** The node's scope (see OpenMentionsLink); its children are charted by `childLevel`. */
  scope: MentionFilterSearch;
  parentName?: string;
  childLevel: LocationLevel;
}

/** The chart builder grouped by the child level over the node's scope, when that route is in this build. */
export function ChartThisLink({ workspaceId, scope, parentName, childLevel }: ChartProps) {
  // Grouped by the child level, so that level's own filter would hide every other child.
  const locations = selectionToSearch({ ...selectionOf(scope), [locationKey(childLevel)]: undefined });
  const title = `Mentions by ${LEVEL_LABEL[childLevel].toLowerCase()}${parentName ? ` in ${parentName}` : ''}`;
  return (
    <ButtonLink
      to="/w/$workspaceId/charts"
      params={{ workspaceId }}
      search={(prev) => ({
        ...prev,
        ...locations,
        measure: 'distribution',
        dim: locationKey(childLevel),
        chart: 'hbar',
        top: 25,
        title,
      })}
      variant="default"
      size="xs"
      leftSection={<IconChartBar size={14} aria-hidden />}
    >
      Chart this
    </ButtonLink>
  );
}
