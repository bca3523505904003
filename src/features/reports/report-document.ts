import type { Report } from '@/analysis/reports/report-store';
import type { ExportBlock, ReportDocument } from '@/components/charts/export/types';
import { reportDateLine } from './report-describe';

/**
 * A report as the exports write it (PDF, PPTX, XLSX, a client snapshot): its head and its blocks'
 * exports in block order (export/report-export.ts computes them from the blocks' specs).
 */
export function reportDocument(report: Report, blocks: readonly ExportBlock[], now: number): ReportDocument {
  return {
    title: report.name,
    subtitle: report.subtitle,
    dateLine: reportDateLine(report, now),
    logo: report.logo,
    blocks: [...blocks],
  };
}
