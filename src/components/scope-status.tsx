import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { describeError } from '@/components/error-state';
import type { useScopePosts } from '@/hooks/use-scope-posts';

type Scope = ReturnType<typeof useScopePosts>;

const n = (v: number) => v.toLocaleString('en');

/**
 * What the analysis reads before it reads it: the scope's size and the API calls it costs, a
 * start button for a large scope, the progress with a cancel, and what could not be read.
 */
export function ScopeStatus({ scope, cap, noun }: { scope: Scope; cap: number; noun: string }) {
  const { count, total, calls, started, posts, progress } = scope;
  if (count.isError) {
    return (
      <Alert color="red" title="The scope could not be counted">
        {describeError(count.error)}{' '}
        <Button size="compact-xs" variant="light" onClick={() => void count.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (total === undefined || calls === undefined) return <Text size="sm">Counting the {noun}…</Text>;
  const read = Math.min(total, cap);
  const plan = `${n(total)} ${noun} in scope${total > cap ? `; the first ${n(cap)} by publication time are read` : ''}: ${n(calls)} API call${calls === 1 ? '' : 's'} of 50.`;
  if (!started) {
    return (
      <Group gap="sm">
        <Text size="sm">{plan}</Text>
        <Button size="xs" onClick={scope.start} disabled={calls === 0}>
          Read {n(read)} {noun}
        </Button>
      </Group>
    );
  }
  if (posts.isError) {
    return (
      <Alert color="red" title="Reading the scope stopped">
        {describeError(posts.error)}{' '}
        <Button size="compact-xs" variant="light" onClick={scope.start}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (posts.isFetching || !posts.data) {
    const done = progress?.done ?? 0;
    const waiting = progress?.waitingUntil && progress.waitingUntil > Date.now();
    return (
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            Reading {n(done)} of {n(read)} {noun} ({progress?.calls ?? 0} of {calls} calls)
            {waiting ? ' — the service asked us to wait (rate limit)' : ''}…
          </Text>
          <Button size="compact-xs" variant="default" onClick={scope.cancel}>
            Cancel
          </Button>
        </Group>
        <Progress value={read ? (100 * done) / read : 0} size="sm" aria-label="Reading the scope" />
      </Stack>
    );
  }
  const { failedPages, calls: made } = posts.data;
  return (
    <Text size="sm" c="dimmed">
      {plan.replace(/: .*$/, '')}: {n(posts.data.items.length)} read in {made} call{made === 1 ? '' : 's'}.
      {failedPages > 0 ? ` ${failedPages} page(s) of 50 could not be read and are left out.` : ''}
    </Text>
  );
}
