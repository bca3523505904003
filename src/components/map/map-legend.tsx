import { Group, Stack, Text } from '@mantine/core';
import { formatMeasure, type ColourClass, type MapMeasure } from '@/analysis/map/map-measure';
import classes from './map.module.css';

interface Props {
  colourClasses: readonly ColourClass[];
  measure: MapMeasure;
  base: string;
  pointOfView: string;
  attribution: string;
}

/** Class label: "12 – 40", "×1.25 – ×2.00", "over ×2.00". */
export function classLabel(c: ColourClass, measure: MapMeasure): string {
  if (c.to === Infinity) return `over ${formatMeasure(c.from, measure)}`;
  if (measure === 'lift' && c.from === 0) return `under ${formatMeasure(c.to, measure)}`;
  if (c.from === c.to) return formatMeasure(c.from, measure);
  return `${formatMeasure(c.from, measure)} – ${formatMeasure(c.to, measure)}`;
}

/** Colour key, what the colours are measured against, and whose borders are drawn. */
export function MapLegend({ colourClasses, measure, base, pointOfView, attribution }: Props) {
  return (
    <Stack gap={6} data-testid="map-legend">
      <Group gap="md" wrap="wrap" role="list" aria-label="Colour key">
        {colourClasses.map((c) => (
          <Group key={c.colour} gap={6} wrap="nowrap" role="listitem">
            <span className={classes.swatch} style={{ background: c.colour }} aria-hidden />
            <Text size="xs">{classLabel(c, measure)}</Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" role="listitem">
          <span className={`${classes.swatch} ${classes.swatchNone}`} aria-hidden />
          <Text size="xs">{measure === 'lift' ? 'No mentions before or now' : 'No mentions'}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" role="listitem">
          <span className={`${classes.swatch} ${classes.swatchUnjoined}`} aria-hidden />
          <Text size="xs">Not a place of the taxonomy</Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {base}
      </Text>
      <Text size="xs" c="dimmed" data-testid="map-pov">
        {pointOfView}. {attribution}.
      </Text>
    </Stack>
  );
}
