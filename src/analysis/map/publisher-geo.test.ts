import { describe, expect, it } from 'vitest';
import { nameKey, placesNamed, publisherCounts } from './publisher-geo';

const place = (id: number, name: string) => ({ id, name, standard: [] });
const countries = [place(840, 'United States'), place(384, "Côte d'Ivoire"), place(643, 'Russia')];
const answer = (groups: { key: string; count: number; name?: string }[]) => ({
  groupBy: 'publisher_geography.source_country',
  totalCount: 100,
  groups: groups.map((g) => ({ percentage: 0, name: g.key, ...g })),
});

describe('publisher geography joined to the taxonomy', () => {
  it('joins names without case, accents or punctuation, and keeps the name it was counted under', () => {
    expect(nameKey('Côte d’Ivoire')).toBe(nameKey("COTE D'IVOIRE"));
    const joined = publisherCounts(
      answer([
        { key: 'united states', count: 7 },
        { key: 'Cote d’Ivoire', count: 2 },
      ]),
      countries,
    );
    expect([...joined.counts]).toEqual([
      [840, 7],
      [384, 2],
    ]);
    expect(joined.nameOf.get(840)).toBe('united states');
    expect(joined.unjoined).toEqual([]);
  });

  it('lists a name the taxonomy does not carry with its count, never drops it', () => {
    const joined = publisherCounts(
      answer([
        { key: 'Russian Federation', count: 3 },
        { key: 'Russia', count: 4 },
      ]),
      countries,
    );
    expect([...joined.counts]).toEqual([[643, 4]]);
    expect(joined.unjoined).toEqual([{ name: 'Russian Federation', count: 3 }]);
  });

  it('reads a publisher filter back as the places it names', () => {
    expect(placesNamed(['Russia', 'Atlantis'], countries)).toEqual([643]);
    expect(placesNamed(undefined, countries)).toEqual([]);
  });
});
