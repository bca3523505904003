import type { QueryClient } from '@tanstack/react-query';
import { availableFilterQueries } from '@/api/available-filters';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';
import { periodChange } from '@/analysis/charts/period-change';
import { effectiveSpec, type Block, type Report } from '@/analysis/reports/report-store';
import { chartSubtitle, chartTitle } from '@/components/charts/chart-describe';
import { buildDimensionOptions, dimensionLabel } from '@/components/charts/chart-dimensions';
import { tableLabel, toChartExport } from '@/components/charts/chart-export';
import { chartProvenance } from '@/components/charts/chart-provenance';
import { toTableData } from '@/components/charts/chart-table-data';
import type { ExportBlock } from '@/components/charts/export/types';
import { filtersQueryLine } from '@/components/charts/query-line';
import { resolveWindow, type DateRangeSearch } from '@/lib/date-range';
import { fillPlaceholders, reportPlaceholders } from '../report-describe';
import { keyFigureQueries } from '../use-key-figure';
import { fetchChartModel } from './chart-data';
import { blockMarks } from './chart-marks';
import { fetchMapExport } from './map-figure';

/** What a block's export is computed with: the query client (its cache), the report, the moment. */
export interface ExportContext {
  qc: QueryClient;
  report: Report;
  now: number;
}

type Builder<K extends Block['kind']> = (
  block: Extract<Block, { kind: K }>,
  ctx: ExportContext,
) => ExportBlock | Promise<ExportBlock>;

/** A block's window: the report's when it sets one, else the block's own, resolved at `now`. */
const windowOf = (ctx: ExportContext, spec: { range: DateRangeSearch }) =>
  resolveWindow(effectiveSpec(ctx.report, spec).range, ctx.now);

const none = () => undefined;

/**
 * Each block kind's export, computed from its spec as the block's view computes what it shows
 * (the same query options and model functions): a block need not be on screen to be exported.
 */
const BLOCK_EXPORTS: { [K in Block['kind']]: Builder<K> } = {
  text: (block, { report, now }) => ({
    kind: 'text',
    markdown: fillPlaceholders(block.markdown, reportPlaceholders(report, now)),
  }),
  trace: (block) => ({ kind: 'trace', trace: block.figure, caption: block.caption }),
  figure: async (block, ctx) => {
    const spec = effectiveSpec(ctx.report, block.spec);
    const window = windowOf(ctx, spec);
    const [current, previous] = await Promise.all(
      keyFigureQueries(spec, window).map((q) => ctx.qc.ensureQueryData(q)),
    );
    const value = current!.totalCount;
    const provenance = chartProvenance(ChartSpecSchema.parse({ ...spec, options: {} }), window);
    return {
      kind: 'figure',
      figure: {
        label: block.label || 'Mentions',
        caption: block.caption,
        value,
        change: periodChange(value, previous!.totalCount),
        provenance,
        query: filtersQueryLine(spec.filters) ?? undefined,
      },
    };
  },
  map: async (block, ctx) => ({
    kind: 'map',
    map: await fetchMapExport(
      ctx.qc,
      { ...block, spec: effectiveSpec(ctx.report, block.spec) },
      windowOf(ctx, block.spec),
    ),
  }),
  chart: async (block, ctx) => {
    const pinned = effectiveSpec(ctx.report, block.spec);
    const window = windowOf(ctx, pinned);
    const [found, marks, available] = await Promise.all([
      fetchChartModel(ctx.qc, pinned, window),
      blockMarks(ctx.qc, pinned, window),
      ctx.qc.ensureQueryData(availableFilterQueries.workspace(pinned.workspaceId)).catch(none),
    ]);
    const spec = { ...pinned, marks };
    // Without its comparison table the model has no period rows, so no export writes one either.
    const model = block.hideTable ? { ...found, period: null } : found;
    const dimensions = buildDimensionOptions(available);
    const o = spec.options;
    const dimLabel = dimensionLabel(dimensions, o.dim);
    const title =
      block.title || chartTitle(spec, dimLabel, o.breakdown ? dimensionLabel(dimensions, o.breakdown) : null);
    const table = toTableData(model, tableLabel(spec, dimLabel), o.unit, o.compare);
    const chart = toChartExport(spec, model, table, {
      title,
      subtitle: chartSubtitle(spec, model),
      caption: block.caption,
      provenance: chartProvenance(spec, window, model),
      query: filtersQueryLine(spec.filters) ?? undefined,
    });
    return { kind: 'chart', chart };
  },
};

/** One block's export (the typed map above picks its builder). */
export const blockExport = (block: Block, ctx: ExportContext): Promise<ExportBlock> =>
  Promise.resolve((BLOCK_EXPORTS[block.kind] as Builder<Block['kind']>)(block as never, ctx));
