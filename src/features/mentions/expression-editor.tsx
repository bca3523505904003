import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ExpressionTokens } from '@/components/expression-tokens';
import { parseFilterExpression } from '@/lib/filter-expression';

interface Props {
  /** The expression currently applied (from the URL). */
  value: string | undefined;
  onApply: (expression: string | undefined) => void;
  /** A 400 from the server about filter_expression, shown under the field. */
  serverError?: string | null;
}

export function ExpressionEditor({ value, onApply, serverError }: Props) {
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  // Follow URL changes (back/forward, "clear all") without an effect.
  if (value !== applied) {
    setApplied(value);
    setDraft(value ?? '');
  }
  const trimmed = draft.trim();
  const parsed = trimmed ? parseFilterExpression(draft) : null;
  const error = parsed && !parsed.ok ? parsed.error : null;
  const dirty = trimmed !== (value ?? '').trim();

  const apply = () => {
    if (error) return;
    onApply(trimmed || undefined);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Search expression"
          placeholder='e.g. title:vaccine AND ("public health" OR mandate) NOT hoax'
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          error={error ? `Cannot apply: ${error.message}` : serverError || undefined}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
        />
        <Button mt={25} variant="light" onClick={apply} disabled={!dirty || Boolean(error)}>
          Apply
        </Button>
      </Group>
      {trimmed && <ExpressionTokens src={draft} error={error} />}
      {!trimmed && (
        <Text size="xs" c="dimmed">
          AND, OR, NOT, (parentheses), "quoted phrases", title: and text: scopes, prefix*
        </Text>
      )}
    </Stack>
  );
}
