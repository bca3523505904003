import { z } from 'zod/mini';
import { ApiError, apiRequest, getClientConfig, isApiError } from './client';

/**
 * Whether a failure means the service no longer takes the token. A 401 does. So may a 403 that
 * lacks the documented error body: a gateway in front of the service answers an expired token
 * that way, but also a route it does not have ("Missing Authentication Token"). To tell them
 * apart the token is tried once on GET /workspaces (documented, and the pasted-token check);
 * failures arriving together share that one check.
 */
export const refusesToken = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || (error.status === 403 && !error.documented));

/** The check under way (or just answered, for a second), per token. */
let checking: { token: string | null | undefined; answer: Promise<boolean> } | null = null;

export function sessionEnded(error: unknown): Promise<boolean> {
  if (!isApiError(error)) return Promise.resolve(false);
  if (error.status === 401) return Promise.resolve(true);
  if (!refusesToken(error)) return Promise.resolve(false);
  const token = getClientConfig().getToken();
  if (checking && checking.token === token) return checking.answer;
  const check = {
    token,
    answer: apiRequest(z.unknown(), '/workspaces').then(
      () => false,
      (again: unknown) => refusesToken(again),
    ),
  };
  checking = check;
  void check.answer.finally(() => setTimeout(() => checking === check && (checking = null), 1000));
  return check.answer;
}

/** What a request fails with once the token is refused: the app's one 401 path takes over. */
export const sessionEndedError = (): ApiError =>
  new ApiError(401, 'unauthorized', 'Your session ended: the service no longer accepts the token.');
