import { describe, expect, it } from 'vitest';
import { finderScope, phraseExpression, SOCIAL_CHANNELS, traceScope } from './scope-query';

const W = { since: '2026-11-01T00:00:00Z', to: '2026-11-28T00:00:00Z' };

describe('scopes', () => {
  it('looks for coordination on social channels only', () => {
    expect(finderScope({}, W).channels).toEqual([...SOCIAL_CHANNELS]);
    expect(finderScope({ channels: ['news', 'telegram'] }, W).channels).toEqual(['telegram']);
    expect(finderScope({ channels: ['news'] }, W).channels).toEqual([]);
  });

  it('quotes a phrase or a link as one phrase, beside the workspace expression', () => {
    expect(phraseExpression('https://solar-truth.example.net/solar-tariffs')).toBe(
      '"solar truth example net solar tariffs"',
    );
    expect(traceScope({ filter_expression: 'grid OR solar' }, W, 'the "grid" lie').filter_expression).toBe(
      '(grid OR solar) AND "the grid lie"',
    );
  });
});
