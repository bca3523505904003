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
import {
  deleteTagJob,
  isResumable,
  loadTagJobs,
  saveTagJob,
  type TagItem,
  type TagJob,
} from './tag-job-store';
import { collectedItems, collectNextPage, newCollection, type TagSource } from './tag-collection';

/**
 * The tagging jobs of this browser: a module-level registry (jobs outlive the dialog and the
 * page that started them), persisted in IndexedDB and picked up again after a reload.
 */

/** The API's documented limits (50 per 60 s); a server with lower ones answers 429 with Retry-After. */
export const TAG_JOB_LIMITS: QueueLimits = DEFAULT_LIMITS;

interface Entry {
  job: TagJob;
  queue: RateLimitedQueue<TagItem>;
  /** Aborts a collection page in flight (pause, cancel). */
  collector?: AbortController;
  /** The run in progress in this tab (it holds the job's lock until it has saved and ended). */
  running?: Promise<void>;
  /** Resume was pressed while a paused run was still ending: run again once it has. */
  resumeAfter?: boolean;
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

function queueFor(entry: Entry): RateLimitedQueue<TagItem> {
  return new RateLimitedQueue<TagItem>(entry.job.queue, {
    send: (items) => writeEnrichmentValues(items),
    persist: (state) => saveTagJob({ ...entry.job, queue: state }),
    clock: browserClock,
    limits: TAG_JOB_LIMITS,
    onChange: publish,
  });
}

function register(job: TagJob): Entry {
  const entry = { job } as Entry;
  entry.queue = queueFor(entry);
  entries.set(job.id, entry);
  return entry;
}

const saveEntry = (entry: Entry) => saveTagJob({ ...entry.job, queue: entry.queue.snapshot });

/**
 * Collects the urls of "all matching", saving after every page; then the job's queue holds
 * their writes. False when paused, cancelled or failed (the job keeps its place).
 */
async function collect(entry: Entry): Promise<boolean> {
  entry.queue.markRunning();
  const controller = new AbortController();
  entry.collector = controller;
  try {
    while (entry.job.collecting && entry.queue.snapshot.status === 'running') {
      const { next, last } = await collectNextPage(entry.job.collecting, controller.signal);
      if (entry.queue.snapshot.status !== 'running') break;
      if (last) {
        entry.job = {
          ...entry.job,
          collecting: undefined,
          queue: createJobState(entry.job.id, collectedItems(next)),
        };
        entry.queue = queueFor(entry);
      } else {
        entry.job = { ...entry.job, collecting: next };
      }
      await saveEntry(entry);
      publish();
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      entry.queue.pause();
      entry.job = {
        ...entry.job,
        queue: {
          ...entry.queue.snapshot,
          message: `Could not collect the mentions: ${String((error as Error).message ?? error)}`,
        },
      };
      entry.queue = queueFor(entry);
    }
  } finally {
    entry.collector = undefined;
  }
  await saveEntry(entry);
  publish();
  return !entry.job.collecting && entry.queue.snapshot.status === 'running';
}

/**
 * Runs the job. Web Locks keep two tabs from running the same stored job at once; within this
 * tab, a Resume pressed while the paused run is still ending (saving, still holding the lock)
 * runs the job again once it has ended, rather than finding the lock taken and doing nothing.
 */
function drive(entry: Entry): Promise<void> {
  if (entry.running) {
    entry.resumeAfter = true;
    return entry.running;
  }
  const run = async () => {
    if (entry.job.collecting && !(await collect(entry))) return;
    const end = await entry.queue.run();
    publish();
    if (end.status !== 'paused') await refreshAffectedViews();
  };
  const locks = globalThis.navigator?.locks;
  const running = locks
    ? locks.request(`tag-job:${entry.job.id}`, { ifAvailable: true }, async (lock) => {
        if (lock) await run();
      })
    : run();
  entry.running = running.finally(() => {
    entry.running = undefined;
    if (!entry.resumeAfter) return;
    entry.resumeAfter = false;
    if (entries.get(entry.job.id) === entry && entry.queue.snapshot.status === 'paused') void drive(entry);
  });
  return entry.running;
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

/** What a new job writes: these items, or the value on every mention `source` matches. */
export type TagJobInput = { label: string; enrichmentName: string } & (
  | { items: TagItem[] }
  | { source: TagSource; write: Pick<TagItem, 'enrichment_id' | 'value'>; expected: number }
);

/** Saves the job first (a reload from here on resumes it), then runs it in the background. */
export async function startTagJob(input: TagJobInput): Promise<string> {
  const id = `tag-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const base = { id, label: input.label, enrichmentName: input.enrichmentName, createdAt: Date.now() };
  const job: TagJob =
    'items' in input
      ? { ...base, queue: createJobState(id, input.items) }
      : {
          ...base,
          queue: createJobState<TagItem>(id, []),
          collecting: newCollection(input.source, input.write, input.expected),
        };
  await saveTagJob(job);
  const entry = register(job);
  publish();
  startListeners.forEach((l) => l(id));
  void drive(entry);
  return id;
}

export function pauseTagJob(id: string) {
  const entry = entries.get(id);
  if (entry) entry.resumeAfter = false;
  entry?.queue.pause();
  entry?.collector?.abort();
}

export function resumeTagJob(id: string) {
  const entry = entries.get(id);
  if (entry) void drive(entry);
}

export function cancelTagJob(id: string) {
  const entry = entries.get(id);
  if (entry) entry.resumeAfter = false;
  entry?.queue.cancel();
  entry?.collector?.abort();
}

/** Forgets a finished job (the values it wrote stay). */
export async function dismissTagJob(id: string) {
  entries.delete(id);
  await deleteTagJob(id);
  publish();
}
