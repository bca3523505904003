/**
 * What shapes a chart's answers into what it draws (groups, series, the previous period, labels):
 * code that only computes, so a chunk of its own, asked for beside the chart's data
 * (useChartModels; preloadChartDrawing asks for it with the drawing's code).
 */
export { listsAllGroups, topGroups } from '@/lib/chart-buckets';
export { groupLabeler } from '@/lib/chart-labels';
export { buildDistributionModel, buildTimelineModel } from '@/lib/chart-model';
export { timelineSeries } from '@/lib/chart-timeline';
export { legendItems } from '@/lib/chart-legend';
export { toTableData } from './chart-table-data';
export { chartColors } from '@/lib/chart-palette';
export { chartProvenance } from './chart-provenance';
