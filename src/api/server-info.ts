import { queryOptions } from '@tanstack/react-query';
// Not re-exported by ./schemas: only the sign-in page, the probe (loaded on demand) and the server need it.
import { ServerInfoSchema } from './schemas/server-info';

/**
 * Whether the server at `baseUrl` is the reference server itself (public GET /about), asked
 * before sign-in so the page offers its demo account only where one exists: a proxy to the real
 * service (UPSTREAM_API) forwards /about upstream, which has no such endpoint. A plain fetch, as
 * the transport is configured for the session's base URL and this runs before there is one.
 */
export const serverInfoQuery = (baseUrl: string) =>
  queryOptions({
    queryKey: ['server-info', baseUrl] as const,
    queryFn: async ({ signal }) => {
      try {
        const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/about`, {
          headers: { Accept: 'application/json' },
          signal,
        });
        return res.ok && ServerInfoSchema.safeParse(await res.json()).success;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
