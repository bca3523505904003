import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { ExpressionTokens } from '@/components/expression-tokens';
import { parseFilterExpression } from '@/lib/filter-expression';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';

// Loaded only when the draft holds something the service may not run as meant.
const ExpressionWarnings = lazy(() =>
  import('./expression-warnings').then((m) => ({ default: m.ExpressionWarnings })),
);
/** A cheap look for `~`, `NEAR/n` or a `word:` scope before the warnings' code is loaded. */
const MAY_WARN = /~|\b(NEAR|W)\/\d|[A-Za-z_][\w.-]*:/i;

interface Props {
  /** The expression currently applied (from the URL). */
  value: string | undefined;
  onApply: (expression: string | undefined) => void;
  /** A 400 from the server about filter_expression, shown under the field. */
  serverError?: string | null;
  /** Changes the workspace's filters: lets `domain:`/`author:` become their filters. */
  onFilters?: (update: (f: MentionFilterSearch) => MentionFilterSearch) => void;
}

/**
 * The keyword search of the filter bar: checked as it is typed with the server's own parser,
 * applied with Enter or "Apply". The coloured preview shows while the draft differs from the
 * applied expression.
 */
export function ExpressionEditor({ value, onApply, serverError, onFilters }: Props) {
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
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        {/* The syntax floats below the empty field while it has focus: nothing moves when focus leaves. */}
        <Tooltip
          label='AND, OR, NOT, (parentheses), "quoted phrases", title: and text: scopes, prefix*'
          events={{ hover: false, focus: true, touch: false }}
          disabled={Boolean(trimmed)}
          position="bottom-start"
          multiline
          maw={420}
        >
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label="Search expression"
            placeholder='Search: title:vaccine AND ("public health" OR mandate) NOT hoax'
            leftSection={<IconSearch size={16} aria-hidden />}
            // On phones the Apply button moves into the field, leaving the row to the input.
            rightSection={
              <ActionIcon
                hiddenFrom="sm"
                variant="subtle"
                aria-label="Apply"
                onClick={apply}
                disabled={!dirty || Boolean(error)}
              >
                <IconArrowRight size={16} />
              </ActionIcon>
            }
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
              if (e.key === 'Escape' && dirty) setDraft(value ?? '');
            }}
            error={error ? `Cannot apply: ${error.message}` : serverError || undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            spellCheck={false}
          />
        </Tooltip>
        <Button
          visibleFrom="sm"
          variant={dirty ? 'filled' : 'light'}
          onClick={apply}
          disabled={!dirty || Boolean(error)}
        >
          Apply
        </Button>
      </Group>
      {/* Shown while the draft differs from what is applied; focus alone never changes the layout. */}
      {trimmed && (dirty || error) && <ExpressionTokens src={draft} error={error} />}
      {!error && MAY_WARN.test(trimmed) && (
        <Suspense fallback={null}>
          <ExpressionWarnings draft={trimmed} onRewrite={setDraft} onFilters={onFilters} />
        </Suspense>
      )}
    </Stack>
  );
}
