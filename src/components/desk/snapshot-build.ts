import type { ReportDocument } from '@/components/charts/export/types';
import type { TraceFigure } from '@/analysis/coordination/trace-figure';
import { mapPlacesTable, type MapExport } from '@/components/map/map-export';
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
    } else if (block.kind === 'trace') {
      blocks.push(await traceSnapshot(block.trace, block.caption));
    } else if (block.kind === 'map') {
      blocks.push(mapSnapshot(block.map));
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
        table: {
          columns: [...c.table.columns],
          rows: c.table.rows.map((r: readonly (string | number | null)[]) => [...r]),
        },
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

/** A map block frozen as its drawn figure (key and border point of view in it), its places as the table. */
function mapSnapshot(map: MapExport): SnapshotBlock {
  return {
    kind: 'chart',
    title: map.title,
    subtitle: map.subtitle,
    caption: map.caption,
    provenance: map.notes.join(' '),
    notes: [],
    svg: map.svg,
    width: map.width,
    height: map.height,
    table: mapPlacesTable(map),
  };
}

/** A trace block frozen as a drawn figure with its first sightings as the table. */
async function traceSnapshot(trace: TraceFigure, caption: string | undefined): Promise<SnapshotBlock> {
  const [{ traceSvg, traceSvgSize }, { firstSightingRows, tracedNote }] = await Promise.all([
    import('@/analysis/coordination/trace-svg'),
    import('@/analysis/coordination/trace-rows'),
  ]);
  const size = traceSvgSize(trace);
  return {
    kind: 'chart',
    title: 'Propagation trace',
    subtitle: trace.subtitle,
    caption,
    provenance: tracedNote(trace),
    notes: ['First seen in this data; order by time, not causation.'],
    svg: traceSvg(trace),
    width: size.width,
    height: size.height,
    table: {
      columns: ['Channel', `First seen (${trace.zone})`, 'Account', 'Link', 'Mentions'],
      rows: firstSightingRows(trace).map((r) => [r.channel, r.when, r.account, r.url, r.count]),
    },
  };
}
