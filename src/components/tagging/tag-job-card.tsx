import { Badge, Button, Card, Group, List, Progress, Spoiler, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  estimateRemaining,
  type JobStatus,
  type PacedBy,
  type QueueLimits,
  type RemainingEstimate,
} from '@/lib/rate-limited-queue';
import type { TagJob } from './tag-job-store';
import { TAG_JOB_LIMITS, cancelTagJob, dismissTagJob, pauseTagJob, resumeTagJob } from './tag-job-runner';

const STATUS: Record<JobStatus, { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  stopped: { label: 'Stopped', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  done: { label: 'Done', color: 'green' },
};

export function formatDuration(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${s % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

const n = (v: number) => v.toLocaleString('en');

const PACED_BY: Record<PacedBy, (limits: QueueLimits) => string> = {
  'retry-after': () => 'the API’s rate limit asked to wait (Retry-After)',
  window: (l) =>
    `paced by the rate limit of ${n(l.perWindow)} requests ${l.windowMs === 60_000 ? 'a minute' : `per ${formatDuration(l.windowMs)}`}`,
  latency: () => 'paced by the time each request takes',
};

/** "about 3 min 0 s left: paced by the rate limit of 50 requests a minute". */
export const describeRemaining = (estimate: RemainingEstimate, limits: QueueLimits) =>
  `about ${formatDuration(estimate.ms)} left: ${PACED_BY[estimate.pacedBy](limits)}`;

/** One job: progress, ETA, what it waits for, and its controls. */
export function TagJobCard({ job }: { job: TagJob }) {
  const q = job.queue;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (q.status !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [q.status]);
  const pendingItems = q.pending.reduce((sum, b) => sum + b.length, 0);
  const c = job.collecting;
  const percent = c
    ? Math.min(100, (c.offset / Math.max(1, c.expected)) * 100)
    : q.total
      ? ((q.done + q.failed.length) / q.total) * 100
      : 100;
  const status = STATUS[q.status];
  const waitLeft = q.waitingUntil ? Math.max(0, q.waitingUntil - now) : 0;
  return (
    <Card withBorder padding="sm" data-testid="tag-job" data-status={q.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} lineClamp={1} title={job.label}>
            {job.label}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Progress value={percent} animated={q.status === 'running'} aria-label={`${job.label} progress`} />
        {c ? (
          <Text size="xs" data-testid="tag-job-collecting">
            Collecting the mentions: {n(Math.min(c.offset, c.expected))} of {n(c.expected)} read; tagging
            starts once all are read.
          </Text>
        ) : (
          <Text size="xs" data-testid="tag-job-progress">
            {n(q.done)} done · {n(pendingItems)} remaining · {n(q.failed.length)} failed
            {q.status === 'running' &&
              pendingItems > 0 &&
              ` · ${describeRemaining(estimateRemaining(q, now, TAG_JOB_LIMITS), TAG_JOB_LIMITS)}`}
          </Text>
        )}
        {q.message && (
          <Text size="xs" c={q.status === 'stopped' ? 'red' : 'dimmed'} role="status">
            {q.message}
            {waitLeft > 0 && ` (${formatDuration(waitLeft)})`}
          </Text>
        )}
        {q.status === 'done' && (
          <Text size="xs" c="dimmed">
            The API writes values asynchronously: they can take a few seconds to show in lists, filters and
            charts.
          </Text>
        )}
        {q.failed.length > 0 && (
          <Spoiler maxHeight={60} showLabel="Show all rejected" hideLabel="Hide">
            <List size="xs" data-testid="tag-job-failed">
              {q.failed.map((f) => (
                <List.Item key={f.item.url}>
                  {f.item.url}: {f.reason}
                </List.Item>
              ))}
            </List>
          </Spoiler>
        )}
        <Group gap="xs">
          {q.status === 'running' && (
            <Button size="compact-xs" variant="default" onClick={() => pauseTagJob(job.id)}>
              Pause
            </Button>
          )}
          {(q.status === 'paused' || q.status === 'stopped') && (
            <Button size="compact-xs" variant="default" onClick={() => resumeTagJob(job.id)}>
              Resume
            </Button>
          )}
          {q.status !== 'done' && q.status !== 'cancelled' && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => cancelTagJob(job.id)}>
              Cancel
            </Button>
          )}
          {(q.status === 'done' || q.status === 'cancelled') && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => void dismissTagJob(job.id)}
            >
              Dismiss
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
