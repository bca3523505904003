import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createJobState } from '@/lib/rate-limited-queue';
import {
  deleteTagJob,
  isResumable,
  loadTagJob,
  loadTagJobs,
  saveTagJob,
  type TagItem,
  type TagJob,
} from './tag-job-store';

const job = (id: string, createdAt: number, n = 250): TagJob => ({
  id,
  label: `Tag ${n}`,
  enrichmentName: 'Disinformation',
  createdAt,
  queue: createJobState<TagItem>(
    id,
    Array.from({ length: n }, (_, i) => ({
      url: `https://x.test/${i}`,
      enrichment_id: 1,
      value: 'Substantiated',
    })),
  ),
});

describe('tag job store (IndexedDB)', () => {
  it('keeps jobs with their pending batches across loads, oldest first', async () => {
    await saveTagJob(job('b', 2));
    await saveTagJob(job('a', 1));
    const loaded = await loadTagJobs();
    expect(loaded.map((j) => j.id)).toEqual(['a', 'b']);
    expect(loaded[0]?.queue.pending.map((b) => b.length)).toEqual([100, 100, 50]);
  });

  it('overwrites a job on save (state after every batch) and deletes it', async () => {
    const j = job('c', 3);
    await saveTagJob({
      ...j,
      queue: { ...j.queue, pending: j.queue.pending.slice(1), done: 100, status: 'paused' },
    });
    const again = await loadTagJob('c');
    expect(again?.queue.done).toBe(100);
    expect(again?.queue.pending).toHaveLength(2);
    expect(again && isResumable(again)).toBe(false);
    await deleteTagJob('c');
    expect(await loadTagJob('c')).toBeUndefined();
  });
});
