import { describe, expect, it } from 'vitest';
import { ChartSpecSchema } from './chart-config';
import {
  createReport,
  decodeReport,
  encodeReport,
  loadReports,
  moveChart,
  parseReportFile,
  pinChart,
  removeChart,
  renameReport,
  saveReports,
  toReportFile,
  upsertReport,
} from './report-store';

const spec = (dim: string) =>
  ChartSpecSchema.parse({ workspaceId: 1, workspaceName: 'Démo ✓', options: { dim }, filters: { channels: ['news'] }, range: {} });

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe('report store', () => {
  it('pins, reorders, removes and renames charts', () => {
    let r = createReport('  Weekly  ');
    expect(r.name).toBe('Weekly');
    r = pinChart(pinChart(pinChart(r, spec('channels')), spec('languages')), spec('domains'));
    const [a, b, c] = r.charts.map((x) => x.id) as [string, string, string];
    r = moveChart(r, c, 0);
    expect(r.charts.map((x) => x.id)).toEqual([c, a, b]);
    r = moveChart(r, c, 99);
    expect(r.charts.map((x) => x.id)).toEqual([a, b, c]);
    r = removeChart(r, b);
    expect(r.charts.map((x) => x.id)).toEqual([a, c]);
    expect(renameReport(r, 'Monthly').name).toBe('Monthly');
    expect(renameReport(r, '   ').name).toBe('Weekly');
  });
  it('persists to storage and survives a corrupt entry', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const r = pinChart(createReport('A'), spec('channels'));
    saveReports(upsertReport([], r), storage);
    expect(loadReports(storage)).toEqual([r]);
    storage.setItem('nd.reports.v1', '{nope');
    expect(loadReports(storage)).toEqual([]);
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
    expect(() => parseReportFile('{"format":"narrative-desk-report/1","report":{"id":"x","name":"","updatedAt":"","charts":[]}}')).toThrow(
      /at report\.name/,
    );
    expect(() => parseReportFile('{"hello":1}')).toThrow(/not a Narrative Desk report/);
    expect(() => decodeReport('@@@')).toThrow(/damaged/);
  });
  it('upserts by id', () => {
    const r = createReport('A');
    expect(upsertReport(upsertReport([], r), renameReport(r, 'B'))).toHaveLength(1);
  });
});
