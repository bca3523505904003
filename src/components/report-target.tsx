import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Select, Text, TextInput } from '@mantine/core';
import { createReport, type Report } from '@/analysis/reports/report-store';
import { useReports } from '@/analysis/reports/use-reports';

const NEW = '__new__';
const LAST_PINNED_KEY = 'nd.reports.last-pinned.v1';

function readLastPinned(): string | null {
  try {
    return localStorage.getItem(LAST_PINNED_KEY);
  } catch {
    return null;
  }
}
function writeLastPinned(id: string) {
  try {
    localStorage.setItem(LAST_PINNED_KEY, id);
  } catch {
    // Storage refused (private mode, quota): the next pin starts from "New report…".
  }
}

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
  const remembered = readLastPinned();
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
      writeLastPinned(report.id);
    },
    lastPinned,
  };
}

/** The report picker and, for a new report, its name (the pin popovers of charts and traces). */
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
