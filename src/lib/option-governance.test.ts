import { describe, expect, it } from 'vitest';
import {
  checkOption,
  closestOption,
  editDistance,
  nearDuplicateGroups,
  normalizeOption,
} from './option-governance';

const options = ['Substantiated', 'Unsubstantiated', 'Needs review'];

describe('option governance', () => {
  it('normalises case and whitespace', () => {
    expect(normalizeOption('  Needs   Review ')).toBe('needs review');
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('catches "substantiated " as the existing "Substantiated", not a new option', () => {
    const check = checkOption('substantiated ', options);
    expect(check).toEqual({
      kind: 'new',
      value: 'substantiated ',
      closest: 'Substantiated',
      sameExceptCase: true,
    });
  });

  it('suggests the closest option for a typo and nothing for an unrelated value', () => {
    expect(closestOption('Unsubstantiatd', options)).toBe('Unsubstantiated');
    expect(closestOption('needs reveiw', options)).toBe('Needs review');
    expect(closestOption('Satire', options)).toBeUndefined();
    expect(checkOption('Satire', options)).toEqual({
      kind: 'new',
      value: 'Satire',
      closest: undefined,
      sameExceptCase: false,
    });
  });

  it('accepts an exact option and an empty value is no value', () => {
    expect(checkOption('Substantiated', options)).toEqual({ kind: 'existing', option: 'Substantiated' });
    expect(checkOption('   ', options)).toEqual({ kind: 'empty' });
  });

  it('groups options that differ only in case or spacing', () => {
    expect(nearDuplicateGroups(['Yes', 'yes ', 'No', 'YES'])).toEqual([['Yes', 'yes ', 'YES']]);
    expect(nearDuplicateGroups(options)).toEqual([]);
  });
});
