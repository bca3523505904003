import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildDistributionModel, buildTimelineModel } from '@/analysis/charts/chart-model';
import { toTableData } from '@/components/charts/chart-table-data';
import type { ChartExport, ReportDocument } from './types';
import { reportWorkbook, safeCell, wallClock } from './xlsx-export';

const ZONE = 'Europe/Berlin';
const timeline = buildTimelineModel(
  { interval: 'day', unit: 'count', breakdown: undefined },
  {
    window: { since: '2026-10-31T23:00:00.000Z', to: '2026-11-02T22:59:59.999Z' },
    zone: ZONE,
    current: {
      totalCount: 7,
      buckets: [
        { date: '2026-10-31T23:00:00Z', count: 5 },
        { date: '2026-11-01T23:00:00Z', count: 2 },
      ],
    },
  },
);
const distribution = buildDistributionModel(
  { dim: 'authors', top: 5, unit: 'count', base: 'all', hideOther: false, hideNone: false },
  {
    total: 9,
    groups: [
      { key: 'a', name: '=HYPERLINK("http://x")', count: 6 },
      { key: 'b', name: 'Lena Kovac', count: 3 },
    ],
    complete: true,
  },
  null,
);
const chart = (over: Partial<ChartExport>): ChartExport => ({
  title: 'Mentions per day',
  subtitle: 'Mentions',
  provenance: 'Energy · Channel: News · 2026-11-01 → 2026-11-02 (Europe/Berlin)',
  query: 'channels=news',
  notes: [],
  model: timeline,
  type: 'line',
  unit: 'count',
  compare: false,
  labels: false,
  marks: [{ at: '2026-11-01T23:00:00.000Z', label: 'Spike 3.1×', kind: 'spike' }],
  table: toTableData(timeline, 'Day', 'count', false),
  ...over,
});

const doc: ReportDocument = {
  title: 'Weekly brief',
  dateLine: 'Exported 2026-11-03 09:00 (Europe/Berlin)',
  blocks: [
    { kind: 'chart', chart: chart({}) },
    { kind: 'text', markdown: '# Summary' },
    {
      kind: 'chart',
      chart: chart({
        title: 'Top authors',
        model: distribution,
        type: 'bar',
        table: toTableData(distribution, 'Author', 'count', false),
      }),
    },
    {
      kind: 'figure',
      figure: {
        label: 'Mentions this week',
        value: 7,
        change: { current: 7, previous: 4, delta: 3, percent: 75 },
        provenance: 'Energy · No filters',
      },
    },
  ],
};

/** The workbook as a client opens it: written to bytes, read back by the same library. */
async function roundTrip() {
  const buffer = await (await reportWorkbook(doc)).xlsx.writeBuffer();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer);
  return wb;
}
const values = (ws: ExcelJS.Worksheet, row: number) => (ws.getRow(row).values as unknown[]).slice(1);

describe('reportWorkbook', () => {
  it('writes one sheet per block with numbers, then a provenance sheet', async () => {
    const wb = await roundTrip();
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      '1. Mentions per day',
      '3. Top authors',
      '4. Mentions this week',
      'Provenance',
    ]);
  });

  it('writes a timeline’s periods as dates of its zone and its counts as numbers', async () => {
    const ws = (await roundTrip()).getWorksheet('1. Mentions per day')!;
    expect(values(ws, 4)).toEqual(['Period start (Europe/Berlin)', 'Total']);
    // Berlin's own midnights (23:00 UTC the day before), shown as 2026-11-01 and 2026-11-02.
    expect(values(ws, 5)).toEqual([new Date('2026-11-01T00:00:00Z'), 5]);
    expect(values(ws, 6)).toEqual([new Date('2026-11-02T00:00:00Z'), 2]);
    expect(ws.getColumn(1).numFmt).toBe('yyyy-mm-dd');
  });

  it('neutralises text a spreadsheet would run as a formula, keeps numbers', async () => {
    const ws = (await roundTrip()).getWorksheet('3. Top authors')!;
    expect(values(ws, 5)).toEqual([`'=HYPERLINK("http://x")`, 6, expect.any(Number)]);
    expect(safeCell(-3)).toBe(-3);
    expect(safeCell('-3 points')).toBe("'-3 points");
  });

  it('writes a key figure with its previous period and change', async () => {
    const ws = (await roundTrip()).getWorksheet('4. Mentions this week')!;
    expect([5, 6, 7, 8].map((r) => values(ws, r))).toEqual([
      ['Mentions this week', 7],
      ['Previous period', 4],
      ['Change', 3],
      ['Change (%)', 75],
    ]);
  });

  it('says on the provenance sheet where each sheet’s numbers come from and how to reproduce them', async () => {
    const ws = (await roundTrip()).getWorksheet('Provenance')!;
    expect(values(ws, 1)).toEqual(['Weekly brief']);
    expect(values(ws, 2)).toEqual(['Exported 2026-11-03 09:00 (Europe/Berlin)']);
    expect(values(ws, 4)).toEqual([
      'Sheet',
      'Title',
      'Source, filters and window',
      'Query (to reproduce)',
      'Notes',
    ]);
    const first = values(ws, 5);
    expect(first.slice(0, 4)).toEqual([
      '1. Mentions per day',
      'Mentions per day',
      'Energy · Channel: News · 2026-11-01 → 2026-11-02 (Europe/Berlin)',
      'channels=news',
    ]);
    expect(first[4]).toContain('Mark 1: Spike 3.1×');
  });
});

describe('wallClock', () => {
  it('reads an instant as the zone’s wall-clock time', () => {
    expect(wallClock(Date.parse('2026-07-01T12:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
  });
});
