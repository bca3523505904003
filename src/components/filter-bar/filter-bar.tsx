import { useEffect, useMemo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import { buildFilterFields } from '@/filters/fields';
import { unappliedFilters } from '@/filters/scope';
import { useFilterContext } from '@/hooks/use-filter-context';
import { useFilterScope } from '@/hooks/use-filter-scope';
import { useOptionCounts } from '@/hooks/use-top-values';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { rememberWorkspaceFilters } from '@/hooks/workspace-view-memory';
import { chosenNodes, selectionOf, selectionToSearch, toggleChosen } from '@/filters/location-tree';
import { activeFilters, clearFilters, filterId, pillCount } from '@/filters/mention-filters-url';
import { ExpressionEditor } from './expression-editor';
import { LazyFilterPills, LazyLocationPills } from './lazy-filter-pills';
import { FiltersButton } from './filters-button';
import { LazyFilterDrawer } from './lazy-filter-drawer';
import { ScopeNote } from './scope-note';
import { useRejectedExpression } from './use-rejected-expression';
import classes from './filter-bar.module.css';

/**
 * The workspace's one filter bar, the same in every area: the keyword search, the "Filters" panel
 * (every filter kind of the registry, with counts), and the active filters as pills. It reads and
 * writes the workspace's view state (the URL), and says which filters the current area cannot apply
 * (the route's `staticData.filterScope`). Mounted once, by the workspace layout route.
 */
export function FilterBar() {
  const view = useWorkspaceView();
  const { workspaceId, filters, filterQuery, setFilters, window } = view;
  const context = useFilterContext(workspaceId);
  const scope = useFilterScope();
  const [opened, setOpened] = useState(false);
  const fields = useMemo(
    () => buildFilterFields(context.available, context.narratives),
    [context.available, context.narratives],
  );
  // Counts are asked only while the panel is open: every other page load stays as light as before.
  const counts = useOptionCounts(workspaceId, window, filterQuery, fields, context, opened);
  const serverError = useRejectedExpression(filters.filter_expression);
  const unapplied = useMemo(() => unappliedFilters(filters, scope), [filters, scope]);
  const unappliedIds = useMemo(() => new Set(unapplied.map(filterId)), [unapplied]);
  const locations = selectionOf(filters);
  const active = activeFilters(filters);
  // The badge counts what is shown: one pill per kind, one per chosen place.
  const chosen = pillCount(filters) + chosenNodes(locations).length;
  // Switching to another workspace and back (picker, palette) restores these filters.
  useEffect(() => rememberWorkspaceFilters(workspaceId, filters), [workspaceId, filters]);

  return (
    <section className={classes.bar} aria-label="Filters of this workspace" data-testid="filter-bar">
      <Group gap="xs" align="flex-start" className={classes.row}>
        <ExpressionEditor
          value={filters.filter_expression}
          serverError={serverError}
          onFilters={setFilters}
          onApply={(filter_expression) => setFilters((f) => ({ ...f, filter_expression }))}
        />
        <FiltersButton chosen={chosen} opened={opened} onOpen={() => setOpened(true)} />
        <SavedViewsMenu />
      </Group>
      {active.length > 0 && (
        <div className={classes.pills} aria-label="Active filters">
          <LazyFilterPills
            context={context}
            search={filters}
            unapplied={unappliedIds}
            onChange={setFilters}
            onEdit={() => setOpened(true)}
          />
          <LazyLocationPills
            selection={locations}
            withSupportFlag
            unapplied={unappliedIds}
            onRemove={(level, id) =>
              setFilters((f) => ({ ...f, ...selectionToSearch(toggleChosen(selectionOf(f), level, id)) }))
            }
          />
          <Button variant="subtle" size="compact-xs" onClick={() => setFilters(clearFilters)}>
            Clear all
          </Button>
        </div>
      )}
      <ScopeNote scope={scope} unapplied={unapplied} context={context} />
      {opened && (
        <LazyFilterDrawer
          onClose={() => setOpened(false)}
          fields={fields}
          filters={filters}
          onChange={setFilters}
          counts={counts}
        />
      )}
    </section>
  );
}
