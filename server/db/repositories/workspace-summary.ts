import type { Db } from '../open';
import { channelName } from './channels';
import { DAY } from '../../../src/lib/time-units';

const WINDOW_MS = 7 * DAY;
/** A cached summary is reused for this long unless the workspace changed since. */
const SUMMARY_TTL_MS = 15 * 60_000;

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Writes the summary text of a workspace from its mentions of the last 7 days (reads only). */
export function composeSummary(db: Db, id: number, nowMs: number): string {
  const since = nowMs - WINDOW_MS;
  const count = (from: number, to: number) =>
    (
      db
        .prepare(
          'SELECT count(*) AS n FROM workspace_mentions WHERE workspace_id = ? AND published >= ? AND published < ?',
        )
        .get(id, from, to) as { n: number }
    ).n;
  const recent = count(since, nowMs);
  if (recent === 0) return 'No mentions in the last 7 days.';
  const before = count(since - WINDOW_MS, since);
  const channels = db
    .prepare(
      `SELECT m.channel AS key, count(*) AS n FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id
       WHERE wm.workspace_id = ? AND wm.published >= ? AND wm.published < ? GROUP BY m.channel ORDER BY n DESC, key LIMIT 3`,
    )
    .all(id, since, nowMs) as { key: string; n: number }[];
  const domains = db
    .prepare(
      `SELECT m.domain AS key, count(*) AS n FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id
       WHERE wm.workspace_id = ? AND wm.published >= ? AND wm.published < ? AND m.domain IS NOT NULL AND m.domain <> ''
       GROUP BY m.domain ORDER BY n DESC, key LIMIT 3`,
    )
    .all(id, since, nowMs) as { key: string; n: number }[];
  const narratives = db
    .prepare(
      `SELECT n.title AS key, count(*) AS n FROM workspace_mentions wm
       JOIN mention_narratives mn ON mn.mention_id = wm.mention_id
       JOIN narratives n ON n.id = mn.narrative_id AND n.workspace_id = wm.workspace_id
       WHERE wm.workspace_id = ? AND wm.published >= ? AND wm.published < ? GROUP BY n.id ORDER BY n DESC, key LIMIT 2`,
    )
    .all(id, since, nowMs) as { key: string; n: number }[];

  const trend =
    before === 0
      ? ''
      : ` (${recent >= before ? '+' : '−'}${pct(Math.abs(recent - before), before)} on the week before)`;
  const parts = [
    `${recent.toLocaleString('en-US')} mention${recent === 1 ? '' : 's'} in the last 7 days${trend}, led by ${list(
      channels.map((c) => `${channelName(c.key)} (${pct(c.n, recent)})`),
    )}.`,
  ];
  if (domains.length) parts.push(`Top domains: ${list(domains.map((d) => d.key))}.`);
  if (narratives.length) parts.push(`Leading narratives: ${list(narratives.map((n) => `“${n.key}”`))}.`);
  return parts.join(' ');
}

/** The stored summary while fresh (not stale, not older than the workspace); undefined when it must be composed, '' for no such workspace. */
export function freshSummary(db: Db, teamId: number, id: number, nowMs: number): string | undefined {
  const row = db
    .prepare('SELECT summary, summary_at AS summaryAt, modified FROM workspaces WHERE id = ? AND team_id = ?')
    .get(id, teamId) as { summary: string | null; summaryAt: number | null; modified: number } | undefined;
  if (!row) return '';
  const fresh =
    row.summary !== null &&
    row.summaryAt !== null &&
    row.summaryAt >= row.modified &&
    nowMs - row.summaryAt < SUMMARY_TTL_MS &&
    row.summaryAt <= nowMs;
  return fresh ? (row.summary ?? '') : undefined;
}

export function storeSummary(db: Db, id: number, summary: string, nowMs: number): void {
  db.prepare('UPDATE workspaces SET summary = ?, summary_at = ? WHERE id = ?').run(summary, nowMs, id);
}
