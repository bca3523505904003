import type { QueryClient } from '@tanstack/react-query';
import type { Block, Report } from '@/analysis/reports/report-store';
import type { ReportDocument } from '@/components/charts/export/types';
import { reportDocument } from '../report-document';
import { blockExport } from './block-exports';

const KIND_NAMES: Record<Block['kind'], string> = {
  chart: 'chart',
  text: 'text block',
  figure: 'key figure',
  trace: 'propagation trace',
  map: 'map',
};

/** Which block, in the analyst's words: "block 3 (chart “Mentions by channel”)". */
function blockName(block: Block, index: number): string {
  const title =
    block.kind === 'chart'
      ? (block.title ?? block.spec.options.title)
      : block.kind === 'figure'
        ? block.label
        : block.kind === 'map'
          ? block.title
          : undefined;
  return `block ${index + 1} (${KIND_NAMES[block.kind]}${title ? ` “${title}”` : ''})`;
}

/**
 * The report as its exports write it, computed from its blocks' specs (blocks on screen or not):
 * every block's numbers are asked at once through the query cache, `onProgress` hears how many
 * blocks are still loading, and a failure names the block it came from.
 */
export async function buildReportDocument(
  qc: QueryClient,
  report: Report,
  { now = Date.now(), onProgress }: { now?: number; onProgress?: (pending: number) => void } = {},
): Promise<ReportDocument> {
  let pending = report.blocks.length;
  onProgress?.(pending);
  const ctx = { qc, report, now };
  const blocks = await Promise.all(
    report.blocks.map(async (block, index) => {
      try {
        return await blockExport(block, ctx);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new Error(`Could not export ${blockName(block, index)}: ${why}`, { cause: e });
      } finally {
        onProgress?.(--pending);
      }
    }),
  );
  return reportDocument(report, blocks, now)!;
}
