import { useRouter } from '@tanstack/react-router';
import { IconChartBar, IconMessages } from '@tabler/icons-react';
import type { LocationLevel } from '@/api/schemas';
import { LEVEL_LABEL, locationKey, selectionToSearch } from '@/lib/location-tree';
import { ButtonLink } from './router-links';

interface Props {
  workspaceId: number;
  level: LocationLevel;
  id: number;
  name: string;
  compact?: boolean;
}

/** The mention browser filtered to one place (its own id under its own level); the date range rides along. */
export function OpenMentionsLink({ workspaceId, level, id, name, compact }: Props) {
  return (
    <ButtonLink
      to="/w/$workspaceId/mentions"
      params={{ workspaceId: String(workspaceId) }}
      search={selectionToSearch({ [locationKey(level)]: [id] })}
      variant={compact ? 'subtle' : 'light'}
      size={compact ? 'compact-xs' : 'xs'}
      leftSection={<IconMessages size={14} />}
      aria-label={`Open the mentions located in ${name}`}
    >
      Open these mentions
    </ButtonLink>
  );
}

const CHARTS_ROUTE = '/_app/w/$workspaceId/charts';

interface ChartProps {
  workspaceId: number;
  /** The node whose children are charted; none at the top (regions). */
  parent?: { level: LocationLevel; id: number; name: string };
  childLevel: LocationLevel;
}

/** The chart builder grouped by the child level and filtered to the node, when that route is in this build. */
export function ChartThisLink({ workspaceId, parent, childLevel }: ChartProps) {
  const { routesById } = useRouter();
  if (!Object.hasOwn(routesById, CHARTS_ROUTE)) return null;
  const filter = parent ? selectionToSearch({ [locationKey(parent.level)]: [parent.id] }) : {};
  const title = `Mentions by ${LEVEL_LABEL[childLevel].toLowerCase()}${parent ? ` in ${parent.name}` : ''}`;
  return (
    <ButtonLink
      // The route is checked at runtime, so its path is not a literal type here.
      to={'/w/$workspaceId/charts' as never}
      params={{ workspaceId: String(workspaceId) } as never}
      search={{ ...filter, measure: 'distribution', dim: locationKey(childLevel), chart: 'hbar', top: 25, title } as never}
      variant="default"
      size="xs"
      leftSection={<IconChartBar size={14} />}
    >
      Chart this
    </ButtonLink>
  );
}
