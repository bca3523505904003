import { z } from 'zod';
import { ChartSpecSchema, type ChartSpec } from './chart-config';

export const PinnedChartSchema = z.object({ id: z.string().min(1).max(64), spec: ChartSpecSchema });
export type PinnedChart = z.infer<typeof PinnedChartSchema>;

export const ReportSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(200),
  updatedAt: z.string(),
  charts: z.array(PinnedChartSchema).max(100),
});
export type Report = z.infer<typeof ReportSchema>;

/** The JSON file a report travels as; `format` lets a future version be told apart. */
export const ReportFileSchema = z.object({ format: z.literal('narrative-desk-report/1'), report: ReportSchema });

const STORAGE_KEY = 'nd.reports.v1';
const newId = () => crypto.randomUUID().slice(0, 12);
const stamp = () => new Date().toISOString();

/** Saved reports; a corrupt entry in storage yields an empty list rather than a broken page. */
export function loadReports(storage: Storage = localStorage): Report[] {
  try {
    const parsed = z.array(ReportSchema).safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveReports(reports: Report[], storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(reports));
}

export function createReport(name: string): Report {
  return { id: newId(), name: name.trim() || 'Untitled report', updatedAt: stamp(), charts: [] };
}

const touch = (r: Report, charts: PinnedChart[]): Report => ({ ...r, charts, updatedAt: stamp() });

export function pinChart(report: Report, spec: ChartSpec): Report {
  return touch(report, [...report.charts, { id: newId(), spec }]);
}

export function removeChart(report: Report, chartId: string): Report {
  return touch(report, report.charts.filter((c) => c.id !== chartId));
}

/** Moves a chart to `toIndex` (clamped); the others keep their order. */
export function moveChart(report: Report, chartId: string, toIndex: number): Report {
  const from = report.charts.findIndex((c) => c.id === chartId);
  if (from < 0) return report;
  const charts = [...report.charts];
  const [moved] = charts.splice(from, 1);
  const to = Math.max(0, Math.min(charts.length, toIndex));
  charts.splice(to, 0, moved!);
  return touch(report, charts);
}

export function renameReport(report: Report, name: string): Report {
  return { ...report, name: name.trim() || report.name, updatedAt: stamp() };
}

/** Replaces (by id) or appends a report in a list. */
export function upsertReport(reports: Report[], report: Report): Report[] {
  const i = reports.findIndex((r) => r.id === report.id);
  return i < 0 ? [...reports, report] : reports.map((r) => (r.id === report.id ? report : r));
}

export function toReportFile(report: Report): string {
  return JSON.stringify({ format: 'narrative-desk-report/1', report }, null, 2);
}

/** Parses an imported file; throws an Error whose message says what is wrong, for the user. */
export function parseReportFile(text: string): Report {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Choose a report exported from Narrative Desk (.json).');
  }
  const parsed = ReportFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`This is not a Narrative Desk report file${where}: ${issue?.message ?? 'invalid'}.`);
  }
  return parsed.data.report;
}

/** base64url of the report JSON, for a link (`/reports?shared=…`). */
export function encodeReport(report: Report): string {
  const bytes = new TextEncoder().encode(JSON.stringify(report));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeReport(encoded: string): Report {
  try {
    const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return ReportSchema.parse(JSON.parse(json));
  } catch {
    throw new Error('This report link is damaged or incomplete; ask for a new one.');
  }
}
