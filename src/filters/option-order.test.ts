import { describe, expect, it } from 'vitest';
import type { FilterOptionItem } from './field-options';
import { optionId } from './fields';
import { orderByCount } from './option-order';

const lang = (value: string): FilterOptionItem => ({ key: 'languages', value, label: value });
const rating = (value: string): FilterOptionItem => ({ key: 'bot_ratings', value, label: value });

describe('orderByCount', () => {
  it('lists the busiest first, uncounted last, ties in the listed order', () => {
    const counts = new Map([
      [optionId('languages', 'de'), 5],
      [optionId('languages', 'en'), 40],
      [optionId('languages', 'fr'), 5],
    ]);
    const ordered = orderByCount('languages', ['ar', 'de', 'en', 'fr'].map(lang), counts);
    expect(ordered.map((o) => o.value)).toEqual(['en', 'de', 'fr', 'ar']);
  });

  it('keeps the listed order without counts, and an ordinal field’s own order', () => {
    const options = ['none', 'likely', 'very_likely'].map(rating);
    expect(orderByCount('languages', options, undefined)).toEqual(options);
    const counts = new Map([[optionId('bot_ratings', 'very_likely'), 99]]);
    expect(orderByCount('bot_ratings', options, counts).map((o) => o.value)).toEqual([
      'none',
      'likely',
      'very_likely',
    ]);
  });
});
