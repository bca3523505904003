import { describe, expect, it } from 'vitest';
import { commonGroups } from './voice-groups';

const g = (key: string, count: number) => ({ key, count });

describe('commonGroups', () => {
  it('is the union of each workspace’s top groups, in order of combined share', () => {
    const a = { total: 100, groups: [g('news', 60), g('x', 30), g('blogs', 10)] };
    const b = { total: 10, groups: [g('reddit', 8), g('news', 1), g('blogs', 1)] };
    // Top 2: a → news, x; b → reddit, then news/blogs tie (1 each): "blogs" sorts first by key.
    expect(commonGroups([a, b], 2)).toEqual(['reddit', 'news', 'x', 'blogs']);
  });

  it('gives every workspace the same groups even where one has none of a group', () => {
    const a = { total: 5, groups: [g('news', 5)] };
    const b = { total: 4, groups: [g('tv', 4)] };
    expect(commonGroups([a, b], 6)).toEqual(['news', 'tv']);
  });

  it('leaves out a workspace whose answer is missing, and copes with empty totals', () => {
    expect(commonGroups([undefined, { total: 0, groups: [] }], 6)).toEqual([]);
    expect(commonGroups([undefined, { total: 3, groups: [g('a', 3)] }], 6)).toEqual(['a']);
  });
});
