import { UnstyledButton } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { ratioText } from '@/components/spike-explain';
import type { ChartMark } from '@/analysis/charts/chart-config';
import { placeTimeMarks } from '@/analysis/charts/chart-marks';
import type { HistogramBar } from '@/analysis/charts/histogram';
import type { Spike } from '@/analysis/spikes/spike-detection';
import { spikeWhen, type SpikeInterval } from '@/analysis/spikes/spike-window';
import classes from './volume-histogram.module.css';

type Props = {
  bars: readonly HistogramBar[];
  /** The workspace's annotations in the window (annotationMarks). */
  events: readonly ChartMark[];
  spikes: readonly Spike[];
  interval: SpikeInterval;
  zone: string;
  onOpen: (spike: Spike) => void;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The strip above the histogram's bars: a flag over the bar of each spike (a button that opens its
 * explanation) and a pin for each annotation, at the bar holding its instant. Outside the brush
 * area, so a click on a flag never narrows the window. The strip keeps its height when it has
 * nothing to show (still loading, or a window without spikes or annotations): flags arriving with
 * the timeline must not push the list down under the analyst's pointer.
 */
export function VolumeHistogramMarks({ bars, events, spikes, interval, zone, onOpen }: Props) {
  if (bars.length === 0 || (events.length === 0 && spikes.length === 0))
    return <div className={classes.marks} aria-hidden />;
  const rows = bars.map((b, i) => ({ label: String(i), since: iso(b.start), to: iso(b.end - 1) }));
  const left = (category: string) => `${((Number(category) + 0.5) / bars.length) * 100}%`;
  const flagMarks = spikes.map((s) => ({ at: s.date, label: s.date, kind: 'spike' as const }));
  const byDate = new Map(spikes.map((s) => [s.date, s]));
  return (
    <div className={classes.marks} data-testid="histogram-marks">
      {placeTimeMarks(rows, events).map(({ category, mark }, i) => (
        <span
          key={`e${i}`}
          className={classes.event}
          style={{ left: left(category) }}
          title={mark.label}
          data-testid="histogram-annotation"
          data-at={mark.at}
        >
          <span className={classes.eventLabel}>{mark.label}</span>
        </span>
      ))}
      {placeTimeMarks(rows, flagMarks).map(({ category, mark }) => {
        const spike = byDate.get(mark.at)!;
        return (
          <UnstyledButton
            key={mark.at}
            className={classes.flag}
            style={{ left: left(category) }}
            onClick={() => onOpen(spike)}
            aria-label={`Explain the spike of ${spikeWhen(spike.date, interval, zone)}: ${spike.count.toLocaleString('en')} mention${spike.count === 1 ? '' : 's'}, ${ratioText(spike)} the usual ${Math.round(spike.baseline).toLocaleString('en')}`}
            title={`Spike ${ratioText(spike)}: ${spikeWhen(spike.date, interval, zone)}`}
            data-testid="histogram-flag"
            data-at={spike.date}
          >
            <IconFlag size={14} aria-hidden />
          </UnstyledButton>
        );
      })}
    </div>
  );
}
