import { describe, expect, it } from 'vitest';
import { BY_MENTIONS, orderPlaces, toggleOrder } from './place-order';

const place = (id: number, name: string) => ({ level: 'county' as const, id, name });
// Taxonomy order (by population): Harris, Dallas, Tarrant, Bexar, Loving.
const TEXAS = [
  place(1, 'Harris'),
  place(2, 'Dallas'),
  place(3, 'Tarrant'),
  place(4, 'Bexar'),
  place(5, 'Loving'),
];
const COUNTS = new Map([
  [1, 0],
  [2, 0],
  [3, 7],
  [4, 12],
]);
const countOf = (_: string, id: number) => COUNTS.get(id);
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('orderPlaces', () => {
  it('orders by mentions, most first, places not counted last, ties by name', () => {
    expect(names(orderPlaces(TEXAS, countOf, BY_MENTIONS))).toEqual([
      'Bexar',
      'Tarrant',
      'Dallas',
      'Harris',
      'Loving',
    ]);
  });
  it('fewest first keeps the uncounted last; by name either way', () => {
    const fewest = toggleOrder(BY_MENTIONS, 'mentions');
    expect(names(orderPlaces(TEXAS, countOf, fewest))).toEqual([
      'Dallas',
      'Harris',
      'Tarrant',
      'Bexar',
      'Loving',
    ]);
    const byName = toggleOrder(BY_MENTIONS, 'name');
    expect(byName.dir).toBe('asc');
    expect(names(orderPlaces(TEXAS, countOf, byName))).toEqual([
      'Bexar',
      'Dallas',
      'Harris',
      'Loving',
      'Tarrant',
    ]);
  });
  it('hides the places counted 0, keeps the ones not counted', () => {
    expect(names(orderPlaces(TEXAS, countOf, { ...BY_MENTIONS, hideEmpty: true }))).toEqual([
      'Bexar',
      'Tarrant',
      'Loving',
    ]);
  });
});
