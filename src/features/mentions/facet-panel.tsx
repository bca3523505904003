import { memo, useMemo, useState } from 'react';
import { Button, Skeleton, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MentionFilters } from '@/api/schemas';
import { useChannelNames } from '@/api/channels';
import { useCapabilities } from '@/api/use-capabilities';
import { filterForGroup } from '@/filters/dimensions';
import { facetDimensions, facetFilters, type FacetDimension } from '@/filters/facets';
import { toggleValue } from '@/filters/kind-state';
import { describeFilter, FILTER_KINDS, type ArrayFilterKey, type FilterContext } from '@/filters/registry';
import { useTopValues } from '@/hooks/use-top-values';
import classes from './facet-panel.module.css';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';
import { FilterMenuButton } from '@/components/filter-actions/filter-menu-button';

interface Props {
  workspaceId: number;
  window: { since: string; to: string };
  filters: MentionFilters;
  context: FilterContext;
  /** Asked only once the list's first page is in (the rows come first). */
  enabled: boolean;
  /** Changes the workspace's filters (the view's `setFilters`). */
  onFilter: FilterUpdate;
}

const SHOWN = 5;
const fmt = (n: number) => n.toLocaleString('en');

function isActive(filters: MentionFilters, key: ArrayFilterKey, value: string | number): boolean {
  return ((filters as Record<string, (string | number)[] | undefined>)[key] ?? []).some(
    (v) => String(v) === String(value),
  );
}

/** One dimension's top values: each section asks its own distribution, so they fill in as they come. */
function FacetSection({
  dim,
  workspaceId,
  window,
  filters,
  context,
  enabled,
  onFilter,
}: { dim: FacetDimension } & Props) {
  // Disjunctive: counted without the section's own filter, so a chosen value's siblings stay.
  const own = useMemo(() => facetFilters(filters, dim.groupBy), [filters, dim.groupBy]);
  // Channel names from their one home (custom channels by name, not id); loaded with the panel.
  const channelName = useChannelNames();
  const named = useMemo(() => ({ ...context, channelName }), [context, channelName]);
  const result = useTopValues(workspaceId, window, own, dim.groupBy, enabled);
  const [all, setAll] = useState(false);
  const groups = result.data?.groups ?? [];
  const total = result.data?.totalCount ?? 0;
  const shown = all ? groups : groups.slice(0, SHOWN);
  return (
    <section
      className={classes.section}
      aria-label={`Top ${dim.title}`}
      data-testid="facet"
      data-group-by={dim.groupBy}
      data-loaded={result.data || result.error ? 'true' : undefined}
    >
      <div className={classes.title}>{dim.title}</div>
      {result.isPending ? (
        <Skeleton height={72} />
      ) : result.error ? (
        <Button size="compact-xs" variant="subtle" onClick={() => void result.refetch()}>
          Could not load · Retry
        </Button>
      ) : groups.length === 0 ? (
        <Text size="xs" c="dimmed">
          No values
        </Text>
      ) : (
        shown.map((g) => {
          const filter = filterForGroup(dim.groupBy, g.key);
          const name = filter.ok
            ? describeFilter(filter.key, String(filter.value), named).value
            : g.name || g.key;
          const active = filter.ok && isActive(filters, filter.key, filter.value);
          const hint = filter.ok
            ? `${active ? 'Remove the filter' : 'Add as a filter'}: ${name} (${fmt(g.count)} mention${g.count === 1 ? '' : 's'})`
            : filter.reason;
          return (
            <div key={g.key} className={classes.valueRow}>
              <Tooltip label={hint} openDelay={400} position="top-start" multiline maw={260} withinPortal>
                <button
                  type="button"
                  className={classes.value}
                  disabled={!filter.ok}
                  aria-pressed={active}
                  onClick={() =>
                    filter.ok && onFilter((f) => toggleValue(f, filter.key, filter.value, active))
                  }
                  data-testid="facet-value"
                  data-key={g.key}
                  data-count={g.count}
                >
                  {/* The name is the visible text in order (WCAG 2.5.3), then what a click does. */}
                  <span className={classes.name}>{name}</span>{' '}
                  <span className={classes.count}>{fmt(g.count)}</span>
                  <VisuallyHidden> mentions. {hint}</VisuallyHidden>
                  <span
                    className={classes.share}
                    style={{ width: `${total ? Math.max(2, (g.count / total) * 100) : 0}%` }}
                  />
                </button>
              </Tooltip>
              {filter.ok && (
                <FilterMenuButton
                  choices={() => [{ key: filter.key, value: filter.value, label: name }]}
                  onFilter={onFilter}
                  label={`Filter by ${FILTER_KINDS[filter.key].label.toLowerCase()} ${name}`}
                  data={{ 'data-key': g.key }}
                  position="right-start"
                />
              )}
            </div>
          );
        })
      )}
      {groups.length > SHOWN && (
        <Button size="compact-xs" variant="subtle" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show ${groups.length - SHOWN} more`}
        </Button>
      )}
    </section>
  );
}

/**
 * Top values of the main dimensions for the current filters and window (one distribution each,
 * in parallel); a click adds a value as a filter, another removes it.
 */
export const FacetPanel = memo(function FacetPanel({
  workspaceId,
  window,
  filters,
  context,
  enabled,
  onFilter,
}: Props) {
  // Only dimensions the service groups by (the Narratives facet needs `narratives.id`, an
  // extension of the reference server): a refused group-by would say "Could not load" for ever.
  const { supportsGroupBy } = useCapabilities();
  const all = useMemo(() => facetDimensions(context), [context]);
  const dims = all.filter((d) => supportsGroupBy(d.groupBy));
  return (
    <nav className={classes.panel} aria-label="Top values" data-testid="facet-panel">
      {dims.map((dim) => (
        <FacetSection
          key={dim.groupBy}
          dim={dim}
          workspaceId={workspaceId}
          window={window}
          filters={filters}
          context={context}
          enabled={enabled}
          onFilter={onFilter}
        />
      ))}
      <Text size="xs" c="dimmed" mt="sm">
        Counts: mentions matching your filters in this window, each section counted without its own filter so
        its other values stay in view. Click a value to add it as a filter, again to remove it; its filter
        button (beside it) filters it out where the API can leave such a value out, and says why where it
        cannot.
      </Text>
    </nav>
  );
});
