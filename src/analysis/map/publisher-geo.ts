import type { DistributionResult } from '@/api/schemas';
import type { JoinPlace, MapLevel } from './geo-join';

/**
 * The second geography: where a news publisher is based (`publisher_geography.*`), beside where a
 * mention is about (`locations.*`). The API gives it as names, not codes: country names as the
 * available-filters endpoint lists them, and the UN M49 region and sub-region names (spec.md). So
 * each name is first joined to the location taxonomy's place of the same level and name (compared
 * without case, accents or punctuation), and from there the map joins shapes on that place's
 * codes as everywhere else. A name the taxonomy does not carry is listed with its count, never
 * dropped. Social mentions carry no publisher geography.
 */

export const PUBLISHER_LEVELS = ['region', 'subregion', 'country'] as const;
export type PublisherLevel = (typeof PUBLISHER_LEVELS)[number];
export const isPublisherLevel = (level: MapLevel): level is PublisherLevel =>
  (PUBLISHER_LEVELS as readonly string[]).includes(level);

/** The API key (filter and `group_by`) of each level. */
export const PUBLISHER_KEY = {
  region: 'publisher_geography.source_region',
  subregion: 'publisher_geography.source_sub_region',
  country: 'publisher_geography.source_country',
} as const satisfies Record<PublisherLevel, string>;
export type PublisherKey = (typeof PUBLISHER_KEY)[PublisherLevel];

/** A name as compared: lower case, accents and punctuation dropped, spaces collapsed. */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface PublisherCounts {
  /** Mentions per taxonomy place id. */
  counts: Map<number, number>;
  /** The publisher name each counted place was answered under (the filter's value on a click). */
  nameOf: Map<number, string>;
  /** Names the taxonomy of the level does not carry, with their counts. */
  unjoined: { name: string; count: number }[];
}

/** A publisher-geography answer keyed by taxonomy place instead of name. */
export function publisherCounts(result: DistributionResult, places: readonly JoinPlace[]): PublisherCounts {
  const byName = new Map(places.map((p) => [nameKey(p.name), p.id]));
  const counts = new Map<number, number>();
  const nameOf = new Map<number, string>();
  const unjoined: PublisherCounts['unjoined'] = [];
  for (const g of result.groups) {
    const name = g.name ?? g.key;
    const id = byName.get(nameKey(g.key)) ?? byName.get(nameKey(name));
    if (id === undefined) unjoined.push({ name, count: g.count });
    else {
      counts.set(id, (counts.get(id) ?? 0) + g.count);
      nameOf.set(id, g.key);
    }
  }
  return { counts, nameOf, unjoined };
}

/** The taxonomy places named by a publisher filter's values (a name no place carries has none). */
export function placesNamed(values: readonly string[] | undefined, places: readonly JoinPlace[]): number[] {
  const wanted = new Set((values ?? []).map(nameKey));
  return places.filter((p) => wanted.has(nameKey(p.name))).map((p) => p.id);
}
