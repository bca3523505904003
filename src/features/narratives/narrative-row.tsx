import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import type { Narrative } from '@/api/narratives';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { formatChange, type Window } from '@/analysis/charts/period-change';
import type { NarrativeGrowth } from '@/analysis/pulse/rising-narratives';
import { FavoriteStatus, Figure, formatRelevancy, NarrativeSummary, NarrativeTags } from './narrative-meta';
import type { NarrativeListSearch } from './narrative-search';
import { NarrativeSparkline } from './narrative-sparkline';
import { AnchorLink } from '@/components/router-links';

type Props = {
  narrative: Narrative;
  workspaceId: number;
  window: Window;
  tz: DateRangeSearch['tz'];
  channels: NarrativeListSearch['channels'];
  /** Sorted by growth: the change against the previous period. */
  growth?: NarrativeGrowth;
  /** Whether the row is in the comparison; absent: no compare control. */
  compared?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
};

export function NarrativeRow({ narrative: n, workspaceId, window, tz, channels, growth, compared }: Props) {
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="narrative-row" data-narrative-id={n.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <FavoriteStatus isFavorite={n.isFavorite} />
            <AnchorLink
              to="/w/$workspaceId/narratives/$narrativeId"
              params={{ workspaceId, narrativeId: n.id }}
              fw={600}
              data-testid="narrative-title"
            >
              {n.title}
            </AnchorLink>
            {growth?.isNew && (
              <Badge
                color="teal"
                variant="light"
                size="sm"
                data-testid="narrative-new"
                title="No mentions in the previous period"
                // The title wraps beside it; the badge keeps its width (it squeezed to "N").
                style={{ flexShrink: 0, overflow: 'visible' }}
              >
                new
              </Badge>
            )}
          </Group>
          {n.summary && <NarrativeSummary summary={n.summary} lines={2} size="sm" />}
          <NarrativeTags tags={n.tags} />
        </Stack>
        <Group gap="lg" wrap="wrap" align="center">
          <Figure
            label="Mentions in window"
            value={n.aggregations.mentionCount.toLocaleString('en-US')}
            testId="narrative-mention-count"
          />
          {growth && (
            <Figure label="vs previous period" value={formatChange(growth)} testId="narrative-growth" />
          )}
          <Figure
            label="Relevancy"
            value={formatRelevancy(n.aggregations.relevancyScore)}
            testId="narrative-relevancy"
          />
          <Figure label="Created" value={formatInZone(n.created, tz)} testId="narrative-created" />
          {compared && (
            // A toggle button, not a checkbox: Checkbox here would move into the chunk every page loads.
            <Button
              size="compact-xs"
              variant={compared.checked ? 'filled' : 'default'}
              aria-pressed={compared.checked}
              disabled={compared.disabled}
              title={
                compared.disabled
                  ? 'Up to five narratives can be compared'
                  : `Compare “${n.title}” on one chart`
              }
              onClick={() => compared.onChange(!compared.checked)}
            >
              Compare
            </Button>
          )}
          <NarrativeSparkline
            workspaceId={workspaceId}
            narrativeId={n.id}
            window={window}
            channels={channels}
            title={n.title}
          />
        </Group>
      </Group>
    </Paper>
  );
}
