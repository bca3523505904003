import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { fileNameFor, toChartCsv } from './chart-csv';

describe('toChartCsv', () => {
  it('writes title and subtitle rows first, then the header and the numbers', () => {
    const csv = toChartCsv({
      title: 'Mentions by channel',
      subtitle: 'Demo, "quoted", Last 30 days',
      columns: ['Channel', 'Mentions', 'Share (%)'],
      rows: [
        ['News', 10, 33.3333],
        ['Other', 20, null],
      ],
    });
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['Title', 'Mentions by channel']);
    expect(parsed[1]).toEqual(['Subtitle', 'Demo, "quoted", Last 30 days']);
    expect(parsed[3]).toEqual(['Channel', 'Mentions', 'Share (%)']);
    expect(parsed[4]).toEqual(['News', '10', '33.33']);
    expect(parsed[5]).toEqual(['Other', '20', '']);
    expect(csv).toContain('\r\n');
  });
});

describe('fileNameFor', () => {
  it('slugs titles and never returns an empty name', () => {
    expect(fileNameFor('Mentions by Channel — Last 30 days', 'png')).toBe('mentions-by-channel-last-30-days.png');
    expect(fileNameFor('***', 'csv')).toBe('chart.csv');
  });
});
