import { describe, expect, it } from 'vitest';
import { toTableData } from './chart-table-data';
import { buildDimensionOptions, dimensionLabel } from './chart-dimensions';
import type { AvailableFilters } from '@/api/schemas';
import { ChartOptionsSchema, type ChartSpec } from '@/analysis/charts/chart-config';
import { buildDistributionModel } from '@/analysis/charts/chart-model';
import { chartSubtitle } from './chart-describe';

describe('toTableData', () => {
  it('lists groups with count, share of the stated base and the previous period when comparing', () => {
    const t = toTableData(
      {
        kind: 'distribution',
        total: 10,
        previousTotal: 9,
        baseLabel: '% of all mentions',
        notes: [],
        change: null,
        period: null,
        rows: [
          { key: 'news', name: 'News', count: 6, percent: 60, previous: 4, previousPercent: 44.444 },
          {
            key: '__other__',
            name: 'Other',
            count: 4,
            percent: 40,
            previous: 5,
            previousPercent: 55.556,
            special: 'other',
          },
          { key: 'x', name: 'X', count: 1, percent: 10, previous: null, previousPercent: null },
        ],
      },
      'Channel',
      'count',
      true,
    );
    expect(t.columns).toEqual([
      'Channel',
      'Mentions',
      'Share (% of all mentions)',
      'Previous period',
      'Previous share (%)',
      'Change',
      'Change (%)',
    ]);
    expect(t.rows).toEqual([
      ['News', 6, 60, 4, 44.44, 2, 50],
      ['Other', 4, 40, 5, 55.56, -1, -20],
      ['X', 1, 10, null, null, null, null],
    ]);
  });
  it('lists buckets with total, every series, the previous total and each series’ previous', () => {
    const t = toTableData(
      {
        kind: 'timeline',
        bucketZone: 'UTC',
        utcBuckets: false,
        total: 5,
        previousTotal: 4,
        previousSeries: true,
        notes: [],
        change: null,
        period: null,
        series: [{ dataKey: 's0', prevKey: 'p0', key: 'en', name: 'English' }],
        rows: [
          {
            start: '2026-11-01T00:00:00Z',
            since: '',
            to: '',
            label: '2026-11-01',
            total: 5,
            s0: 3,
            prevTotal: 4,
            p0: 2,
          },
        ],
      },
      'Period',
      'percent',
      true,
    );
    expect(t.columns).toEqual([
      'Period',
      'Total (%)',
      'English (%)',
      'Previous period (%)',
      'English, previous (%)',
    ]);
    expect(t.rows).toEqual([['2026-11-01', 5, 3, 4, 2]]);
  });
});

describe('dimension options', () => {
  it('names every fixed dimension and adds smart-category models and custom enrichments', () => {
    const available = {
      smart_categories: {
        name: 'Smart',
        key: 'smart_categories',
        models: [{ name: 'Favorability', enrichment_id: 244, options: [] }],
      },
      custom_enrichments: {
        name: 'Custom',
        key: 'custom_enrichments',
        models: [{ name: 'Disinfo', enrichment_id: 9, options: [] }],
      },
    } as unknown as AvailableFilters;
    const options = buildDimensionOptions(available);
    // Capabilities not probed: only what the public reference documents (no narratives.id, no locations).
    expect(options).toHaveLength(13);
    expect(options.map((o) => o.value)).not.toContain('narratives.id');
    expect(options.map((o) => o.value)).not.toContain('locations.county');
    expect(options.map((o) => o.value)).toContain('mention_type.social_media');
    expect(dimensionLabel(options, 'smart_category_enrichment_id:244')).toBe('Favorability');
    expect(dimensionLabel(options, 'custom_enrichment_id:9')).toBe('Disinfo');
    expect(dimensionLabel(options, 'custom_enrichment_id:77')).toBe('Enrichment 77');
    expect(options.every((o) => o.label !== o.value)).toBe(true);
  });
});

describe('chartSubtitle with hidden buckets', () => {
  it('says how much of the total the hidden buckets hold', () => {
    const model = buildDistributionModel(
      { dim: 'channels', top: 1, unit: 'count', base: 'all', hideOther: true, hideNone: false },
      {
        total: 10,
        groups: [
          { key: 'news', name: 'News', count: 6 },
          { key: 'x', name: 'X', count: 4 },
        ],
        complete: true,
      },
      null,
    );
    const spec = {
      workspaceId: 1,
      options: ChartOptionsSchema.parse({ measure: 'distribution', dim: 'channels' }),
      filters: {},
      range: {},
    } as ChartSpec;
    expect(chartSubtitle(spec, model)).toBe('Mentions · total 10 · of which Other 4 hidden');
  });
});
