import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { describeFilter, type FilterContext } from '@/filters/registry';
import type { FilterScope } from '@/filters/scope';
import type { ActiveFilter } from '@/filters/mention-filters-url';

/** Says which active filters this page does not apply, and why, instead of silently dropping them. */
export function ScopeNote({
  scope,
  unapplied,
  context,
}: {
  scope: FilterScope;
  unapplied: readonly ActiveFilter[];
  context: FilterContext;
}) {
  if (unapplied.length === 0) return null;
  const names = unapplied.map((f) => {
    const d = describeFilter(f.key, f.value, context);
    return `${d.label}: ${d.value}`;
  });
  return (
    <Alert
      variant="light"
      color="gray"
      p="xs"
      icon={<IconInfoCircle size={16} />}
      data-testid="filter-scope-note"
    >
      <Text size="sm">
        {scope.area} {scope.reason ?? 'does not apply every filter'}. Not applied here: {names.join(', ')}.
        They still apply in the mention browser and charts.
      </Text>
    </Alert>
  );
}
