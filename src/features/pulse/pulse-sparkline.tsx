import type { Spike, VolumePoint } from '@/analysis/spikes/spike-detection';

const W = 96;
const H = 28;

/**
 * The window's volume as a line, flagged spikes as dots. Hand-drawn SVG: recharts would put
 * ~100 kB into the landing page's first load for 50 small lines.
 */
export function PulseSparkline({
  points,
  spikes,
  label,
}: {
  points: readonly VolumePoint[];
  spikes: readonly Spike[];
  label: string;
}) {
  if (points.length < 2) return null;
  const max = Math.max(1, ...points.map((p) => p.count));
  const x = (i: number) => (i / (points.length - 1)) * (W - 4) + 2;
  const y = (c: number) => H - 2 - (c / max) * (H - 4);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.count).toFixed(1)}`).join('');
  const flagged = new Set(spikes.map((s) => s.date));
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <path
        d={line}
        fill="none"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {points.map((p, i) =>
        flagged.has(p.date) ? (
          <circle key={p.date} cx={x(i)} cy={y(p.count)} r={2.5} fill="var(--mantine-color-red-filled)" />
        ) : null,
      )}
    </svg>
  );
}
