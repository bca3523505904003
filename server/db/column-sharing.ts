import { BroadcastChannel } from 'node:worker_threads';
import type { Db } from './open';

/**
 * The read threads of one pool share the in-memory columns (server/db/columns.ts) they load: a
 * thread that reads a workspace's rows or a column offers it to the others over a
 * BroadcastChannel, its typed arrays on SharedArrayBuffers (handed over, not copied; the distinct
 * values are copied, a few thousand strings). So a workspace is read from SQLite and encoded once
 * per change, not once per thread: after a restart one thread warms the columns for all (issue 38:
 * three threads warming the same rows on two cores delayed the first answers to 600 ms), and the
 * codes are held once in memory.
 *
 * Exact as the per-thread columns are: an offer carries the workspace's counter
 * (workspace_versions) read in the transaction that loaded it, and a thread uses it only while
 * its own read transaction finds the same counter; versions only grow, so equal counters mean
 * equal rows. The channel's name is the pool's own (one database file), so two pools in a process
 * never mix.
 */
export type ColumnOffer =
  | { kind: 'rows'; workspaceId: number; version: number; published: Float64Array; ids: Float64Array }
  | {
      kind: 'column';
      workspaceId: number;
      version: number;
      name: string;
      codes: Int32Array;
      values: (string | number | null)[];
    }
  | { kind: 'confidence'; workspaceId: number; version: number; confidence: Float64Array }
  | { kind: 'order'; workspaceId: number; version: number; dir: 'asc' | 'desc'; order: Int32Array };

const channels = new WeakMap<Db, BroadcastChannel>();

/** Joins the pool's channel: offers from the other threads reach `install`. */
export function joinColumnSharing(db: Db, name: string, install: (offer: ColumnOffer) => void): void {
  const channel = new BroadcastChannel(name);
  // The channel alone must not keep a thread alive.
  channel.unref();
  channel.onmessage = (event) => install((event as { data: ColumnOffer }).data);
  channels.set(db, channel);
}

/** Offers what this connection loaded to the pool's other threads (nothing outside a pool). */
export function offerColumns(db: Db, offer: ColumnOffer): void {
  channels.get(db)?.postMessage(offer);
}

type TypedArrayOf<T> = { new (buffer: ArrayBufferLike): T; BYTES_PER_ELEMENT: number };

/** A typed array of `length` zeros, on shared memory when this connection shares its columns. */
export function columnArray<T>(db: Db, Type: TypedArrayOf<T>, length: number): T {
  const bytes = length * Type.BYTES_PER_ELEMENT;
  return new Type(channels.has(db) ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
}
