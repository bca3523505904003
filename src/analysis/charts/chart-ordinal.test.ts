import { describe, expect, it } from 'vitest';
import { BOT_RATINGS } from '@/api/schemas';
import { buildDistributionModel } from './chart-model';
import { shownGroups } from './chart-ordinal';

const options = { top: 6, unit: 'count', base: 'all', hideOther: false, hideNone: false } as const;

describe('ordinal dimensions', () => {
  it('show every bot rating in severity order, small ones and empty ones included, never folded into Other', () => {
    const model = buildDistributionModel(
      { ...options, dim: 'bot_ratings' },
      {
        total: 120,
        groups: [
          { key: 'likely', name: 'Likely', count: 40 },
          { key: 'none', name: 'None', count: 30 },
          { key: 'unlikely', name: 'Unlikely', count: 20 },
          { key: 'very_unlikely', name: 'Very unlikely', count: 10 },
          { key: 'very_likely', name: 'Very likely', count: 8 },
          { key: 'further_investigation', name: 'Further investigation', count: 6 },
          { key: 'almost_certain', name: 'Almost Certain', count: 5 },
        ],
        complete: true,
      },
      null,
    );
    const groups = model.rows.filter((r) => !r.special);
    expect(groups.map((r) => r.key)).toEqual([...BOT_RATINGS]);
    expect(groups.find((r) => r.key === 'potential')!.count).toBe(0);
    expect(groups.find((r) => r.key === 'almost_certain')!.count).toBe(5);
    expect(model.rows.find((r) => r.special === 'other')?.count ?? 0).toBe(0);
    // "None" is a rating, "No value" is no rating: two different rows with different names.
    expect(groups[0]!.name).toBe('Rated: no bot activity');
    expect(model.rows.find((r) => r.special === 'none')).toMatchObject({ name: 'No value', count: 1 });
  });

  it('keep values the contract does not know after the known ones; other dimensions stay top N', () => {
    const groups = [
      { key: 'robot', count: 50 },
      { key: 'likely', count: 2 },
    ];
    expect(shownGroups(groups, 'bot_ratings', 1).map((g) => g.key)).toEqual([...BOT_RATINGS, 'robot']);
    expect(shownGroups(groups, 'channels', 1).map((g) => g.key)).toEqual(['robot']);
  });
});
