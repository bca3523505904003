import { channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';
import type { TraceFigure } from './trace-figure';

/** A lane's first sighting as the exports write it: channel, time (in the figure's zone), who, where, how many. */
export interface FirstSightingRow {
  channel: string;
  when: string;
  account: string;
  url: string;
  count: string;
}

/** The first sighting per channel, in order, as the report's block, PDF and PowerPoint write it. */
export function firstSightingRows(figure: TraceFigure): FirstSightingRow[] {
  return figure.lanes.map((l) => ({
    channel: channelName(l.channel),
    when: formatZoned(l.first.time, figure.zone, 'MMM D, YYYY HH:mm'),
    account: l.first.account || l.first.domain || '—',
    url: l.first.url,
    count: l.count.toLocaleString('en-US'),
  }));
}

/** "Traced Nov 20, 2026 12:00 (UTC): a snapshot, not re-run for the report's window." */
export function tracedNote(figure: TraceFigure): string {
  return `${figure.posts.toLocaleString('en-US')} mentions traced ${formatZoned(Date.parse(figure.tracedAt), figure.zone, 'MMM D, YYYY HH:mm')} (${figure.zone}): a snapshot, not re-run for the report’s window.`;
}
