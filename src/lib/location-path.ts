import type { Mention } from '@/api/schemas';

/** A mention's place as "Europe > Western Europe > Germany > …" (the levels it has). */
export function locationPath(location: Mention['location']): string {
  if (!location) return '';
  const levels = ['region', 'subregion', 'country', 'state', 'county', 'city'] as const;
  return levels
    .map((l) => location[l]?.name)
    .filter((n): n is string => Boolean(n))
    .join(' > ');
}
