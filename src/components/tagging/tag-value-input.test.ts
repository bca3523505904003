import { describe, expect, it } from 'vitest';
import { toSendableValue } from './tag-value-input';

describe('toSendableValue', () => {
  it('sends one trimmed string for categorical', () => {
    expect(toSendableValue('categorical', '  Substantiated ')).toBe('Substantiated');
    expect(toSendableValue('categorical', '   ')).toBeNull();
  });

  it('sends several distinct strings for multivalue_categorical', () => {
    expect(toSendableValue('multivalue_categorical', ['Economy', ' Health', 'Economy', ''])).toEqual([
      'Economy',
      'Health',
    ]);
    expect(toSendableValue('multivalue_categorical', [])).toBeNull();
  });

  it('sends a whole number for integer', () => {
    expect(toSendableValue('integer', 42)).toBe(42);
    expect(toSendableValue('integer', 4.5)).toBeNull();
    expect(toSendableValue('integer', '')).toBeNull();
  });
});
