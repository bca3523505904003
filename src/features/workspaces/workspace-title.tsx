import { Text } from '@mantine/core';
import type { Workspace } from '@/api/workspaces';

/** The workspace's name as the row heading. */
export function WorkspaceTitle({ workspace }: { workspace: Workspace }) {
  return (
    <Text component="h3" fw={600} fz="md" m={0} style={{ overflowWrap: 'anywhere' }}>
      {workspace.title}
    </Text>
  );
}
