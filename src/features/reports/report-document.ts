import type { Report } from '@/analysis/reports/report-store';
import type { ExportBlock, ReportDocument } from '@/components/charts/export/types';
import { reportDateLine } from './report-describe';

/**
 * A report as the exports write it (PDF, PPTX): its head and its blocks' numbers in block order;
 * null while a block has no numbers yet. The one place a report document is assembled (the board
 * and the print layout both use it through useReportDocument).
 */
export function reportDocument(
  report: Report,
  blocks: readonly ExportBlock[] | null,
  now: number,
): ReportDocument | null {
  if (!blocks || blocks.length !== report.blocks.length) return null;
  return {
    title: report.name,
    subtitle: report.subtitle,
    dateLine: reportDateLine(report, now),
    logo: report.logo,
    blocks: [...blocks],
  };
}
