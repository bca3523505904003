import { channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import { binTime, type TraceFigure } from './trace-figure';
import { formatLag, hopLine } from './trace-text';

const WIDTH = 960;
const LEFT = 130;
const RIGHT = 24;
const LANE = 34;
const TICKS = 5;
// On white, whatever the theme of the screen.
const INK = { text: '#1a1b1e', dim: '#5c5f66', rule: '#dee2e6', dot: '#1c7ed6', first: '#e8590c' };

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Characters of a note line that fit the figure's width. */
const NOTE_CHARS = 140;
export const TRACE_LIMITS = 'First seen in this data; ordered by publication time, not causation.';

/** The lines under the lanes: the hop lags (as many per line as fit), then the trace's limits. */
function notesOf(figure: Pick<TraceFigure, 'hops'>): string[] {
  const lines: string[] = [];
  for (const h of figure.hops) {
    const lag = `${channelName(h.from)} → ${channelName(h.to)} after ${formatLag(h.lagMs)}`;
    const last = lines.at(-1);
    if (last !== undefined && last.length + lag.length + 2 <= NOTE_CHARS)
      lines[lines.length - 1] = `${last}; ${lag}`;
    else lines.push(lag);
  }
  return [...lines, TRACE_LIMITS];
}

/** The figure's size in px (the PDF and PowerPoint exports place it by this). */
export const traceSvgSize = (figure: Pick<TraceFigure, 'lanes' | 'hops'>) => ({
  width: WIDTH,
  height: 74 + figure.lanes.length * LANE + 18 + 24 + notesOf(figure).length * 16 + 8,
});

/**
 * The trace as a standalone SVG document: the hops as its title, what was traced and where, a
 * swimlane per channel with the first sightings ringed, the hop lags and the trace's limits, all
 * as vector text in the figure's zone (the analyst's when it was made).
 */
export function traceSvg(figure: TraceFigure): string {
  const { start: min, zone } = figure;
  const span = Math.max(1, figure.end - min);
  const x = (t: number) => LEFT + ((t - min) / span) * (WIDTH - LEFT - RIGHT);
  const top = 74;
  const axis = top + figure.lanes.length * LANE + 18;
  const notes = notesOf(figure);
  const { height } = traceSvgSize(figure);
  const text = (px: number, py: number, s: string, attrs = '') =>
    `<text x="${px}" y="${py}" ${attrs}>${esc(s)}</text>`;
  const lanes = figure.lanes.map((lane, i) => {
    const y = top + i * LANE + LANE / 2;
    return [
      text(16, y + 4, channelName(lane.channel), `fill="${INK.text}"`),
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}" stroke="${INK.rule}"/>`,
      ...lane.bins.map(
        (b) =>
          `<circle cx="${x(binTime(b, min, figure.end)).toFixed(1)}" cy="${y}" r="3" fill="${INK.dot}" fill-opacity="0.55"/>`,
      ),
      `<circle cx="${x(lane.first.time).toFixed(1)}" cy="${y}" r="7" fill="none" stroke="${INK.first}" stroke-width="2"/>`,
    ].join('');
  });
  const ticks = Array.from({ length: TICKS }, (_, i) => {
    const t = min + (span * i) / (TICKS - 1);
    const anchor = i === 0 ? 'start' : i === TICKS - 1 ? 'end' : 'middle';
    return text(x(t), axis, formatZoned(t, zone, 'MMM D HH:mm'), `fill="${INK.dim}" text-anchor="${anchor}"`);
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    text(16, 28, hopLine(figure, zone), `font-size="18" font-weight="bold" fill="${INK.text}"`),
    text(16, 50, figure.subtitle, `fill="${INK.dim}"`),
    ...lanes,
    ...ticks,
    ...notes.map((n, i) => text(16, axis + 24 + i * 16, n, `fill="${INK.dim}"`)),
    '</svg>',
  ].join('\n');
}
