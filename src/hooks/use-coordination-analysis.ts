import { useEffect, useState } from 'react';
import type { AnalysisTask, TaskResult } from '@/analysis/coordination/run-task';
import { runInWorker } from '@/analysis/coordination/run-in-worker';

export type AnalysisState<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: T; ms: number }
  | { status: 'error'; message: string };

/** The worker's answer to the latest task (an answer to an older one is dropped). */
export function useCoordinationAnalysis<T extends AnalysisTask>(
  task: T | null,
): AnalysisState<TaskResult<T>> {
  const [state, setState] = useState<AnalysisState<TaskResult<T>>>({ status: 'idle' });
  useEffect(() => {
    if (!task) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'running' });
    runInWorker(task).then(
      ({ result, ms }) => current && setState({ status: 'done', result, ms }),
      (e: unknown) =>
        current && setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [task]);
  return state;
}
