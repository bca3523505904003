import { useMemo } from 'react';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SCOPE_CAP, finderScope, type ScopeWindow } from '@/analysis/coordination/scope-query';
import { spikeShare, spikeShareText } from '@/analysis/coordination/spike-share';
import { DEFAULT_THRESHOLDS } from '@/analysis/coordination/types';
import type { MentionFilters } from '@/api/schemas';
import { AnchorLink } from '@/components/router-links';
import { ScopeStatus } from '@/components/scope-status';
import { useCoordinationAnalysis } from '@/hooks/use-coordination-analysis';
import { useScopePosts } from '@/hooks/use-scope-posts';
import type { DateRangeSearchInput } from '@/lib/date-range';

type Props = {
  workspaceId: number;
  filters: MentionFilters;
  /** The spike bucket. */
  window: ScopeWindow;
  /** The spike's mentions above the usual. */
  excess: number;
  tz: DateRangeSearchInput['tz'];
};

const T = DEFAULT_THRESHOLDS;

/**
 * The spike's coordinated share, by the coordination finder's own model at its default
 * thresholds: the spike's social posts are read (one count call, then pages of 50 up to the
 * finder's cap; more than 20 calls wait for the analyst's go, the calls said first) and analysed
 * in the worker. The read is cached under the finder's own key, so opening the finder over the
 * same window costs no further call.
 */
export function CoordinationDriver({ workspaceId, filters, window, excess, tz }: Props) {
  const query = useMemo(() => finderScope(filters, window), [filters, window]);
  const scope = useScopePosts(workspaceId, query, DEFAULT_SCOPE_CAP);
  const items = scope.posts.data?.items;
  const task = useMemo(
    () => (items ? { kind: 'find' as const, posts: items, thresholds: T } : null),
    [items],
  );
  const analysis = useCoordinationAnalysis(task);
  const share = analysis.status === 'done' ? spikeShare(analysis.result, excess) : null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Coordinated share">
      <Stack gap={6}>
        <Title order={3} fz="md">
          Coordinated share
        </Title>
        {query.channels.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="spike-coordination-driver">
            The channel filter leaves no social channel: coordination is looked for among social posts only.
          </Text>
        ) : (
          <ScopeStatus scope={scope} cap={DEFAULT_SCOPE_CAP} noun="social mentions" />
        )}
        {analysis.status === 'running' && (
          <Group gap="xs">
            <Loader size="xs" aria-label="Looking for co-posting accounts" />
            <Text size="sm" c="dimmed">
              Looking for co-posting accounts…
            </Text>
          </Group>
        )}
        {analysis.status === 'error' && (
          <Alert color="red" title="The coordination analysis failed">
            {analysis.message}
          </Alert>
        )}
        {analysis.status === 'done' && share && (
          <>
            <Text size="sm" fw={share.posts > 0 ? 600 : undefined} data-testid="spike-coordination-driver">
              {spikeShareText(share, excess, T.windowSec)}
            </Text>
            <Text size="xs" c="dimmed">
              A coordination signal: accounts that repeatedly posted near-identical texts or the same link
              within {T.windowSec} s (at least {T.minAccounts} accounts, {T.minRepeats} times, similarity{' '}
              {T.similarity}), beyond what shuffled times give; not a verdict of inauthenticity. Analysed in{' '}
              {Math.round(analysis.ms)} ms off the main thread.
            </Text>
          </>
        )}
        <AnchorLink
          to="/w/$workspaceId/coordination"
          params={{ workspaceId }}
          // The coordination area's own params are validated by its page (coordination-search.ts).
          search={
            {
              ...filters,
              range: 'custom',
              since: window.since,
              to: window.to,
              tz,
              coExcess: Math.round(excess),
            } as never
          }
          size="sm"
          data-testid="spike-coordination-link"
        >
          Open the groups in the coordination finder
        </AnchorLink>
      </Stack>
    </Paper>
  );
}
