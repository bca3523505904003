import type { QueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics';
import { availableFilterQueries } from '@/api/available-filters';
import { customEnrichmentQueries, writeEnrichmentValues } from '@/api/custom-enrichments';
import { mentionQueries } from '@/api/mentions';
import {
  DEFAULT_LIMITS,
  RateLimitedQueue,
  browserClock,
  createJobState,
  type QueueLimits,
} from '@/lib/rate-limited-queue';
import { deleteTagJob, isResumable, loadTagJobs, saveTagJob, type TagItem, type TagJob } from '@/lib/tag-job-store';

/**
 * The tagging jobs of this browser: a module-level registry (jobs outlive the dialog and the
 * page that started them), persisted in IndexedDB and picked up again after a reload.
 */

/** The API's documented limits (50 per 60 s); a server with lower ones answers 429 with Retry-After. */
export const TAG_JOB_LIMITS: QueueLimits = DEFAULT_LIMITS;

interface Entry {
  job: TagJob;
  queue: RateLimitedQueue<TagItem>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const startListeners = new Set<(id: string) => void>();
let snapshot: TagJob[] = [];
let queryClient: QueryClient | undefined;
let restored: Promise<void> | undefined;

function publish() {
  snapshot = [...entries.values()].map(({ job, queue }) => ({ ...job, queue: queue.snapshot }));
  listeners.forEach((l) => l());
}

export const subscribeTagJobs = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getTagJobs = () => snapshot;

/** Told when this tab starts a job (the shell opens its job tray then). */
export const subscribeTagJobStarts = (listener: (id: string) => void) => {
  startListeners.add(listener);
  return () => {
    startListeners.delete(listener);
  };
};

/** Values are written asynchronously: refresh what they change once a job ends. */
async function refreshAffectedViews() {
  if (!queryClient) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mentionQueries.all() }),
    queryClient.invalidateQueries({ queryKey: analyticsQueries.all() }),
    queryClient.invalidateQueries({ queryKey: availableFilterQueries.all() }),
    queryClient.invalidateQueries({ queryKey: customEnrichmentQueries.all() }),
  ]);
}

function register(job: TagJob): Entry {
  const queue = new RateLimitedQueue<TagItem>(job.queue, {
    send: (items) => writeEnrichmentValues(items),
    persist: (state) => saveTagJob({ ...job, queue: state }),
    clock: browserClock,
    limits: TAG_JOB_LIMITS,
    onChange: publish,
  });
  const entry = { job, queue };
  entries.set(job.id, entry);
  return entry;
}

/** Web Locks keep two tabs from running the same stored job at once. */
async function drive(entry: Entry): Promise<void> {
  const run = async () => {
    const end = await entry.queue.run();
    publish();
    if (end.status !== 'paused') await refreshAffectedViews();
  };
  const locks = globalThis.navigator?.locks;
  if (!locks) return run();
  await locks.request(`tag-job:${entry.job.id}`, { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}

/** Loads the stored jobs once per page load and resumes those that were running. */
export function restoreTagJobs(client: QueryClient): Promise<void> {
  queryClient = client;
  restored ??= loadTagJobs()
    .then((jobs) => {
      for (const job of jobs) {
        if (entries.has(job.id)) continue;
        const entry = register(job);
        if (isResumable(job)) void drive(entry);
      }
      publish();
    })
    .catch(() => undefined);
  return restored;
}

export async function startTagJob(input: { label: string; enrichmentName: string; items: TagItem[] }): Promise<string> {
  const id = `tag-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const job: TagJob = { id, label: input.label, enrichmentName: input.enrichmentName, createdAt: Date.now(), queue: createJobState(id, input.items) };
  await saveTagJob(job);
  const entry = register(job);
  publish();
  startListeners.forEach((l) => l(id));
  void drive(entry);
  return id;
}

export function pauseTagJob(id: string) {
  entries.get(id)?.queue.pause();
}

export function resumeTagJob(id: string) {
  const entry = entries.get(id);
  if (entry) void drive(entry);
}

export function cancelTagJob(id: string) {
  entries.get(id)?.queue.cancel();
}

/** Forgets a finished job (the values it wrote stay). */
export async function dismissTagJob(id: string) {
  entries.delete(id);
  await deleteTagJob(id);
  publish();
}
