/**
 * The bench's cases (`npm run bench:server`): requests against the demo team's largest workspace,
 * windows ending at its newest mention. `short` are the 30- and 90-day cases, `year` the
 * year-long analyst cases (the DuckDB comparison runs the same logical queries: duckdb.ts).
 */
import type { Db } from '../db/open';
import { DAY } from '../../src/lib/time-units';

export type Case = [name: string, url: (i: number) => string];

export interface BenchWorkspace {
  id: number;
  title: string;
  n: number;
  teamId: number;
  newest: number;
}

/** The demo team's biggest workspace, and the newest mention's time. */
export function benchWorkspace(db: Db): BenchWorkspace {
  const teamId = db.prepare("SELECT team_id FROM users WHERE username = 'demo'").pluck().get() as number;
  const ws = db
    .prepare(
      `SELECT w.id, w.title, count(*) AS n FROM workspaces w JOIN workspace_mentions wm ON wm.workspace_id = w.id
       WHERE w.team_id = ? GROUP BY w.id ORDER BY n DESC LIMIT 1`,
    )
    .get(teamId) as { id: number; title: string; n: number };
  const newest = db.prepare('SELECT max(published) FROM mentions').pluck().get() as number;
  return { ...ws, teamId, newest };
}

export function benchCases(ws: BenchWorkspace): { short: Case[]; year: Case[]; expensive: string } {
  const to = new Date(ws.newest).toISOString();
  const since = (days: number) => new Date(ws.newest - days * DAY).toISOString();
  const w30 = `since=${since(30)}&to=${to}`;
  const w90 = `since=${since(90)}&to=${to}`;
  const w365 = `since=${since(365)}&to=${to}`;
  const base = `/api/workspaces/${ws.id}`;
  const expressions = [
    'solar OR battery',
    'title:"electric vehicle"',
    'grid NOT recall',
    '(solar OR wind) AND prices',
    'heat* pump',
  ];
  const prefixes = ['san', 'new', 'ber', 'lon', 'par', 'tex', 'mos', 'cai', 'tok', 'lag'];
  const pick = <T>(list: T[], i: number) => list[Math.abs(i) % list.length]!;
  const dist = (w: string, g: string) => () => `${base}/analytics/distribution?${w}&group_by=${g}`;
  const search = (i: number) => `filter_expression=${encodeURIComponent(pick(expressions, i))}`;
  // Three filters and an expression over a year: what SQL alone answered before (issue 38).
  const threeFilters =
    'channels[]=news&channels[]=twitter&channels[]=reddit&languages[]=en&bot_ratings[]=none&bot_ratings[]=very_unlikely';
  const short: Case[] = [
    ['mention page (30 d, 10 per page)', (i) => `${base}/mentions?${w30}&offset=${(Math.abs(i) % 10) * 10}`],
    [
      'mention page (30 d, 50 per page)',
      (i) => `${base}/mentions?${w30}&limit=50&offset=${(Math.abs(i) % 10) * 50}`,
    ],
    ['filter_expression search (30 d)', (i) => `${base}/mentions?${w30}&${search(i)}`],
    ['distribution by domains (30 d)', dist(w30, 'domains')],
    ['distribution by channels (30 d)', dist(w30, 'channels')],
    ['distribution by locations.country (30 d)', dist(w30, 'locations.country')],
    ['timeline, daily (90 d)', () => `${base}/analytics/timeline?${w90}`],
    ['locations prefix search', (i) => `/api/locations?query=${pick(prefixes, i)}`],
  ];
  let keys = 0;
  const year: Case[] = [
    ['distribution by domains (1 y)', dist(w365, 'domains')],
    ['distribution by authors (1 y)', dist(w365, 'authors')],
    ['distribution by locations.city (1 y)', dist(w365, 'locations.city')],
    ['timeline, daily (1 y)', () => `${base}/analytics/timeline?${w365}`],
    ['timeline daily by channels (1 y)', () => `${base}/analytics/timeline?${w365}&group_by=channels`],
    ['timeline daily by authors (1 y)', () => `${base}/analytics/timeline?${w365}&group_by=authors`],
    [
      'mentions sorted by confidence (1 y)',
      (i) => `${base}/mentions?${w365}&sort=confidence&offset=${(Math.abs(i) % 10) * 10}`,
    ],
    ['available-filters (uncached)', () => `${base}/available-filters`],
    ['random sample, new key (1 y)', () => `${base}/mentions?${w365}&randomization_key=bench-${++keys}`],
    [
      'search distribution, 3 filters (1 y)',
      (i) => `${base}/analytics/distribution?${w365}&group_by=domains&${threeFilters}&${search(i)}`,
    ],
    [
      'search timeline, 3 filters (1 y)',
      (i) => `${base}/analytics/timeline?${w365}&${threeFilters}&${search(i)}`,
    ],
  ];
  const expensive = `${dist(w365, 'domains')()}&filter_expression=${encodeURIComponent('solar OR grid')}`;
  return { short, year, expensive };
}
