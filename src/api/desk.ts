import { z } from 'zod/mini';
import { ApiError, errorFromResponse, getClientConfig, type QueryParams, toQueryString } from './client';
import { DESK_BASE, DeskConflictSchema, type Artefact } from './schemas/desk';

/**
 * The desk's transport: the same bearer token as the analytics client (the desk trusts what the
 * service accepts), always on this dashboard's own origin (`/desk/v1`: the desk is served by the
 * project's server, never by the analytics service), schema parsing, the typed ApiError, and the
 * two headers of optimistic concurrency: `If-Match` on writes, `If-None-Match` on polls.
 * No side effects beyond the request.
 */

/** A save refused because someone saved first: who, when, and what the desk holds now. */
export class DeskConflictError extends ApiError {
  constructor(
    message: string,
    readonly current: Artefact,
  ) {
    super(412, 'conflict', message, undefined, undefined, true);
  }
}

export interface DeskRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** The version a write is based on (sent as `If-Match: "<v>"`). */
  ifMatch?: number;
  /** Extra headers (the snapshot password). */
  headers?: Record<string, string>;
  /** false for the public snapshot: no Authorization header. */
  auth?: boolean;
}

/** The answer and its ETag (the version), or `notModified` for a 304. */
export interface DeskAnswer<T> {
  data: T | undefined;
  etag: string | null;
  notModified: boolean;
}

async function send(path: string, options: DeskRequestOptions & { ifNoneMatch?: string }): Promise<Response> {
  const { method = 'GET', query, body, signal, ifMatch, ifNoneMatch, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? getClientConfig().getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  try {
    return await fetch(`${DESK_BASE}${path}${toQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'network', `Could not reach the team desk (${reason})`);
  }
}

async function parse<S extends z.ZodMiniType>(schema: S, res: Response, what: string): Promise<z.output<S>> {
  if (res.status === 204) return schema.parse(undefined);
  let json: unknown;
  try {
    json = JSON.parse(await res.text());
  } catch {
    throw new ApiError(0, 'invalid_response', `${what}: the team desk's answer is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.map(String).join('.') : '(root)';
    throw new ApiError(0, 'invalid_response', `${what}: unexpected answer at ${where}`, where);
  }
  return parsed.data;
}

async function failure(res: Response): Promise<ApiError> {
  if (res.status === 412) {
    const text = await res.clone().text();
    try {
      const conflict = DeskConflictSchema.parse(JSON.parse(text));
      return new DeskConflictError(conflict.error.message, conflict.current);
    } catch {
      // not the documented conflict body: the generic error below
    }
  }
  return errorFromResponse(res);
}

/** Sends a desk request and parses the answer with `schema`; throws ApiError (DeskConflictError on 412). */
export async function deskRequest<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: DeskRequestOptions = {},
): Promise<z.output<S>> {
  const res = await send(path, options);
  if (!res.ok) throw await failure(res);
  return parse(schema, res, `${options.method ?? 'GET'} ${DESK_BASE}${path}`);
}

/** A conditional GET: `notModified` when the desk answers 304 to `etag`. */
export async function deskConditionalGet<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<DeskAnswer<z.output<S>>> {
  const res = await send(path, { signal, ifNoneMatch: etag ?? undefined });
  if (res.status === 304) return { data: undefined, etag, notModified: true };
  if (!res.ok) throw await failure(res);
  return {
    data: await parse(schema, res, `GET ${DESK_BASE}${path}`),
    etag: res.headers.get('ETag'),
    notModified: false,
  };
}
