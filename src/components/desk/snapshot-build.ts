import type { ReportDocument } from '@/components/charts/export/types';
import { parseMarkdownLight } from '@/lib/markdown-light';
import { formatChange } from '@/analysis/charts/period-change';
import {
  SNAPSHOT_FORMAT,
  type SnapshotBlock,
  type SnapshotContent,
} from '@/analysis/reports/snapshot-content';

/** Width of a snapshot's charts: that of the exports' images. */
const WIDTH = 960;

/**
 * A report document (its blocks' numbers as the board shows them now) frozen for a client: each
 * chart drawn once here, by the exports' own composer, so the snapshot page needs no chart code.
 */
export async function buildSnapshot(doc: ReportDocument): Promise<SnapshotContent> {
  const { chartSvg } = await import('@/components/charts/export/chart-files');
  const blocks: SnapshotBlock[] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'text')
      blocks.push({ kind: 'text', markdown: block.markdown, parsed: parseMarkdownLight(block.markdown) });
    else if (block.kind === 'figure') {
      const { label, value, change, provenance } = block.figure;
      blocks.push({
        kind: 'figure',
        label,
        value,
        provenance,
        change: change
          ? `${formatChange(change)} vs the previous period (${change.previous.toLocaleString('en-US')})`
          : undefined,
      });
    } else {
      const c = block.chart;
      const drawn = await chartSvg(c, WIDTH, 'light');
      blocks.push({
        kind: 'chart',
        title: c.title,
        subtitle: c.subtitle,
        caption: c.caption,
        provenance: c.provenance,
        notes: [...c.notes],
        svg: drawn.svg,
        width: drawn.width,
        height: drawn.height,
        table: { columns: [...c.table.columns], rows: c.table.rows.map((r) => [...r]) },
      });
    }
  }
  return {
    format: SNAPSHOT_FORMAT,
    title: doc.title,
    subtitle: doc.subtitle,
    dateLine: doc.dateLine,
    logo: doc.logo,
    blocks,
  };
}
