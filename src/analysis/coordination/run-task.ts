import { findCoordination } from './find-groups';
import { traceOf } from './trace';
import type { CoordinationResult, Post, Thresholds } from './types';
import type { Trace } from './trace';

export type AnalysisTask =
  { kind: 'find'; posts: Post[]; thresholds: Thresholds } | { kind: 'trace'; posts: Post[] };

export type TaskResult<T extends AnalysisTask> = T extends { kind: 'find' } ? CoordinationResult : Trace;

/** Runs one task, timed (the worker's time, shown beside the result and measured by the bench). */
export function runTask(task: AnalysisTask): { result: CoordinationResult | Trace; ms: number } {
  const start = performance.now();
  const result = task.kind === 'find' ? findCoordination(task.posts, task.thresholds) : traceOf(task.posts);
  return { result, ms: performance.now() - start };
}
