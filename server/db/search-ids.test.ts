import { describe, expect, it } from 'vitest';
import { idTest } from './search-ids';

/** A small deterministic generator (the test must fail the same way every run). */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('idTest', () => {
  it('answers exactly the matched ids, at word edges, the ends of the span and outside it', () => {
    const rand = lcg(7);
    const matched = new Set<number>([31, 32, 33, 63, 64, 95, 96, 1_000_000]);
    while (matched.size < 5_000) matched.add(17 + Math.floor(rand() * 2_000_000));
    const { test, bytes } = idTest(Float64Array.from([...matched].sort((a, b) => a - b)));
    expect(bytes).toBeLessThanOrEqual(Math.ceil(2_000_017 / 8) + 4);
    for (let id = -3; id < 3_000; id++) expect(test.has(id), String(id)).toBe(matched.has(id));
    for (let i = 0; i < 200_000; i++) {
      const id = Math.floor(rand() * 2_100_000);
      if (test.has(id) !== matched.has(id)) expect(test.has(id), String(id)).toBe(matched.has(id));
    }
    for (const id of [16, 2_000_017, 2_100_000, Number.NaN]) expect(test.has(id)).toBe(false);
  });

  it('needs no order, and tests a lone id, no id, and a span too wide for a bitmap', () => {
    expect(idTest([9, 3, 5]).test.has(3)).toBe(true);
    expect(idTest([9, 3, 5]).test.has(4)).toBe(false);
    expect(idTest([42]).test.has(42)).toBe(true);
    expect(idTest([42]).test.has(41)).toBe(false);
    expect(idTest([]).test.has(0)).toBe(false);
    const wide = idTest([1, 2 ** 40]);
    expect(wide.test).toBeInstanceOf(Set);
    expect(wide.test.has(2 ** 40)).toBe(true);
    expect(wide.test.has(2)).toBe(false);
  });
});
