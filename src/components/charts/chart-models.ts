/**
 * What shapes a chart's answers into what it draws (groups, series, the previous period, labels):
 * code that only computes, so a chunk of its own, asked for beside the chart's data
 * (useChartModels; preloadChartDrawing asks for it with the drawing's code).
 */
export { listsAllGroups, topGroups } from '@/analysis/charts/chart-buckets';
export { shownGroups } from '@/analysis/charts/chart-ordinal';
export { groupLabeler } from '@/analysis/charts/chart-labels';
export { buildDistributionModel, buildTimelineModel } from '@/analysis/charts/chart-model';
export { timelineSeries } from '@/analysis/charts/chart-timeline';
export { legendItems } from '@/analysis/charts/chart-legend';
export { toTableData } from './chart-table-data';
export { chartColors } from '@/analysis/charts/chart-palette';
export { chartProvenance } from './chart-provenance';
export { placeMarks } from '@/analysis/charts/chart-marks';
export { filtersQueryLine } from './query-line';
