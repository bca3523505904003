import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';
import { refusesToken, sessionEnded } from './session-check';

/** Per-query/mutation hints for the global error handling. */
export interface AppQueryMeta extends Record<string, unknown> {
  /** The caller shows this error itself (e.g. on a form field): no global toast. */
  silent?: boolean;
  /** Title for the toast, e.g. "Could not delete the workspace". */
  errorTitle?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export interface ErrorContext {
  source: 'query' | 'mutation';
  /** A query that already showed data failed in the background (the page cannot show it). */
  hadData: boolean;
  meta: AppQueryMeta | undefined;
}

export interface QueryClientHooks {
  /** Any 401, or a gateway's 403 once GET /workspaces is refused too: the session is over (sign-in). */
  onUnauthorized: () => void;
  /** Every other failure not marked `meta.silent` (the app shows a toast). */
  onError: (error: Error, context: ErrorContext) => void;
}

/** No retry for answers the server meant (4xx, bad payload); twice for network and 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.code === 'network' || error.status >= 500;
}

/**
 * No retry for answers the server meant (4xx, bad payload); twice for network and 5xx. A 429 was
 * already retried by the transport after its Retry-After (paced-send.ts).
 */
export function createQueryClient({ onUnauthorized, onError }: QueryClientHooks): QueryClient {
  const report = (error: Error, context: ErrorContext) => {
    if (!context.meta?.silent) onError(error, context);
  };
  const route = (error: Error, context: ErrorContext) => {
    if (isApiError(error) && error.status === 401) return onUnauthorized();
    // A gateway's bare 403 after the token worked: sign-in if the token is refused, else report it.
    if (refusesToken(error))
      return void sessionEnded(error).then((ended) => (ended ? onUnauthorized() : report(error, context)));
    report(error, context);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        route(error, { source: 'query', hadData: query.state.data !== undefined, meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _r, mutation) =>
        route(error, { source: 'mutation', hadData: false, meta: mutation.options.meta }),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
