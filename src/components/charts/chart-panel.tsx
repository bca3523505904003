import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconBell, IconChartBar, IconTable } from '@tabler/icons-react';
import { useDeskState } from '@/api/desk-state';
import { ButtonLink } from '@/components/router-links';
import { newAlertSearch } from '@/filters/alert-question';
import { ChartFrame, ChartLegend, useChartInk } from '@/components/chart-frame';
import { effectiveChartType, type ChartMark, type ChartSpec } from '@/analysis/charts/chart-config';
import { formatInZone, zoneName } from '@/lib/date-range';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { timelinePlanner } from '@/hooks/use-zoned-timeline';
import { chartSubtitle, chartTitle } from './chart-describe';
import { dimensionLabel, type DimensionOption } from './chart-dimensions';
import { ChartExportMenu } from './chart-export-menu';
import { tableLabel, toChartExport } from './chart-export';
import type { ChartExport } from './export/types';
import { useChartData } from './use-chart-data';
import { chartModels, useChartModels } from './use-chart-models';
import { useGroupFilters } from './use-group-filters';
import { useOpenMentions } from './use-open-mentions';
import { useSpecWindow } from './use-spec-window';
import type { FilterContext } from '@/filters/registry';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';

// recharts and d3 (~120 kB gzipped) load in parallel with the chart's data (the chart builder's
// loader asks for both at once), so the page paints without them and draws as soon as data answers.
const chartDrawing = preloadableChunk(() => import('./renderers').then((m) => m.ChartDrawing));
// The table view and the period comparison's table load when shown (a click on "Table", a table
// chart, "Compare"): most charts are drawn without either.
const chartTable = preloadableChunk(() => import('./chart-table').then((m) => m.ChartTable));
const ChartTable = lazy(chartTable.lazyLoad);
const PeriodTable = lazy(
  preloadableChunk(() => import('./period-table').then((m) => m.PeriodTable)).lazyLoad,
);
const ChartDrawing = lazy(chartDrawing.lazyLoad);
// The key of numbered marks comes with the first chart that has marks.
const MarksKey = lazy(() =>
  import('@/components/chart-frame/marks-key').then((m) => ({ default: m.MarksKey })),
);
/** Starts loading the drawing's code and the models that shape its data (once): route loaders call it beside their data prefetches. */
export const preloadChartDrawing = () => {
  chartDrawing.preload();
  chartModels.preload();
  timelinePlanner.preload();
};

type Props = {
  spec: ChartSpec;
  dimensions: readonly DimensionOption[];
  actions?: ReactNode;
  compact?: boolean;
  /** A report's own title and caption for the chart. */
  title?: string;
  caption?: string;
  level?: 2 | 3;
  /** Fixed drawing width (print layout); without it the chart fills the frame. */
  width?: number;
  /** A click on a spike mark (the chart builder opens its explanation). */
  onMark?: (mark: ChartMark) => void;
  /** Names filters in the provenance as their pills do (narrative titles, places, categories). */
  names?: FilterContext;
  /** A report block without its comparison table (on screen and in every export). */
  hideComparison?: boolean;
  /**
   * Changes the page's filters (the chart builder's): a group's "filter for / filter out" then
   * acts here; without it (a report) it opens the mention browser with the chart's filters so changed.
   */
  onFilter?: FilterUpdate;
};

const chartLoader = (
  <Group justify="center" h={200}>
    <Loader size="sm" aria-label="Loading chart" />
  </Group>
);

/** One chart in its frame: title, what is counted, exports, the drawing or table, legend, notes, period table. */
export function ChartPanel({
  spec,
  dimensions,
  actions,
  compact,
  title: retitle,
  caption,
  level,
  width,
  onMark,
  names,
  hideComparison,
  onFilter,
}: Props) {
  const ink = useChartInk();
  const desk = useDeskState().mode === 'desk';
  // Where no route loader asked for it (a report, share of voice), the first panel does.
  useEffect(preloadChartDrawing, []);
  const [showTable, setShowTable] = useState(false);
  const o = spec.options;
  const window = useSpecWindow(spec.range);
  const data = useChartData(spec, window);
  const { error, isPending, refetch } = data;
  // Without its comparison table the model has no period rows, so no export writes one either.
  const model = useMemo(
    () => (hideComparison && data.model ? { ...data.model, period: null } : data.model),
    [hideComparison, data.model],
  );
  // The legend and table shapers ride with the models (a model exists only once they are in).
  const shape = useChartModels(true);
  const open = useOpenMentions(spec);
  const groups = useGroupFilters(spec, model, open, onFilter);
  const type = effectiveChartType(o);
  const dimLabel = dimensionLabel(dimensions, o.dim);
  const title =
    retitle || chartTitle(spec, dimLabel, o.breakdown ? dimensionLabel(dimensions, o.breakdown) : null);
  // Said with the chart it describes (its buckets' clock comes with the model).
  const provenance = shape ? shape.chartProvenance(spec, window, model, names) : '';
  const query = shape ? shape.filtersQueryLine(spec.filters) : null;
  const subtitle = chartSubtitle(spec, model);
  const colors = useMemo(
    () =>
      model && shape
        ? shape.chartColors(model.kind === 'distribution' ? model.rows : model.series)
        : new Map<string, string>(),
    [model, shape],
  );
  const legend =
    model && shape ? shape.legendItems(model, type, { compare: o.compare, colors, neutral: ink.dimmed }) : [];
  const table = useMemo(
    () => (model && shape ? shape.toTableData(model, tableLabel(spec, dimLabel), o.unit, o.compare) : null),
    [model, shape, spec, o.unit, o.compare, dimLabel],
  );
  const asTable = showTable || type === 'table';
  const placed = useMemo(
    () => (model && shape ? shape.placeMarks(model, spec.marks) : []),
    [model, shape, spec.marks],
  );
  const exportData = useMemo<ChartExport | null>(
    () =>
      model && table
        ? toChartExport(spec, model, table, {
            title,
            subtitle,
            caption,
            provenance,
            query: query ?? undefined,
          })
        : null,
    [spec, model, table, title, subtitle, caption, provenance, query],
  );
  const zone = zoneName(spec.range.tz);
  const dateLine = () => `Exported ${formatInZone(new Date().toISOString(), spec.range.tz)} (${zone})`;

  const openRow = (index: number) => {
    if (model?.kind === 'distribution') {
      if (model.rows[index]) open.openGroup(model.rows[index]);
    } else if (model?.rows[index]) open.openBucket(model.rows[index], null);
  };
  const whyNotRow = (index: number) =>
    model?.kind === 'distribution' && model.rows[index]
      ? open.whyNot(model.rows[index].key)
      : spec.voices
        ? open.whyNot('total')
        : null;
  // Share of voice over time: each workspace's number in a bucket opens that workspace's mentions.
  const openCell =
    spec.voices && model?.kind === 'timeline'
      ? (r: number, c: number) => {
          const series = c >= 2 ? model.series[c - 2] : undefined;
          const row = model.rows[r];
          return series && row ? () => open.openBucket(row, series.key) : null;
        }
      : undefined;
  const empty = model && model.total === 0;

  const toolbar = (
    <>
      {type !== 'table' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={asTable ? <IconChartBar size={14} /> : <IconTable size={14} />}
          onClick={() => setShowTable((v) => !v)}
          onPointerEnter={chartTable.preload}
          onFocus={chartTable.preload}
          aria-pressed={showTable}
        >
          {asTable ? 'Chart' : 'Table'}
        </Button>
      )}
      <ChartExportMenu chart={exportData} dateLine={dateLine} />
      {desk && !spec.voices && (
        // A rule watches one workspace: share of voice (several) has none to offer. A plain link to
        // the Alerts area, whose editor opens on the chart's question (workspace, filters, zone).
        <ButtonLink
          to="/alerts"
          search={newAlertSearch(spec.workspaceId, spec.filters, zone)}
          size="xs"
          variant="subtle"
          leftSection={<IconBell size={14} />}
          aria-label={`Create alert on the question of “${title}”`}
          data-testid="chart-create-alert"
        >
          Create alert
        </ButtonLink>
      )}
      {actions}
    </>
  );
  const footer = model && !empty && (
    <>
      {!asTable && (
        <ChartLegend items={legend} color={ink.text} dimmed={ink.dimmed} action={groups.legendAction} />
      )}
      {!asTable && placed.length > 0 && (
        <Suspense fallback={null}>
          <MarksKey marks={placed} color={ink.text} dimmed={ink.dimmed} />
        </Suspense>
      )}
      {caption && (
        <Text size="sm" mt={6} c={ink.text} data-testid="chart-caption">
          {caption}
        </Text>
      )}
      {model.notes.length > 0 && (
        <ul
          style={{ margin: '6px 0 0', paddingLeft: 18, fontSize: 12, color: ink.dimmed }}
          data-testid="chart-notes"
        >
          {model.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {model.period && (
        <Suspense fallback={null}>
          <PeriodTable
            rows={model.period}
            unit={model.kind === 'distribution' ? o.unit : 'count'}
            color={ink.text}
          />
        </Suspense>
      )}
    </>
  );
  return (
    <ChartFrame
      title={title}
      subtitle={subtitle}
      provenance={provenance}
      actions={toolbar}
      footer={footer}
      compact={compact}
      level={level}
      data-testid="chart-panel"
    >
      {error ? (
        <Alert color="red" title="Could not load this chart">
          {error.message}{' '}
          <Button size="xs" variant="light" onClick={refetch}>
            Retry
          </Button>
        </Alert>
      ) : !model || isPending ? (
        chartLoader
      ) : empty ? (
        <Text c={ink.dimmed} ta="center" py="xl">
          No mentions in this window.
        </Text>
      ) : asTable && table ? (
        <Suspense fallback={chartLoader}>
          <ChartTable
            data={table}
            caption={`${title} — ${provenance}`}
            onOpenRow={openRow}
            whyNotRow={whyNotRow}
            openCell={openCell}
            rowAction={groups.rowAction}
          />
        </Suspense>
      ) : (
        // A figure, not an image: spike and annotation marks on it are buttons.
        // A right-click on a group opens its menu: its mentions and "filter for / filter out".
        <div
          role="figure"
          aria-label={`${title}. Use "Table" for the numbers.`}
          data-testid="chart-canvas"
          onContextMenu={groups.onContextMenu}
        >
          <Suspense fallback={chartLoader}>
            <ChartDrawing
              model={model}
              type={type}
              unit={o.unit}
              compare={o.compare}
              labels={o.labels || type === 'donut'}
              ink={ink}
              colors={colors}
              width={width}
              marks={spec.marks}
              onMark={onMark}
              onGroup={groups.onGroup}
              onBucket={groups.onBucket}
              whyNot={open.whyNot}
            />
          </Suspense>
          {groups.menu}
        </div>
      )}
    </ChartFrame>
  );
}
