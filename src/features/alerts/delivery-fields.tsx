import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CHANNELS, WATCH_LIMITS, WEBHOOK_KINDS, type DeliveryChannel } from '@/api/schemas/alerts';
import type { DraftErrors, DraftWebhook, RuleDraft } from './rule-draft';

type Props = {
  draft: RuleDraft;
  onChange: (patch: Partial<RuleDraft>) => void;
  errors: DraftErrors;
};

const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  inbox: 'Inbox (this dashboard)',
  email: 'Email',
  webhook: 'Webhook',
};
const WEBHOOK_LABELS = { slack: 'Slack', teams: 'Microsoft Teams', json: 'JSON (signed)' } as const;

/** Where a firing goes: channels, email recipients (people without an account too), webhooks. */
export function DeliveryFields({ draft, onChange, errors }: Props) {
  const setWebhook = (i: number, patch: Partial<DraftWebhook>) =>
    onChange({ webhooks: draft.webhooks.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Channels"
        value={draft.channels}
        onChange={(v) => onChange({ channels: CHANNELS.filter((c) => v.includes(c)) })}
        error={errors.channels}
      >
        <Group gap="md" mt={4}>
          {CHANNELS.map((c) => (
            <Checkbox key={c} value={c} label={CHANNEL_LABELS[c]} />
          ))}
        </Group>
      </Checkbox.Group>
      {draft.channels.includes('email') && (
        <TagsInput
          label="Email recipients"
          description={`Up to ${WATCH_LIMITS.recipientsPerRule} addresses; press Enter or comma after each`}
          placeholder="name@example.com"
          value={draft.recipients}
          onChange={(recipients) => onChange({ recipients: recipients.map((r) => r.trim()).filter(Boolean) })}
          splitChars={[',', ' ', ';']}
          clearable
          error={errors.recipients}
        />
      )}
      {draft.channels.includes('webhook') && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Webhooks
          </Text>
          {draft.webhooks.map((w, i) => (
            <Group key={i} align="flex-start" gap="xs" wrap="wrap">
              <Select
                aria-label={`Webhook ${i + 1} kind`}
                data={WEBHOOK_KINDS.map((k) => ({ value: k, label: WEBHOOK_LABELS[k] }))}
                value={w.kind}
                onChange={(v) => v && setWebhook(i, { kind: v as DraftWebhook['kind'] })}
                allowDeselect={false}
                w={170}
              />
              <TextInput
                aria-label={`Webhook ${i + 1} address`}
                placeholder="https://hooks.slack.com/services/…"
                value={w.url}
                onChange={(e) => setWebhook(i, { url: e.currentTarget.value })}
                error={errors[`webhooks.${i}.url`]}
                style={{ flex: '1 1 220px' }}
              />
              {w.kind === 'json' && (
                <PasswordInput
                  aria-label={`Webhook ${i + 1} signing secret`}
                  placeholder={
                    w.hasSecret ? 'Secret kept (type to replace)' : 'Signing secret (16+ characters)'
                  }
                  value={w.secret}
                  onChange={(e) => setWebhook(i, { secret: e.currentTarget.value })}
                  error={errors[`webhooks.${i}.secret`]}
                  style={{ flex: '1 1 200px' }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove webhook ${i + 1}`}
                onClick={() => onChange({ webhooks: draft.webhooks.filter((_, j) => j !== i) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.webhooks && (
            <Text size="sm" c="red" role="alert">
              {errors.webhooks}
            </Text>
          )}
          {draft.webhooks.length < WATCH_LIMITS.webhooksPerRule && (
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  onChange({
                    webhooks: [...draft.webhooks, { kind: 'slack', url: '', secret: '', hasSecret: false }],
                  })
                }
              >
                Add a webhook
              </Button>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            JSON payloads are signed with HMAC-SHA256 in the X-Narrative-Desk-Signature header.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
