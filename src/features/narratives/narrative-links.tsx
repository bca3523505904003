import { Group } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { IconArrowLeft, IconChartBar, IconMessages } from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '@/components/router-links';

const CHARTS_ROUTE = '/_app/w/$workspaceId/charts';

/** Back to the list; on to the mention browser (and charts, when built) with the narrative filter set. */
export function NarrativeBackLink({ workspaceId }: { workspaceId: number }) {
  return (
    <AnchorLink
      to="/w/$workspaceId/narratives"
      params={{ workspaceId: String(workspaceId) }}
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
  const { routesById } = useRouter();
  const chartsBuilt = Object.hasOwn(routesById, CHARTS_ROUTE);
  const params = { workspaceId: String(workspaceId) };
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
      {chartsBuilt && (
        <ButtonLink
          // The charts route is checked at runtime, so its path is not a literal type here.
          to={'/w/$workspaceId/charts' as never}
          params={params as never}
          search={((prev: Record<string, unknown>) => ({ ...prev, 'narratives.id': [narrativeId] })) as never}
          variant="light"
          leftSection={<IconChartBar size={16} />}
        >
          Chart it
        </ButtonLink>
      )}
    </Group>
  );
}
