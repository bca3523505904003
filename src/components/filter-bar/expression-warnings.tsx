import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { expressionWarnings } from '@/filters/expression-warnings';
import { filterValue } from '@/filters/kind-state';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';

interface Props {
  draft: string;
  /** Puts a rewritten expression in the field (not applied: the analyst applies it). */
  onRewrite: (expression: string) => void;
  /** Changes the workspace's filters; without it `domain:`/`author:` are only rewritten. */
  onFilters?: (update: (f: MentionFilterSearch) => MentionFilterSearch) => void;
}

/**
 * What the service would not run as meant in the draft (proximity, unknown scopes), said under the
 * field before the search is applied, each with the nearest thing it can do in one click.
 */
export function ExpressionWarnings({ draft, onRewrite, onFilters }: Props) {
  const warnings = expressionWarnings(draft);
  if (!warnings.length) return null;
  return (
    <Stack gap={4} data-testid="expression-warnings" role="status">
      {warnings.map((w) => (
        <Group key={w.position} gap={6} wrap="nowrap" align="flex-start" data-testid="expression-warning">
          <IconAlertTriangle
            size={14}
            color="var(--mantine-color-orange-7)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 3 }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="orange.9" style={{ wordBreak: 'break-word' }}>
              {w.message}
            </Text>
            <Group gap={6}>
              {w.filter && onFilters ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() =>
                    onFilters((f) => ({
                      ...filterValue(f, w.filter!.key, w.filter!.value, 'for'),
                      filter_expression: w.rewrite,
                    }))
                  }
                >
                  {w.rewriteLabel}
                </Button>
              ) : (
                w.rewrite !== undefined &&
                !w.filter && (
                  <Button size="compact-xs" variant="light" onClick={() => onRewrite(w.rewrite!)}>
                    {w.rewriteLabel}
                  </Button>
                )
              )}
            </Group>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
