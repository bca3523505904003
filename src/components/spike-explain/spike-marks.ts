import type { ChartMark } from '@/analysis/charts/chart-config';
import type { Spike } from '@/analysis/spikes/spike-detection';

/** "3.4×" of a flag, or "new" when nothing was usual. */
export const ratioText = (spike: Pick<Spike, 'ratio'>) =>
  spike.ratio === null ? 'new' : `${spike.ratio.toFixed(1)}×`;

/** Flags as chart marks, so the drawing and every export (PNG/SVG/PDF/PPTX) carry them. */
export const spikeMarks = (spikes: readonly Spike[]): ChartMark[] =>
  spikes.map((s) => ({ at: s.date, label: `Spike ${ratioText(s)}`, kind: 'spike' as const }));
