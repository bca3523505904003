import { Group } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconMessages } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '@/components/router-links';

/** Back to the list; on to the mention browser and charts with the narrative filter set. */
export function NarrativeBackLink({ workspaceId }: { workspaceId: number }) {
  return (
    <AnchorLink
      to="/w/$workspaceId/narratives"
      params={{ workspaceId }}
      size="sm"
      data-testid="back-to-narratives"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> All narratives
      </Group>
    </AnchorLink>
  );
}

export function NarrativeOutLinks({
  workspaceId,
  narrativeId,
}: {
  workspaceId: number;
  narrativeId: number;
}) {
  const params = { workspaceId };
  return (
    <Group gap="xs">
      <ButtonLink
        to="/w/$workspaceId/mentions"
        params={params}
        search={(prev) => ({ ...prev, 'narratives.id': [narrativeId], sort: 'confidence' })}
        variant="light"
        leftSection={<IconMessages size={16} />}
        data-testid="open-in-mentions"
      >
        Open in mention browser
      </ButtonLink>
      <ButtonLink
        to="/w/$workspaceId/charts"
        params={params}
        search={(prev) => ({ ...prev, 'narratives.id': [narrativeId] })}
        variant="light"
        leftSection={<IconChartBar size={16} />}
      >
        Chart it
      </ButtonLink>
    </Group>
  );
}
