import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { Report } from '@/analysis/reports/report-store';
import type { PaperId } from '@/components/charts/export/paper';
import { ReportActions } from './report-actions';
import { ReportBoard } from './report-board';
import { reportDateLine } from './report-describe';
import { ReportHeader } from './report-header';
import { ReportSettings } from './report-settings';
import type { ReportFiles } from '@/components/charts/export/types';
import { useReportDocument, useReportMoment } from './use-report-files';
import { WindowMoment } from '@/components/charts/use-spec-window';
import classes from './reports.module.css';

type Props = {
  report: Report;
  readOnly?: boolean;
  onChange: (report: Report) => void;
  onDelete?: () => void;
  onPrint?: (paper: PaperId) => void;
  /** Where the report is kept and the team desk's actions (share, client snapshot), given its numbers. */
  deskBar?: (files: ReportFiles) => ReactNode;
};

/** One report on the board: its settings and actions, its head, its blocks; exports are computed from its specs. */
export function ReportView({ report, readOnly = false, onChange, onDelete, onPrint, deskBar }: Props) {
  const moment = useReportMoment(report);
  const files = useReportDocument(report, moment);
  const dateLine = useMemo(() => reportDateLine(report, moment), [report, moment]);
  return (
    <Stack gap="md" className={classes.board}>
      {!readOnly && (
        <Stack gap="xs" className={classes.noPrint}>
          {deskBar?.(files)}
          <ReportSettings report={report} onChange={onChange} />
          <ReportActions
            report={report}
            files={files}
            onChange={onChange}
            onDelete={onDelete ?? (() => undefined)}
            onPrint={onPrint ?? (() => undefined)}
          />
        </Stack>
      )}
      <WindowMoment.Provider value={moment}>
        <ReportHeader report={report} dateLine={dateLine} />
        <ReportBoard report={report} readOnly={readOnly} onChange={onChange} />
      </WindowMoment.Provider>
    </Stack>
  );
}
