import { describe, expect, it } from 'vitest';
import { describeCadence, nextRunText, runWindowText } from './schedule-text';

describe('schedules in words', () => {
  it('says the cadence and the next run in the schedule’s zone', () => {
    expect(describeCadence({ kind: 'weekly', weekday: 1, time: '08:00' })).toBe('Every Monday at 08:00');
    expect(describeCadence({ kind: 'monthly', day: 1, time: '09:00' })).toBe(
      'On the 1st of every month at 09:00',
    );
    expect(describeCadence({ kind: 'monthly', day: 22, time: '09:00' })).toBe(
      'On the 22nd of every month at 09:00',
    );
    expect(describeCadence({ kind: 'monthly', day: 12, time: '09:00' })).toBe(
      'On the 12th of every month at 09:00',
    );
    expect(nextRunText('2026-12-07T08:00:00.000Z', 'Europe/London')).toBe(
      'Next: Mon 7 Dec, 08:00 Europe/London',
    );
    expect(nextRunText('2026-12-07T13:00:00.000Z', 'America/New_York')).toBe(
      'Next: Mon 7 Dec, 08:00 America/New_York',
    );
    expect(nextRunText(null, 'Europe/London')).toBe('Paused: no run is planned');
  });

  it('names the days a run covered, its end exclusive', () => {
    const week = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', zone: 'Europe/London' };
    expect(runWindowText(week)).toBe('16 Nov – 22 Nov 2026');
    const day = { from: '2026-10-24T23:00:00.000Z', to: '2026-10-26T00:00:00.000Z', zone: 'Europe/London' };
    expect(runWindowText(day)).toBe('25 Oct 2026');
  });
});
