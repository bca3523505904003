import type { Workbook, Worksheet } from 'exceljs';
import { firstSightingRows, tracedNote } from '@/analysis/coordination/trace-rows';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { mapPlacesTable, type MapExport } from '@/components/map/map-export';
import { FORMULA_LEAD } from '@/lib/csv-export';
import { formatZoned } from '@/lib/zoned-time';
import { chartNotes } from './chart-notes';
import type { ChartExport, ExportBlock, FigureExport, ReportDocument } from './types';

/**
 * Excel workbooks (exceljs, loaded only when one is asked for): one sheet per block with its
 * numbers (numbers as numbers, a timeline's periods as dates in its own zone), then a Provenance
 * sheet saying what each sheet counts, over which window and filters, and the raw query to
 * reproduce it. Text from the service never starts like a formula (an apostrophe is put first,
 * as in the CSV files).
 */

type Value = string | number | Date | null;

/** Text as a cell: a leading = + - @ is neutralised; numbers and dates pass. */
export const safeCell = (v: Value | undefined): Value =>
  v === undefined ? null : typeof v === 'string' && FORMULA_LEAD.test(v) ? `'${v}` : v;

/** An instant as the wall-clock time of `zone`, in the form a spreadsheet shows unchanged (UTC fields). */
export function wallClock(ms: number, zone: string): Date {
  return new Date(`${formatZoned(ms, zone, 'YYYY-MM-DDTHH:mm:ss')}Z`);
}

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique in the workbook. */
function sheetName(wb: Workbook, index: number, title: string): string {
  const base = `${index}. ${title}`.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let name = base;
  for (let n = 2; wb.getWorksheet(name); n++) name = `${base.slice(0, 27)} (${n})`;
  return name;
}

/** Title (bold), subtitle, a blank row, then a header row (bold, frozen) and the rows. */
function writeTable(ws: Worksheet, title: string, subtitle: string, columns: string[], rows: Value[][]) {
  ws.addRow([safeCell(title)]).font = { bold: true, size: 13 };
  ws.addRow([safeCell(subtitle)]);
  ws.addRow([]);
  ws.addRow(columns.map(safeCell)).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  for (const r of rows) ws.addRow(r.map(safeCell));
  ws.columns.forEach((c, i) => {
    c.width = i === 0 ? 28 : Math.max(12, Math.min(30, (columns[i]?.length ?? 10) + 2));
  });
}

function chartSheet(ws: Worksheet, chart: ChartExport) {
  const { columns, rows } = chart.table;
  const model = chart.model;
  if (model.kind === 'timeline' && model.rows.length === rows.length) {
    // The period as a date (its start in the buckets' zone) in place of its label.
    const starts = model.rows.map((r) => Date.parse(r.since));
    const hourly = starts.some((ms) => formatZoned(ms, model.bucketZone, 'HH:mm') !== '00:00');
    writeTable(
      ws,
      chart.title,
      chart.subtitle,
      [`Period start (${model.bucketZone})`, ...columns.slice(1)],
      rows.map((r, i) => [wallClock(starts[i]!, model.bucketZone), ...r.slice(1)]),
    );
    ws.getColumn(1).numFmt = hourly ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
    return;
  }
  writeTable(ws, chart.title, chart.subtitle, columns, rows);
}

function figureSheet(ws: Worksheet, figure: FigureExport) {
  const c = figure.change;
  writeTable(ws, figure.label, figure.caption ?? '', ['Figure', 'Value'], [
    [figure.label, figure.value],
    ...(c
      ? [
          ['Previous period', c.previous],
          ['Change', c.delta],
          ['Change (%)', c.percent],
        ]
      : []),
  ] as Value[][]);
}

function traceSheet(ws: Worksheet, trace: TraceFigure) {
  writeTable(
    ws,
    'First sightings',
    trace.subtitle,
    ['Channel', `First seen (${trace.zone})`, 'Account', 'Mentions', 'Link'],
    firstSightingRows(trace).map((r, i) => [
      r.channel,
      wallClock(trace.lanes[i]!.first.time, trace.zone),
      r.account,
      trace.lanes[i]!.count,
      r.url ?? null,
    ]),
  );
  ws.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';
}

/** A map's places with mentions, most first: names and codes as text, counts as numbers. */
function mapSheet(ws: Worksheet, map: MapExport) {
  const { columns, rows } = mapPlacesTable(map);
  ws.addRow(columns).font = { bold: true };
  for (const row of rows) ws.addRow(row.map(safeCell));
  [34, 12, 12, 20].forEach((w, i) => (ws.getColumn(i + 1).width = w));
}

interface ProvenanceRow {
  sheet: string;
  title: string;
  provenance: string;
  query?: string;
  notes: string[];
}

function blockSheet(wb: Workbook, index: number, block: ExportBlock): ProvenanceRow | null {
  if (block.kind === 'text') return null;
  if (block.kind === 'chart') {
    const ws = wb.addWorksheet(sheetName(wb, index, block.chart.title));
    chartSheet(ws, block.chart);
    const marks = (block.chart.marks ?? []).map((m, i) => `Mark ${i + 1}: ${m.label} (${m.at})`);
    return {
      sheet: ws.name,
      title: block.chart.title,
      provenance: block.chart.provenance,
      query: block.chart.query,
      notes: [...chartNotes(block.chart), ...marks],
    };
  }
  if (block.kind === 'figure') {
    const ws = wb.addWorksheet(sheetName(wb, index, block.figure.label));
    figureSheet(ws, block.figure);
    const f = block.figure;
    return { sheet: ws.name, title: f.label, provenance: f.provenance, query: f.query, notes: [] };
  }
  if (block.kind === 'map') {
    const ws = wb.addWorksheet(sheetName(wb, index, block.map.title));
    mapSheet(ws, block.map);
    const [located, ...notes] = block.map.notes;
    return { sheet: ws.name, title: block.map.title, provenance: `${block.map.subtitle}. ${located}`, notes };
  }
  const ws = wb.addWorksheet(sheetName(wb, index, 'First sightings'));
  traceSheet(ws, block.trace);
  return {
    sheet: ws.name,
    title: block.trace.subtitle,
    provenance: tracedNote(block.trace),
    notes: ['First seen in this data; ordered by publication time, not causation.'],
  };
}

function provenanceSheet(wb: Workbook, head: string[], rows: ProvenanceRow[]) {
  const ws = wb.addWorksheet('Provenance');
  for (const line of head) ws.addRow([safeCell(line)]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.addRow([]);
  ws.addRow(['Sheet', 'Title', 'Source, filters and window', 'Query (to reproduce)', 'Notes']).font = {
    bold: true,
  };
  for (const r of rows)
    ws.addRow([r.sheet, r.title, r.provenance, r.query ?? '', r.notes.join('\n')].map(safeCell));
  [22, 34, 70, 50, 60].forEach((w, i) => (ws.getColumn(i + 1).width = w));
}

async function newWorkbook(): Promise<Workbook> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Narrative Desk';
  return wb;
}

async function toBlob(wb: Workbook): Promise<Blob> {
  const buf = await wb.xlsx.writeBuffer();
  return new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A report as a workbook: a sheet per block with numbers (text blocks have none), then Provenance. */
export async function reportWorkbook(doc: ReportDocument): Promise<Workbook> {
  const wb = await newWorkbook();
  wb.title = doc.title;
  const rows = doc.blocks
    .map((b, i) => blockSheet(wb, i + 1, b))
    .filter((r): r is ProvenanceRow => r !== null);
  provenanceSheet(wb, [doc.title, ...(doc.subtitle ? [doc.subtitle] : []), doc.dateLine], rows);
  return wb;
}

/** One chart as a workbook: its numbers, then Provenance. */
export async function chartWorkbook(chart: ChartExport, dateLine: string): Promise<Workbook> {
  const wb = await newWorkbook();
  wb.title = chart.title;
  const row = blockSheet(wb, 1, { kind: 'chart', chart })!;
  provenanceSheet(wb, [chart.title, chart.subtitle, dateLine], [row]);
  return wb;
}

export const reportXlsx = async (doc: ReportDocument) => toBlob(await reportWorkbook(doc));
export const chartXlsx = async (chart: ChartExport, dateLine: string) =>
  toBlob(await chartWorkbook(chart, dateLine));
