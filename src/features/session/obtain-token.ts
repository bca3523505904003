import { z } from 'zod/mini';
import { ApiError, apiRequest, configureClient } from '@/api/client';
import { requestToken } from '@/api/token';
import { isExpired } from '@/lib/jwt';
import { normaliseBaseUrl } from './session-actions';
import { getToken } from './session-store';

export type Credentials = {
  mode: 'password' | 'token';
  username: string;
  password: string;
  clientId: string;
  token: string;
  baseUrl: string;
  remember: boolean;
};

/**
 * Gets a token for the chosen API: from username/password via POST /access/token, or a pasted
 * token checked with GET /workspaces (documented by the public reference, unlike GET /channels)
 * so a typo fails here, not on the next page.
 */
export async function obtainToken(form: Credentials): Promise<{ token: string; baseUrl: string }> {
  const baseUrl = normaliseBaseUrl(form.baseUrl);
  if (form.mode === 'password') {
    configureClient({ baseUrl, getToken });
    const response = await requestToken({
      username: form.username.trim(),
      password: form.password,
      client_id: form.clientId.trim(),
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        throw new ApiError(401, error.code, 'The username, password or client ID is not right.');
      }
      throw error;
    });
    return { token: response.Token, baseUrl };
  }
  const token = form.token.trim().replace(/^Bearer\s+/i, '');
  if (!token) throw new ApiError(400, 'invalid_token', 'Paste a token first.');
  if (isExpired(token, Date.now())) throw new ApiError(401, 'expired_token', 'This token has expired.');
  configureClient({ baseUrl, getToken: () => token });
  try {
    await apiRequest(z.unknown(), '/workspaces');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new ApiError(401, error.code, 'The API rejected this token.');
    }
    throw error;
  } finally {
    // Back to the stored session until signIn() stores the new one.
    configureClient({ getToken });
  }
  return { token, baseUrl };
}
