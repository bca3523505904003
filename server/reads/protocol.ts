import { DOMAIN_ERRORS, type DomainErrorName } from '../db/errors';
import { ApiHttpError } from '../http/errors';
import type { AnswerSpec } from './answer';

/** What the pool sends a read worker: one read by name, to start before `deadline` (epoch ms). */
export interface ReadJob {
  id: number;
  name: string;
  args: unknown[];
  deadline: number;
  /** A heavy read: it gives way to light reads at its yield points (server/db/light-first.ts). */
  polite?: boolean;
  /** Shape the result into the answer's bytes on the thread (server/reads/answer.ts). */
  answer?: AnswerSpec;
}

/** A plain copy of an error: structured clone keeps neither the class nor its own fields. */
export interface SerializedError {
  name: string;
  message: string;
  param?: string;
  status?: number;
  code?: string;
  headers?: Record<string, string>;
  stack?: string;
}

export type ReadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const e = err as Error & Partial<SerializedError>;
  return {
    name: e.name,
    message: e.message,
    ...(e.param !== undefined ? { param: e.param } : {}),
    ...(err instanceof ApiHttpError ? { status: err.status, code: err.code, headers: err.headers } : {}),
    ...(e.stack ? { stack: e.stack } : {}),
  };
}

/** The error again, as its own class when it is one the HTTP layer maps (domain or HTTP error). */
export function reviveError(e: SerializedError): Error {
  const Domain = DOMAIN_ERRORS[e.name as DomainErrorName];
  let err: Error;
  if (Domain) err = new Domain(e.message, e.param);
  else if (e.status !== undefined && e.code !== undefined)
    err = new ApiHttpError(e.status, e.code as ApiHttpError['code'], e.message, e.param, e.headers);
  else {
    err = new Error(e.message);
    err.name = e.name;
  }
  if (e.stack) err.stack = e.stack;
  return err;
}
