import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/open';
import type { ReadRunner } from '../reads';
import { READS } from '../reads/registry';
import { runWorkspacePipeline } from './jobs';
import { BackgroundWorker } from './worker';

function dbWithWorkspaces() {
  const db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-')), 't.db'));
  db.exec(`INSERT INTO teams(id, name) VALUES (1, 'demo');
    INSERT INTO workspaces(id, team_id, owner, title, query, channels, created, modified)
    VALUES (1, 1, 'demo', 'ok', 'grid', '["news"]', 0, 0), (2, 1, 'demo', 'bad', 'grid', '["news"]', 0, 0);`);
  return db;
}
const status = (db: Db, id: number) =>
  (db.prepare('SELECT narrative_status AS s FROM workspaces WHERE id = ?').get(id) as { s: string }).s;

/** Reads in process, except that detection fails for workspace 2 (what 'failed' is for). */
function readsFailingFor(db: Db, failing: number): ReadRunner {
  return {
    run: async (name, args) => {
      if (name === 'planNarratives' && args[0] === failing) throw new Error('detection failed');
      return (READS[name] as (db: Db, ...a: unknown[]) => never)(db, ...args);
    },
    answer: () => Promise.reject(new Error('the pipeline never answers requests')),
    warming: false,
    warm: async () => {},
    close: async () => {},
  };
}

describe('workspace pipeline', () => {
  it('ends ready, or failed when detection throws', async () => {
    const db = dbWithWorkspaces();
    const reads = readsFailingFor(db, 2);
    await runWorkspacePipeline(db, reads, 1, 0);
    expect(status(db, 1)).toBe('ready');
    await expect(runWorkspacePipeline(db, reads, 2, 0)).rejects.toThrow('detection failed');
    expect(status(db, 2)).toBe('failed');
    await expect(runWorkspacePipeline(db, reads, 99, 0)).resolves.toBeUndefined();
  });
});

describe('BackgroundWorker', () => {
  it('runs tasks after the caller returns, isolates errors, drains queued writes', async () => {
    const order: string[] = [];
    let pending = 3;
    const errors: unknown[] = [];
    const worker = new BackgroundWorker({
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
