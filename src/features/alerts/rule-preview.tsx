import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconHistory } from '@tabler/icons-react';
import { alertMutations } from '@/api/alerts';
import { describeError } from '@/components/error-state';
import { formatZoned } from '@/lib/zoned-time';
import { inputOf, type RuleDraft } from './rule-draft';
import { previewSentence } from './rule-words';

/** How far back "Preview on history" looks. */
export const PREVIEW_DAYS = 30;

/**
 * "Preview on history": the draft run over the last 30 days on the desk, nothing sent. The dates
 * read in the rule's zone (the one its periods are counted in).
 */
export function RulePreview({
  draft,
  valid,
  now = Date.now,
}: {
  draft: RuleDraft;
  valid: boolean;
  now?: () => number;
}) {
  const preview = useMutation(alertMutations.preview);
  const run = () => {
    const to = now();
    preview.mutate({
      rule: inputOf(draft),
      from: new Date(to - PREVIEW_DAYS * 86_400_000).toISOString(),
      to: new Date(to).toISOString(),
    });
  };
  return (
    <Stack gap="xs">
      <div>
        <Button
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={run}
          loading={preview.isPending}
          disabled={!valid}
        >
          Preview on history
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          Runs this rule over the last {PREVIEW_DAYS} days without sending anything.
        </Text>
      </div>
      <div aria-live="polite">
        {preview.isError && (
          <Alert color="red" variant="light" title="Could not preview the rule">
            {describeError(preview.error)}
          </Alert>
        )}
        {preview.data && (
          <Stack gap={4} data-testid="alert-preview">
            <Text fw={600}>{previewSentence(preview.data, draft.zone)}</Text>
            <Text size="xs" c="dimmed">
              {preview.data.examined}
            </Text>
            {preview.data.fires.length > 0 && (
              <List size="sm" spacing={2}>
                {preview.data.fires.map((f) => (
                  <List.Item key={f.from}>
                    <Text span size="sm" fw={500}>
                      {formatZoned(Date.parse(f.from), draft.zone, 'ddd D MMM, HH:mm')}
                    </Text>
                    {': '}
                    {f.headline}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
