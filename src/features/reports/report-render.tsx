import { useEffect, type MutableRefObject } from 'react';
import { Stack } from '@mantine/core';
import { ChartInkContext, LIGHT_INK } from '@/components/chart-frame';
import type { Report } from '@/analysis/reports/report-store';
import { ReportBoard } from './report-board';
import { reportDateLine } from './report-describe';
import { ReportHeader } from './report-header';
import { ReportExportsContext, useReportDocument } from './use-report-exports';
import type { ReportFiles } from './use-report-files';

type Props = {
  report: Report;
  /** Always the current files (the document and the blocks still loading). */
  filesRef: MutableRefObject<ReportFiles | null>;
  onPending: (pending: number) => void;
};

/**
 * A report assembled exactly as the board assembles it (the same registry and document), read
 * only and light, for the server's scheduled rendering (features/schedules/render-page.tsx).
 */
export function ReportRender({ report, filesRef, onPending }: Props) {
  const { api, files } = useReportDocument(report);
  useEffect(() => {
    filesRef.current = files;
    onPending(files.pending);
  });
  const noop = () => undefined;
  return (
    <ReportExportsContext.Provider value={api}>
      <ChartInkContext.Provider value={LIGHT_INK}>
        <Stack gap="md" p="md" maw={1100}>
          <ReportHeader report={report} dateLine={reportDateLine(report, Date.now())} />
          <ReportBoard report={report} readOnly onChange={noop} />
        </Stack>
      </ChartInkContext.Provider>
    </ReportExportsContext.Provider>
  );
}
