import { loadForWarming } from './columns';
import { columnsEnabled } from './facts';
import type { Db } from './open';

/**
 * Warming the read threads' in-memory columns (server/db/columns.ts) after the server starts, one
 * small step at a time, so that the first year-long read of a large workspace finds its rows
 * loaded (at 1M mentions, 0.2–1 s otherwise, paid by the first analysts after a restart). The
 * read pool runs a step only on an idle thread with no read waiting (server/reads/pool.ts), so a
 * request waits at most for one step: one column of one workspace. One thread warms; the other
 * heavy threads install what it loads (server/db/column-sharing.ts).
 *
 * What: the largest workspace, then the next largest while their rows add up to COLUMN_WARM_ROWS
 * (default 1,000,000; 0 turns warming off), each with its time/id rows, the columns the analyst's first
 * views read, and the confidence order. Memory: ≈ 16 bytes a row, 4 per column, 16 for the
 * confidence order, held once for all heavy threads, besides each thread's copy of the distinct
 * values (docs/benchmarks.md states it measured).
 */
export const WARM_PARTS = [
  'rows',
  'channel',
  'custom_channel_id',
  'domain',
  'author',
  'language',
  'loc_country',
  'loc_city',
  'confidence',
] as const;
export type WarmPart = (typeof WARM_PARTS)[number];

const warmRows = () => {
  const raw = process.env.COLUMN_WARM_ROWS;
  return raw === undefined || raw === '' ? 1_000_000 : Number(raw) || 0;
};

const plans = new WeakMap<Db, [number, WarmPart][]>();

/** The steps, computed on the first: workspaces by size from workspace_facets (channel never NULL). */
function plan(db: Db): [number, WarmPart][] {
  let steps = plans.get(db);
  if (steps) return steps;
  const sizes = db
    .prepare(
      `SELECT w.id, (SELECT sum(n) FROM workspace_facets f WHERE f.workspace_id = w.id AND f.col = 'channel') AS n
       FROM workspaces w ORDER BY n DESC, w.id`,
    )
    .raw()
    .all() as [number, number | null][];
  steps = [];
  const rows = columnsEnabled(db) ? warmRows() : 0;
  let budget = rows;
  for (const [id, n] of sizes) {
    // The largest workspace is warmed whatever its size (unless warming is off).
    if (!n || rows <= 0 || (n > budget && steps.length > 0)) break;
    budget -= n;
    for (const part of WARM_PARTS) steps.push([id, part]);
  }
  plans.set(db, steps);
  return steps;
}

/** Runs warming step `step` (from 0); `more` says whether another step follows. */
export function warmColumnsStep(db: Db, step: number): { more: boolean; steps: number } {
  const steps = plan(db);
  const next = steps[step];
  if (next) loadForWarming(db, next[0], next[1]);
  return { more: step + 1 < steps.length, steps: steps.length };
}
