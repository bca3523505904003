import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AlertRule } from '@/api/schemas/alerts';
import { formatZoned } from '@/lib/zoned-time';
import { RuleActions } from './rule-actions';
import { conditionText, ruleStatus } from './rule-words';

const STATUS_COLOR = { active: 'green', paused: 'gray', snoozed: 'yellow' } as const;

type Props = {
  rules: readonly AlertRule[];
  zone: string;
  onEdit: (id: string) => void;
  onShowLog: (id: string) => void;
};

/** The workspace's rules: status, what each watches, when it last fired and why it last failed. */
export function RuleList({ rules, zone, onEdit, onShowLog }: Props) {
  const at = (iso: string) => formatZoned(Date.parse(iso), zone, 'D MMM YYYY, HH:mm');
  const now = Date.now();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Alert rules">
      {rules.map((rule) => {
        const status = ruleStatus(rule, now, zone);
        return (
          <Card key={rule.id} component="li" withBorder padding="md" data-testid="alert-rule">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Title order={2} fz="md">
                    {rule.title}
                  </Title>
                  <Badge color={STATUS_COLOR[status.kind]} variant="light" data-testid="alert-rule-status">
                    {status.text}
                  </Badge>
                  {rule.visibility === 'private' && (
                    <Badge color="gray" variant="outline">
                      Only me
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => onEdit(rule.id)}
                    aria-label={`Edit “${rule.title}”`}
                  >
                    Edit
                  </Button>
                  <RuleActions rule={rule} zone={zone} onShowLog={() => onShowLog(rule.id)} />
                </Group>
              </Group>
              <Text size="sm">{conditionText(rule.condition)}</Text>
              <Text size="xs" c="dimmed">
                {rule.channels.join(', ')}
                {rule.recipients.length > 0 &&
                  ` · ${rule.recipients.length} recipient${rule.recipients.length > 1 ? 's' : ''}`}
                {' · '}
                {rule.lastFiredAt ? `Last fired ${at(rule.lastFiredAt)}` : 'Never fired'}
                {rule.lastEvaluatedAt && ` · Checked ${at(rule.lastEvaluatedAt)}`}
                {` · ${rule.owner.name}`}
              </Text>
              {rule.lastError && (
                <Text size="sm" c="red" role="status">
                  Last check failed: {rule.lastError}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
