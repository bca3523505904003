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
import { useReportDocument } from './use-report-files';
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
  const files = useReportDocument(report);
  const dateLine = useMemo(() => reportDateLine(report, Date.now()), [report]);
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
      <ReportHeader report={report} dateLine={dateLine} />
      <ReportBoard report={report} readOnly={readOnly} onChange={onChange} />
    </Stack>
  );
}
