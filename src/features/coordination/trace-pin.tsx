import { useState } from 'react';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin } from '@tabler/icons-react';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { addBlock, newId } from '@/analysis/reports/report-store';
import { saveReport } from '@/analysis/reports/use-reports';
import { PinnedReportLink, ReportTargetFields, useReportTarget } from '@/components/report-target';

/**
 * Pins the trace, as its figure (a snapshot of this moment's data), to an existing or a new
 * report: the report draws it and writes it into its PDF and PowerPoint.
 */
export function TracePin({ figure }: { figure: () => TraceFigure }) {
  const [opened, setOpened] = useState(false);
  const pinTo = useReportTarget();

  const pin = () => {
    const base = pinTo.base();
    const report = addBlock(base, { id: newId(), kind: 'trace', figure: figure() });
    saveReport(report);
    pinTo.pinned(report);
    setOpened(false);
    notifications.show({
      title: 'Trace pinned',
      message: `Added to “${report.name}” (${report.blocks.length} blocks).`,
    });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPin size={12} />}
          onClick={() => setOpened((o) => !o)}
        >
          Pin to report
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <ReportTargetFields state={pinTo} />
          <Text size="xs" c="dimmed">
            The report keeps this trace as it is now; it is not re-run for the report’s window.
          </Text>
          <Button onClick={pin}>Pin trace</Button>
          <PinnedReportLink state={pinTo} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
