import { useState } from 'react';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin } from '@tabler/icons-react';
import type { MapSpec } from '@/analysis/reports/map-block';
import { addBlock, newId } from '@/analysis/reports/report-store';
import { saveReport } from '@/analysis/reports/use-reports';
import { PinnedReportLink, ReportTargetFields, useReportTarget } from '@/components/report-target';

/**
 * Pins the map's question (workspace, filters, window, level, measure, geography) to an existing
 * or a new report: the report draws it again for its own window and writes it into its PDF,
 * PowerPoint and client snapshot.
 */
export function MapPin({ spec }: { spec: MapSpec }) {
  const [opened, setOpened] = useState(false);
  const pinTo = useReportTarget();

  const pin = () => {
    const report = addBlock(pinTo.base(), { id: newId(), kind: 'map', spec });
    saveReport(report);
    pinTo.pinned(report);
    setOpened(false);
    notifications.show({ title: 'Map pinned', message: `Added to “${report.name}”.` });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          leftSection={<IconPin size={14} />}
          onClick={() => setOpened((o) => !o)}
        >
          Pin
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <ReportTargetFields state={pinTo} />
          <Text size="xs" c="dimmed">
            The report draws this map again for its own window when it has one.
          </Text>
          <Button onClick={pin}>Pin map</Button>
          <PinnedReportLink state={pinTo} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
