import { z } from 'zod/mini';
import { ChartSpecSchema, type ChartSpec } from '@/analysis/charts/chart-config';
import { DateRangeSearchSchema } from '@/lib/date-range';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';
import { listOf, storedValue } from '@/lib/stored-value';
import { MapBlockSchema } from './map-block';
import { TraceBlockSchema } from './trace-block';

/**
 * Reports as documents: a title, a subtitle/date line, an optional logo, an optional window that
 * overrides every chart's, and blocks (charts retitled and captioned, text, key figures).
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));

export const ChartBlockSchema = z.object({
  id,
  kind: z.literal('chart'),
  spec: ChartSpecSchema,
  title: z.optional(z.string().check(z.maxLength(200))),
  caption: z.optional(z.string().check(z.maxLength(2000))),
  /** Leave out the comparison with the previous period's table (screen, print and exports). */
  hideTable: z.optional(z.boolean()),
});
export const TextBlockSchema = z.object({
  id,
  kind: z.literal('text'),
  markdown: z.string().check(z.maxLength(20_000)),
});
/** The question a key figure counts: a workspace, its filters and a window. */
export const FigureSpecSchema = z.pick(ChartSpecSchema, {
  workspaceId: true,
  workspaceName: true,
  filters: true,
  range: true,
});
export type FigureSpec = z.infer<typeof FigureSpecSchema>;
export const FigureBlockSchema = z.object({
  id,
  kind: z.literal('figure'),
  spec: FigureSpecSchema,
  label: z.optional(z.string().check(z.maxLength(200))),
  caption: z.optional(z.string().check(z.maxLength(2000))),
});
export const BlockSchema = z.discriminatedUnion('kind', [
  ChartBlockSchema,
  TextBlockSchema,
  FigureBlockSchema,
  TraceBlockSchema,
  MapBlockSchema,
]);
export type Block = z.infer<typeof BlockSchema>;
export type ChartBlock = z.infer<typeof ChartBlockSchema>;

/** A logo travels inside the report (PNG or JPEG as a data URL, at most ~300 kB). */
export const LogoSchema = z
  .string()
  .check(z.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/), z.maxLength(400_000));

const ReportCoreSchema = z.object({
  id,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  subtitle: z.optional(z.string().check(z.maxLength(300))),
  logo: z.optional(LogoSchema),
  /** When set, every chart and figure is re-run for this window ("the same report for November"). */
  window: z.optional(DateRangeSearchSchema),
  updatedAt: z.string(),
  blocks: z.array(BlockSchema).check(z.maxLength(200)),
});

/** Reports saved before blocks existed held `charts: [{ id, spec }]`; they read as chart blocks. */
export const ReportSchema = z.pipe(
  z.transform((raw) => {
    if (!raw || typeof raw !== 'object' || 'blocks' in raw) return raw;
    const { charts, ...rest } = raw as { charts?: unknown };
    return {
      ...rest,
      blocks: Array.isArray(charts) ? charts.map((c) => ({ kind: 'chart', ...(c as object) })) : charts,
    };
  }),
  ReportCoreSchema,
);
export type Report = z.infer<typeof ReportSchema>;

export const REPORT_FORMAT = 'narrative-desk-report/2';
/** The JSON file a report travels as; version 1 files (charts only) still import. */
export const ReportFileSchema = z.object({
  format: z.enum(['narrative-desk-report/1', REPORT_FORMAT]),
  report: ReportSchema,
});

export const newId = () => crypto.randomUUID().slice(0, 12);
const stamp = () => new Date().toISOString();

/** The stored list: every report the schema accepts; a damaged one is skipped, not the whole list. */
export const parseStoredReports = listOf((raw) => ReportSchema.safeParse(raw).data);

/**
 * Saved reports in localStorage (a stored value: one snapshot for every component, other tabs
 * follow). Logos make reports large, so the cap is generous; past it, or when the browser is
 * full, the change holds for this page and the analyst is told (lib/stored-value.ts).
 */
export const reportsStore = storedValue<Report[]>('nd.reports.v1', [], parseStoredReports, {
  what: 'your reports',
  maxChars: 4_000_000,
});

export function createReport(name: string): Report {
  return { id: newId(), name: name.trim() || 'Untitled report', updatedAt: stamp(), blocks: [] };
}

/** A changed copy of a report, stamped. */
export const touch = (r: Report, patch: Partial<Report>): Report => ({ ...r, ...patch, updatedAt: stamp() });

export function addBlock(report: Report, block: Block): Report {
  return touch(report, { blocks: [...report.blocks, block] });
}

export function pinChart(report: Report, spec: ChartSpec): Report {
  return addBlock(report, { id: newId(), kind: 'chart', spec });
}

export function pinFigure(report: Report, spec: FigureSpec, label?: string): Report {
  return addBlock(report, { id: newId(), kind: 'figure', spec: FigureSpecSchema.parse(spec), label });
}

export function removeBlock(report: Report, blockId: string): Report {
  return touch(report, { blocks: report.blocks.filter((b) => b.id !== blockId) });
}

/** Replaces one block (same id) with `block`. */
export function updateBlock(report: Report, block: Block): Report {
  return touch(report, { blocks: report.blocks.map((b) => (b.id === block.id ? block : b)) });
}

/** Moves a block to `toIndex` (clamped); the others keep their order. */
export function moveBlock(report: Report, blockId: string, toIndex: number): Report {
  const from = report.blocks.findIndex((b) => b.id === blockId);
  if (from < 0) return report;
  const blocks = [...report.blocks];
  const [moved] = blocks.splice(from, 1);
  blocks.splice(Math.max(0, Math.min(blocks.length, toIndex)), 0, moved!);
  return touch(report, { blocks });
}

export function renameReport(report: Report, name: string): Report {
  return touch(report, { name: name.trim() || report.name });
}

/** A block's question with the report-wide window, when the report has one. */
export function effectiveSpec<S extends { range: ChartSpec['range'] }>(
  report: Pick<Report, 'window'>,
  spec: S,
): S {
  return report.window ? { ...spec, range: report.window } : spec;
}

/** Replaces (by id) or appends a report in a list. */
export function upsertReport(reports: Report[], report: Report): Report[] {
  const i = reports.findIndex((r) => r.id === report.id);
  return i < 0 ? [...reports, report] : reports.map((r) => (r.id === report.id ? report : r));
}

/** An imported report kept beside an existing one of the same id: a new id and "(imported)". */
export function asCopy(report: Report): Report {
  return touch(report, { id: newId(), name: `${report.name} (imported)`.slice(0, 200) });
}

export function toReportFile(report: Report): string {
  return JSON.stringify({ format: REPORT_FORMAT, report }, null, 2);
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

/** The chart filters a figure block and a chart block share (used when adding a figure from a chart). */
export const figureFromChart = (spec: ChartSpec): FigureSpec =>
  FigureSpecSchema.parse({
    workspaceId: spec.workspaceId,
    workspaceName: spec.workspaceName,
    filters: MentionFilterSearchSchema.parse(spec.filters),
    range: spec.range,
  });
