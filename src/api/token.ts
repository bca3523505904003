import { apiRequest } from './client';
import { TokenResponseSchema, type TokenRequest, type TokenResponse } from './schemas';

export type { TokenRequest, TokenResponse };

/** POST /access/token: the only call made without a bearer token. */
export const requestToken = (credentials: TokenRequest, signal?: AbortSignal) =>
  apiRequest(TokenResponseSchema, '/access/token', {
    method: 'POST',
    body: credentials,
    auth: false,
    signal,
  });
