import type { ItemMeta } from '@/api/desk-state';
import { formatInZone, type DateRangeSearchInput } from '@/lib/date-range';

/** "Last edited by Dana, 2026-11-20 14:02 (Europe/Berlin)": who changed an item last, in the analyst's zone. */
export function lastEdited(
  meta: Pick<ItemMeta, 'updatedBy' | 'updatedAt'>,
  tz: DateRangeSearchInput['tz'],
): string {
  const zone = tz === 'utc' ? 'UTC' : !tz || tz === 'browser' ? null : tz;
  return `Last edited by ${meta.updatedBy.name}, ${formatInZone(meta.updatedAt, tz)}${zone ? ` (${zone})` : ''}`;
}

/** "only you" / "the team": who sees an item, in words. */
export const audience = (meta: Pick<ItemMeta, 'visibility'>) =>
  meta.visibility === 'team' ? 'Shared with the team' : 'Only you';
