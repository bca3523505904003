import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { ChartInkContext, LIGHT_INK } from '@/components/chart-frame';
import type { Report } from '@/analysis/reports/report-store';
import type { ReportFiles } from '@/components/charts/export/types';
import { ReportBoard } from './report-board';
import { reportDateLine } from './report-describe';
import { ReportHeader } from './report-header';
import { useReportDocument } from './use-report-files';

type Props = {
  report: Report;
  /** Hears the report's files (its document computed from the blocks' specs, as the board's exports). */
  onFiles: (files: ReportFiles) => void;
};

/**
 * A report shown as the board shows it, read only and light, with the board's own files, for the
 * server's scheduled rendering (features/schedules/render-page.tsx).
 */
export function ReportRender({ report, onFiles }: Props) {
  const files = useReportDocument(report);
  useEffect(() => onFiles(files), [files, onFiles]);
  const noop = () => undefined;
  return (
    <ChartInkContext.Provider value={LIGHT_INK}>
      <Stack gap="md" p="md" maw={1100}>
        <ReportHeader report={report} dateLine={reportDateLine(report, Date.now())} />
        <ReportBoard report={report} readOnly onChange={noop} />
      </Stack>
    </ChartInkContext.Provider>
  );
}
