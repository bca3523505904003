import { colourClasses, colourOf, DIVERGING, formatMeasure, placeFigures, SEQUENTIAL } from './map-measure';

describe('placeFigures', () => {
  const counts = new Map([
    [1, 60],
    [2, 30],
    [3, 10],
  ]);

  it('shares are of the located mentions; a place missing from the answer counts 0', () => {
    const f = placeFigures([1, 2, 3, 4], { counts });
    expect(f.get(1)).toEqual({ count: 60, share: 0.6, previous: undefined, lift: undefined });
    expect(f.get(4)?.count).toBe(0);
    expect(f.get(4)?.share).toBe(0);
  });

  it('lift is share now over share before; none when the place had no mentions before', () => {
    const previous = new Map([
      [1, 30],
      [2, 70],
    ]);
    const f = placeFigures([1, 2, 3], { counts, previous });
    expect(f.get(1)?.lift).toBeCloseTo(0.6 / 0.3);
    expect(f.get(2)?.lift).toBeCloseTo(0.3 / 0.7);
    expect(f.get(3)?.lift).toBeUndefined();
    expect(f.get(3)?.previous).toBe(0);
  });

  it('no located mention gives no share', () => {
    expect(placeFigures([1], { counts: new Map() }).get(1)?.share).toBeUndefined();
  });
});

describe('colour classes', () => {
  it('quantile classes over non-zero values, the largest value in the darkest class', () => {
    const values = [0, 1, 2, 3, 4, 5, 10, 20, 50, 100, 1000];
    const classes = colourClasses(values, 'count');
    expect(classes.at(-1)?.colour).toBe(SEQUENTIAL.at(-1));
    expect(colourOf(1000, classes)).toBe(SEQUENTIAL.at(-1));
    expect(colourOf(1, classes)).toBe(classes[0]!.colour);
    expect(colourOf(0, classes)).toBeUndefined();
  });

  it('one distinct value makes one class', () => {
    const classes = colourClasses([7, 7, 7], 'count');
    expect(classes).toHaveLength(1);
    expect(colourOf(7, classes)).toBe(SEQUENTIAL.at(-1));
  });

  it('lift diverges around 1', () => {
    const classes = colourClasses([], 'lift');
    expect(colourOf(0.3, classes)).toBe(DIVERGING[0]);
    expect(colourOf(1, classes)).toBe(DIVERGING[2]);
    expect(colourOf(3, classes)).toBe(DIVERGING[4]);
  });

  it('formats each measure', () => {
    expect(formatMeasure(1234, 'count')).toBe('1,234');
    expect(formatMeasure(0.1234, 'share')).toBe('12.3%');
    expect(formatMeasure(1.5, 'lift')).toBe('×1.50');
    expect(formatMeasure(undefined, 'lift')).toBe('n/a');
  });
});
