import { memo, type MouseEvent } from 'react';
import { formatMeasure, type MapMeasure } from '@/analysis/map/map-measure';
import type { MapDrawing } from './map-geometry';
import type { MapRow } from './map-model';
import classes from './map.module.css';

export interface ChoroplethProps {
  drawing: MapDrawing;
  rowByCode: ReadonlyMap<string, MapRow>;
  measure: MapMeasure;
  /** A click on a place: `several` when shift was held (add to the chosen set). */
  onPick?: (row: MapRow, several: boolean) => void;
  label: string;
  describedBy?: string;
}

const rowOf = (codes: readonly string[], rowByCode: ChoroplethProps['rowByCode']) => {
  for (const c of codes) {
    const row = rowByCode.get(c);
    if (row) return row;
  }
  return undefined;
};

/**
 * The map itself: one path per shape, filled by its place's class colour; chosen places outlined.
 * A plain SVG (no library at render time), so the export is the same drawing. The table beside it
 * is the keyboard and screen-reader way to the same figures and filters.
 */
export const Choropleth = memo(function Choropleth({
  drawing,
  rowByCode,
  measure,
  onPick,
  label,
  describedBy,
}: ChoroplethProps) {
  const click = (row: MapRow | undefined) => (e: MouseEvent) => {
    if (row && onPick) onPick(row, e.shiftKey || e.metaKey || e.ctrlKey);
  };
  return (
    <svg
      className={classes.map}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      xmlns="http://www.w3.org/2000/svg"
      data-testid="choropleth"
    >
      {drawing.outline && <path className={classes.sea} d={drawing.outline} />}
      {drawing.shapes.map((shape) => {
        const row = rowOf(shape.codes, rowByCode);
        return (
          <path
            key={shape.key}
            d={shape.d}
            className={row ? (row.chosen ? classes.chosen : classes.place) : classes.unjoined}
            fill={row?.colour}
            data-code={row?.code}
            data-count={row?.count}
            onClick={click(row)}
          >
            <title>
              {row
                ? `${row.name} (${row.code}): ${formatMeasure(row.value, measure)}${measure === 'count' ? ' mentions' : ''}`
                : `${shape.name}: not a place of the taxonomy`}
            </title>
          </path>
        );
      })}
    </svg>
  );
});
