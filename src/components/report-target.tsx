import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createReport, type Report } from '@/analysis/reports/report-store';
import { saveReport, useReports } from '@/analysis/reports/use-reports';
import { storedValue } from '@/lib/stored-value';

const NEW = '__new__';
/** The report the last pin went to, in this browser (a refused write: the next pin starts from "New report…"). */
const lastPinnedStore = storedValue<string | null>(
  'nd.reports.last-pinned.v1',
  null,
  (raw) => (typeof raw === 'string' ? raw : undefined),
  { what: 'the report your last pin went to' },
);

/**
 * Which report a pin goes to: one of the analyst's reports (by default the one the last pin went
 * to), or a new one by the name typed.
 */
export function useReportTarget() {
  const reports = useReports();
  const [chosen, setTarget] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [lastPinned, setLastPinned] = useState<string | null>(null);
  // Until one is chosen: the report the last pin went to (in this browser), if it is still here.
  const remembered = lastPinnedStore.get();
  const target = chosen ?? (remembered && reports.some((r) => r.id === remembered) ? remembered : NEW);
  return {
    reports,
    target,
    setTarget,
    name,
    setName,
    /** The report to add to: the chosen one, or a new one named as typed. */
    base: (): Report => reports.find((r) => r.id === target) ?? createReport(name || 'Untitled report'),
    /** After a pin: the next one goes to the same report, and a link opens it. */
    pinned: (report: Report) => {
      setTarget(report.id);
      setLastPinned(report.id);
      lastPinnedStore.set(report.id);
    },
    lastPinned,
  };
}

/** The report picker and, for a new report, its name. */
export function ReportTargetFields({ state }: { state: ReturnType<typeof useReportTarget> }) {
  return (
    <>
      <Select
        label="Report"
        // Inside the popover: a portalled option list would count as an outside click and close it.
        comboboxProps={{ withinPortal: false }}
        value={state.target}
        allowDeselect={false}
        onChange={(v) => v && state.setTarget(v)}
        data={[
          { value: NEW, label: 'New report…' },
          ...state.reports.map((r) => ({ value: r.id, label: r.name })),
        ]}
      />
      {state.target === NEW && (
        <TextInput
          label="Report name"
          value={state.name}
          onChange={(e) => state.setName(e.currentTarget.value)}
          placeholder="Weekly brief"
        />
      )}
    </>
  );
}

/** The link to the report the last pin went to, once there is one. */
export function PinnedReportLink({ state }: { state: ReturnType<typeof useReportTarget> }) {
  if (!state.lastPinned) return null;
  return (
    <Text size="xs">
      <Link to="/reports" search={{ report: state.lastPinned }}>
        Open the report
      </Link>
    </Text>
  );
}

type PinToReportProps = {
  /** The button that opens the popover, given what toggles it. */
  trigger: (toggle: () => void) => ReactNode;
  /** "Pin chart", "Pin trace", "Pin map". */
  pinLabel: string;
  /** The notice's title once pinned: "Map pinned". */
  pinnedTitle: string;
  /** Adds the pinned block to the report the analyst chose (or a new one). */
  add: (report: Report) => Report;
  /** Above the report picker: what to pin as. */
  before?: ReactNode;
  /** Below it: what the report will do with the pin. */
  note?: string;
  defaultOpened?: boolean;
};

/**
 * A pin's popover (charts, key figures, traces, maps): which report, the pin, and once pinned a
 * link to that report; the next pin goes to the same report.
 */
export function PinToReport({
  trigger,
  pinLabel,
  pinnedTitle,
  add,
  before,
  note,
  defaultOpened = false,
}: PinToReportProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const pinTo = useReportTarget();
  const pin = () => {
    const report = add(pinTo.base());
    saveReport(report);
    pinTo.pinned(report);
    setOpened(false);
    const blocks = report.blocks.length;
    notifications.show({
      title: pinnedTitle,
      message: `Added to “${report.name}” (${blocks} ${blocks === 1 ? 'block' : 'blocks'}).`,
    });
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>{trigger(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          {before}
          <ReportTargetFields state={pinTo} />
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
          <Button onClick={pin}>{pinLabel}</Button>
          <PinnedReportLink state={pinTo} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
