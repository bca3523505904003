import { useState } from 'react';
import { Button, Popover, Stack } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { notifications } from '@mantine/notifications';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { figureFromChart, pinChart, pinFigure } from '@/analysis/reports/report-store';
import { PinButtonFace } from './pin-button';
import { saveReport } from '@/analysis/reports/use-reports';
import { PinnedReportLink, ReportTargetFields, useReportTarget } from '@/components/report-target';

/**
 * Pins the current chart (its full configuration) to an existing or a new named report, or its
 * question as a key figure (total mentions and change against the previous period).
 */
export function PinPopover({ spec, defaultOpened = false }: { spec: ChartSpec; defaultOpened?: boolean }) {
  const [opened, setOpened] = useState(defaultOpened);
  const pinTo = useReportTarget();
  const [chosen, setAs] = useState<'chart' | 'figure'>('chart');
  // A key figure counts one workspace: a share-of-voice chart pins as a chart only.
  const as = spec.voices ? 'chart' : chosen;

  const pin = () => {
    const base = pinTo.base();
    const report = as === 'chart' ? pinChart(base, spec) : pinFigure(base, figureFromChart(spec));
    saveReport(report);
    pinTo.pinned(report);
    setOpened(false);
    notifications.show({
      title: as === 'chart' ? 'Chart pinned' : 'Key figure pinned',
      message: `Added to “${report.name}” (${report.blocks.length} blocks).`,
    });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <PinButtonFace onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          {!spec.voices && (
            <SegmentedChoice
              size="xs"
              aria-label="Pin as"
              value={as}
              onChange={setAs}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'figure', label: 'Key figure' },
              ]}
            />
          )}
          <ReportTargetFields state={pinTo} />
          <Button onClick={pin}>{as === 'chart' ? 'Pin chart' : 'Pin key figure'}</Button>
          <PinnedReportLink state={pinTo} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
