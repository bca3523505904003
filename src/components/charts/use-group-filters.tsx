import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { CategoryRow } from '@/analysis/charts/chart-buckets';
import type { LegendItem } from '@/analysis/charts/chart-legend';
import type { ChartModel } from '@/analysis/charts/chart-model';
import type { TimeRow } from '@/analysis/charts/chart-timeline';
import { groupChoice, type FilterUpdate } from '@/components/filter-actions/filter-choice';
import { FilterMenuButton } from '@/components/filter-actions/filter-menu-button';
import { FILTER_KINDS } from '@/filters/registry';
import type { ChartGroupMenuProps } from './chart-group-menu';
import type { useOpenMentions } from './use-open-mentions';

// The right-click menu loads when first asked for.
const ChartGroupMenu = lazy(() => import('./chart-group-menu'));

type Asked = Omit<ChartGroupMenuProps, 'onFilter' | 'onClose'>;

const LEADS_AWAY = 'Opens the mention browser with this chart’s filters and window, so changed.';

/**
 * "Filter for / filter out" on a chart's groups: a right-click on a bar, slice or series segment
 * opens the group's menu (its mentions, as a click opens them, and the shared filter actions), and
 * the legend's entries and the table's rows carry the same menu behind a button. The actions
 * change `onFilter` (the page's filters: the chart builder's workspace view); without it (a
 * report) they open the mention browser with the chart's filters so changed.
 */
export function useGroupFilters(
  spec: ChartSpec,
  model: ChartModel | null | undefined,
  open: ReturnType<typeof useOpenMentions>,
  onFilter?: FilterUpdate,
) {
  const apply = onFilter ?? open.filterMentions;
  const note = onFilter ? undefined : LEADS_AWAY;
  const o = spec.options;
  const dim = o.measure === 'distribution' ? o.dim : (o.breakdown ?? null);
  // Set while a right-click replays as a click: the renderers' click handlers then ask, not open.
  const point = useRef<{ x: number; y: number } | null>(null);
  const handled = useRef(false);
  const [asked, setAsked] = useState<Asked | null>(null);

  /** A group or series of this chart (a legend's "Previous period" or "Mentions" is neither). */
  const named = (key: string): string | null => {
    if (!model) return null;
    const found =
      model.kind === 'distribution'
        ? model.rows.find((r) => r.key === key)
        : model.series.find((s) => s.key === key);
    return found ? found.name : null;
  };
  const choiceOf = (key: string, name: string) => (apply && dim ? groupChoice(dim, key, name) : null);

  const ask = (entry: Asked) => {
    handled.current = true;
    setAsked(entry);
  };
  const askFor = (key: string, name: string, openIt: () => void, whyNot: string | null, title?: string) => {
    const at = point.current!;
    const found = choiceOf(key, name);
    ask({
      at,
      title,
      choice: found?.ok ? found.choice : null,
      open: whyNot ? null : openIt,
      whyNot,
      note: found && !found.ok ? found.reason : note,
    });
  };

  const onGroup = (row: CategoryRow) => {
    if (!point.current) return open.openGroup(row);
    askFor(row.key, row.name, () => open.openGroup(row), open.whyNot(row.key));
  };
  const onBucket = (row: TimeRow, seriesKey: string | null) => {
    if (!point.current) return open.openBucket(row, seriesKey);
    // A whole bucket is a window, not a value: the browser's own menu stays.
    const name = seriesKey ? named(seriesKey) : null;
    if (seriesKey && name !== null)
      askFor(seriesKey, name, () => open.openBucket(row, seriesKey), open.whyNot(seriesKey), row.label);
  };

  /** A right-click on the drawing: replayed as a click, which the renderers turn into a group. */
  const onContextMenu = (e: MouseEvent<HTMLElement>) => {
    const target = e.target;
    // Only the drawing's own elements: a portalled menu's events bubble here through React too.
    if (!apply || !dim || !(target instanceof Element) || !e.currentTarget.contains(target)) return;
    if (target === e.currentTarget) return;
    point.current = { x: e.clientX, y: e.clientY };
    handled.current = false;
    try {
      target.dispatchEvent(
        new globalThis.MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          clientX: e.clientX,
          clientY: e.clientY,
        }),
      );
    } finally {
      point.current = null;
    }
    if (handled.current) e.preventDefault();
  };

  /** The menu button of a group or series (a legend entry, a table row), or null. */
  const actionFor = (key: string): ReactNode => {
    const name = named(key);
    const found = name === null ? null : choiceOf(key, name);
    if (!found?.ok || !apply) return null;
    const { choice } = found;
    return (
      <FilterMenuButton
        choices={() => [choice]}
        onFilter={apply}
        label={`Filter by ${FILTER_KINDS[choice.key].label.toLowerCase()} ${choice.label}`}
        data={{ 'data-key': key }}
        note={note}
      />
    );
  };

  const menu =
    asked && apply ? (
      <Suspense fallback={null}>
        <ChartGroupMenu {...asked} onFilter={apply} onClose={() => setAsked(null)} />
      </Suspense>
    ) : null;

  return {
    onGroup,
    onBucket,
    onContextMenu,
    menu,
    legendAction: (item: LegendItem) => actionFor(item.key),
    rowAction: (index: number) =>
      model?.kind === 'distribution' && model.rows[index] ? actionFor(model.rows[index].key) : null,
  };
}
