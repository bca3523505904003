import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagItem, TagJob } from './tag-job-store';

const sent: number[] = [];
let onSend: (n: number) => void = () => {};
vi.mock('@/api/custom-enrichments', async (original) => ({
  ...(await original<typeof import('@/api/custom-enrichments')>()),
  writeEnrichmentValues: vi.fn(async (items: TagItem[]) => {
    sent.push(items.length);
    onSend(sent.length);
    return { queued: items.length };
  }),
}));

/** Saves resolve at once unless held (a slow IndexedDB write on a busy machine). */
let held: Promise<void> | undefined;
vi.mock('./tag-job-store', async (original) => ({
  ...(await original<typeof import('./tag-job-store')>()),
  saveTagJob: vi.fn(async (_job: TagJob) => held),
  loadTagJobs: vi.fn(async () => []),
}));

/** The browser's Web Locks, as far as the runner uses them: `ifAvailable` gives null when taken. */
function webLocks() {
  const taken = new Set<string>();
  return {
    request: async (
      name: string,
      _opts: { ifAvailable: boolean },
      run: (lock: object | null) => Promise<void>,
    ) => {
      if (taken.has(name)) return run(null);
      taken.add(name);
      try {
        return await run({ name });
      } finally {
        taken.delete(name);
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  held = undefined;
  onSend = () => {};
});

describe('tag job runner', () => {
  it('a Resume pressed while the paused run is still saving runs the job to its end', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() });
    const { startTagJob, pauseTagJob, resumeTagJob, getTagJobs } = await import('./tag-job-runner');
    const items = Array.from({ length: 300 }, (_, i) => ({
      url: `https://x.test/${i}`,
      enrichment_id: 1,
      value: 'Substantiated',
    }));
    let release = () => {};
    // The first batch's answer arrives as the analyst presses Pause; the save after it is slow.
    onSend = (n) => {
      if (n !== 1) return;
      held = new Promise((r) => (release = r));
      pauseTagJob(getTagJobs()[0]!.id);
    };
    const id = await startTagJob({ label: 'Tag 300', enrichmentName: 'Verdict', items });
    const job = () => getTagJobs().find((j) => j.id === id)!;
    await vi.waitFor(() => expect(job().queue.status).toBe('paused'));
    resumeTagJob(id); // the paused run still holds the job's lock
    held = undefined;
    release();
    await vi.waitFor(() => expect(job().queue.status).toBe('done'));
    expect(sent).toEqual([100, 100, 100]);
  });
});
