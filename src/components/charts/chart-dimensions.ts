import type { AvailableFilters } from '@/api/schemas';
import { dimensionLabel, dimensionOptions, type DimensionOption } from '@/filters/dimensions';

export { dimensionLabel, type DimensionOption };

/** Every `group_by` a chart can use, named (from the filter registry). */
export function buildDimensionOptions(available: AvailableFilters | undefined): DimensionOption[] {
  return dimensionOptions({ available });
}

/** Mantine Select data, grouped. */
export function toSelectData(options: readonly DimensionOption[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const o of options)
    groups.set(o.group, [...(groups.get(o.group) ?? []), { value: o.value, label: o.label }]);
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}
