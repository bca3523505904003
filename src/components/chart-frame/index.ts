/**
 * Shared chart UI. `ChartFrame` frames any chart (title, subtitle, actions, body, footer,
 * provenance); `ChartLegend` draws legend items whose swatches match the marks; `ChartInk` and
 * `ChartInkContext` give charts concrete colours (forced light for print and exports).
 */
export { ChartFrame, chartSvgOf, type ChartFrameProps } from './chart-frame';
export { ChartLegend } from './chart-legend';
export { ChartInkContext, DARK_INK, LIGHT_INK, useChartInk, type ChartInk } from './chart-ink';
export { Swatch } from './swatch';
// `markLines` (./mark-lines) is imported from its own file: it brings Recharts, which the frame
// must not pull into a page's first load.
