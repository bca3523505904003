import { lazy, Suspense, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { PickFileButton } from '@/components/pick-file-button';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import {
  asCopy,
  createReport,
  decodeReport,
  parseReportFile,
  type Report,
} from '@/analysis/reports/report-store';
import { PageHeader } from '@/components/page-header';
import { ReportView } from './report-view';
import { notifyUndo } from '@/components/undo-notification';
import { deleteReport, saveReport, useReports } from '@/analysis/reports/use-reports';
import { ReportDeskBar, useKeptWhere } from '@/components/desk/report-desk-bar';
import { useItemsKnown } from '@/api/desk-known';
import classes from './reports.module.css';

// The print layout loads when printing is asked for, not with the board.
const PrintLayout = lazy(() => import('./print-layout').then((m) => ({ default: m.PrintLayout })));
// The question an import asks when the report is already here, loaded when it is asked.
const ImportConflict = lazy(() => import('./import-conflict').then((m) => ({ default: m.ImportConflict })));

const route = getRouteApi('/_app/reports');

/** The report changed last (ISO stamps compare as text). */
const latest = (reports: readonly Report[]): Report | undefined =>
  reports.reduce<Report | undefined>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), undefined);

/** Saved reports (localStorage), a shared report from a link, file import and the print layout. */
export function ReportsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const reports = useReports();
  const keptWhere = useKeptWhere();
  // With a team desk, an empty list says "none" only once the desk's list has been read.
  const known = useItemsKnown('report');
  const [importError, setImportError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Report | null>(null);
  const shared = useMemo(() => {
    if (!search.shared) return null;
    try {
      return { report: decodeReport(search.shared), error: null };
    } catch (e) {
      return { report: null, error: (e as Error).message };
    }
  }, [search.shared]);
  // Without a report named in the link: the one changed last (a pin's report, the one just edited).
  const selected =
    reports.find((r) => r.id === search.report) ?? (search.shared ? undefined : latest(reports));
  const select = (id: string) => void navigate({ search: { report: id } });
  const keep = (report: Report) => {
    saveReport(report);
    select(report.id);
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    try {
      const report = parseReportFile(await file.text());
      setImportError(null);
      if (reports.some((r) => r.id === report.id)) setConflict(report);
      else keep(report);
    } catch (e) {
      setImportError((e as Error).message);
    }
  };
  const remove = (report: Report) => {
    deleteReport(report.id);
    notifyUndo(`Report “${report.name}” deleted.`, () => keep(report));
  };

  if (selected && search.print) {
    return (
      <Suspense fallback={null}>
        <PrintLayout
          report={selected}
          paper={search.print}
          onPaper={(print) => void navigate({ search: { report: selected.id, print } })}
          onClose={() => select(selected.id)}
        />
      </Suspense>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title="Reports"
        description={`Charts, key figures and text that reload live data. ${keptWhere}`}
        actions={
          <Group gap="xs" className={classes.noPrint}>
            <Button
              leftSection={<IconPlus size={16} />}
              variant="light"
              onClick={() => keep(createReport(`Report ${reports.length + 1}`))}
            >
              New report
            </Button>
            <PickFileButton
              accept="application/json,.json"
              onPick={(f) => void importFile(f)}
              leftSection={<IconFileImport size={16} />}
              variant="light"
            >
              Import JSON
            </PickFileButton>
          </Group>
        }
      />
      {importError && (
        <Alert
          color="red"
          title="Import failed"
          withCloseButton
          onClose={() => setImportError(null)}
          className={classes.noPrint}
        >
          {importError}
        </Alert>
      )}
      {conflict && (
        <Suspense fallback={null}>
          <ImportConflict
            incoming={conflict}
            existing={reports.find((r) => r.id === conflict.id)}
            onCancel={() => setConflict(null)}
            onReplace={() => {
              keep(conflict);
              setConflict(null);
            }}
            onKeepBoth={() => {
              keep(asCopy(conflict));
              setConflict(null);
            }}
          />
        </Suspense>
      )}
      {shared?.error && (
        <Alert color="red" title="Shared report">
          {shared.error}
        </Alert>
      )}
      {shared?.report ? (
        <>
          <Group className={classes.noPrint}>
            <Text fw={600}>Shared report: {shared.report.name}</Text>
            <Button onClick={() => shared.report && keep(shared.report)}>Save to my reports</Button>
          </Group>
          <ReportView report={shared.report} readOnly onChange={() => undefined} />
        </>
      ) : (
        <div className={classes.layout}>
          <nav aria-label="Reports" className={`${classes.nav} ${classes.noPrint}`}>
            {reports.length === 0 && (
              <Text c="dimmed" size="sm">
                {known ? 'No reports yet.' : 'Loading reports…'}
              </Text>
            )}
            {/* Plain buttons, not NavLink: that brings Collapse for nested links this list never has. */}
            {reports.map((r) => (
              <UnstyledButton
                key={r.id}
                className={classes.reportLink}
                aria-current={r.id === selected?.id ? 'page' : undefined}
                onClick={() => select(r.id)}
              >
                {/* Whole names, wrapped: a copy ("… (copy)") never looks like its original. */}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.blocks.length} {r.blocks.length === 1 ? 'block' : 'blocks'}
                </Text>
              </UnstyledButton>
            ))}
          </nav>
          {reports.length > 0 && (
            <Select
              className={`${classes.picker} ${classes.noPrint}`}
              label="Report"
              value={selected?.id ?? null}
              allowDeselect={false}
              data={reports.map((r) => ({ value: r.id, label: r.name }))}
              onChange={(id) => id && select(id)}
            />
          )}
          {selected && (
            <div className={classes.main}>
              <ReportView
                report={selected}
                onChange={saveReport}
                onDelete={() => remove(selected)}
                onPrint={(print) => void navigate({ search: { report: selected.id, print } })}
                deskBar={(files) => <ReportDeskBar report={selected} files={files} />}
              />
            </div>
          )}
        </div>
      )}
    </Stack>
  );
}
