import type { LocationLevel } from '@/api/schemas';

/** How a list of places is ordered: by mentions (most first) or by name, either way round. */
export interface PlaceOrder {
  by: 'mentions' | 'name';
  dir: 'asc' | 'desc';
  /** Places the API counts 0 for are left out (unknown counts stay: they may hold mentions). */
  hideEmpty: boolean;
}

/** Lists of places open by mentions, most first: where the mentions are, not the largest places. */
export const BY_MENTIONS: PlaceOrder = { by: 'mentions', dir: 'desc', hideEmpty: false };

type Place = { level: LocationLevel; id: number; name: string };
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Places in the chosen order. By mentions, a place without a count yet (still being counted, or
 * below a cut answer) sorts after every counted one either way round; ties go by name.
 */
export function orderPlaces<T extends Place>(
  places: readonly T[],
  countOf: (level: LocationLevel, id: number) => number | undefined,
  order: PlaceOrder,
): T[] {
  const sign = order.dir === 'asc' ? 1 : -1;
  const kept = order.hideEmpty ? places.filter((p) => countOf(p.level, p.id) !== 0) : places;
  return [...kept].sort((a, b) => {
    if (order.by === 'name') return sign * names.compare(a.name, b.name);
    const ca = countOf(a.level, a.id);
    const cb = countOf(b.level, b.id);
    if (ca === undefined || cb === undefined) {
      if (ca !== cb) return ca === undefined ? 1 : -1;
    } else if (ca !== cb) return sign * (ca - cb);
    return names.compare(a.name, b.name);
  });
}

/** The next order when a column's header is clicked: that column, flipped if it was already the one. */
export function toggleOrder(order: PlaceOrder, by: PlaceOrder['by']): PlaceOrder {
  if (order.by === by) return { ...order, dir: order.dir === 'asc' ? 'desc' : 'asc' };
  return { ...order, by, dir: by === 'mentions' ? 'desc' : 'asc' };
}
