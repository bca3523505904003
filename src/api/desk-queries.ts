import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError } from './client';
import { deskConditionalGet, deskRequest } from './desk';
import { deskListKey } from './desk-known';
import { MAX_RETRY_AFTER_S, retryDelayMs } from './paced-send';
import {
  ArtefactListSchema,
  ArtefactSchema,
  DESK_POLL_MS,
  DeskMeSchema,
  SnapshotListSchema,
  type Artefact,
  type ArtefactKind,
  type DeskMe,
} from './schemas/desk';

/** What the probe found: a desk (and who it takes the analyst for), or why the browser keeps things. */
export type DeskProbe = { kind: 'desk'; me: DeskMe } | { kind: 'browser'; reason: string };

/** How often the probe asks again when the desk answers 429 (it is waiting on the service's limit). */
export const PROBE_RETRIES = 3;

/** Waits `ms`, or rejects when `signal` aborts. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * `GET /desk/v1/me`, once per session. No desk (404, a network error, an answer that is not the
 * desk's JSON: the dashboard hosted statically in front of the real service) means the browser
 * keeps everything, as before. A desk that refuses the sign-in (401/403) is not a reason to sign
 * the analyst out of the analytics service: the browser keeps things, and the reason is shown.
 * A 429 (in proxy mode the desk checks the token with the service, which may be rate-limiting
 * this analyst) is waited out as the service's own reads are (Retry-After, a few times).
 */
export async function probeDesk(signal?: AbortSignal, wait = pause): Promise<DeskProbe> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: 'desk', me: await deskRequest(DeskMeSchema, '/me', { signal }) };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 429 && attempt < PROBE_RETRIES) {
        await wait(retryDelayMs(attempt, Math.min(error.retryAfter ?? 1, MAX_RETRY_AFTER_S)), signal);
        continue;
      }
      if (error.status === 429)
        return {
          kind: 'browser',
          reason: `The team desk is busy (the service is limiting requests): ${error.message}`,
        };
      if (error.status === 401 || error.status === 403)
        return { kind: 'browser', reason: `The team desk did not accept this sign-in: ${error.message}` };
      if (error.status >= 500) return { kind: 'browser', reason: `The team desk failed: ${error.message}` };
      return { kind: 'browser', reason: 'No team desk answers beside this dashboard.' };
    }
  }
}

/** The version a cached artefact was read at, as the desk's ETag. */
const etagOf = (a: Artefact | undefined) => (a ? `"${a.version}"` : null);

export const DESK_ROOT_KEY = ['desk'] as const;

/** One query factory for the desk (all → me / lists → list(kind) / detail(id) / snapshots(id)). */
export const deskQueries = {
  all: () => DESK_ROOT_KEY,
  me: () =>
    queryOptions({
      queryKey: [...DESK_ROOT_KEY, 'me'] as const,
      queryFn: ({ signal }) => probeDesk(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      meta: { silent: true },
    }),
  lists: () => [...DESK_ROOT_KEY, 'list'] as const,
  list: (kind: ArtefactKind) =>
    queryOptions({
      queryKey: deskListKey(kind),
      queryFn: ({ signal }) =>
        deskRequest(ArtefactListSchema, '/artefacts', { query: { kind }, signal }).then((r) => r.items),
      staleTime: DESK_POLL_MS,
      refetchOnWindowFocus: true,
      meta: { errorTitle: 'The team desk could not list its items' },
    }),
  details: () => [...DESK_ROOT_KEY, 'detail'] as const,
  /** One artefact, polled cheaply: the cached version goes out as If-None-Match, a 304 keeps it. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...deskQueries.details(), id] as const,
      queryFn: async ({ client, queryKey, signal }): Promise<Artefact> => {
        const cached = client.getQueryData<Artefact>(queryKey);
        const answer = await deskConditionalGet(
          ArtefactSchema,
          `/artefacts/${encodeURIComponent(id)}`,
          etagOf(cached),
          signal,
        );
        if (answer.notModified && cached) return cached;
        if (!answer.data)
          throw new ApiError(0, 'invalid_response', 'The team desk answered 304 to a first read');
        return answer.data;
      },
      staleTime: 0,
      meta: { silent: true },
    }),
  snapshots: (artefactId: string) =>
    queryOptions({
      queryKey: [...DESK_ROOT_KEY, 'snapshots', artefactId] as const,
      queryFn: ({ signal }) =>
        deskRequest(SnapshotListSchema, `/artefacts/${encodeURIComponent(artefactId)}/snapshots`, {
          signal,
        }).then((r) => r.items),
    }),
};
