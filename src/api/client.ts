import { z } from 'zod/mini';
import { parseRetryAfter, resetPacing, sendPaced } from './paced-send';
import { ErrorBodySchema } from './schemas';
import { parsingResponse } from './tolerant-list';

/**
 * The transport: base URL, bearer token, `key[]=value` query strings, schema parsing and a typed
 * ApiError. It has no side effects beyond the request itself: 401 redirects and toasts live in
 * the QueryCache/MutationCache callbacks (query-client.ts).
 */

export interface ClientConfig {
  /** '/api' (same origin) or an absolute URL such as https://api.peakmetrics.com */
  baseUrl: string;
  getToken: () => string | null | undefined;
}

let config: ClientConfig = { baseUrl: '/api', getToken: () => null };

export function configureClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
  config.baseUrl = config.baseUrl.replace(/\/+$/, '');
  // Another service starts with nothing learnt (the same one with what this tab learnt of it).
  if (next.baseUrl !== undefined) resetPacing(config.baseUrl);
}

export function getClientConfig(): Readonly<ClientConfig> {
  return config;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** Seconds to wait before retrying (429 Retry-After). */
    readonly retryAfter?: number,
    /**
     * The body had the documented error shape (real-api.md §2): the service itself answered.
     * Without it, a 403/404 may come from a gateway in front of it (an unknown route, an expired token).
     */
    readonly documented = false,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** For endpoints answering 204 (or a body nobody needs): always resolves to undefined. */
export const NoContentSchema = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);

type Scalar = string | number | boolean | Date;
export type QueryParams = Record<string, unknown>;

/** `2026-11-20T23:59:59.999Z` → `2026-11-20T23:59:59Z`: other date-times and text are unchanged. */
const FRACTIONAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d+(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Date-time parameters are sent to the second, the form of every example in the public
 * reference. A window ending at `next start − 1 ms` thus ends at `…:59Z`, which the reference
 * server reads as covering that whole second, so nothing falls between two windows.
 */
export const toSecondPrecision = (value: string): string => value.replace(FRACTIONAL_DATE_TIME, '$1$2');

function scalarToString(v: Scalar): string {
  return toSecondPrecision(v instanceof Date ? v.toISOString() : String(v));
}

function isScalar(v: unknown): v is Scalar {
  return ['string', 'number', 'boolean'].includes(typeof v) || v instanceof Date;
}

/**
 * Serialises parameters the way the API expects (real-api.md §1): arrays as repeated `key[]=v`,
 * dotted keys kept literally (`locations.city[]=5`), undefined/null/empty arrays skipped.
 * Returns '' or a string starting with '?'.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const enc = encodeURIComponent;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isScalar(item)) parts.push(`${enc(key)}[]=${enc(scalarToString(item))}`);
      }
    } else if (isScalar(value)) {
      parts.push(`${enc(key)}=${enc(scalarToString(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const FALLBACK_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

export { parseRetryAfter };

/** Builds an ApiError from a failed response: the §2 error body when present, else the status. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const body = ErrorBodySchema.safeParse(json);
  if (body.success) {
    const { code, message, param } = body.data.error;
    return new ApiError(res.status, code, message, param, retryAfter, true);
  }
  // Other services often answer { message } or { error: "text" }.
  const loose = json as { message?: unknown; error?: unknown } | undefined;
  const message =
    (typeof loose?.message === 'string' && loose.message) ||
    (typeof loose?.error === 'string' && loose.error) ||
    `${res.status} ${res.statusText || 'request failed'}`.trim();
  const code = FALLBACK_CODES[res.status] ?? (res.status >= 500 ? 'internal' : `http_${res.status}`);
  return new ApiError(res.status, code, message, undefined, retryAfter);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the token endpoint: no Authorization header. */
  auth?: boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Whether a JSON text may hold an integer literal beyond 2^53: 16 digits or more where a value
 * starts (after `:`, `,`, `[` or at the top). Digit runs inside strings, such as a post's status
 * URL, do not count: they would make a mention list wait for the exact reader's download after
 * its answer. A string that still matches (`"a,1234567890123456"`) only loads it for nothing.
 */
export const mayHoldUnsafeInteger = (text: string): boolean => /(?:^|[:,[])\s*-?\d{16}/.test(text);

/** Sends a request and parses the response with `schema`; throws ApiError on any failure. */
export async function apiRequest<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  { method = 'GET', query, body, signal, auth = true }: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? config.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await sendPaced(`${config.baseUrl}${path}${toQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the AbortError itself.
    if (isAbort(error) || signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'network', `Could not reach the API (${reason})`);
  }
  if (!res.ok) throw await errorFromResponse(res);

  let data: unknown;
  if (res.status !== 204) {
    const text = await res.text();
    try {
      // An integer of 16 digits may be an id beyond 2^53: read those exactly (loaded only when needed).
      data = !text
        ? undefined
        : mayHoldUnsafeInteger(text)
          ? (await import('./exact-json')).parseExactJson(text)
          : JSON.parse(text);
    } catch {
      throw new ApiError(0, 'invalid_response', `${method} ${path}: the response is not JSON`);
    }
  }
  const parsed = parsingResponse(`${method} ${path}${toQueryString(query)}`, () => schema.safeParse(data));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.map(String).join('.') : '(root)';
    throw new ApiError(
      0,
      'invalid_response',
      `${method} ${path}: unexpected response at ${where}: ${issue?.message ?? 'invalid'}`,
      where,
    );
  }
  return parsed.data;
}
