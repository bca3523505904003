import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin } from '@tabler/icons-react';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { addBlock, createReport, newId } from '@/analysis/reports/report-store';
import { saveReport, useReports } from '@/analysis/reports/use-reports';

const NEW = '__new__';

/**
 * Pins the trace, as its figure (a snapshot of this moment's data), to an existing or a new
 * report: the report draws it and writes it into its PDF and PowerPoint.
 */
export function TracePin({ figure }: { figure: () => TraceFigure }) {
  const reports = useReports();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [lastPinned, setLastPinned] = useState<string | null>(null);

  const pin = () => {
    const base = reports.find((r) => r.id === target) ?? createReport(name || 'Untitled report');
    const report = addBlock(base, { id: newId(), kind: 'trace', figure: figure() });
    saveReport(report);
    setTarget(report.id);
    setLastPinned(report.id);
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
          <Select
            label="Report"
            // Inside the popover: a portalled option list would count as an outside click and close it.
            comboboxProps={{ withinPortal: false }}
            value={target}
            allowDeselect={false}
            onChange={(v) => v && setTarget(v)}
            data={[
              { value: NEW, label: 'New report…' },
              ...reports.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
          {target === NEW && (
            <TextInput
              label="Report name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              placeholder="Weekly brief"
            />
          )}
          <Text size="xs" c="dimmed">
            The report keeps this trace as it is now; it is not re-run for the report’s window.
          </Text>
          <Button onClick={pin}>Pin trace</Button>
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
