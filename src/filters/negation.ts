import { FILTER_KINDS, type FilterKey } from './registry';

type Value = string | number;

/**
 * The values to send for "not these" of a kind, or null when the service cannot express it
 * (the registry's `negation`): NOT around the keyword search; every other value of a closed set
 * (null when the values already cover the whole set: "none of everything" has no query).
 */
export function negatedValue(key: FilterKey, value: string | Value[]): string | Value[] {
  const negation = FILTER_KINDS[key].negation;
  if (!negation) return value;
  if (typeof value === 'string') return negation.by === 'expression' ? `NOT (${value})` : value;
  const rest = complementOf(key, value);
  return rest ?? value;
}

/** Every other value of a closed-set kind; null when the kind has none or nothing would be left. */
export function complementOf(key: FilterKey, values: readonly Value[]): string[] | null {
  const negation = FILTER_KINDS[key].negation;
  if (negation?.by !== 'complement') return null;
  const out = new Set(values.map(String));
  const rest = negation.universe.filter((v) => !out.has(v));
  return rest.length ? rest : null;
}

/** Whether "not these values" can be sent for a kind (the pill menu's Negate, "filter out"). */
export function canNegate(key: FilterKey, values: readonly Value[] = []): boolean {
  const negation = FILTER_KINDS[key].negation;
  if (!negation) return false;
  return negation.by === 'expression' || values.length === 0 || complementOf(key, values) !== null;
}

/** Why "filter out" is not offered for a kind, said where the action would be. */
export function negationGap(key: FilterKey): string | null {
  const kind = FILTER_KINDS[key];
  if (kind.negation) return null;
  const noun = kind.label.toLowerCase();
  return `The API cannot leave out ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}: it filters by the values to keep, and ${
    kind.valueType === 'id' || kind.field === 'locations'
      ? 'the set of values is open'
      : 'this kind has no closed list to keep instead'
  }.`;
}
