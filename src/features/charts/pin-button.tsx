import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import type { ChartSpec } from '@/lib/chart-config';
import { createReport, pinChart } from '@/lib/report-store';
import { saveReport, useReports } from './use-reports';

const NEW = '__new__';

/** Pins the current chart (its full configuration) to an existing or a new named report. */
export function PinButton({ spec }: { spec: ChartSpec }) {
  const reports = useReports();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [lastPinned, setLastPinned] = useState<string | null>(null);

  const pin = () => {
    const existing = reports.find((r) => r.id === target);
    const report = pinChart(existing ?? createReport(name || 'Untitled report'), spec);
    saveReport(report);
    setTarget(report.id);
    setLastPinned(report.id);
    setOpened(false);
    notifications.show({ title: 'Chart pinned', message: `Added to “${report.name}” (${report.charts.length} charts).` });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant="light" leftSection={<IconPin size={14} />} onClick={() => setOpened((o) => !o)}>
          Pin to report
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <Select
            label="Report"
            // Inside the popover: a portalled option list would count as an outside click and close it.
            comboboxProps={{ withinPortal: false }}
            value={target}
            allowDeselect={false}
            onChange={(v) => v && setTarget(v)}
            data={[{ value: NEW, label: 'New report…' }, ...reports.map((r) => ({ value: r.id, label: r.name }))]}
          />
          {target === NEW && (
            <TextInput label="Report name" value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="Weekly brief" />
          )}
          <Button onClick={pin}>Pin chart</Button>
          {lastPinned && (
            <Text size="xs">
              <Link to="/reports" search={{ report: lastPinned }}>
                Open the report
              </Link>
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
