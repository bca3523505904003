import { describe, expect, it } from 'vitest';
import { post } from './test-posts';
import { traceOf } from './trace';

const T0 = Date.UTC(2026, 10, 2, 9, 12);
const MIN = 60_000;

describe('traceOf', () => {
  const story = [
    post('x_two', T0 + 40 * MIN, 'they hid the audit https://leak.example/audit', { channel: 'twitter' }),
    post('tg_first', T0, 'they hid the audit https://leak.example/audit', {
      channel: 'telegram',
      domain: 't.me',
    }),
    post('tg_first', T0 + 45 * MIN, 'again https://leak.example/audit', { channel: 'twitter' }),
    post('Daily Wire', T0 + 833 * MIN, 'Audit claims spread online', {
      channel: 'news',
      domain: 'daily.example',
    }),
    post('x_one', T0 + 28 * MIN, 'they hid the audit', { channel: 'twitter' }),
  ];

  it('gives the first sighting per channel and the hops in time order with their lags', () => {
    const trace = traceOf(story);
    expect(trace.lanes.map((l) => [l.channel, l.first.account, l.count])).toEqual([
      ['telegram', 'tg_first', 1],
      ['twitter', 'x_one', 3],
      ['news', 'Daily Wire', 1],
    ]);
    expect(trace.hops).toEqual([
      { from: 'telegram', to: 'twitter', lagMs: 28 * MIN },
      { from: 'twitter', to: 'news', lagMs: 805 * MIN },
    ]);
  });

  it('lists the first sighting per domain, oldest first', () => {
    expect(traceOf(story).domains.map((d) => d.domain)).toEqual(['t.me', 'x.com', 'daily.example']);
  });

  it('names the accounts and linked domains seen on two or more channels', () => {
    const trace = traceOf(story);
    expect(trace.accounts).toEqual([{ name: 'tg_first', channels: ['telegram', 'twitter'], count: 2 }]);
    expect(trace.linkedDomains).toEqual([
      { name: 'leak.example', channels: ['telegram', 'twitter'], count: 3 },
    ]);
  });

  it('traces nothing from nothing', () => {
    expect(traceOf([])).toMatchObject({ posts: 0, lanes: [], hops: [] });
  });
});
