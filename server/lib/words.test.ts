import { describe, expect, it } from 'vitest';
import { keywords } from './words';

describe('keywords', () => {
  it('keeps significant words only', () => {
    expect([...keywords('The Grid and the Solar farms of 2026')]).toEqual(['grid', 'solar', 'farms']);
  });
});
