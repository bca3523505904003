import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MentionFilters } from '@/api/schemas';
import { ErrorState } from '@/components/error-state';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import {
  BORDERLINE_CONFIDENCE,
  confidenceBand,
  DEFINING_CONFIDENCE,
  narrativeConfidence,
  type ConfidenceBand,
} from '@/analysis/narratives/narrative-transforms';
import { type Window } from '@/analysis/charts/period-change';
import { AnchorLink } from '@/components/router-links';
import { narrativeMentionsQuery } from './use-narrative-figures';

type Props = {
  workspaceId: number;
  narrativeId: number;
  window: Window;
  filters: MentionFilters;
  tz: DateRangeSearch['tz'];
};

const BAND: Record<ConfidenceBand, { color: string; label: string }> = {
  defining: { color: 'teal', label: 'Defining' },
  related: { color: 'blue', label: 'Related' },
  borderline: { color: 'orange', label: 'Borderline' },
};

/** The narrative's mentions, most confident first, each labelled defining / related / borderline. */
export function NarrativeMentions({ workspaceId, narrativeId, window, filters, tz }: Props) {
  const list = useInfiniteQuery(narrativeMentionsQuery({ workspaceId, narrativeId, window, filters }));
  const mentions = list.data?.pages.flat() ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4">
        Mentions by confidence
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Defining: confidence ≥ {DEFINING_CONFIDENCE}. Borderline: below {BORDERLINE_CONFIDENCE}. Related: in
        between.
      </Text>
      {list.isPending ? (
        <Loader size="sm" aria-label="Loading mentions" />
      ) : list.isError ? (
        <ErrorState error={list.error} title="Could not load mentions" onRetry={() => void list.refetch()} />
      ) : mentions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No mentions of this narrative in the window.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Mentions by confidence"
        >
          {mentions.map((m) => {
            const confidence = narrativeConfidence(m.enrichments, narrativeId);
            const band = confidence === null ? null : BAND[confidenceBand(confidence)];
            return (
              <Group
                key={m.id}
                component="li"
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                data-testid="narrative-mention"
                data-confidence={confidence ?? ''}
              >
                {/* The browser's own tooltip: fifty of Mantine's, each with floating-ui's hooks, add
                    to the list's first render (one long task) for a hint the badge nearly says. */}
                <Badge
                  color={band?.color ?? 'gray'}
                  variant="light"
                  miw={120}
                  ff="monospace"
                  tt="none"
                  title={band ? `${band.label} (confidence ${confidence})` : 'No confidence reported'}
                >
                  {confidence === null ? '—' : `${confidence.toFixed(0)} · ${band?.label}`}
                </Badge>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <AnchorLink
                    to="/w/$workspaceId/mentions"
                    params={{ workspaceId }}
                    search={(prev) => ({
                      ...prev,
                      'narratives.id': [narrativeId],
                      sort: 'confidence',
                      open: m.id,
                    })}
                    size="sm"
                    lineClamp={2}
                  >
                    {m.title || m.text?.slice(0, 160) || m.url || `Mention ${m.id}`}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {[m.author, m.domain, formatInZone(m.published, tz)].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          mt="sm"
          variant="light"
          size="xs"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more mentions
        </Button>
      )}
    </Paper>
  );
}
