/**
 * The bench's DuckDB comparison (`npm run bench:server -- --compare-duckdb`): the same rows as the
 * server reads (every workspace mention with its filterable columns, and the narrative
 * confidences), copied from SQLite into an in-memory DuckDB with 2 threads, and the same logical
 * query per case. DuckDB comes from npm (@duckdb/node-api, a dev dependency): nothing downloads.
 */
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/open';
import { FACT_COLUMNS } from '../db/facts';
import { FACET_COLUMNS } from '../db/repositories/available-filters';
import { measure, type Timing } from './measure';
import { DAY } from '../../src/lib/time-units';

// The facts' text columns (the loc_* ones are taxonomy ids); loc_city is copied as an integer.
const TEXT = [...FACT_COLUMNS].filter((c) => !c.startsWith('loc_'));

function append(appender: DuckDBAppender, row: unknown[], kinds: ('int' | 'big' | 'text' | 'real')[]): void {
  row.forEach((v, i) => {
    if (v === null || v === undefined) appender.appendNull();
    else if (kinds[i] === 'int') appender.appendInteger(v as number);
    else if (kinds[i] === 'big') appender.appendBigInt(BigInt(v as number));
    else if (kinds[i] === 'real') appender.appendDouble(v as number);
    else appender.appendVarchar(String(v));
  });
  appender.endRow();
}

/** Copies the rows (the plain join, so the copy does not depend on the server's own tables). */
export async function loadDuckDb(db: Db): Promise<DuckDBConnection> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const duck = await instance.connect();
  await duck.run(
    `CREATE TABLE f (workspace_id INTEGER, published BIGINT, mention_id INTEGER, ${TEXT.map((c) => `${c} VARCHAR`).join(', ')}, loc_city INTEGER)`,
  );
  await duck.run('CREATE TABLE conf (workspace_id INTEGER, mention_id INTEGER, confidence DOUBLE)');
  const facts = await duck.createAppender('f');
  const kinds = ['int', 'big', 'int', ...TEXT.map(() => 'text' as const), 'int'] as (
    'int' | 'big' | 'text'
  )[];
  const rows = db
    .prepare(
      `SELECT wm.workspace_id, wm.published, wm.mention_id, ${TEXT.map((c) => `m.${c}`).join(', ')}, m.loc_city
       FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id`,
    )
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  let n = 0;
  for (const row of rows) {
    append(facts, row, kinds);
    n++;
  }
  facts.closeSync();
  const conf = await duck.createAppender('conf');
  const confRows = db
    .prepare(
      'SELECT n.workspace_id, mn.mention_id, mn.confidence FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id',
    )
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  for (const row of confRows) append(conf, row, ['int', 'int', 'real']);
  conf.closeSync();
  console.log(
    `DuckDB: copied ${n.toLocaleString('en')} workspace mentions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return duck;
}

/** The bench's year-long cases as DuckDB SQL, by the server case's name. */
export function duckCases(ws: number, newest: number): Map<string, (i: number) => string> {
  const win = `workspace_id = ${ws} AND published >= ${newest - 365 * DAY} AND published <= ${newest}`;
  const dist = (key: string) =>
    `SELECT ${key} AS k, count(*) AS n FROM f WHERE ${win} GROUP BY k ORDER BY n DESC, k LIMIT 100`;
  const grouped = (key: string) =>
    `WITH top AS (SELECT ${key} AS k FROM f WHERE ${win} AND ${key} IS NOT NULL GROUP BY k ORDER BY count(*) DESC, k LIMIT 10)
     SELECT published // ${DAY} AS g, ${key} AS k, count(*) AS n FROM f WHERE ${win} AND ${key} IN (SELECT k FROM top) GROUP BY g, k`;
  return new Map<string, (i: number) => string>([
    ['distribution by domains (1 y)', () => dist('domain')],
    ['distribution by authors (1 y)', () => dist('author')],
    ['distribution by locations.city (1 y)', () => dist('loc_city')],
    [
      'timeline, daily (1 y)',
      () => `SELECT published // ${DAY} AS g, count(*) FROM f WHERE ${win} GROUP BY g`,
    ],
    ['timeline daily by channels (1 y)', () => grouped('coalesce(custom_channel_id, channel)')],
    ['timeline daily by authors (1 y)', () => grouped('author')],
    [
      'mentions sorted by confidence (1 y)',
      () =>
        `SELECT f.mention_id FROM f LEFT JOIN (SELECT mention_id, max(confidence) AS c FROM conf WHERE workspace_id = ${ws} GROUP BY mention_id) x
         ON x.mention_id = f.mention_id WHERE ${win} ORDER BY x.c IS NULL, x.c DESC, published DESC, f.mention_id DESC LIMIT 10`,
    ],
    [
      'available-filters (uncached)',
      () =>
        `SELECT ${FACET_COLUMNS.join(', ')}, count(*) FROM f WHERE workspace_id = ${ws}
         GROUP BY GROUPING SETS (${FACET_COLUMNS.map((c) => `(${c})`).join(', ')})`,
    ],
    [
      'random sample, new key (1 y)',
      (i) =>
        `SELECT mention_id FROM f WHERE ${win} ORDER BY hash(mention_id, 'k${i}-${Date.now()}') LIMIT 500`,
    ],
  ]);
}

export async function timeDuck(
  duck: DuckDBConnection,
  sql: (i: number) => string,
  runs: number,
): Promise<Timing> {
  return measure(runs, async (i) => (await duck.runAndReadAll(sql(i))).getRows());
}
