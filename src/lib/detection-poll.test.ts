import { describe, expect, it } from 'vitest';
import { detectionPollDelay, FIRST_POLL_MS } from './detection-poll';

const schedule = (status: string) => {
  const delays: number[] = [];
  for (let answers = 1; answers < 100; answers++) {
    const d = detectionPollDelay(status, answers);
    if (d === false) break;
    delays.push(d);
  }
  return delays;
};

describe('detectionPollDelay', () => {
  it('does not poll a settled or missing status', () => {
    expect(detectionPollDelay('ready', 1)).toBe(false);
    expect(detectionPollDelay('failed', 1)).toBe(false);
    expect(detectionPollDelay(undefined, 1)).toBe(false);
  });

  it('polls new and processing at 5 s for a minute, then backs off to 60 s and stops', () => {
    const delays = schedule('processing');
    expect(delays.slice(0, 11).every((d) => d === FIRST_POLL_MS)).toBe(true);
    expect(delays.slice(11, 16)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(Math.max(...delays)).toBe(60_000);
    expect(delays).toHaveLength(29);
    expect(schedule('new')).toEqual(delays);
  });

  it('never polls an unknown status forever: a few reads, backing off, then none', () => {
    const delays = schedule('active');
    expect(delays).toEqual([5_000, 5_000, 5_000, 10_000, 20_000, 40_000]);
    expect(detectionPollDelay('active', 7)).toBe(false);
  });
});
