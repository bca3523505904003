import { describe, expect, it } from 'vitest';
import { findCoordination } from './find-groups';
import { spikeShare, spikeShareText } from './spike-share';
import { organic, ring } from './test-posts';
import { DEFAULT_THRESHOLDS } from './types';

const T0 = Date.UTC(2026, 10, 1, 9);
const RING = Array.from({ length: 10 }, (_, i) => `ring_${i}`);
const TEXTS = [
  'The minister lied about the tariff deal and everyone knows it now',
  'Share this before they delete it the tariff deal is a scam on families',
];

describe('spikeShare', () => {
  const posts = [...organic(200, T0 - 86_400_000, 3 * 86_400_000), ...ring(RING, TEXTS, T0, 40)];
  const result = findCoordination(posts, DEFAULT_THRESHOLDS);

  it('names the share of the excess that the groups posted', () => {
    const share = spikeShare(result, 40);
    expect(share).toEqual({ posts: 20, share: 0.5, accounts: 10, texts: 2, links: 0 });
    expect(spikeShareText(share, 40, 60)).toBe(
      '50 % of the excess (20 of 40 mentions above the usual) came from 10 accounts posting 2 near-identical texts within 60 s.',
    );
  });

  it('never says more than all of it, and says so when there is none', () => {
    expect(spikeShare(result, 5).share).toBe(1);
    const none = spikeShare(findCoordination(posts.slice(0, 200), DEFAULT_THRESHOLDS), 40);
    expect(spikeShareText(none, 40, 60)).toBe(
      'None of the excess came from a coordination signal at these thresholds.',
    );
  });
});
