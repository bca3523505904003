import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { toChartCsv } from './chart-csv';
import { fileNameFor } from '@/lib/download';

describe('toChartCsv', () => {
  it('writes title, subtitle and notes first, then the header and the numbers', () => {
    const csv = toChartCsv({
      title: 'Mentions by channel',
      subtitle: 'Demo, "quoted", Last 30 days',
      notes: ['Hidden buckets still count in the shares.'],
      columns: ['Channel', 'Mentions', 'Share (%)', 'Change'],
      rows: [
        ['News', 10, 33.3333, -4],
        ['Other', 20, null, 2],
      ],
    });
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['Title', 'Mentions by channel']);
    expect(parsed[1]).toEqual(['Subtitle', 'Demo, "quoted", Last 30 days']);
    expect(parsed[2]).toEqual(['Note', 'Hidden buckets still count in the shares.']);
    expect(parsed[4]).toEqual(['Channel', 'Mentions', 'Share (%)', 'Change']);
    // A negative number stays a number: only text is escaped.
    expect(parsed[5]).toEqual(['News', '10', '33.33', '-4']);
    expect(parsed[6]).toEqual(['Other', '20', '', '2']);
    expect(csv).toContain('\r\n');
  });

  it('escapes every formula-leading cell so a spreadsheet opens it as text', () => {
    const planted = [
      '=HYPERLINK("http://evil","x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tcmd',
      '\rcmd',
      '=1+2\nsecond line',
    ];
    const csv = toChartCsv({
      title: '=title',
      subtitle: 's',
      columns: ['Author', 'Mentions'],
      rows: planted.map((a) => [a, 1]),
    });
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]![1]).toBe("'=title");
    expect(parsed.slice(4, 4 + planted.length).map((r) => r[0])).toEqual(planted.map((p) => `'${p}`));
  });
});

describe('fileNameFor', () => {
  it('slugs titles and never returns an empty name', () => {
    expect(fileNameFor('Mentions by Channel — Last 30 days', 'png')).toBe(
      'mentions-by-channel-last-30-days.png',
    );
    expect(fileNameFor('***', 'csv')).toBe('chart.csv');
  });
});
