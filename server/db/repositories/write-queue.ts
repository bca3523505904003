import type { Db } from '../open';

export type WriteKind = 'custom_channel_mentions' | 'enrichment_values';

export interface QueuedWrite {
  id: number;
  teamId: number;
  kind: WriteKind;
  target: string | null;
  payload: string;
  received: number;
}

/** Queues a write; it is durable once this returns (the request is then acknowledged). */
export function enqueueWrite(
  db: Db,
  teamId: number,
  kind: WriteKind,
  target: string | null,
  payload: unknown,
  nowMs: number,
): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO write_queue(team_id, kind, target, payload, received) VALUES (?, ?, ?, ?, ?)')
    .run(teamId, kind, target, JSON.stringify(payload), nowMs);
  return Number(lastInsertRowid);
}

export function nextPendingWrite(db: Db): QueuedWrite | undefined {
  return db
    .prepare(
      'SELECT id, team_id AS teamId, kind, target, payload, received FROM write_queue WHERE done IS NULL ORDER BY id LIMIT 1',
    )
    .get() as QueuedWrite | undefined;
}

export function markWriteDone(db: Db, id: number, nowMs: number): void {
  db.prepare('UPDATE write_queue SET done = ? WHERE id = ?').run(nowMs, id);
}

export function pendingWriteCount(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM write_queue WHERE done IS NULL').get() as { n: number }).n;
}
