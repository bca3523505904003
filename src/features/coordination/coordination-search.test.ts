import { describe, expect, it } from 'vitest';
import { parseCoordinationSearch, toCoordinationSearch } from './coordination-search';

describe('coordination search', () => {
  it('reads thresholds from the URL, each bad value falling back on its own', () => {
    const s = parseCoordinationSearch({ coWindow: '90', coAccounts: 'many', coSimilarity: 2, coCap: 2000 });
    expect(s.thresholds).toEqual({ windowSec: 90, minAccounts: 3, similarity: 0.8, minRepeats: 2 });
    expect(s.cap).toBe(2000);
    expect(s.view).toBe('groups');
  });

  it('writes only what differs from the defaults', () => {
    const current = parseCoordinationSearch({});
    expect(toCoordinationSearch({ view: 'trace', trace: 'solar-truth.example.net' }, current)).toEqual({
      coView: 'trace',
      coWindow: undefined,
      coAccounts: undefined,
      coSimilarity: undefined,
      coRepeats: undefined,
      coCap: undefined,
      trace: 'solar-truth.example.net',
      coExcess: undefined,
    });
  });
});
