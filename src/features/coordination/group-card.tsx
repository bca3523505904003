import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { botRatingLabel, mentionTypeLabel } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import type { ContentKind, CoordinationGroup, Evidence } from '@/analysis/coordination/types';

const TagDialog = lazy(() =>
  import('@/components/tagging/tag-dialog').then((m) => ({ default: m.TagDialog })),
);

const KIND_LABEL: Record<ContentKind, string> = {
  text: 'Near-identical text',
  link: 'Same link',
  time: 'Same moment',
};
const SHOWN_EVIDENCE = 4;
const SHOWN_ACCOUNTS = 16;

const fmt = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en'));
const mixText = (mix: Record<string, number>, label: (k: string) => string) =>
  Object.entries(mix)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k === 'unknown' ? 'not rated' : label(k)} ${v}`)
    .join(' · ');

/** What the trace of an evidence item follows: its link, or the first words of its text. */
export const tracePhrase = (e: Evidence) =>
  e.kind === 'link'
    ? e.label
    : e.label
        .replace(/https?:\/\/\S+|@\w+/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8)
        .join(' ');

interface Props {
  index: number;
  group: CoordinationGroup;
  zone: string;
  onOpen: () => void;
  onTrace: (phrase: string) => void;
}

/** One coordination signal: its accounts, co-posts against chance, mixes and evidence. */
export function GroupCard({ index, group, zone, onOpen, onTrace }: Props) {
  const [tagging, setTagging] = useState(false);
  const time = (ms: number) => formatZoned(ms, zone, 'YYYY-MM-DD HH:mm:ss');
  const urls = [...new Set(group.evidence.flatMap((e) => e.posts.map((p) => p.url)).filter(Boolean))];
  const shown = group.evidence.filter((e) => e.kind !== 'time').slice(0, SHOWN_EVIDENCE);
  const traced = shown[0];
  return (
    <Card withBorder padding="md" data-testid="coordination-group">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            Coordination signal {index}: {group.accounts.length} accounts
          </Text>
          <Group gap={4}>
            {group.kinds.map((k) => (
              <Badge key={k} variant="light" size="sm">
                {KIND_LABEL[k]}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" data-testid="group-baseline">
          <b>{group.observed.toLocaleString('en')} co-posts observed</b>, {fmt(group.expected)} expected with
          the times shuffled. From {time(group.first)} to {time(group.last)}, {group.postIds.length} posts.
        </Text>
        <Text size="xs" c="dimmed">
          Bot ratings: {mixText(group.botMix, botRatingLabel)}. Types:{' '}
          {mixText(group.typeMix, mentionTypeLabel)}.
        </Text>
        <Stack gap={4}>
          {shown.map((e, i) => (
            <Text key={i} size="sm">
              <Badge size="xs" variant="outline" mr={6}>
                {KIND_LABEL[e.kind]}
              </Badge>
              {e.label.length > 140 ? `${e.label.slice(0, 139)}…` : e.label}{' '}
              <Text span size="xs" c="dimmed">
                — {e.posts.length} posts by {new Set(e.posts.map((p) => p.account)).size} accounts, first{' '}
                {time(e.posts[0]!.time)}
              </Text>
            </Text>
          ))}
        </Stack>
        <Text size="xs" c="dimmed" data-testid="group-accounts">
          Accounts: {group.accounts.slice(0, SHOWN_ACCOUNTS).join(', ')}
          {group.accounts.length > SHOWN_ACCOUNTS
            ? ` and ${group.accounts.length - SHOWN_ACCOUNTS} more`
            : ''}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={onOpen}>
            Show the {group.postIds.length} mentions
          </Button>
          {traced && (
            <Button size="compact-sm" variant="default" onClick={() => onTrace(tracePhrase(traced))}>
              Trace {traced.kind === 'link' ? 'this link' : 'this text'}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setTagging(true)}
            disabled={urls.length === 0}
          >
            Tag…
          </Button>
        </Group>
      </Stack>
      {tagging && (
        <Suspense fallback={null}>
          <TagDialog
            opened
            onClose={() => setTagging(false)}
            target={{
              count: urls.length,
              description: `the ${urls.length} mentions of coordination signal ${index}`,
              urls,
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
