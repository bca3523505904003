import { describe, expect, it } from 'vitest';
import { post } from '@/analysis/coordination/test-posts';
import { traceOf } from '@/analysis/coordination/trace';
import { traceFigure } from '@/analysis/coordination/trace-figure';
import { firstSightingRows, tracedNote } from '@/analysis/coordination/trace-rows';
import {
  addBlock,
  createReport,
  decodeReport,
  encodeReport,
  parseReportFile,
  toReportFile,
} from './report-store';

const t0 = Date.UTC(2026, 10, 17, 7, 43);
const figure = traceFigure(
  traceOf([
    post('glass_tg', t0, 'Glass Ballot files', { channel: 'telegram', url: 'https://t.me/glass/1' }),
    post('x_one', t0 + 22 * 60_000, 'Glass Ballot files', { channel: 'twitter' }),
    post('x_two', t0 + 40 * 60_000, 'Glass Ballot files', { channel: 'twitter' }),
  ]),
  {
    traced: 'Glass Ballot',
    subtitle: 'Election integrity · “Glass Ballot”',
    zone: 'Europe/Berlin',
    tracedAt: '2026-11-20T12:00:00.000Z',
  },
);

describe('a trace block in a report', () => {
  const report = addBlock(createReport('Brief'), { id: 'b1', kind: 'trace', figure });

  it('travels in a report file and a shared link unchanged', () => {
    expect(parseReportFile(toReportFile(report)).blocks).toEqual(report.blocks);
    expect(decodeReport(encodeReport(report)).blocks).toEqual(report.blocks);
  });

  it('is refused when its figure is damaged, naming where', () => {
    const damaged = JSON.parse(toReportFile(report));
    damaged.report.blocks[0].figure.lanes[0].bins = [9999];
    expect(() => parseReportFile(JSON.stringify(damaged))).toThrow(/blocks\.0\.figure\.lanes\.0\.bins/);
  });

  it('writes the first sighting per channel in the zone it was traced in', () => {
    expect(firstSightingRows(figure)).toEqual([
      {
        channel: 'Telegram',
        when: 'Nov 17, 2026 08:43',
        account: 'glass_tg',
        url: 'https://t.me/glass/1',
        count: '1',
      },
      {
        channel: 'X (Twitter)',
        when: 'Nov 17, 2026 09:05',
        account: 'x_one',
        url: expect.stringContaining('x.com/x_one') as unknown as string,
        count: '2',
      },
    ]);
    expect(tracedNote(figure)).toMatch(
      /^3 mentions traced Nov 20, 2026 13:00 \(Europe\/Berlin\): a snapshot/,
    );
  });
});
