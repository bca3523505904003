import { describeRange, formatInZone, resolveWindow, zoneName, type DateRangeSearch } from '@/lib/date-range';
import type { Report } from '@/analysis/reports/report-store';

/** The report's window in words: its own window, or "each chart's own window". */
export function reportWindowLine(report: Pick<Report, 'window'>, nowMs: number): string {
  const w: DateRangeSearch | undefined = report.window;
  if (!w) return 'Each chart shows its own window';
  const abs = resolveWindow(w, nowMs);
  const days = `${formatInZone(abs.since, w.tz, 'YYYY-MM-DD')} – ${formatInZone(abs.to, w.tz, 'YYYY-MM-DD')}`;
  // A custom window's words are its days already: said once.
  return w.range === 'custom'
    ? `${days} (${zoneName(w.tz)})`
    : `${describeRange(w)} (${days}, ${zoneName(w.tz)})`;
}

/** "Window … · Prepared 2026-11-20 14:02 (Europe/Berlin)": the date line under a report's title. */
export function reportDateLine(report: Pick<Report, 'window'>, nowMs: number): string {
  const tz = report.window?.tz ?? 'browser';
  return `${reportWindowLine(report, nowMs)} · Prepared ${formatInZone(new Date(nowMs).toISOString(), tz)} (${zoneName(tz)})`;
}

/**
 * What a text block's placeholders stand for, recomputed with the report's window: `{{window}}`
 * (the window in words), `{{since}}` and `{{to}}` (its first and last day in its zone).
 */
export function reportPlaceholders(report: Pick<Report, 'window'>, nowMs: number): Record<string, string> {
  const line = reportWindowLine(report, nowMs);
  const w = report.window;
  if (!w) return { window: line, since: line, to: line };
  const abs = resolveWindow(w, nowMs);
  return {
    window: line,
    since: formatInZone(abs.since, w.tz, 'YYYY-MM-DD'),
    to: formatInZone(abs.to, w.tz, 'YYYY-MM-DD'),
  };
}

/** A text block's markdown with its placeholders filled; unknown ones stay as written. */
export const fillPlaceholders = (markdown: string, values: Record<string, string>): string =>
  markdown.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);
