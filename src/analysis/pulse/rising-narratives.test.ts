import { describe, expect, it } from 'vitest';
import { narrativeGrowth, sortByGrowth } from './rising-narratives';

const current = [
  { id: 1, title: 'Heat pump grants', count: 300 },
  { id: 2, title: 'EV sales', count: 120 },
  { id: 3, title: 'Grid storage', count: 40 },
  { id: 4, title: 'Solar tariffs', count: 25 },
  { id: 5, title: 'Tiny story', count: 6 },
];
const previous = [
  { id: 1, count: 100 },
  { id: 2, count: 150 },
  { id: 4, count: 5 },
  { id: 5, count: 1 },
  { id: 6, title: 'Offshore wind auction', count: 80 },
];

describe('narrativeGrowth', () => {
  const rows = narrativeGrowth(current, previous);
  const row = (id: number) => rows.find((r) => r.id === id)!;

  it('gives absolute and relative growth against the previous period', () => {
    expect(row(1)).toMatchObject({
      current: 300,
      previous: 100,
      delta: 200,
      percent: 200,
      isNew: false,
      eligible: true,
    });
    expect(row(2)).toMatchObject({ delta: -30, percent: -20 });
  });

  it('marks narratives absent before as new, and keeps those that vanished', () => {
    expect(row(3)).toMatchObject({ previous: 0, delta: 40, percent: null, isNew: true });
    expect(row(6)).toMatchObject({ title: 'Offshore wind auction', current: 0, delta: -80, isNew: false });
  });

  it('needs a minimum size in one of the periods to rank by growth', () => {
    expect(row(5)).toMatchObject({ percent: 500, eligible: false });
    expect(narrativeGrowth(current, previous, 5).find((r) => r.id === 5)!.eligible).toBe(true);
  });
});

describe('sortByGrowth', () => {
  const rows = narrativeGrowth(current, previous);

  it('sorts by added mentions', () => {
    expect(sortByGrowth(rows, 'absolute').map((r) => r.id)).toEqual([1, 3, 4, 2, 6, 5]);
  });

  it('sorts new narratives first, then by percentage growth, small ones last', () => {
    // 4: +400 %, 1: +200 %, 2: −20 %, 6: −100 %; 5 grew +500 % but is too small to rank.
    expect(sortByGrowth(rows, 'relative').map((r) => r.id)).toEqual([3, 4, 1, 2, 6, 5]);
  });
});
