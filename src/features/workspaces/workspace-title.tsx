import type { ComponentPropsWithRef } from 'react';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { Workspace } from '@/api/workspaces';

// Anchor is polymorphic; a plain <a> variant gives createLink a concrete prop type.
const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />);

/**
 * The workspace's name as the row heading, linking to its mention browser once it is saved. A very
 * long name shows three lines; hovering shows all of it.
 */
export function WorkspaceTitle({ workspace }: { workspace: Workspace }) {
  return (
    <Text
      component="h3"
      fw={600}
      fz="md"
      m={0}
      lineClamp={3}
      title={workspace.title}
      style={{ overflowWrap: 'anywhere' }}
    >
      {workspace.id > 0 ? (
        <AnchorLink to="/w/$workspaceId/mentions" params={{ workspaceId: workspace.id }} c="inherit">
          {workspace.title}
        </AnchorLink>
      ) : (
        workspace.title
      )}
    </Text>
  );
}
