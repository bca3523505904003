import { useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { ExpressionEditor } from '@/components/filter-bar/expression-editor';
import { FilterPills, filterId } from '@/components/filter-bar/filter-pills';
import { FiltersButton } from '@/components/filter-bar/filters-button';
import { useRejectedExpression } from '@/components/filter-bar/use-rejected-expression';
import { buildFilterFields } from '@/filters/fields';
import type { FiltersUpdate } from '@/hooks/use-workspace-view';
import { useFilterContext } from '@/hooks/use-filter-context';
import {
  activeFilters,
  clearFilters,
  MentionFilterSearchSchema,
  removeFilterValue,
  type MentionFilterSearch,
} from '@/lib/mention-filters-url';
import { LazyFilterDrawer } from '@/components/filter-bar/lazy-filter-drawer';
import { WORKSPACE_BOUND_FILTERS } from '@/lib/share-of-voice-model';

const BOUND: ReadonlySet<string> = new Set(WORKSPACE_BOUND_FILTERS);

type Props = {
  /** The first compared workspace names the options (channels, languages… are the same for all). */
  workspaceId: number;
  search: MentionFilterSearch;
  /** A function of the current filters (from the URL), so quick successive choices compose. */
  onChange: (update: (prev: MentionFilterSearch) => Partial<MentionFilterSearch>) => void;
};

/**
 * The filters applied to every compared workspace: the keyword search, the filter panel (the
 * kinds every workspace has: channels, languages, places, bot ratings, mention types, sources)
 * and the active filters as pills. Workspace-bound filters (narratives, enrichment values) that
 * arrive with a link are shown struck through and not applied.
 */
export function VoiceFilters({ workspaceId, search, onChange }: Props) {
  const context = useFilterContext(workspaceId);
  const [opened, setOpened] = useState(false);
  const filters = useMemo(() => MentionFilterSearchSchema.parse(search), [search]);
  const fields = useMemo(
    () => buildFilterFields(context.available).filter((f) => !f.keys.some((k) => BOUND.has(k))),
    [context.available],
  );
  const serverError = useRejectedExpression(filters.filter_expression);
  const active = activeFilters(filters);
  const unapplied = active.filter((f) => BOUND.has(f.key));
  const set = (update: FiltersUpdate) =>
    onChange((prev) => (typeof update === 'function' ? update(prev) : update));
  const chosen = active.filter((f) => f.key !== 'filter_expression').length;
  return (
    <section aria-label="Filters applied to every workspace" data-testid="voice-filters">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <ExpressionEditor
          value={filters.filter_expression}
          serverError={serverError}
          onApply={(filter_expression) => set({ filter_expression })}
        />
        <FiltersButton chosen={chosen} opened={opened} onOpen={() => setOpened(true)} />
      </Group>
      {active.length > 0 && (
        <Group gap={6} mt={6} aria-label="Active filters">
          <FilterPills
            context={context}
            search={filters}
            unapplied={new Set(unapplied.map(filterId))}
            onRemove={({ key, value }) =>
              set(
                key === 'filter_expression'
                  ? { filter_expression: undefined }
                  : (prev) => removeFilterValue(prev, key, value),
              )
            }
          />
          <Button variant="subtle" size="compact-xs" onClick={() => set(clearFilters)}>
            Clear all
          </Button>
        </Group>
      )}
      {unapplied.length > 0 && (
        <Text size="xs" c="dimmed" mt={4} data-testid="voice-unapplied">
          Narrative and enrichment filters belong to one workspace, so share of voice does not apply them.
        </Text>
      )}
      {opened && (
        <LazyFilterDrawer
          onClose={() => setOpened(false)}
          fields={fields}
          filters={filters}
          onChange={set}
          counts={new Map()}
        />
      )}
    </section>
  );
}
