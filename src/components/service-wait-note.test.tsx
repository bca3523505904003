// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serviceWaitWords } from './service-wait-note';

describe('serviceWaitWords', () => {
  const now = 1_000_000;
  it('counts down to the retry of a refused read', () => {
    expect(serviceWaitWords({ busyUntil: now + 2400, oldestSentAt: now - 100 }, now)).toEqual({
      kind: 'busy',
      text: 'The service is busy, retrying in 3 s.',
    });
  });

  it('counts up while an answer is slow, from 5 s on', () => {
    expect(serviceWaitWords({ busyUntil: null, oldestSentAt: now - 4999 }, now)).toBe(null);
    expect(serviceWaitWords({ busyUntil: null, oldestSentAt: now - 41_200 }, now)).toEqual({
      kind: 'slow',
      text: 'Still waiting for the service (41 s).',
    });
    expect(serviceWaitWords({ busyUntil: null, oldestSentAt: null }, now)).toBe(null);
  });
});
