import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FIXED_GROUP_BYS, MentionSchema } from '@/api/schemas';
import { toChartCsv } from '@/analysis/charts/chart-csv';
import { buildDistributionModel, buildTimelineModel } from '@/analysis/charts/chart-model';
import { toCsv } from '@/lib/csv-export';
import { mapCsv } from '@/components/map/map-export';
import type { MapModel } from '@/components/map/map-model';
import { buildDimensionOptions, dimensionLabel } from '../chart-dimensions';
import { toTableData } from '../chart-table-data';

/**
 * Every CSV the dashboard writes is read by a person: its header row and the labels of its
 * provenance rows are words ("Published (UTC)", "Time zone"), never the code's keys
 * ("published_utc", "timeZone"). The raw query keeps its own single line (a value, not a label).
 */
const RAW_KEY = /_|[a-z][A-Z]|^[a-z]+\.[a-z]/;

/** The first cell of each provenance row and every cell of the header row (the row after the blank one). */
function labelsOf(csv: string): string[] {
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;
  const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
  const provenance = blank < 0 ? [] : rows.slice(0, blank).map((r) => r[0] ?? '');
  const header = rows[blank + 1] ?? [];
  return [...provenance, ...header].filter(Boolean);
}

const expectWords = (csv: string) => {
  const labels = labelsOf(csv);
  expect(labels.length).toBeGreaterThan(2);
  expect(labels.filter((l) => RAW_KEY.test(l))).toEqual([]);
};

const window = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' };
const options = buildDimensionOptions(undefined);

describe('every CSV export has a header of words, not keys', () => {
  it('the mention export', () => {
    const mention = MentionSchema.parse({
      id: 1,
      title: 'T',
      text: 'x',
      url: 'https://example.com/a',
      domain: 'example.com',
      author: 'a',
      channels: ['news'],
      media: [],
      language: 'en',
      reach: 1,
      mentionType: 'news.news',
      created: '2026-11-01T10:00:00Z',
      published: '2026-11-01T09:00:00Z',
    });
    expectWords(
      toCsv([mention], {
        workspace: { id: 1, title: 'W' },
        filters: { channels: ['news'], 'narratives.id': [6] },
        filtersInWords: 'Channel: News; Narrative: Tariffs',
        since: window.since,
        to: window.to,
        timeZone: 'Europe/Berlin',
        exportedAt: window.to,
        sort: 'published desc',
        sampleKey: 'k',
      }),
    );
  });

  it('a chart of each dimension, with its previous period', () => {
    for (const dim of FIXED_GROUP_BYS) {
      const model = buildDistributionModel(
        { dim, top: 3, unit: 'count', base: 'all', hideOther: false, hideNone: false },
        { total: 10, groups: [{ key: 'a', name: 'A', count: 6 }], complete: true },
        { total: 8, groups: [{ key: 'a', name: 'A', count: 5 }], complete: true },
      );
      const table = toTableData(model, dimensionLabel(options, dim), 'count', true);
      expectWords(toChartCsv({ title: 'T', subtitle: 'S', notes: model.notes, ...table }));
    }
  });

  it('a timeline with a breakdown and the previous period', () => {
    const model = buildTimelineModel(
      { interval: 'day', unit: 'count', breakdown: 'bot_ratings' },
      {
        window,
        zone: 'UTC',
        current: {
          totalCount: 3,
          buckets: [{ date: '2026-11-01T00:00:00Z', count: 3, groups: [{ key: 'likely', count: 2 }] }],
        },
        previous: {
          totals: { totalCount: 1, buckets: [{ date: '2026-10-30T00:00:00Z', count: 1 }] },
          seriesExact: false,
        },
      },
    );
    expectWords(toChartCsv({ title: 'T', subtitle: 'S', ...toTableData(model, 'Day', 'count', true) }));
  });

  it('the map', () => {
    const model = { total: 0, located: 0, unknown: [], rows: [] } as unknown as MapModel;
    expectWords(
      mapCsv(model, { title: 'T', subtitle: 'S', base: 'B', pointOfView: 'P', attribution: 'A' } as never),
    );
  });
});
