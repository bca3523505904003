import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Report } from '@/analysis/reports/report-store';
import type { ExportBlock } from '@/components/charts/export/types';
import { reportDocument } from './report-document';
import type { ReportFiles } from './use-report-files';

/**
 * The blocks of a report publish what the PDF and PowerPoint exports need once their numbers are
 * in (a chart's model, a figure's totals); the exports read them in block order.
 */
export interface ReportExports {
  publish: (blockId: string, block: ExportBlock | null) => void;
}

export const ReportExportsContext = createContext<ReportExports | null>(null);

export function useReportExportsRegistry() {
  const [entries, setEntries] = useState<ReadonlyMap<string, ExportBlock>>(() => new Map());
  const publish = useCallback(
    (blockId: string, block: ExportBlock | null) =>
      setEntries((prev) => {
        if ((prev.get(blockId) ?? null) === block) return prev;
        const next = new Map(prev);
        if (block) next.set(blockId, block);
        else next.delete(blockId);
        return next;
      }),
    [],
  );
  const api = useMemo<ReportExports>(() => ({ publish }), [publish]);
  /** The blocks of `ids`, in order; null while one of them has no numbers yet. */
  const collect = useCallback(
    (ids: readonly string[]): ExportBlock[] | null => {
      const out = ids.map((id) => entries.get(id));
      return out.every(Boolean) ? (out as ExportBlock[]) : null;
    },
    [entries],
  );
  return { api, collect };
}

/** Publishes one block (no-op outside a report). */
export function usePublishBlock() {
  return useContext(ReportExportsContext)?.publish;
}

/**
 * A report's registry and what its exports need (the document, the blocks still loading): the
 * board and the print layout share this, so the document is assembled in one place.
 */
export function useReportDocument(report: Report) {
  const registry = useReportExportsRegistry();
  const ids = report.blocks.map((b) => b.id);
  const blocks = registry.collect(ids);
  const files: ReportFiles = {
    pending: blocks ? 0 : ids.filter((id) => !registry.collect([id])).length,
    document: () => reportDocument(report, blocks, Date.now()),
  };
  return { api: registry.api, files };
}
