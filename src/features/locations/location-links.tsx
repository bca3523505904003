import { IconMessages } from '@tabler/icons-react';
import type { LocationLevel } from '@/api/schemas';
import { locationKey, selectionToSearch } from '@/lib/location-tree';
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
