import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { QueueJobState } from '@/lib/rate-limited-queue';

/** One value write of PUT /mentions/customEnrichments (a structural type: the store is persisted in IndexedDB and must not change with the API's schemas). */
export interface TagItem {
  url: string;
  enrichment_id: number;
  value: string | number | string[];
}

/**
 * "All matching" before its urls are known: the job pages the mentions query itself (50 a page),
 * saving after every page, so a reload continues collecting where it stopped.
 */
export interface TagCollection {
  workspaceId: number;
  /** The mentions query (filters, window, sort) without limit and offset; plain JSON. */
  query: Record<string, unknown>;
  /** What to write on every collected url. */
  enrichment_id: number;
  value: TagItem['value'];
  /** The next offset to read and the urls read so far (each written once). */
  offset: number;
  urls: string[];
  /** The count the analyst saw (for progress). */
  expected: number;
}

/** A tagging job as kept in IndexedDB: what it is for, plus the queue's resumable state. */
export interface TagJob {
  id: string;
  label: string;
  enrichmentName: string;
  createdAt: number;
  queue: QueueJobState<TagItem>;
  /** Set while the job still collects the urls of "all matching" (its queue is empty then). */
  collecting?: TagCollection;
}

let store: UseStore | undefined;
/** Lazily created so importing this module never touches IndexedDB (SSR, tests without it). */
const jobStore = () => (store ??= createStore('narrative-desk', 'tag-jobs'));

export const saveTagJob = (job: TagJob) => set(job.id, job, jobStore());

export const deleteTagJob = (id: string) => del(id, jobStore());

export const loadTagJob = (id: string) => get<TagJob>(id, jobStore());

/** Every stored job, oldest first. */
export async function loadTagJobs(): Promise<TagJob[]> {
  const ids = await keys<string>(jobStore());
  const jobs = await Promise.all(ids.map((id) => get<TagJob>(id, jobStore())));
  return jobs.filter((j): j is TagJob => j !== undefined).sort((a, b) => a.createdAt - b.createdAt);
}

/** Jobs a reload should pick up again (paused and stopped jobs wait for the analyst). */
export const isResumable = (job: TagJob) => job.queue.status === 'running';
