import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPresentation } from '@tabler/icons-react';
import { deskQueries } from '@/api/desk-queries';
import { DESK_POLL_MS } from '@/api/schemas/desk';
import type { Report } from '@/analysis/reports/report-store';
import { currentDeskRuntime } from '@/hooks/desk/desk-runtime';
import type { ReportFiles } from '@/components/charts/export/types';
import { ShareButton } from './share-button';

const SnapshotDialog = lazy(() => import('./snapshot-dialog'));

type Props = { report: Report; artefactId: string; files: ReportFiles };

/**
 * An open report on the team desk: polled every few seconds (If-None-Match: a 304 costs nothing),
 * so a colleague's save shows here; shared with the team by its link; frozen for a client.
 */
export default function ReportDeskActions({ report, artefactId, files }: Props) {
  const [snapshots, setSnapshots] = useState(false);
  const { data } = useQuery({
    ...deskQueries.detail(artefactId),
    refetchInterval: DESK_POLL_MS,
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    if (data) currentDeskRuntime()?.collections.report.absorb(data);
  }, [data]);
  return (
    <Group gap="xs">
      <ShareButton kind="report" itemId={report.id} title={report.name} />
      <Button variant="light" leftSection={<IconPresentation size={16} />} onClick={() => setSnapshots(true)}>
        Share with client
      </Button>
      {snapshots && (
        <Suspense fallback={null}>
          <SnapshotDialog
            artefactId={artefactId}
            title={report.name}
            files={files}
            onClose={() => setSnapshots(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
