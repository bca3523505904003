import { describe, expect, it } from 'vitest';
import { OTHER_KEY, bucketLabel, bucketWindow, groupFilter, percentOfTotal } from './chart-transforms';

describe('labels and bucket windows', () => {
  it('labels days in UTC, weeks and months in the zone', () => {
    expect(bucketLabel('2026-11-02T00:00:00Z', 'day', 'America/New_York')).toBe('2026-11-02');
    expect(bucketLabel('2026-11-01T23:00:00.000Z', 'week', 'Europe/Berlin')).toBe('Wk 2026-11-02');
    expect(bucketLabel('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin')).toBe('Nov 2026');
  });
  it('gives a bucket window ending 1 ms before the next bucket', () => {
    expect(bucketWindow('2026-11-02T00:00:00Z', 'day', 'UTC')).toEqual({
      since: '2026-11-02T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    });
    expect(bucketWindow('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin').to).toBe('2026-11-30T22:59:59.999Z');
    expect(bucketWindow('2026-11-02T00:00:00.000Z', 'week', 'UTC').to).toBe('2026-11-08T23:59:59.999Z');
  });
});

describe('groupFilter', () => {
  it('maps every dimension key to its mention filter', () => {
    expect(groupFilter('channels', 'news')).toEqual({ key: 'channels', value: 'news' });
    expect(groupFilter('mention_type', 'social_media.reposts')).toEqual({ key: 'mention_type.social_media', value: 'reposts' });
    expect(groupFilter('locations.country', '12')).toEqual({ key: 'locations.country', value: 12 });
    expect(groupFilter('narratives.id', '3')).toEqual({ key: 'narratives.id', value: 3 });
    expect(groupFilter('smart_category_enrichment_id:244', '244:c0')).toEqual({ key: 'smart_categories', value: '244:c0' });
    expect(groupFilter('custom_enrichment_id:9', '9:Yes')).toEqual({ key: 'custom_enrichments', value: '9:Yes' });
    expect(groupFilter('publisher_geography.source_region', 'Europe')).toEqual({
      key: 'publisher_geography.source_region',
      value: 'Europe',
    });
    expect(groupFilter('channels', OTHER_KEY)).toBeNull();
  });
  it('gives no filter for a group the filter cannot express', () => {
    // Custom-channel mentions group as `custom`, which is not a value of the channel filter.
    expect(groupFilter('channels', 'custom')).toBeNull();
    expect(groupFilter('languages', 'und')).toBeNull();
    expect(groupFilter('bot_ratings', 'unknown')).toBeNull();
  });
  it('computes percentages safely', () => {
    expect(percentOfTotal(1, 0)).toBe(0);
    expect(percentOfTotal(1, 4)).toBe(25);
  });
});
