import { useSyncExternalStore } from 'react';
import { reportsStore, upsertReport, type Report } from '@/analysis/reports/report-store';
import { browserItems, switchingStore } from '@/api/desk-state';

/** This browser's reports (report-store.ts). */
export const browserReports = browserItems(reportsStore, (list, report) => upsertReport([...list], report));

/** The reports wherever they are kept: this browser, or the team desk when there is one (api/desk-state.ts). */
export const reportStore = switchingStore(browserReports, 'report');

/** Keeps a report (replacing the one with its id, or adding it). */
export function saveReport(report: Report) {
  reportStore.save(report);
}

export function deleteReport(id: string) {
  reportStore.remove(id);
}

/** The saved reports, re-rendering when they change here, in another tab or on the team desk. */
export function useReports(): readonly Report[] {
  return useSyncExternalStore(reportStore.subscribe, reportStore.get, reportStore.get);
}
