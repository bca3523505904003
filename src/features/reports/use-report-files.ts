import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { downloadBlob, fileNameFor } from '@/lib/download';
import { PAPERS, type PaperId } from '@/components/charts/export/paper';
import type { ReportDocument } from '@/components/charts/export/types';

/** What the report exports need: the document once every block has its numbers. */
export interface ReportFiles {
  document: () => ReportDocument | null;
  /** Blocks still loading. */
  pending: number;
}

/** Builds PDF, PowerPoint and Excel files (their libraries load on first use) and hands them to the browser. */
export function useReportFiles(files: ReportFiles) {
  const [busy, setBusy] = useState(false);
  const save = async (format: 'pdf' | 'pptx' | 'xlsx', paper: PaperId = 'a4-portrait') => {
    const doc = files.document();
    if (!doc) return;
    setBusy(true);
    try {
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
    }
  };
  return { busy, save };
}
