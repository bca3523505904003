import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useDeskState } from '@/api/desk-state';
import { reportStore } from '@/analysis/reports/use-reports';
import type { Report } from '@/analysis/reports/report-store';

// The dialog, its form and the zone list load on the first click, never with the board.
const ScheduleDialog = lazy(() => import('./schedule-dialog'));

/** "Schedule…": for a report kept on the team desk (the server re-runs and mails it). */
export function ScheduleButton({ report }: { report: Report }) {
  const state = useDeskState();
  const [open, setOpen] = useState(false);
  const meta = reportStore.meta(report.id);
  if (state.mode !== 'desk' || !meta || meta.version <= 0) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Schedule…
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleDialog artefactId={meta.id} reportName={report.name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
