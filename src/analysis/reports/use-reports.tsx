import { reportsStore, upsertReport, type Report } from '@/analysis/reports/report-store';
import { useStoredValue } from '@/lib/stored-value';

/** Keeps a report (replacing the one with its id, or adding it). */
export function saveReport(report: Report) {
  reportsStore.set((reports) => upsertReport(reports, report));
}

export function deleteReport(id: string) {
  reportsStore.set((reports) => reports.filter((r) => r.id !== id));
}

/** The saved reports, re-rendering when they change here or in another tab. */
export function useReports(): Report[] {
  return useStoredValue(reportsStore)[0];
}
