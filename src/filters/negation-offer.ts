import { complementOf } from './negation';
import { FILTER_KINDS, type FilterKey } from './registry';

type Value = string | number;

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
