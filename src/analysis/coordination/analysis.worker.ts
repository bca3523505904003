/// <reference lib="webworker" />
import { runTask, type AnalysisTask } from './run-task';

/** The coordination finder and the trace, off the main thread: one task in, its result out. */
self.onmessage = (event: MessageEvent<{ id: number; task: AnalysisTask }>) => {
  const { id, task } = event.data;
  try {
    self.postMessage({ id, ...runTask(task) });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
