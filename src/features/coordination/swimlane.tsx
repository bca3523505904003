import { channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import type { Trace } from '@/analysis/coordination/trace';

const WIDTH = 960;
const LANE = 34;
const LEFT = 120;
const RIGHT = 16;
const TOP = 8;
const AXIS = 28;
const TICKS = 5;
/** Narrower than this, the labels and dots would be too small to read. */
const MIN_WIDTH = 680;

/**
 * One lane per channel (in order of first sighting), a dot per mention at its publication time,
 * the first sighting ringed; the axis labelled in the analyst's zone. Plain SVG (exportable).
 */
export function Swimlane({ trace, zone }: { trace: Trace; zone: string }) {
  const all = trace.lanes.flatMap((l) => l.times);
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = Math.max(1, max - min);
  const x = (t: number) => LEFT + ((t - min) / span) * (WIDTH - LEFT - RIGHT);
  const height = TOP + trace.lanes.length * LANE + AXIS;
  const ticks = Array.from({ length: TICKS }, (_, i) => min + (span * i) / (TICKS - 1));
  const sameDay = formatZoned(min, zone, 'YYYY-MM-DD') === formatZoned(max, zone, 'YYYY-MM-DD');
  // On a phone the lanes keep a legible width and scroll sideways, instead of shrinking.
  return (
    <div
      role="region"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      aria-label="Timeline per channel (scrolls sideways)"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={`Timeline per channel: ${trace.lanes.map((l) => channelName(l.channel)).join(', ')}`}
        style={{
          fontFamily: 'var(--mantine-font-family)',
          fontSize: 12,
          minWidth: MIN_WIDTH,
          display: 'block',
        }}
      >
        {trace.lanes.map((lane, i) => {
          const y = TOP + i * LANE + LANE / 2;
          return (
            <g key={lane.channel}>
              <text x={0} y={y + 4} fill="var(--mantine-color-text)">
                {channelName(lane.channel)}
              </text>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y} y2={y} stroke="var(--mantine-color-default-border)" />
              {lane.times.map((t, k) => (
                <circle
                  key={k}
                  cx={x(t)}
                  cy={y}
                  r={3}
                  fill="var(--mantine-color-blue-filled)"
                  fillOpacity={0.55}
                />
              ))}
              <circle
                cx={x(lane.first.time)}
                cy={y}
                r={7}
                fill="none"
                stroke="var(--mantine-color-orange-filled)"
                strokeWidth={2}
              >
                <title>
                  First on {channelName(lane.channel)}:{' '}
                  {formatZoned(lane.first.time, zone, 'YYYY-MM-DD HH:mm')}
                </title>
              </circle>
            </g>
          );
        })}
        {ticks.map((t, i) => (
          <text
            key={i}
            x={x(t)}
            y={height - 8}
            textAnchor={i === 0 ? 'start' : i === TICKS - 1 ? 'end' : 'middle'}
            fill="var(--mantine-color-dimmed)"
          >
            {formatZoned(t, zone, sameDay ? 'HH:mm' : 'MMM D HH:mm')}
          </text>
        ))}
      </svg>
    </div>
  );
}
