import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ExpressionEditor } from '@/components/filter-bar/expression-editor';
import { LazyFilterPills } from '@/components/filter-bar/lazy-filter-pills';
import { FiltersButton } from '@/components/filter-bar/filters-button';
import { LazyFilterDrawer } from '@/components/filter-bar/lazy-filter-drawer';
import { LocationPills } from '@/components/location-picker/location-pills';
import { useRejectedExpression } from '@/components/filter-bar/use-rejected-expression';
import type { FiltersUpdate } from '@/hooks/use-workspace-view';
import { useFilterContext } from '@/hooks/use-filter-context';
import { selectionOf, selectionToSearch, toggleChosen } from '@/filters/location-tree';
import {
  activeFilters,
  clearFilters,
  filterId,
  type MentionFilterSearch,
} from '@/filters/mention-filters-url';
import { unappliedReasons, voiceFilterFields } from '@/analysis/voice/voice-common-filters';
import type { VoiceFilterState } from './use-voice-filter-support';

type Props = {
  /** The first compared workspace: its narratives and the known places name those pills. */
  workspaceId: number;
  state: VoiceFilterState;
  /** A function of the current filters (from the URL), so quick successive choices compose. */
  onChange: (update: (prev: MentionFilterSearch) => Partial<MentionFilterSearch>) => void;
};

/**
 * The filters applied to every compared workspace: the keyword search, the filter panel (only
 * the kinds every compared workspace supports, with all their values) and the active filters as
 * pills. Filters that arrive with a link but that some workspace does not support (or that name
 * something of one workspace) are shown struck through, said why, and not applied.
 */
export function VoiceFilters({ workspaceId, state, onChange }: Props) {
  const { filters, plan, support, failed, retry } = state;
  const base = useFilterContext(workspaceId);
  // Every workspace's option names, so a pill reads the same whichever workspace listed it.
  const context = useMemo(
    () => (support ? { ...base, available: support.available } : base),
    [base, support],
  );
  const [opened, setOpened] = useState(false);
  const fields = useMemo(() => (support ? voiceFilterFields(support) : []), [support]);
  const serverError = useRejectedExpression(filters.filter_expression);
  const active = activeFilters(filters);
  const reasons = unappliedReasons(plan.unapplied, support);
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
        <FiltersButton
          chosen={chosen}
          opened={opened}
          onOpen={() => setOpened(true)}
          // The panel offers what every workspace supports: known once all have answered.
          loading={!support}
        />
      </Group>
      {active.length > 0 && (
        <Group gap={6} mt={6} aria-label="Active filters">
          <LazyFilterPills
            context={context}
            search={filters}
            unapplied={new Set(plan.unapplied.map(filterId))}
            onChange={set}
            onEdit={() => setOpened(true)}
          />
          {/* Places apply to every workspace too (their own pills, as in the filter bar). */}
          <LocationPills
            selection={selectionOf(filters)}
            onRemove={(level, id) =>
              set((f) => ({ ...f, ...selectionToSearch(toggleChosen(selectionOf(f), level, id)) }))
            }
          />
          <Button variant="subtle" size="compact-xs" onClick={() => set(clearFilters)}>
            Clear all
          </Button>
        </Group>
      )}
      {(reasons.length > 0 || failed.length > 0) && (
        <Stack gap={2} mt={4} data-testid="voice-unapplied">
          {reasons.map((r) => (
            <Text key={r} size="xs" c="dimmed">
              {r}
            </Text>
          ))}
          {failed.length > 0 && (
            <Group gap={6}>
              <Text size="xs" c="red">
                Could not load the filters of {failed.join(', ')}: only the search, domains, authors and
                places are offered for all.
              </Text>
              <Button variant="subtle" size="compact-xs" onClick={retry}>
                Retry
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {opened && support && (
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
