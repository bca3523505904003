/**
 * A read worker: one read-only connection to the database file (WAL lets it read while the main
 * thread writes) running one read at a time, by name, from the registry it was given.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { shareColumns } from '../db/columns';
import { giveWayToLightReads, listenForLightReads } from '../db/light-first';
import { openReadOnly } from '../db/open';
import { shapeAnswer } from './answer';
import { serializeError, type ReadJob, type ReadReply } from './protocol';

interface WorkerData {
  dbPath: string;
  registry: string;
  /** The pool's channel for sharing in-memory columns between its heavy threads. */
  shareColumns?: string;
  /** The pool's count of light reads running (shared memory). */
  lightRunning: Int32Array;
}

const { dbPath, registry, shareColumns: columnChannel, lightRunning } = workerData as WorkerData;
const reads = (await import(registry)).READS as Record<string, (db: unknown, ...args: unknown[]) => unknown>;
const db = openReadOnly(dbPath);
if (columnChannel) shareColumns(db, columnChannel);
listenForLightReads(lightRunning);
const port = parentPort!;

port.on('message', (job: ReadJob) => {
  let reply: ReadReply;
  let transfer: ArrayBuffer[] = [];
  try {
    // Started too late: the caller has been answered already.
    if (Date.now() >= job.deadline) throw new Error('read started after its deadline');
    giveWayToLightReads(job.polite === true);
    const read = reads[job.name];
    if (!read) throw new Error(`no read named ${job.name}`);
    const result = read(db, ...job.args);
    if (job.answer) {
      const answer = shapeAnswer(result, job.answer);
      if (typeof answer.body !== 'string') transfer = [answer.body.buffer as ArrayBuffer];
      reply = { id: job.id, ok: true, result: answer };
    } else reply = { id: job.id, ok: true, result };
  } catch (err) {
    reply = { id: job.id, ok: false, error: serializeError(err) };
  }
  port.postMessage(reply, transfer);
});
port.postMessage('ready');
