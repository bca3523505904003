import { describe, expect, it } from 'vitest';
import { blockRows, chartsPerRow, PAPERS } from './paper';

const isChart = (b: string) => b.startsWith('chart');

describe('blockRows', () => {
  const blocks = ['chart1', 'chart2', 'chart3', 'text', 'chart4', 'figure', 'chart5', 'chart6'];

  it('pairs consecutive charts on landscape paper; other blocks stand alone', () => {
    expect(blockRows(blocks, isChart, chartsPerRow(PAPERS['a4-landscape']))).toEqual([
      ['chart1', 'chart2'],
      ['chart3'],
      ['text'],
      ['chart4'],
      ['figure'],
      ['chart5', 'chart6'],
    ]);
  });
  it('keeps one block a row on portrait paper', () => {
    expect(blockRows(blocks, isChart, chartsPerRow(PAPERS['a4-portrait']))).toEqual(blocks.map((b) => [b]));
  });
});
