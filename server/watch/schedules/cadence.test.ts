import { describe, expect, it } from 'vitest';
import { latestSlotAtOrBefore, nextSlot, runWindow } from './cadence';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('nextSlot', () => {
  it('finds the next Monday 08:00 in London (GMT in winter)', () => {
    const weekly = { kind: 'weekly' as const, weekday: 1, time: '08:00' };
    expect(iso(nextSlot(weekly, 'Europe/London', at('2026-11-28T16:00:00Z')))).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    // Strictly after: the slot itself gives the next week's.
    expect(iso(nextSlot(weekly, 'Europe/London', at('2026-11-30T08:00:00Z')))).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(iso(nextSlot(weekly, 'Europe/London', at('2026-11-30T07:59:59Z')))).toBe(
      '2026-11-30T08:00:00.000Z',
    );
  });

  it('keeps 08:00 local across the London DST weeks (BST → GMT, GMT → BST)', () => {
    const daily = { kind: 'daily' as const, time: '08:00' };
    // Fall back on Sunday 25 Oct 2026: Saturday's 08:00 is 07:00Z, Sunday's 08:00Z (a 25-hour day).
    const sat = nextSlot(daily, 'Europe/London', at('2026-10-24T00:00:00Z'));
    const sun = nextSlot(daily, 'Europe/London', sat);
    expect(iso(sat)).toBe('2026-10-24T07:00:00.000Z');
    expect(iso(sun)).toBe('2026-10-25T08:00:00.000Z');
    expect(sun - sat).toBe(25 * HOUR);
    // Spring forward on Sunday 28 Mar 2027: a 23-hour day.
    const sat2 = nextSlot(daily, 'Europe/London', at('2027-03-27T00:00:00Z'));
    const sun2 = nextSlot(daily, 'Europe/London', sat2);
    expect(iso(sun2)).toBe('2027-03-28T07:00:00.000Z');
    expect(sun2 - sat2).toBe(23 * HOUR);
  });

  it('runs a slot in the spring-forward gap once, shifted forward by the gap', () => {
    // New York jumps 02:00 EST → 03:00 EDT on 14 Mar 2027: 02:30 does not exist; it runs at 03:30 EDT.
    const daily = { kind: 'daily' as const, time: '02:30' };
    const slot = nextSlot(daily, 'America/New_York', at('2027-03-13T12:00:00Z'));
    expect(iso(slot)).toBe('2027-03-14T07:30:00.000Z');
    expect(iso(nextSlot(daily, 'America/New_York', slot))).toBe('2027-03-15T06:30:00.000Z');
    // London's gap is 01:00–02:00 on 28 Mar 2027: 01:30 runs at 02:30 BST.
    const london = nextSlot({ kind: 'daily', time: '01:30' }, 'Europe/London', at('2027-03-27T12:00:00Z'));
    expect(iso(london)).toBe('2027-03-28T01:30:00.000Z');
  });

  it('runs a slot in the repeated fall-back hour once, at its first occurrence', () => {
    // New York repeats 01:00–02:00 on 1 Nov 2026: 01:30 EDT (05:30Z) then 01:30 EST (06:30Z).
    const daily = { kind: 'daily' as const, time: '01:30' };
    const slot = nextSlot(daily, 'America/New_York', at('2026-10-31T12:00:00Z'));
    expect(iso(slot)).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextSlot(daily, 'America/New_York', slot))).toBe('2026-11-02T06:30:00.000Z');
    // London repeats 01:00–02:00 on 25 Oct 2026: 01:30 BST (00:30Z) is the one.
    const london = nextSlot(daily, 'Europe/London', at('2026-10-24T12:00:00Z'));
    expect(iso(london)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(nextSlot(daily, 'Europe/London', london))).toBe('2026-10-26T01:30:00.000Z');
  });

  it('steps monthly slots over month ends and the leap day', () => {
    const first = { kind: 'monthly' as const, day: 1, time: '09:00' };
    expect(iso(nextSlot(first, 'Europe/London', at('2026-12-31T23:00:00Z')))).toBe(
      '2027-01-01T09:00:00.000Z',
    );
    expect(iso(nextSlot(first, 'Europe/London', at('2027-01-01T09:00:00Z')))).toBe(
      '2027-02-01T09:00:00.000Z',
    );
    const day28 = { kind: 'monthly' as const, day: 28, time: '09:00' };
    expect(iso(nextSlot(day28, 'America/New_York', at('2028-02-28T15:00:00Z')))).toBe(
      '2028-03-28T13:00:00.000Z',
    );
    const daily = { kind: 'daily' as const, time: '08:00' };
    expect(iso(nextSlot(daily, 'UTC', at('2028-02-28T09:00:00Z')))).toBe('2028-02-29T08:00:00.000Z');
    expect(iso(nextSlot(daily, 'UTC', at('2028-02-29T09:00:00Z')))).toBe('2028-03-01T08:00:00.000Z');
  });
});

describe('latestSlotAtOrBefore', () => {
  it('gives the latest missed slot, however many were missed', () => {
    const weekly = { kind: 'weekly' as const, weekday: 1, time: '08:00' };
    expect(iso(latestSlotAtOrBefore(weekly, 'Europe/London', at('2026-12-16T10:00:00Z')))).toBe(
      '2026-12-14T08:00:00.000Z',
    );
    expect(iso(latestSlotAtOrBefore(weekly, 'Europe/London', at('2026-12-14T08:00:00Z')))).toBe(
      '2026-12-14T08:00:00.000Z',
    );
    const monthly = { kind: 'monthly' as const, day: 28, time: '23:30' };
    expect(iso(latestSlotAtOrBefore(monthly, 'America/New_York', at('2027-03-27T12:00:00Z')))).toBe(
      '2027-03-01T04:30:00.000Z',
    );
  });
});

describe('runWindow', () => {
  it('last_day is the previous local day, 25 hours on the London fall-back day', () => {
    const w = runWindow('last_day', 'Europe/London', at('2026-10-26T08:00:00Z'));
    expect(iso(w.from)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(w.to)).toBe('2026-10-26T00:00:00.000Z');
    expect(w.to - w.from).toBe(25 * HOUR);
  });

  it('last_7_days spans seven local days, 167 hours over New York spring forward', () => {
    const w = runWindow('last_7_days', 'America/New_York', at('2027-03-17T12:00:00Z'));
    expect(iso(w.from)).toBe('2027-03-10T05:00:00.000Z');
    expect(iso(w.to)).toBe('2027-03-17T04:00:00.000Z');
    expect(w.to - w.from).toBe(167 * HOUR);
  });

  it('last_week is the previous ISO Monday–Sunday, whatever day the slot is on', () => {
    const monday = runWindow('last_week', 'Europe/London', at('2026-11-30T08:00:00Z'));
    expect([iso(monday.from), iso(monday.to)]).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    const wednesday = runWindow('last_week', 'Europe/London', at('2026-12-02T08:00:00Z'));
    expect(wednesday).toEqual(monday);
    const sunday = runWindow('last_week', 'Europe/London', at('2026-12-06T20:00:00Z'));
    expect(sunday).toEqual(monday);
    // The week of the fall-back: Mon 19 Oct 00:00 BST to Mon 26 Oct 00:00 GMT, 169 hours.
    const dst = runWindow('last_week', 'Europe/London', at('2026-10-26T08:00:00Z'));
    expect(iso(dst.from)).toBe('2026-10-18T23:00:00.000Z');
    expect(dst.to - dst.from).toBe(169 * HOUR);
  });

  it('last_month is the previous calendar month, leap February and December included', () => {
    const feb = runWindow('last_month', 'Europe/London', at('2028-03-01T09:00:00Z'));
    expect([iso(feb.from), iso(feb.to)]).toEqual(['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
    expect(feb.to - feb.from).toBe(29 * 24 * HOUR);
    const dec = runWindow('last_month', 'America/New_York', at('2027-01-15T15:00:00Z'));
    expect([iso(dec.from), iso(dec.to)]).toEqual(['2026-12-01T05:00:00.000Z', '2027-01-01T05:00:00.000Z']);
    // March in London holds the spring forward: 31 days less an hour.
    const march = runWindow('last_month', 'Europe/London', at('2027-04-01T07:00:00Z'));
    expect(march.to - march.from).toBe(31 * 24 * HOUR - HOUR);
  });

  it('takes the slot’s local day, not its UTC day', () => {
    // 23:30 on 28 Feb in New York is 1 Mar in UTC: the window still ends at 28 Feb's midnight.
    const w = runWindow('last_day', 'America/New_York', at('2027-03-01T04:30:00Z'));
    expect([iso(w.from), iso(w.to)]).toEqual(['2027-02-27T05:00:00.000Z', '2027-02-28T05:00:00.000Z']);
  });
});
