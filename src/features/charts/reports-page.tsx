import { useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Button, FileButton, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { createReport, decodeReport, parseReportFile, type Report } from '@/lib/report-store';
import { PageHeader } from '@/components/page-header';
import { ReportBoard } from './report-board';
import { ReportToolbar } from './report-toolbar';
import { deleteReport, saveReport, useReports } from './use-reports';
import classes from './reports.module.css';

const route = getRouteApi('/_app/reports');

/** Saved reports (localStorage), a shared report from a link, and file import. */
export function ReportsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const reports = useReports();
  const board = useRef<HTMLDivElement>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const shared = useMemo(() => {
    if (!search.shared) return null;
    try {
      return { report: decodeReport(search.shared), error: null };
    } catch (e) {
      return { report: null, error: (e as Error).message };
    }
  }, [search.shared]);
  const selected = reports.find((r) => r.id === search.report) ?? (search.shared ? undefined : reports[0]);
  const select = (id: string) => void navigate({ search: { report: id } });

  const addNew = () => {
    const report = createReport(`Report ${reports.length + 1}`);
    saveReport(report);
    select(report.id);
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    try {
      const report = parseReportFile(await file.text());
      saveReport(report);
      setImportError(null);
      select(report.id);
    } catch (e) {
      setImportError((e as Error).message);
    }
  };
  const keepShared = (report: Report) => {
    saveReport(report);
    select(report.id);
  };

  return (
    <Stack gap="md" className={classes.board}>
      <PageHeader
        title="Reports"
        description="Pinned charts reload live data. Reports stay in this browser; share them as a link or a JSON file."
        actions={
          <div className={classes.noPrint}>
            <Group gap="xs">
              <Button leftSection={<IconPlus size={16} />} variant="light" onClick={addNew}>
                New report
              </Button>
              <FileButton onChange={(f) => void importFile(f)} accept="application/json,.json">
                {(props) => (
                  <Button {...props} leftSection={<IconFileImport size={16} />} variant="light">
                    Import JSON
                  </Button>
                )}
              </FileButton>
            </Group>
          </div>
        }
      />
      {importError && (
        <Alert color="red" title="Import failed" withCloseButton onClose={() => setImportError(null)} className={classes.noPrint}>
          {importError}
        </Alert>
      )}
      {shared?.error && <Alert color="red" title="Shared report">{shared.error}</Alert>}
      {shared?.report ? (
        <>
          <Group className={classes.noPrint}>
            <Text fw={600}>Shared report: {shared.report.name}</Text>
            <Button onClick={() => keepShared(shared.report)}>Save to my reports</Button>
          </Group>
          <ReportBoard report={shared.report} readOnly onChange={() => undefined} ref={board} />
        </>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <nav aria-label="Reports" className={classes.noPrint} style={{ width: 200, flexShrink: 0 }}>
            {reports.length === 0 && <Text c="dimmed" size="sm">No reports yet.</Text>}
            {reports.map((r) => (
              <NavLink key={r.id} label={r.name} description={`${r.charts.length} charts`} active={r.id === selected?.id} onClick={() => select(r.id)} />
            ))}
          </nav>
          {selected && (
            <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
              <div className={classes.noPrint}>
                <ReportToolbar report={selected} board={board} onChange={saveReport} onDelete={() => deleteReport(selected.id)} />
              </div>
              <Text component="h2" fw={700} fz="h3" m={0}>
                {selected.name}
              </Text>
              <ReportBoard report={selected} onChange={saveReport} ref={board} />
            </Stack>
          )}
        </Group>
      )}
    </Stack>
  );
}
