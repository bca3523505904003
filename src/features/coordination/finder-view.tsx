import { useMemo, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { LoadingState } from '@/components/loading-state';
import type { WorkspaceView } from '@/hooks/use-workspace-view';
import type { CoordinationState } from './coordination-search';
import { GroupCard } from './group-card';
import { GroupMentions } from './group-mentions';
import { finderScope } from '@/analysis/coordination/scope-query';
import { spikeShare, spikeShareText } from '@/analysis/coordination/spike-share';
import type { CoordinationGroup } from '@/analysis/coordination/types';
import { ScopeStatus } from '@/components/scope-status';
import { ThresholdControls } from './threshold-controls';
import { useCoordinationAnalysis } from '@/hooks/use-coordination-analysis';
import { useScopePosts } from '@/hooks/use-scope-posts';

interface Props {
  view: WorkspaceView;
  state: CoordinationState;
  update: (next: Partial<CoordinationState>) => void;
}

const fmt = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en'));

/** The coordination finder: the scope read, the worker's groups, each with its evidence. */
export function FinderView({ view, state, update }: Props) {
  const query = useMemo(() => finderScope(view.filterQuery, view.window), [view.filterQuery, view.window]);
  const scope = useScopePosts(Number(view.workspaceId), query, state.cap);
  const items = scope.posts.data?.items;
  const task = useMemo(
    () => (items ? { kind: 'find' as const, posts: items, thresholds: state.thresholds } : null),
    [items, state.thresholds],
  );
  const analysis = useCoordinationAnalysis(task);
  const [opened, setOpened] = useState<CoordinationGroup | null>(null);

  return (
    <Stack gap="md">
      <ThresholdControls state={state} update={update} />
      {query.channels.length === 0 ? (
        <EmptyState
          title="No social channels in the filters"
          description="Coordination is looked for among social posts; the channel filter leaves none."
        />
      ) : (
        <ScopeStatus scope={scope} cap={state.cap} noun="social mentions" />
      )}
      {analysis.status === 'running' && <LoadingState label="Looking for co-posting accounts" />}
      {analysis.status === 'error' && (
        <Alert color="red" title="The analysis failed">
          {analysis.message}
        </Alert>
      )}
      {analysis.status === 'done' && (
        <>
          <Text size="sm" data-testid="coordination-summary">
            {analysis.result.groups.length} coordination signal
            {analysis.result.groups.length === 1 ? '' : 's'} among{' '}
            {analysis.result.accounts.toLocaleString('en')} accounts and{' '}
            {analysis.result.posts.toLocaleString('en')} posts. In the whole scope{' '}
            {fmt(analysis.result.observed)} co-posts were observed, {fmt(analysis.result.expected)} expected
            with the times shuffled ({analysis.result.shuffles} shuffles).
            {analysis.result.dismissed > 0 &&
              ` ${analysis.result.dismissed} further group(s) co-posted no more than chance gives (under 3× expected) and are not shown.`}{' '}
            Analysed in {Math.round(analysis.ms)} ms off the main thread.
          </Text>
          {state.excess !== undefined && (
            <Alert color="blue" title="This spike's coordinated share">
              <Text size="sm" data-testid="spike-driver">
                {spikeShareText(
                  spikeShare(analysis.result, state.excess),
                  state.excess,
                  state.thresholds.windowSec,
                )}
              </Text>
              <Text size="xs" c="dimmed">
                Social posts of the spike&apos;s window; the excess is the spike&apos;s count less its usual
                volume.
              </Text>
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            A coordination signal says that these accounts posted the same content within{' '}
            {state.thresholds.windowSec} s more often than chance; it does not say who runs them or that they
            are inauthentic.
          </Text>
          {analysis.result.truncated > 0 && (
            <Alert color="yellow" title="Memory bound reached">
              {analysis.result.truncated.toLocaleString('en')} co-posts beyond the bound were not counted;
              narrow the scope or the window.
            </Alert>
          )}
          {analysis.result.groups.length === 0 ? (
            <EmptyState
              title="No coordination signal at these thresholds"
              description="No group of accounts co-posted repeatedly beyond what shuffled times give."
            />
          ) : (
            analysis.result.groups.map((g, i) => (
              <GroupCard
                key={g.key}
                index={i + 1}
                group={g}
                zone={view.zone}
                onOpen={() => setOpened(g)}
                onTrace={(phrase) => update({ view: 'trace', trace: phrase })}
              />
            ))
          )}
        </>
      )}
      {opened && items && (
        <GroupMentions group={opened} posts={items} view={view} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}
