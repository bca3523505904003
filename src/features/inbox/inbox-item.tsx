import { Anchor, Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { IconArrowRight } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { z } from 'zod/mini';
import type { InboxItemSchema } from '@/api/schemas/alerts';
import { formatInZone } from '@/lib/date-range';
import classes from './inbox.module.css';

type Item = z.infer<typeof InboxItemSchema>;
const app = getRouteApi('/_app');

/** Opening with a plain click stays in the app; a modified click opens a tab as any link does. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** One alert: its rule, headline, sentence, figures, when, and the link to exactly its mentions. */
export function InboxItem({ item, onRead }: { item: Item; onRead: (id: string) => void }) {
  const { event, read } = item;
  const { tz } = app.useSearch();
  const router = useRouter();
  const open = (e: MouseEvent) => {
    if (!read) onRead(event.id);
    if (!plainClick(e)) return;
    e.preventDefault();
    router.history.push(event.mentionsPath);
  };
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      className={classes.item}
      data-read={read}
      data-testid="inbox-item"
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Group gap="xs" wrap="wrap">
            {!read && (
              <Badge size="sm" color="red" variant="filled">
                New
              </Badge>
            )}
            {event.sample && (
              <Badge size="sm" variant="outline" color="gray">
                Sample
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {event.ruleTitle}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={event.firedAt}>
            {formatInZone(event.firedAt, tz, 'D MMM YYYY, HH:mm')}
          </Text>
        </Group>
        <Title order={2} fz="md">
          {event.headline}
        </Title>
        <Text size="sm">{event.summary}</Text>
        {event.figures.length > 0 && (
          <Group gap="lg" component="dl" className={classes.figures}>
            {event.figures.map((f) => (
              <div key={f.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" fw={600} data-testid="inbox-figure" data-value={f.value}>
                  {f.text}
                </Text>
              </div>
            ))}
          </Group>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            href={event.mentionsPath}
            onClick={open}
            size="sm"
            fw={600}
            data-testid="inbox-mentions-link"
          >
            See exactly these mentions{' '}
            <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
          {!read && (
            <UnstyledButton className={classes.markRead} onClick={() => onRead(event.id)}>
              Mark read
            </UnstyledButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
