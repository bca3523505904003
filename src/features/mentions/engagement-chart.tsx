import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { EngagementSnapshot } from '@/api/schemas';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { formatCompact } from './mention-labels';

const SERIES = [
  { name: 'views', color: 'blue.6' },
  { name: 'retweets', color: 'teal.6' },
  { name: 'quotes', color: 'grape.6' },
  { name: 'replies', color: 'orange.6' },
  { name: 'favorites', color: 'red.6' },
  { name: 'bookmarks', color: 'yellow.7' },
] as const;

/** Engagement snapshots of a tracked Twitter/X post over its first week. */
export function EngagementChart({
  history,
  tz,
}: {
  history: readonly EngagementSnapshot[];
  tz: DateRangeSearch['tz'];
}) {
  const data = [...history]
    .sort((a, b) => Date.parse(a.measured_at) - Date.parse(b.measured_at))
    .map((s) => ({
      at: formatInZone(s.measured_at, tz, 'MM-DD HH:mm'),
      ...Object.fromEntries(SERIES.map(({ name }) => [name, s[name] ?? null])),
    }));
  return (
    <LineChart
      h={200}
      data={data}
      dataKey="at"
      series={SERIES.map((s) => ({
        name: s.name,
        color: s.color,
        label: s.name[0]!.toUpperCase() + s.name.slice(1),
      }))}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(v) => formatCompact(v)}
      curveType="monotone"
      connectNulls
      dotProps={{ r: 2 }}
      aria-label="Engagement history"
    />
  );
}
