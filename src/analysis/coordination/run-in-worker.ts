import { runTask, type AnalysisTask, type TaskResult } from './run-task';

type Reply = { id: number; result?: unknown; ms?: number; error?: string };

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (reply: Reply) => void>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

/**
 * Runs a task in the analysis worker (created once, on first use); where there is no Worker
 * (tests), in this thread. Resolves with the result and the worker's time in ms.
 */
export function runInWorker<T extends AnalysisTask>(task: T): Promise<{ result: TaskResult<T>; ms: number }> {
  const w = getWorker();
  if (!w) return Promise.resolve(runTask(task) as { result: TaskResult<T>; ms: number });
  const id = ++seq;
  return new Promise((resolve, reject) => {
    waiting.set(id, (reply) =>
      reply.error !== undefined
        ? reject(new Error(reply.error))
        : resolve({ result: reply.result as TaskResult<T>, ms: reply.ms ?? 0 }),
    );
    w.postMessage({ id, task });
  });
}
