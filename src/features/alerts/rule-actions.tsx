import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  IconClockPause,
  IconDots,
  IconHistory,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { AlertConflictError, alertMutations, ruleInput } from '@/api/alerts';
import { WATCH_LIMITS, type AlertRule, type AlertRuleInput } from '@/api/schemas/alerts';
import { openConfirm } from '@/components/confirm/confirm-store';
import { notifyUndo } from '@/components/undo-notification';
import { formatZoned, zonedInstant } from '@/lib/zoned-time';
import { sampleAudience } from './rule-words';

const HOUR = 3_600_000;
const SNOOZES = [
  ['1 hour', HOUR],
  ['1 day', 24 * HOUR],
  ['1 week', 7 * 24 * HOUR],
] as const;

type Props = { rule: AlertRule; zone: string; onShowLog: () => void };

/** A rule's quick actions: pause, snooze, a sample now, the delivery log, delete (with undo). */
export function RuleActions({ rule, zone, onShowLog }: Props) {
  const update = useMutation(alertMutations.update);
  const remove = useMutation(alertMutations.remove);
  const create = useMutation(alertMutations.create);
  const sample = useMutation(alertMutations.sample);
  const [customSnooze, setCustomSnooze] = useState(false);

  const change = (patch: Partial<AlertRuleInput>, said: string) =>
    update.mutate(
      { id: rule.id, version: rule.version, input: { ...ruleInput(rule), ...patch } },
      {
        onSuccess: () => notifications.show({ message: said }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `Could not change “${rule.title}”`,
            message:
              error instanceof AlertConflictError
                ? `${error.message}. The list shows the rule as it is now; try again.`
                : error.message,
          }),
      },
    );
  const snooze = (untilMs: number) =>
    change(
      { snoozedUntil: new Date(untilMs).toISOString() },
      `Snoozed until ${formatZoned(untilMs, zone, 'D MMM, HH:mm')}`,
    );
  // Undo re-creates the rule; webhook secrets are never sent back, so a rule holding one has none.
  const undoable = !rule.webhooks.some((w) => w.hasSecret);
  const confirmDelete = () =>
    openConfirm({
      title: `Delete “${rule.title}”?`,
      children: undoable
        ? 'It stops watching at once. Its past alerts stay in the inbox.'
        : 'It stops watching at once, and its webhook secrets are lost. Its past alerts stay in the inbox.',
      labels: { confirm: 'Delete rule', cancel: 'Keep it' },
      color: 'red',
      onConfirm: () =>
        remove.mutate(
          { id: rule.id, version: rule.version },
          {
            onSuccess: () =>
              undoable
                ? notifyUndo(`Deleted “${rule.title}”`, () => create.mutate(ruleInput(rule)))
                : notifications.show({ title: 'Removed', message: `Deleted “${rule.title}”` }),
          },
        ),
    });

  // A sample goes wherever the rule's alerts go, whoever asks: say where before it leaves.
  const audience = sampleAudience(rule);
  const emails = rule.channels.includes('email') && rule.recipients.length > 0;
  const confirmSample = () =>
    openConfirm({
      title: `Send a sample of “${rule.title}” now?`,
      children: (
        <Stack gap="xs">
          <Text size="sm">It goes where this rule’s alerts go:</Text>
          <ul data-testid="sample-audience" style={{ margin: 0, paddingLeft: 20 }}>
            {audience.map((line) => (
              <Text component="li" size="sm" key={line}>
                {line}
              </Text>
            ))}
          </ul>
          {emails && (
            <Text size="xs" c="dimmed">
              A sample counts towards the rule’s {WATCH_LIMITS.emailsPerRuleHour} emails an hour.
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: 'Send the sample', cancel: 'Cancel' },
      onConfirm: () =>
        sample.mutate(rule.id, {
          onSuccess: () =>
            notifications.show({
              message: `A sample of “${rule.title}” went out: ${audience.map((l) => l[0]!.toLowerCase() + l.slice(1)).join('; ')}.`,
            }),
        }),
    });

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSend size={14} aria-hidden />}
        loading={sample.isPending}
        onClick={confirmSample}
      >
        Send a sample now
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`More actions for “${rule.title}”`}
            loading={update.isPending}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {rule.paused ? (
            <Menu.Item
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => change({ paused: false }, 'Resumed')}
            >
              Resume
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconPlayerPause size={14} />}
              onClick={() => change({ paused: true }, 'Paused')}
            >
              Pause
            </Menu.Item>
          )}
          <Menu.Label>Snooze</Menu.Label>
          {SNOOZES.map(([label, ms]) => (
            <Menu.Item
              key={label}
              leftSection={<IconClockPause size={14} />}
              onClick={() => snooze(Date.now() + ms)}
            >
              For {label}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={<IconClockPause size={14} />} onClick={() => setCustomSnooze(true)}>
            Until…
          </Menu.Item>
          {rule.snoozedUntil && Date.parse(rule.snoozedUntil) > Date.now() && (
            <Menu.Item onClick={() => change({ snoozedUntil: null }, 'Snooze ended')}>
              End the snooze
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconHistory size={14} />} onClick={onShowLog}>
            Delivery log
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
            Delete…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {customSnooze && (
        <SnoozeUntil
          zone={zone}
          onClose={() => setCustomSnooze(false)}
          onPick={(ms) => (snooze(ms), setCustomSnooze(false))}
        />
      )}
    </Group>
  );
}

/** A custom snooze end, as a date and time in the analyst's zone. */
function SnoozeUntil({
  zone,
  onClose,
  onPick,
}: {
  zone: string;
  onClose: () => void;
  onPick: (ms: number) => void;
}) {
  const [value, setValue] = useState('');
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const ms = m ? zonedInstant(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, zone) : NaN;
  const error = value && !(ms > Date.now()) ? 'Pick a time in the future' : undefined;
  return (
    <Modal opened onClose={onClose} title="Snooze until">
      <Stack>
        <TextInput
          type="datetime-local"
          label={`Date and time (${zone})`}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!m || !!error} onClick={() => onPick(ms)}>
            Snooze
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
