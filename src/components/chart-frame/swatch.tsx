import { useId } from 'react';
import type { SwatchStyle } from '@/analysis/charts/chart-legend';

/** A legend/tooltip swatch drawn like the marks it names: solid, hatched (previous bars) or dashed (previous lines). */
export function Swatch({ color, style = 'solid' }: { color: string; style?: SwatchStyle }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg width="16" height="10" viewBox="0 0 16 10" aria-hidden style={{ flexShrink: 0 }}>
      {style === 'dashed' ? (
        <line x1="0" y1="5" x2="16" y2="5" stroke={color} strokeWidth="2" strokeDasharray="4 3" />
      ) : style === 'hatched' ? (
        <>
          <defs>
            <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="4" height="4" fill={color} fillOpacity="0.2" />
              <line x1="0" y1="0" x2="0" y2="4" stroke={color} strokeWidth="2" />
            </pattern>
          </defs>
          <rect x="0.5" y="0.5" width="15" height="9" fill={`url(#${id})`} stroke={color} />
        </>
      ) : (
        <rect width="16" height="10" rx="2" fill={color} />
      )}
    </svg>
  );
}
