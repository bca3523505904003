import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AlertRule } from '@/api/schemas/alerts';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { formatZoned } from '@/lib/zoned-time';
import { RuleActions } from './rule-actions';
import { conditionText, ruleStatus } from './rule-words';

// Which mentions each rule watches (pills named in the workspace, the view's name) comes after the
// list: its words and look-ups are the filter bar's, which the Alerts page does not load first.
const RuleQuestion = lazy(() => import('./rule-question').then((m) => ({ default: m.RuleQuestion })));

const STATUS_COLOR = { active: 'green', paused: 'gray', snoozed: 'yellow' } as const;

type Props = {
  workspaceId: number;
  rules: readonly AlertRule[];
  zone: string;
  onEdit: (id: string) => void;
  onShowLog: (id: string) => void;
};

/** The workspace's rules: status, what each watches (and in which mentions), when it last fired and why it last failed. */
export function RuleList({ workspaceId, rules, zone, onEdit, onShowLog }: Props) {
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
              <Suspense fallback={null}>
                <RuleQuestion
                  workspaceId={workspaceId}
                  filters={rule.filters as Partial<MentionFilterSearch>}
                  viewId={rule.viewId}
                  empty="In the whole workspace"
                />
              </Suspense>
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
