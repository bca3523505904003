import { memo, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import type { MentionFilters } from '@/api/schemas';
import { useTimelineAnnotations } from '@/components/annotations';
import { useTimelineSpikes } from '@/components/spike-explain';
import { useZonedTimeline } from '@/hooks/use-zoned-timeline';
import type { DateRangeSearchInput } from '@/lib/date-range';
import {
  barsTotal,
  brushWindow,
  describeSpan,
  histogramInterval,
  toHistogramBars,
  type Window,
} from '@/analysis/charts/histogram';
import { histogramTicks } from '@/analysis/charts/histogram-axis';
import { VolumeHistogramMarks } from './volume-histogram-marks';
import classes from './volume-histogram.module.css';

interface Props {
  workspaceId: number;
  window: Window;
  filters: MentionFilters;
  zone: string;
  tz: DateRangeSearchInput['tz'];
  /** Asked only once the list's first page is in (the rows come first). */
  enabled: boolean;
  onBrush: (window: Window) => void;
}

const fmt = (n: number) => n.toLocaleString('en');
const mentions = (n: number) => `${fmt(n)} mention${n === 1 ? '' : 's'}`;
const flagged = (n: number) => (n === 0 ? '' : `, ${n} spike${n === 1 ? '' : 's'} flagged`);

/**
 * Mentions over the window for the current filters; dragging across bars (or a click on one)
 * narrows the window to them, for every area. Keyboard: arrows move, Shift+arrows extend, Enter
 * narrows, Escape lets go. Plain elements rather than a chart library: a bar strip with a brush is
 * small, and recharts would add ~100 kB to the mention browser's first load.
 */
export const VolumeHistogram = memo(function VolumeHistogram({
  workspaceId,
  window,
  filters,
  zone,
  tz,
  enabled,
  onBrush,
}: Props) {
  const interval = histogramInterval(window);
  // Hour and day bars are flagged like every volume series (hours up to 7 days, as the bars are).
  const spikes = useTimelineSpikes({
    workspaceId,
    window,
    filters,
    tz,
    zone,
    enabled: enabled && interval !== 'week',
  });
  const events = useTimelineAnnotations(workspaceId, window).marks;
  // The zone's own hours, days or weeks (one call, a few hourly pieces, or one per bucket).
  const zoned = useZonedTimeline({
    workspaceId,
    query: filters,
    window,
    interval,
    zone,
    enabled,
    staleTime: 60_000,
  });
  const timeline = { data: zoned.data, isError: zoned.queries.some((q) => q.isError) };
  const retry = () => zoned.queries.forEach((q) => q.isError && void q.refetch());
  const { bucketZone, unit } = zoned.plan ?? { bucketZone: zone, unit: interval };
  const bars = useMemo(
    () => (zoned.data ? toHistogramBars(zoned.data.buckets, window, unit, bucketZone) : []),
    [zoned.data, window, unit, bucketZone],
  );
  const max = Math.max(1, ...bars.map((b) => b.count));
  // Labelled in the zone the bars were counted in (UTC days when the service could only do those).
  const ticks = useMemo(() => histogramTicks(bars, unit, bucketZone), [bars, unit, bucketZone]);
  // The brush: anchor and moving end (bar indices); `dragging` while the pointer is down.
  const [brush, setBrush] = useState<{ a: number; b: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [hover, setHover] = useState<number | null>(null);

  const indexAt = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return Math.max(
      0,
      Math.min(bars.length - 1, Math.floor(((e.clientX - box.left) / box.width) * bars.length)),
    );
  };
  const apply = (a: number, b: number) => {
    setBrush(null);
    onBrush(brushWindow(bars, a, b));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (bars.length === 0) return;
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step) {
      e.preventDefault();
      const b = Math.max(0, Math.min(bars.length - 1, (brush?.b ?? (step > 0 ? -1 : bars.length)) + step));
      setBrush({ a: e.shiftKey && brush ? brush.a : b, b });
    } else if (e.key === 'Enter' && span && brush) {
      apply(span.a, span.b);
    } else if (e.key === 'Escape' && brush) {
      e.stopPropagation();
      setBrush(null);
    }
  };

  // Indices belong to the bars they were taken on: a new window brings new bars.
  const within = (i: number) => i >= 0 && i < bars.length;
  const span =
    brush && within(brush.a) && within(brush.b)
      ? brush
      : hover !== null && within(hover)
        ? { a: hover, b: hover }
        : null;
  const lo = span ? Math.min(span.a, span.b) : -1;
  const hi = span ? Math.max(span.a, span.b) : -1;
  const readout = span
    ? `${describeSpan(bars, span.a, span.b, zone)} · ${mentions(barsTotal(bars, span.a, span.b))}${brush ? (dragging ? ' — release to narrow the window' : ' — Enter narrows the window') : ' — drag across bars to narrow the window'}`
    : timeline.data
      ? `${mentions(timeline.data.totalCount)}, per ${bucketZone === zone ? `${unit} (${zone})` : `UTC ${unit} (the service counts UTC days only)`}${flagged(spikes.spikes.length)}; drag across bars to narrow the window`
      : '';

  if (timeline.isError) {
    return (
      <Group gap="xs" data-testid="volume-histogram">
        <Text size="xs" c="dimmed">
          The volume over time could not be loaded.
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={retry}>
          Retry
        </Button>
      </Group>
    );
  }
  return (
    <div
      className={classes.frame}
      data-testid="volume-histogram"
      data-loaded={timeline.data ? 'true' : undefined}
    >
      <VolumeHistogramMarks
        bars={bars}
        events={events}
        spikes={spikes.spikes}
        interval={spikes.interval}
        zone={zone}
        onOpen={spikes.open}
      />
      <div
        className={classes.plot}
        role="group"
        tabIndex={bars.length ? 0 : -1}
        aria-label="Mention volume over the window. Drag across bars, or use the arrow keys with Shift and Enter, to narrow the window."
        aria-describedby="volume-readout"
        onPointerDown={(e) => {
          if (!bars.length || e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          const i = indexAt(e);
          setBrush({ a: i, b: i });
          setDragging(true);
        }}
        onPointerMove={(e) => {
          if (!bars.length) return;
          const i = indexAt(e);
          if (dragging) setBrush((prev) => (prev ? { a: prev.a, b: i } : prev));
          else setHover(i);
        }}
        onPointerUp={() => {
          if (dragging && span) apply(span.a, span.b);
          setDragging(false);
          setHover(null);
        }}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKeyDown}
        onBlur={() => !dragging && setBrush(null)}
      >
        {!timeline.data && enabled && <Loader size="xs" m="auto" aria-label="Loading the volume" />}
        {bars.map((bar, i) => (
          <div
            key={bar.start}
            className={classes.bar}
            style={{ height: `${bar.count === 0 ? 0 : Math.max(4, (bar.count / max) * 100)}%` }}
            data-testid="histogram-bar"
            data-count={bar.count}
            data-start={new Date(bar.start).toISOString()}
            data-end={new Date(bar.end).toISOString()}
            data-in-brush={i >= lo && i <= hi ? true : undefined}
            data-cursor={brush && i === brush.b ? true : undefined}
          />
        ))}
      </div>
      {/* The date axis: what the bars' readout says in words, drawn (the readout names the zone). */}
      <div className={classes.axis} aria-hidden data-testid="histogram-axis" data-zone={bucketZone}>
        {ticks.map((t) => (
          <span
            key={t.index}
            className={classes.tick}
            style={{ left: `${(t.index / bars.length) * 100}%` }}
            data-index={t.index}
            data-end={t.index / bars.length > 0.9 || undefined}
          >
            {t.label}
          </span>
        ))}
      </div>
      <div className={classes.readout} id="volume-readout" aria-live="polite" data-testid="histogram-readout">
        {readout}
      </div>
      {spikes.panel}
    </div>
  );
});
