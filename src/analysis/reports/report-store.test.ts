import { describe, expect, it } from 'vitest';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';
import {
  addBlock,
  asCopy,
  createReport,
  decodeReport,
  effectiveSpec,
  encodeReport,
  figureFromChart,
  parseStoredReports,
  moveBlock,
  parseReportFile,
  pinChart,
  pinFigure,
  removeBlock,
  renameReport,
  toReportFile,
  upsertReport,
} from './report-store';

const spec = (dim: string) =>
  ChartSpecSchema.parse({
    workspaceId: 1,
    workspaceName: 'Démo ✓',
    options: { dim },
    filters: { channels: ['news'] },
    range: {},
  });

describe('report store', () => {
  it('pins, reorders, removes and renames blocks', () => {
    let r = createReport('  Weekly  ');
    expect(r.name).toBe('Weekly');
    r = pinChart(pinChart(pinChart(r, spec('channels')), spec('languages')), spec('domains'));
    const [a, b, c] = r.blocks.map((x) => x.id) as [string, string, string];
    r = moveBlock(r, c, 0);
    expect(r.blocks.map((x) => x.id)).toEqual([c, a, b]);
    r = moveBlock(r, c, 99);
    expect(r.blocks.map((x) => x.id)).toEqual([a, b, c]);
    r = removeBlock(r, b);
    expect(r.blocks.map((x) => x.id)).toEqual([a, c]);
    expect(renameReport(r, 'Monthly').name).toBe('Monthly');
    expect(renameReport(r, '   ').name).toBe('Weekly');
  });
  it('holds text blocks and key figures beside charts', () => {
    let r = addBlock(createReport('A'), { id: 't1', kind: 'text', markdown: '# Summary\n**Up** this week' });
    r = pinFigure(r, figureFromChart(spec('channels')), 'Mentions');
    expect(r.blocks.map((b) => b.kind)).toEqual(['text', 'figure']);
    expect(parseReportFile(toReportFile(r))).toEqual(r);
  });
  it('re-runs every block for the report-wide window when it has one', () => {
    const s = spec('channels');
    expect(effectiveSpec({}, s).range).toEqual(s.range);
    const november = {
      range: 'custom' as const,
      since: '2026-11-01T00:00:00.000Z',
      to: '2026-11-30T23:59:59.999Z',
      tz: 'utc' as const,
    };
    expect(effectiveSpec({ window: november }, s).range).toEqual(november);
  });
  it('reads reports saved before blocks existed (charts only) and version 1 files', () => {
    const old = {
      id: 'r1',
      name: 'Old',
      updatedAt: '2026-01-01',
      charts: [{ id: 'c1', spec: spec('channels') }],
    };
    expect(parseStoredReports([old])![0]!.blocks).toEqual([
      { id: 'c1', kind: 'chart', spec: spec('channels') },
    ]);
    expect(
      parseReportFile(JSON.stringify({ format: 'narrative-desk-report/1', report: old })).blocks,
    ).toHaveLength(1);
  });
  it('reads the stored list keeping every valid report, skipping a damaged one', () => {
    const r = pinChart(createReport('A'), spec('channels'));
    expect(parseStoredReports(JSON.parse(JSON.stringify([r, { id: 'x' }])))).toEqual([r]);
    expect(parseStoredReports('{nope')).toBeUndefined();
  });
  it('round-trips through a link and a file (unicode included)', () => {
    const r = pinChart(createReport('Rapport « été »'), spec('channels'));
    const encoded = encodeReport(r);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReport(encoded)).toEqual(r);
    expect(parseReportFile(toReportFile(r))).toEqual(r);
  });
  it('explains a bad file or link', () => {
    expect(() => parseReportFile('not json')).toThrow(/not JSON/);
    expect(() =>
      parseReportFile(
        '{"format":"narrative-desk-report/2","report":{"id":"x","name":"","updatedAt":"","blocks":[]}}',
      ),
    ).toThrow(/at report\.name/);
    expect(() => parseReportFile('{"hello":1}')).toThrow(/not a Narrative Desk report/);
    expect(() => decodeReport('@@@')).toThrow(/damaged/);
  });
  it('upserts by id; an import kept beside an existing report gets a new id', () => {
    const r = createReport('A');
    expect(upsertReport(upsertReport([], r), renameReport(r, 'B'))).toHaveLength(1);
    const copy = asCopy(r);
    expect(copy.id).not.toBe(r.id);
    expect(copy.name).toBe('A (imported)');
    expect(upsertReport([r], copy)).toHaveLength(2);
  });
});
