import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deskQueries } from '@/api/desk-queries';
import { ReportSchema, type Report } from '@/analysis/reports/report-store';
import type { ReportDocument, ReportFiles } from '@/components/charts/export/types';
import { TimeZoneChoiceSchema } from '@/lib/date-range';
import { scheduledReportWindow } from './scheduled-window';

/** What the server's renderer reads on `window` (server/watch/schedules/render.ts RENDER_GLOBAL). */
const RENDER_GLOBAL = '__ndScheduledReport';

type Props = {
  reportId: string;
  from: string;
  to: string;
  zone: string;
  /** The report as the board shows it, handing over the board's files (features/reports/report-render.tsx). */
  board: (report: Report, onFiles: (files: ReportFiles) => void) => ReactNode;
};

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The board's own PDF (A4 portrait, as the board's export) or PowerPoint, as base64. */
async function exportFile(document: Promise<ReportDocument> | null, format: string): Promise<string> {
  if (!document) throw new Error('The report is not ready');
  const doc = await document;
  if (format === 'pdf') {
    const [{ reportPdf }, { PAPERS }] = await Promise.all([
      import('@/components/charts/export/pdf-export'),
      import('@/components/charts/export/paper'),
    ]);
    return toBase64(await reportPdf(doc, PAPERS['a4-portrait']));
  }
  if (format === 'pptx')
    return toBase64(await (await import('@/components/charts/export/pptx-export')).reportPptx(doc));
  throw new Error(`Unknown format ${format}`);
}

/**
 * The page the server's Chromium opens for a scheduled run (not in the navigation): the report
 * artefact re-run for the run's window in the run's zone; once its document is computed from the
 * blocks' specs it tells the renderer, which asks for the files (or names the block that failed).
 */
export function ScheduledRenderPage({ reportId, from, to, zone, board }: Props) {
  const artefact = useQuery({ ...deskQueries.detail(reportId), retry: 1, refetchOnWindowFocus: false });
  const parsed = useMemo(() => {
    if (!artefact.data) return null;
    const report = ReportSchema.safeParse(artefact.data.body);
    if (!report.success) return { error: 'The report artefact holds no readable report' };
    const tz = TimeZoneChoiceSchema.parse(zone);
    return { report: { ...report.data, window: scheduledReportWindow(from, to, tz) } };
  }, [artefact.data, from, to, zone]);
  const documentRef = useRef<Promise<ReportDocument> | null>(null);
  const [built, setBuilt] = useState<{ ready: boolean; error?: string }>({ ready: false });
  const onFiles = useCallback((files: ReportFiles) => {
    const document = files.document();
    documentRef.current = document;
    setBuilt({ ready: false });
    document.then(
      () => documentRef.current === document && setBuilt({ ready: true }),
      (e: unknown) =>
        documentRef.current === document &&
        setBuilt({ ready: false, error: e instanceof Error ? e.message : String(e) }),
    );
  }, []);
  const badSearch =
    Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))
      ? 'from and to must be instants'
      : undefined;
  const error =
    badSearch ??
    artefact.error?.message ??
    (parsed && 'error' in parsed ? parsed.error : undefined) ??
    built.error;
  const state = error ? 'error' : built.ready ? 'ready' : 'loading';
  useEffect(() => {
    (window as unknown as Record<string, unknown>)[RENDER_GLOBAL] = {
      state,
      error,
      file: (format: string) => exportFile(documentRef.current, format),
    };
  }, [state, error]);
  if (error) return <p role="alert">{error}</p>;
  if (!parsed || !('report' in parsed) || !parsed.report) return <p>Loading the report…</p>;
  return <div data-render-state={state}>{board(parsed.report, onFiles)}</div>;
}
