import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import type { CoordinationState } from './coordination-search';
import { traceScope } from '@/analysis/coordination/scope-query';
import { ScopeStatus } from '@/components/scope-status';
import { Swimlane } from './swimlane';
import { TraceTables } from './trace-tables';
import { formatLag, hopLine } from '@/analysis/coordination/trace-text';
import { useCoordinationAnalysis } from '@/hooks/use-coordination-analysis';
import { useScopePosts } from '@/hooks/use-scope-posts';
import { WhereElse } from './where-else';
import { channelName } from '@/lib/labels';
import { formatInZone } from '@/lib/date-range';
import { useQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/api/workspaces';
import { TraceExportButtons } from '@/components/trace-export-buttons';
import { traceFigure } from '@/analysis/coordination/trace-figure';
import { TracePin } from './trace-pin';

interface Props {
  view: WorkspaceView;
  state: CoordinationState;
  update: (next: Partial<CoordinationState>) => void;
}

/** The propagation trace of the workspace's scope (a narrative filter), or of a phrase or link in it. */
export function TraceView({ view, state, update }: Props) {
  const [draft, setDraft] = useState(state.trace ?? '');
  const query = useMemo(
    () => traceScope(view.filterQuery, view.window, state.trace),
    [view.filterQuery, view.window, state.trace],
  );
  const scope = useScopePosts(Number(view.workspaceId), query, state.cap);
  const items = scope.posts.data?.items;
  const task = useMemo(() => (items ? { kind: 'trace' as const, posts: items } : null), [items]);
  const analysis = useCoordinationAnalysis(task);
  const trace = analysis.status === 'done' ? analysis.result : null;
  const workspace = useQuery(workspaceQueries.detail(Number(view.workspaceId)));
  const workspaceTitle = workspace.data?.title ?? `Workspace ${view.workspaceId}`;
  const subtitle = `${workspaceTitle}${state.trace ? ` · “${state.trace}”` : ''} · ${formatInZone(view.window.since, view.tz)} to ${formatInZone(view.window.to, view.tz)} (${view.zone})`;
  const figure = useMemo(
    () =>
      trace && trace.posts > 0
        ? traceFigure(trace, {
            traced: state.trace,
            subtitle,
            zone: view.zone,
            tracedAt: new Date().toISOString(),
          })
        : null,
    [trace, state.trace, subtitle, view.zone],
  );

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update({ trace: draft.trim() || undefined });
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Phrase or link to trace"
            description="Empty: the whole scope of the workspace's filters (e.g. one narrative)."
            placeholder="a quoted phrase or https://…"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" size="sm">
            Trace
          </Button>
        </Group>
      </form>
      <ScopeStatus scope={scope} cap={state.cap} noun="mentions" />
      {analysis.status === 'running' && <LoadingState label="Tracing" />}
      {analysis.status === 'error' && (
        <Alert color="red" title="The trace failed">
          {analysis.message}
        </Alert>
      )}
      {trace && trace.posts === 0 && (
        <EmptyState title="Nothing to trace" description="No mention in this scope and window." />
      )}
      {trace && figure && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={4} data-testid="hop-line">
                {hopLine(trace, view.zone)}
              </Title>
              <Group gap={4}>
                <TraceExportButtons figure={figure} />
                <TracePin figure={() => ({ ...figure, tracedAt: new Date().toISOString() })} />
              </Group>
            </Group>
            <Text size="sm" data-testid="hop-lags">
              {trace.hops.length === 0
                ? `Seen on ${channelName(trace.lanes[0]!.channel)} only.`
                : trace.hops
                    .map((h) => `${channelName(h.from)} → ${channelName(h.to)} after ${formatLag(h.lagMs)}`)
                    .join('; ')}
            </Text>
            <Swimlane trace={trace} zone={view.zone} />
            <Text size="xs" c="dimmed">
              First seen in this data: the service may hold earlier posts it does not cover. The order is by
              publication time, not causation. {trace.posts.toLocaleString('en')} mentions traced in{' '}
              {Math.round(analysis.status === 'done' ? analysis.ms : 0)} ms off the main thread. Times in{' '}
              {view.zone}.
            </Text>
          </Stack>
        </Card>
      )}
      {trace && trace.posts > 0 && <TraceTables trace={trace} zone={view.zone} />}
      <WhereElse
        workspaceId={Number(view.workspaceId)}
        phrase={state.trace}
        window={view.window}
        zone={view.zone}
      />
    </Stack>
  );
}
