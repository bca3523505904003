import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { ChartInkContext, LIGHT_INK } from '@/components/chart-frame';
import type { Report } from '@/analysis/reports/report-store';
import type { ReportFiles } from '@/components/charts/export/types';
import { ReportBoard } from './report-board';
import { reportDateLine } from './report-describe';
import { ReportHeader } from './report-header';
import { useReportDocument, useReportMoment } from './use-report-files';
import { WindowMoment } from '@/components/charts/use-spec-window';

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
  const moment = useReportMoment(report);
  const files = useReportDocument(report, moment);
  useEffect(() => onFiles(files), [files, onFiles]);
  const noop = () => undefined;
  return (
    <ChartInkContext.Provider value={LIGHT_INK}>
      <WindowMoment.Provider value={moment}>
        <Stack gap="md" p="md" maw={1100}>
          <ReportHeader report={report} dateLine={reportDateLine(report, moment)} />
          <ReportBoard report={report} readOnly onChange={noop} />
        </Stack>
      </WindowMoment.Provider>
    </ChartInkContext.Provider>
  );
}
