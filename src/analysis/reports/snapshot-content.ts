import { z } from 'zod/mini';

/**
 * A client snapshot's frozen content: a report as its reader saw it when the link was made, each
 * block's drawing, numbers and provenance as data. The read-only page (`/s/<token>`) draws it
 * with no API call and none of the analysis code: charts are the SVG the exports compose, shown
 * as images (never as markup, so a snapshot cannot run anything), with the table of their numbers.
 */
export const SNAPSHOT_FORMAT = 'narrative-desk-snapshot/1';

const text = (max: number) => z.string().check(z.maxLength(max));

export const SnapshotChartSchema = z.object({
  kind: z.literal('chart'),
  title: text(300),
  subtitle: text(500),
  caption: z.optional(text(2000)),
  provenance: text(2000),
  notes: z.array(text(2000)),
  /** The composed chart (exports' SVG), shown as an image. */
  svg: text(2_000_000),
  width: z.number(),
  height: z.number(),
  table: z.object({
    columns: z.array(z.string()),
    rows: z.array(z.array(z.nullable(z.union([z.string(), z.number()])))),
  }),
});
const RunSchema = z.object({
  text: text(20_000),
  bold: z.optional(z.literal(true)),
  italic: z.optional(z.literal(true)),
  href: z.optional(text(2000)),
});
const runs = z.array(RunSchema);
/** lib/markdown-light's tree, parsed when the snapshot is made (the page carries no markdown parser). */
export const SnapshotTextSchema = z.object({
  kind: z.literal('text'),
  markdown: text(20_000),
  parsed: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('heading'),
        level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        runs,
      }),
      z.object({ type: z.literal('paragraph'), runs }),
      z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(runs) }),
    ]),
  ),
});
export const SnapshotFigureSchema = z.object({
  kind: z.literal('figure'),
  label: text(300),
  value: z.number(),
  /** "+120 (+8.0%) vs the previous period (1,500)", or absent without a previous period. */
  change: z.optional(text(300)),
  provenance: text(2000),
});
export const SnapshotBlockSchema = z.discriminatedUnion('kind', [
  SnapshotChartSchema,
  SnapshotTextSchema,
  SnapshotFigureSchema,
]);
export type SnapshotBlock = z.infer<typeof SnapshotBlockSchema>;

export const SnapshotContentSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  title: text(300),
  subtitle: z.optional(text(300)),
  /** "Exported 2026-11-20 14:02 (Europe/Berlin)": when the numbers were read, in the author's zone. */
  dateLine: text(300),
  logo: z.optional(text(400_000)),
  blocks: z.array(SnapshotBlockSchema).check(z.maxLength(200)),
});
export type SnapshotContent = z.infer<typeof SnapshotContentSchema>;

/** An SVG document as an image address (an image runs no script, whatever the SVG holds). */
export const svgImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
