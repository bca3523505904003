import { describe, expect, it } from 'vitest';
import { createReport } from '@/analysis/reports/report-store';
import type { ExportBlock } from '@/components/charts/export/types';
import { reportDocument } from './report-document';

describe('reportDocument', () => {
  const report = {
    ...createReport('Weekly'),
    subtitle: 'Energy desk',
    blocks: [
      { id: 't1', kind: 'text' as const, markdown: 'Hello' },
      { id: 't2', kind: 'text' as const, markdown: 'Bye' },
    ],
  };
  const blocks: ExportBlock[] = [
    { kind: 'text', markdown: 'Hello' },
    { kind: 'text', markdown: 'Bye' },
  ];

  it('is the report’s head and its blocks in order', () => {
    const doc = reportDocument(report, blocks, Date.parse('2026-11-20T14:02:00Z'));
    expect(doc).toMatchObject({ title: 'Weekly', subtitle: 'Energy desk', blocks });
    expect(doc.dateLine).toMatch(/2026/);
  });
});
