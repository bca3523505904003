import { lazy, Suspense } from 'react';
import { Group } from '@mantine/core';
import { useDeskState } from '@/api/desk-state';
import { reportStore } from '@/analysis/reports/use-reports';
import type { Report } from '@/analysis/reports/report-store';
import type { ReportFiles } from '@/components/charts/export/types';
import { StoredWhere } from './stored-where';

// Share, client snapshots and the poll that keeps an open report current: with a desk only.
const ReportDeskActions = lazy(() => import('./report-desk-actions'));

/** Where reports are kept, for the page's description. */
export function useKeptWhere(): string {
  const state = useDeskState();
  if (state.mode === 'desk') return 'Reports are kept on the team desk; share one with the team or a client.';
  if (state.mode === 'browser')
    return 'Reports are stored in this browser only; share them as a link or a JSON file.';
  return '';
}

/** Above an open report: who changed it last (or "stored in this browser only") and the desk's actions. */
export function ReportDeskBar({ report, files }: { report: Report; files: ReportFiles }) {
  const state = useDeskState();
  const meta = reportStore.meta(report.id);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="report-desk-bar">
      <StoredWhere meta={meta} size="sm" />
      {state.mode === 'desk' && meta && meta.version > 0 && (
        <Suspense fallback={null}>
          <ReportDeskActions report={report} artefactId={meta.id} files={files} />
        </Suspense>
      )}
    </Group>
  );
}
