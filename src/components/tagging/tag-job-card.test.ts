import { describe, expect, it } from 'vitest';
import { createJobState, estimateRemaining } from '@/lib/rate-limited-queue';
import { describeRemaining } from './tag-job-card';

const limits = { perWindow: 50, windowMs: 60_000 };
const items = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

describe('the tag job’s time left names the limit it waits on', () => {
  it('says the rate limit when the window paces the job', () => {
    const state = createJobState('j', items(20_000));
    expect(describeRemaining(estimateRemaining(state, 0, limits), limits)).toBe(
      'about 3 min 0 s left: paced by the rate limit of 50 requests a minute',
    );
  });
  it('says the API asked to wait, and counts that wait, during a Retry-After', () => {
    const state = { ...createJobState('j', items(100)), retryAt: 30_000 };
    expect(describeRemaining(estimateRemaining(state, 0, limits), limits)).toBe(
      'about 31 s left: the API’s rate limit asked to wait (Retry-After)',
    );
  });
});
