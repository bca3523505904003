import { WeightedTable, type Rng } from '../lib/random';
import type { ResolvableLocation } from './taxonomy';

/** ISO 3166 numeric ids (the taxonomy's country ids) of the news outlets' countries. */
const COUNTRY_IDS: Record<string, number> = {
  'United States': 840,
  'United Kingdom': 826,
  Australia: 36,
  Canada: 124,
  Ireland: 372,
  India: 356,
  China: 156,
  Japan: 392,
  France: 250,
  Germany: 276,
  Spain: 724,
  Argentina: 32,
  Mexico: 484,
  Brazil: 76,
  Portugal: 620,
  Italy: 380,
  Qatar: 634,
  'Saudi Arabia': 682,
  Russia: 643,
  Kenya: 404,
  'South Africa': 710,
  Nigeria: 566,
  Singapore: 702,
};

/** The latest publication without a normalized location (spec: 90 days before 2026-09-16). */
export const LOCATION_CUTOFF_MS = Date.UTC(2026, 8, 16) - 90 * 86_400_000;

/**
 * Picks resolved locations: cities most often, then countries, then US states. Weights are
 * dampened (population^0.5) so that big cities lead without drowning the rest. A news outlet's
 * own country is preferred half of the time.
 */
export class LocationPicker {
  private readonly all: WeightedTable<ResolvableLocation>;
  private readonly byCountry = new Map<number, WeightedTable<ResolvableLocation>>();

  constructor(candidates: {
    cities: ResolvableLocation[];
    states: ResolvableLocation[];
    countries: ResolvableLocation[];
  }) {
    const items = [...candidates.cities, ...candidates.countries, ...candidates.states];
    const weights = [
      ...candidates.cities.map((c) => Math.sqrt(c.weight)),
      ...candidates.countries.map((c) => Math.sqrt(c.weight) * 0.6),
      ...candidates.states.map((c) => Math.sqrt(c.weight) * 0.4),
    ];
    this.all = new WeightedTable(items, weights);
    const grouped = new Map<number, { items: ResolvableLocation[]; weights: number[] }>();
    items.forEach((loc, i) => {
      const g = grouped.get(loc.country) ?? { items: [], weights: [] };
      g.items.push(loc);
      g.weights.push(weights[i] as number);
      grouped.set(loc.country, g);
    });
    for (const [country, g] of grouped) this.byCountry.set(country, new WeightedTable(g.items, g.weights));
  }

  pick(rng: Rng, outletCountry?: string): ResolvableLocation | null {
    if (this.all.items.length === 0) return null;
    const countryId = outletCountry ? COUNTRY_IDS[outletCountry] : undefined;
    const local = countryId === undefined ? undefined : this.byCountry.get(countryId);
    return local && rng.chance(0.5) ? local.pick(rng) : this.all.pick(rng);
  }
}
