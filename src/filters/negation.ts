import { negationOf } from './negation-sets';
import type { FilterKey } from './registry';

type Value = string | number;

/**
 * The values to send for "not these" of a kind, or null when the service cannot express it
 * (the registry's `negation`): NOT around the keyword search; every other value of a closed set
 * (null when the values already cover the whole set: "none of everything" has no query).
 */
export function negatedValue(key: FilterKey, value: string | Value[]): string | Value[] {
  const negation = negationOf(key);
  if (!negation) return value;
  if (typeof value === 'string') return negation.by === 'expression' ? `NOT (${value})` : value;
  const rest = complementOf(key, value);
  return rest ?? value;
}

/** Every other value of a closed-set kind; null when the kind has none or nothing would be left. */
export function complementOf(key: FilterKey, values: readonly Value[]): string[] | null {
  const negation = negationOf(key);
  if (negation?.by !== 'complement') return null;
  const out = new Set(values.map(String));
  const rest = negation.universe.filter((v) => !out.has(v));
  return rest.length ? rest : null;
}
