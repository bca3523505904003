import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDb } from './db/open';
import { runWorkspacePipeline } from './jobs';
import { Worker } from './worker';

// Narrative detection failing is what 'failed' is for; simulate it for one workspace.
vi.mock('./seed/narratives', () => ({
  detectNarratives: (_db: unknown, id: number) => {
    if (id === 2) throw new Error('detection failed');
    return 0;
  },
}));

function dbWithWorkspaces() {
  const db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-')), 't.db'));
  db.exec(`INSERT INTO teams(id, name) VALUES (1, 'demo');
    INSERT INTO workspaces(id, team_id, owner, title, query, channels, created, modified)
    VALUES (1, 1, 'demo', 'ok', 'grid', '["news"]', 0, 0), (2, 1, 'demo', 'bad', 'grid', '["news"]', 0, 0);`);
  return db;
}
const status = (db: ReturnType<typeof openDb>, id: number) =>
  (db.prepare('SELECT narrative_status AS s FROM workspaces WHERE id = ?').get(id) as { s: string }).s;

describe('workspace pipeline', () => {
  it('ends ready, or failed when detection throws', () => {
    const db = dbWithWorkspaces();
    runWorkspacePipeline(db, 1, 0);
    expect(status(db, 1)).toBe('ready');
    expect(() => runWorkspacePipeline(db, 2, 0)).toThrow('detection failed');
    expect(status(db, 2)).toBe('failed');
    expect(() => runWorkspacePipeline(db, 99, 0)).not.toThrow();
  });
});

describe('Worker', () => {
  it('runs tasks after the caller returns, isolates errors, drains queued writes', async () => {
    const order: string[] = [];
    let pending = 3;
    const errors: unknown[] = [];
    const worker = new Worker({
      processQueuedWrite: () => (pending > 0 ? (order.push(`write${pending--}`), true) : false),
      onError: (e) => errors.push(e),
    });
    worker.enqueue(() => {
      throw new Error('boom');
    });
    worker.enqueue(() => void order.push('task'));
    order.push('caller');
    await worker.drain();
    expect(order).toEqual(['caller', 'task', 'write3', 'write2', 'write1']);
    expect(errors).toHaveLength(1);
    await worker.stop();
    worker.enqueue(() => void order.push('after stop'));
    await worker.drain();
    expect(order).not.toContain('after stop');
  });
});
