/**
 * Spike flags beside a daily timeline and the panel that explains one (docs/extending.md,
 * "Explaining change"). Used by the chart builder and the narrative detail.
 */
export { SpikeFlags } from './spike-flags';
export { SpikeExplainPanel } from './spike-explain-panel';
export { spikeMarks, ratioText } from './spike-marks';
export { useTimelineSpikes } from './use-timeline-spikes';
export { useSpikeSensitivity, useVolumeSpikes, type VolumeSpikes } from './use-volume-spikes';
