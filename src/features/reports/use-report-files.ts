import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { Report } from '@/analysis/reports/report-store';
import { downloadBlob, fileNameFor } from '@/lib/download';
import { PAPERS, type PaperId } from '@/components/charts/export/paper';
import type { ReportFiles } from '@/components/charts/export/types';

/**
 * When a shown report resolves its preset windows (WindowMoment): when it opens, and again when
 * its own window changes. Its blocks, date line and exports all use this moment, so a board left
 * open exports the minutes it shows, from the query cache, not "the last 30 days" as of the click.
 */
export function useReportMoment(report: Report): number {
  const window = JSON.stringify(report.window ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new moment exactly when these change
  return useMemo(() => Date.now(), [report.id, window]);
}

/**
 * A report's files: its document computed from the blocks' specs when an export asks (the
 * builder's code loads then), through this page's query cache, with its windows resolved at the
 * moment the blocks on screen were (`useReportMoment`), so those are not asked again and blocks
 * never shown are asked now.
 */
export function useReportDocument(report: Report, moment: number): ReportFiles {
  const qc = useQueryClient();
  return useMemo(
    () => ({
      document: async (onProgress) =>
        (await import('./export/report-export')).buildReportDocument(qc, report, { now: moment, onProgress }),
    }),
    [qc, report, moment],
  );
}

/**
 * Builds PDF, PowerPoint and Excel files (their libraries load on first use) and hands them to the
 * browser; `pending` is how many blocks are still loading while a file is being built.
 */
export function useReportFiles(files: ReportFiles) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(0);
  const save = async (format: 'pdf' | 'pptx' | 'xlsx', paper: PaperId = 'a4-portrait') => {
    setBusy(true);
    try {
      const doc = await files.document(setPending);
      const blob =
        format === 'pdf'
          ? await (await import('@/components/charts/export/pdf-export')).reportPdf(doc, PAPERS[paper])
          : format === 'xlsx'
            ? await (await import('@/components/charts/export/xlsx-export')).reportXlsx(doc)
            : await (await import('@/components/charts/export/pptx-export')).reportPptx(doc);
      downloadBlob(blob, fileNameFor(doc.title, format));
    } catch (e) {
      notifications.show({
        color: 'red',
        title: `${format.toUpperCase()} export failed`,
        message: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setBusy(false);
      setPending(0);
    }
  };
  return { busy, pending, save };
}
