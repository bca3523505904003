import { useSyncExternalStore } from 'react';
import { loadReports, saveReports, upsertReport, type Report } from './report-store';

/**
 * Reports in localStorage as an external store: every component sees one snapshot, and other tabs
 * follow through the `storage` event.
 */
let snapshot: Report[] | null = null;
const listeners = new Set<() => void>();

function read(): Report[] {
  snapshot ??= loadReports();
  return snapshot;
}

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeReports(reports: Report[]) {
  saveReports(reports);
  snapshot = reports;
  emit();
}

export function saveReport(report: Report) {
  writeReports(upsertReport(read(), report));
}

export function deleteReport(id: string) {
  writeReports(read().filter((r) => r.id !== id));
}

export function useReports(): Report[] {
  return useSyncExternalStore(subscribe, read, read);
}
