/**
 * Spike flags of a daily or hourly volume series and the panel that explains one
 * (docs/extending.md, "Explaining change"). Used by the chart builder, the narrative detail and
 * the mention browser's histogram.
 */
export { spikeMarks, ratioText } from './spike-marks';
export { preloadSpikeFlags, useTimelineSpikes } from './use-timeline-spikes';
export { useSpikeSensitivity, useVolumeSpikes, type VolumeSpikes } from './use-volume-spikes';
