// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createReport } from '@/analysis/reports/report-store';
import { deleteReport, saveReport } from '@/analysis/reports/use-reports';
import { useReportTarget } from './report-target';

describe('useReportTarget', () => {
  beforeEach(() => localStorage.clear());

  it('offers a new report first, then the report the last pin went to, in a later dialog too', () => {
    const weekly = createReport('Weekly brief');
    saveReport(weekly);
    const first = renderHook(() => useReportTarget());
    expect(first.result.current.target).toBe('__new__');
    act(() => first.result.current.pinned(weekly));
    first.unmount();
    // A second pin (another chart, another page) defaults to the same report.
    expect(renderHook(() => useReportTarget()).result.current.target).toBe(weekly.id);
    // A report since deleted is not offered.
    deleteReport(weekly.id);
    expect(renderHook(() => useReportTarget()).result.current.target).toBe('__new__');
  });
});
