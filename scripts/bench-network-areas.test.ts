import { describe, expect, it } from 'vitest';
import { sequentialDepth } from './bench-network-areas';

describe('sequentialDepth', () => {
  it('counts calls in flight together as one round trip', () => {
    expect(sequentialDepth([])).toBe(0);
    expect(
      sequentialDepth([
        { start: 0, end: 300 },
        { start: 5, end: 320 },
        { start: 10, end: 310 },
      ]),
    ).toBe(1);
  });

  it('counts a call that starts after another answered as the next round trip', () => {
    const about = { start: 0, end: 300 };
    const list = { start: 310, end: 610 };
    const overlapping = { start: 200, end: 650 };
    const page = { start: 620, end: 900 };
    expect(sequentialDepth([page, overlapping, list, about])).toBe(3);
    // Starting before the previous answer arrived is not waiting on it.
    expect(sequentialDepth([about, { start: 299, end: 600 }])).toBe(1);
  });
});
