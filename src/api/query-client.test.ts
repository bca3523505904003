import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, configureClient } from './client';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and 5xx failures twice, never 4xx or bad payloads', () => {
    expect(shouldRetry(0, new ApiError(0, 'network', 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'internal', 'busy'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'internal', 'busy'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'slow down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'invalid_response', 'bad'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  const setup = () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    return { client: createQueryClient({ onUnauthorized, onError }), onUnauthorized, onError };
  };

  it('sends 401s to onUnauthorized and other query errors to onError', async () => {
    const { client, onUnauthorized, onError } = setup();
    await client
      .fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(new ApiError(401, 'unauthorized', 'expired')),
      })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();

    const notFound = new ApiError(404, 'not_found', 'gone');
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(notFound) })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(
      notFound,
      expect.objectContaining({ source: 'query', hadData: false }),
    );
  });

  it("a gateway's bare 403 ends the session only when GET /workspaces refuses the token too", async () => {
    const fetchStub = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchStub);
    const bare403 = new ApiError(403, 'forbidden', 'The security token included in the request is expired');
    try {
      for (const [token, tokenCheck, ended] of [
        ['expired', 403, true],
        ['fine', 200, false],
      ] as const) {
        configureClient({ baseUrl: 'https://api.example.test', getToken: () => token });
        fetchStub.mockResolvedValue(
          new Response(tokenCheck === 200 ? '[]' : '{"message":"expired"}', { status: tokenCheck }),
        );
        const { client, onUnauthorized, onError } = setup();
        await client
          .fetchQuery({ queryKey: [token], queryFn: () => Promise.reject(bare403) })
          .catch(() => undefined);
        await vi.waitFor(() => expect(onUnauthorized.mock.calls.length + onError.mock.calls.length).toBe(1));
        expect(onUnauthorized).toHaveBeenCalledTimes(ended ? 1 : 0);
        expect(new URL(String(fetchStub.mock.calls.at(-1)?.[0])).pathname).toBe('/workspaces');
      }
      // The service's own 403 (the documented body) is a refusal, not an ended session: nothing asked.
      fetchStub.mockClear();
      const { client, onUnauthorized, onError } = setup();
      const documented = new ApiError(403, 'forbidden', 'not your team', undefined, undefined, true);
      await client
        .fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(documented) })
        .catch(() => undefined);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(fetchStub).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('routes mutation errors the same way and respects meta.silent', async () => {
    const { client, onUnauthorized, onError } = setup();
    const fail = (error: Error, silent = false) =>
      new MutationObserver(client, { mutationFn: () => Promise.reject(error), meta: { silent } })
        .mutate()
        .catch(() => undefined);
    await fail(new ApiError(401, 'unauthorized', 'expired'));
    await fail(new ApiError(400, 'invalid_body', 'title must not be empty', 'title'), true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    await fail(new ApiError(409, 'conflict', 'name taken'));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'conflict' }),
      expect.objectContaining({ source: 'mutation' }),
    );
  });

  it('uses the agreed defaults', () => {
    const { client } = setup();
    const q = client.getDefaultOptions().queries;
    expect(q).toMatchObject({ staleTime: 30_000, refetchOnWindowFocus: false });
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
