/**
 * The detection a flagged timeline runs: which buckets to fetch, the series from the answers,
 * and the flags. A chunk of its own (useVolumeSpikes), asked for beside the page's data rather
 * than carried in its first load.
 */
export { planSpikeSeries, seriesFromAnswers } from '@/analysis/spikes/spike-buckets';
export { detectSpikes } from '@/analysis/spikes/spike-detection';
