import type { DistributionResult, GroupBy, TimelineResult } from '../../../src/api/schemas';
import { dimensionFor, type Dimension } from '../analytics-dimensions';
import { countGrainKeys, countGrains, countKeys, selected, withColumns } from '../columns';
import { onFacts } from '../facts';
import { buildMentionWhere, type MentionScope, type MentionWhere } from '../mention-filters';
import type { Db } from '../open';
import { DAY, HOUR } from '../../../src/lib/time-units';

/** A dimension's key and FROM over a WHERE: on workspace_facts a mention column is read from `wm`. */
function dimensionSql(w: MentionWhere, dim: Dimension): { key: string; from: string } {
  const factKey = w.facts ? onFacts(dim.key) : undefined;
  const base =
    dim.needsMention && factKey === undefined && !w.joinsMention
      ? `${w.from} JOIN mentions m ON m.id = wm.mention_id`
      : w.from;
  return { key: factKey ?? dim.key, from: dim.join ? `${base} ${dim.join}` : base };
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function countAll(db: Db, w: MentionWhere): number {
  return (
    (db
      .prepare(`SELECT count(*) FROM ${w.from} WHERE ${w.where}`)
      .pluck()
      .get(...w.params) as number) ?? 0
  );
}

/** Groups by count, largest first, ties by key; only the first `limit`. */
function topGroups<T extends { key: string; n: number }>(groups: T[], limit: number): T[] {
  const order = (a: T, b: T) => b.n - a.n || a.key.localeCompare(b.key);
  if (groups.length <= limit) return groups.sort(order);
  // Only groups counting at least the limit-th largest count can be among the first `limit`:
  // sort those (often a few hundred of tens of thousands of authors), not all.
  const cut = Float64Array.from(groups, (g) => g.n).sort()[groups.length - limit]!;
  return groups
    .filter((g) => g.n >= cut)
    .sort(order)
    .slice(0, limit);
}

/** The counts per key of a distribution (at least those of the top `limit`), and the total it shares out. */
function distributionCounts(
  db: Db,
  scope: MentionScope,
  dim: Dimension,
  limit: number,
): { rows: { k: string | number | null; n: number }[]; totalCount: number } {
  const fromColumns =
    dim.columnar &&
    withColumns(db, scope, (sel) => ({
      rows: countKeys(sel, dim.columnar!, { limit, withEmpty: false }),
      totalCount: selected(sel),
    }));
  if (fromColumns) return fromColumns;
  const w = buildMentionWhere(db, scope, { readsColumns: dim.needsMention });
  const d = dimensionSql(w, dim);
  const rows = db
    .prepare(`SELECT ${d.key} AS k, count(*) AS n FROM ${d.from} WHERE ${w.where} GROUP BY k`)
    .all(...dim.params, ...w.params) as { k: string | number | null; n: number }[];
  // Single-valued dimensions see every mention once (null included): their sum is the total.
  return { rows, totalCount: dim.multi ? countAll(db, w) : rows.reduce((s, r) => s + r.n, 0) };
}

/** Mention counts per value of a dimension: top `limit` groups, totalCount over all matches. */
export function distribution(db: Db, scope: MentionScope, groupBy: GroupBy, limit = 100): DistributionResult {
  const dim = dimensionFor(db, groupBy, scope.workspaceId, scope.teamId);
  const { rows, totalCount } = distributionCounts(db, scope, dim, limit);
  const top = topGroups(
    rows
      .filter((r): r is { k: string | number; n: number } => r.k !== null && r.k !== '')
      .map((r) => ({ key: String(r.k), n: r.n })),
    limit,
  );
  const names = dim.names(top.map((g) => g.key));
  return {
    groupBy,
    totalCount,
    groups: top.map((g) => ({
      key: g.key,
      name: names.get(g.key) ?? g.key,
      count: g.n,
      percentage: totalCount ? Math.round((g.n / totalCount) * 10_000) / 100 : 0,
    })),
  };
}

export type Interval = 'hour' | 'day' | 'week' | 'month';
const MONDAY_OFFSET = 4 * DAY; // 1970-01-01 was a Thursday: ISO weeks start 4 days later.
export const MAX_BUCKETS = 10_000;

/** Start (epoch ms, UTC) of the bucket holding `ms`. */
export function bucketStart(ms: number, interval: Interval): number {
  switch (interval) {
    case 'hour':
      return Math.floor(ms / HOUR) * HOUR;
    case 'day':
      return Math.floor(ms / DAY) * DAY;
    case 'week':
      return Math.floor((ms - MONDAY_OFFSET) / (7 * DAY)) * 7 * DAY + MONDAY_OFFSET;
    case 'month': {
      const d = new Date(ms);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
  }
}

function nextBucket(start: number, interval: Interval): number {
  if (interval === 'month') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + (interval === 'hour' ? HOUR : interval === 'day' ? DAY : 7 * DAY);
}

/** Bucket starts covering [since, to], empty ones included. */
export function bucketStarts(since: number, to: number, interval: Interval): number[] {
  const out: number[] = [];
  for (
    let b = bucketStart(since, interval);
    b <= to && out.length <= MAX_BUCKETS;
    b = nextBucket(b, interval)
  )
    out.push(b);
  return out;
}

/** SQL grains: hours for hourly buckets, days otherwise (weeks and months are folded in JS). */
const grainOf = (interval: Interval) => (interval === 'hour' ? HOUR : DAY);

export const TIMELINE_SERIES = 10;

type GroupedRow = { g: number; k: string | number; n: number };

/**
 * Dimensions with many keys per bucket (an author rarely writes twice a day): grouping every
 * (bucket, key) pair would sort about every row, so their top keys are found first (over the
 * workspace_facts author index) and only those are counted per bucket.
 */
const TOP_KEYS_FIRST = new Set<string>(['authors']);

/** The top keys by total count, ties by key; `raw` is the key as stored (for an IN list). */
function topKeys(rows: { k: string | number; n: number }[]): { raw: string | number; key: string }[] {
  const totals = new Map<string, { raw: string | number; n: number }>();
  for (const r of rows) {
    const key = String(r.k);
    const t = totals.get(key);
    if (t) t.n += r.n;
    else totals.set(key, { raw: r.k, n: r.n });
  }
  return topGroups(
    [...totals].map(([key, t]) => ({ key, n: t.n, raw: t.raw })),
    TIMELINE_SERIES,
  ).map(({ raw, key }) => ({ raw, key }));
}

/** The top keys over the window first, then per-bucket counts of those keys only. */
function topSeries(
  db: Db,
  w: MentionWhere,
  dim: Dimension,
  grain: number,
): { keys: string[]; rows: GroupedRow[] } {
  const d = dimensionSql(w, dim);
  const totals = db
    .prepare(
      `SELECT ${d.key} AS k, count(*) AS n FROM ${d.from} WHERE ${w.where} AND ${d.key} IS NOT NULL GROUP BY k`,
    )
    .all(...dim.params, ...w.params) as { k: string | number; n: number }[];
  const top = topKeys(totals);
  if (top.length === 0) return { keys: [], rows: [] };
  const rows = db
    .prepare(
      `SELECT wm.published / ${grain} AS g, ${d.key} AS k, count(*) AS n FROM ${d.from}
       WHERE ${w.where} AND ${d.key} IN (${marks(top.length)}) GROUP BY g, k`,
    )
    .all(...dim.params, ...w.params, ...top.map((t) => t.raw)) as GroupedRow[];
  return { keys: top.map((t) => t.key), rows };
}

/**
 * Counts per time bucket. With a dimension each bucket also carries the top 10 keys overall
 * (by total count in the window), zeros included so series line up; rarer keys are left out.
 */
export function timeline(
  db: Db,
  scope: MentionScope & { since: number; to: number },
  interval: Interval,
  groupBy?: GroupBy,
): TimelineResult {
  const starts = bucketStarts(scope.since, scope.to, interval);
  const index = new Map(starts.map((s, i) => [s, i]));
  const dim = groupBy ? dimensionFor(db, groupBy, scope.workspaceId, scope.teamId) : undefined;
  const grain = grainOf(interval);
  const slot = (g: number) => index.get(bucketStart(g * grain, interval));

  const counts = new Array<number>(starts.length).fill(0);
  const add = (g: number, n: number) => {
    const i = slot(g);
    if (i !== undefined) counts[i]! += n;
  };
  let series: { keys: string[]; rows: GroupedRow[] } | undefined;
  const fromColumns =
    (!dim || dim.columnar) &&
    withColumns(db, scope, (sel) => {
      const grains = countGrains(sel, grain);
      if (!dim) return { grains };
      const top = topKeys(countKeys(sel, dim.columnar!, { limit: TIMELINE_SERIES, withEmpty: true }));
      const raw = top.map((t) => t.raw);
      return {
        grains,
        series: { keys: top.map((t) => t.key), rows: countGrainKeys(sel, dim.columnar!, grain, raw) },
      };
    });
  if (fromColumns) {
    for (const r of fromColumns.grains) add(r.g, r.n);
    series = fromColumns.series;
  } else if (dim && !dim.multi && !TOP_KEYS_FIRST.has(groupBy!)) {
    // A single-valued dimension of few keys per bucket: one grouped pass gives the bucket counts
    // (null keys included: each mention is in exactly one group) and the series.
    const w = buildMentionWhere(db, scope, { readsColumns: dim.needsMention });
    const d = dimensionSql(w, dim);
    const rows = db
      .prepare(
        `SELECT wm.published / ${grain} AS g, ${d.key} AS k, count(*) AS n FROM ${d.from} WHERE ${w.where} GROUP BY g, k`,
      )
      .all(...dim.params, ...w.params) as { g: number; k: string | number | null; n: number }[];
    for (const r of rows) add(r.g, r.n);
    const keyed = rows.filter((r): r is GroupedRow => r.k !== null);
    const keys = topKeys(keyed).map((t) => t.key);
    series = { keys, rows: keyed };
  } else {
    const w = buildMentionWhere(db, scope, { readsColumns: dim?.needsMention });
    const rows = db
      .prepare(
        `SELECT wm.published / ${grain} AS g, count(*) AS n FROM ${w.from} WHERE ${w.where} GROUP BY g`,
      )
      .all(...w.params) as { g: number; n: number }[];
    for (const r of rows) add(r.g, r.n);
    if (dim) series = topSeries(db, w, dim, grain);
  }
  const buckets: TimelineResult['buckets'] = starts.map((s, i) => ({
    date: new Date(s).toISOString(),
    count: counts[i]!,
  }));
  const totalCount = counts.reduce((a, b) => a + b, 0);
  if (!dim || !series) return { totalCount, buckets };

  const { keys, rows: grouped } = series;
  const names = dim.names(keys);
  const perBucket = starts.map(() => new Map(keys.map((k) => [k, 0])));
  for (const r of grouped) {
    const i = slot(r.g);
    const m = i === undefined ? undefined : perBucket[i];
    const k = String(r.k);
    if (m?.has(k)) m.set(k, m.get(k)! + r.n);
  }
  return {
    totalCount,
    buckets: buckets.map((b, i) => ({
      ...b,
      groups: keys.map((k) => ({ key: k, name: names.get(k) ?? k, count: perBucket[i]!.get(k) ?? 0 })),
    })),
  };
}
