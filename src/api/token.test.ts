import { afterEach, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { callOf, jsonResponse, stubFetch } from './fixtures/http';
import { requestToken } from './token';

afterEach(() => vi.unstubAllGlobals());

it('posts the credentials without a bearer token and parses the PascalCase answer', async () => {
  const fetchStub = stubFetch();
  configureClient({ baseUrl: '/api', getToken: () => 'stale-token' });
  // The public reference's example answer.
  fetchStub.mockResolvedValueOnce(jsonResponse({ Token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', ExpiresIn: 3600 }));
  const token = await requestToken({ username: 'demo', password: 'demo', client_id: 'dashboard' });
  expect(token).toEqual({ Token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', ExpiresIn: 3600 });
  const call = callOf(fetchStub);
  expect(call).toMatchObject({ method: 'POST', path: '/api/access/token' });
  expect(call.body).toEqual({ username: 'demo', password: 'demo', client_id: 'dashboard' });
  expect(call.headers.has('Authorization')).toBe(false);
});

it('rejects wrong credentials with the server error', async () => {
  const fetchStub = stubFetch();
  fetchStub.mockResolvedValueOnce(
    jsonResponse(
      { error: { status: 401, code: 'unauthorized', message: 'wrong username or password' } },
      401,
    ),
  );
  await expect(
    requestToken({ username: 'demo', password: 'x', client_id: 'dashboard' }),
  ).rejects.toMatchObject({
    status: 401,
    message: 'wrong username or password',
  });
});
