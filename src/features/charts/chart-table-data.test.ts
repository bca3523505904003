import { describe, expect, it } from 'vitest';
import { toTableData } from './chart-table-data';
import { buildDimensionOptions, dimensionLabel } from './chart-dimensions';
import type { AvailableFilters } from '@/api/schemas';

describe('toTableData', () => {
  it('lists categories with count, share and the previous period when comparing', () => {
    const t = toTableData(
      {
        kind: 'distribution',
        total: 10,
        otherApproximate: false,
        change: null,
        rows: [
          { key: 'news', name: 'News', count: 6, percent: 60, previous: 4 },
          { key: '__other__', name: 'Other', count: 4, percent: 40, previous: 5, other: true },
        ],
      },
      'Channel',
      'count',
      true,
    );
    expect(t.columns).toEqual(['Channel', 'Mentions', 'Share (%)', 'Previous period', 'Change']);
    expect(t.rows).toEqual([
      ['News', 6, 60, 4, 2],
      ['Other', 4, 40, 5, -1],
    ]);
  });
  it('lists buckets with total, every series and the aligned previous total', () => {
    const t = toTableData(
      {
        kind: 'timeline',
        total: 5,
        otherApproximate: false,
        change: null,
        series: [{ dataKey: 's0', key: 'en', name: 'English' }],
        rows: [{ start: '2026-11-01T00:00:00Z', label: '2026-11-01', total: 5, s0: 3, previous: null }],
      },
      'Period',
      'percent',
      true,
    );
    expect(t.columns).toEqual(['Period', 'Total (%)', 'English (%)', 'Previous period (%)']);
    expect(t.rows).toEqual([['2026-11-01', 5, 3, null]]);
  });
});

describe('dimension options', () => {
  it('names every fixed dimension and adds smart-category models and custom enrichments', () => {
    const available = {
      smart_categories: { name: 'Smart', key: 'smart_categories', models: [{ name: 'Favorability', enrichment_id: 244, options: [] }] },
      custom_enrichments: { name: 'Custom', key: 'custom_enrichments', models: [{ name: 'Disinfo', enrichment_id: 9, options: [] }] },
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
