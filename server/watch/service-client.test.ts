import { describe, expect, it } from 'vitest';
import { proxyServiceClient, serviceAccountFromEnv } from './service-client';

/** The proxy-mode client against a scripted service: tokens renewed before expiry, 429 waited out. */
describe('the service account client (proxy mode)', () => {
  const account = { username: 'svc', password: 'svc-password', clientId: 'desk' };

  function fakeService(script: { status: number; headers?: Record<string, string> }[] = []) {
    const seen: { url: string; auth?: string; body?: string }[] = [];
    let tokens = 0;
    const fetch: typeof globalThis.fetch = (async (url: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
      seen.push({ url, auth, body: init?.body as string | undefined });
      if (url.endsWith('/access/token')) {
        tokens += 1;
        return new Response(JSON.stringify({ Token: `tok-${tokens}`, ExpiresIn: 3600 }), { status: 200 });
      }
      const next = script.shift();
      if (next && next.status !== 200)
        return new Response(JSON.stringify({ error: { message: 'slow down' } }), next);
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as typeof globalThis.fetch;
    return { fetch, seen };
  }

  it('signs in once, renews a minute before expiry, and sends array filters as key[]=', async () => {
    let now = 0;
    const svc = fakeService();
    const client = proxyServiceClient({
      upstream: 'https://api.example/',
      account,
      now: () => now,
      fetch: svc.fetch,
    });
    await client.get('/workspaces/3/mentions', { channels: ['news', 'reddit'] }, { id: '1', name: 'x' });
    await client.get('/workspaces/3/mentions', {}, { id: '1', name: 'x' });
    expect(svc.seen.filter((s) => s.url.endsWith('/access/token'))).toHaveLength(1);
    expect(svc.seen[1]).toMatchObject({
      url: 'https://api.example/workspaces/3/mentions?channels[]=news&channels[]=reddit',
      auth: 'Bearer tok-1',
    });
    expect(JSON.parse(svc.seen[0]!.body!)).toEqual({
      username: 'svc',
      password: 'svc-password',
      client_id: 'desk',
    });
    now = (3600 - 59) * 1000;
    await client.get('/workspaces/3/mentions', {}, { id: '1', name: 'x' });
    expect(svc.seen.at(-1)?.auth).toBe('Bearer tok-2');
    expect(client.calls()).toBe(5);
  });

  it('waits out a 429 as its Retry-After says, then answers', async () => {
    const waits: number[] = [];
    const svc = fakeService([{ status: 429, headers: { 'retry-after': '7' } }]);
    const client = proxyServiceClient({
      upstream: 'https://api.example',
      account,
      fetch: svc.fetch,
      wait: async (ms) => void waits.push(ms),
    });
    expect(await client.get('/workspaces/3/narratives', {}, { id: '1', name: 'x' })).toEqual({ ok: true });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(7000);
  });

  it('names a refused read without the token, and wants all three settings or none', async () => {
    const svc = fakeService([{ status: 403 }]);
    const client = proxyServiceClient({ upstream: 'https://api.example', account, fetch: svc.fetch });
    const err = await client.get('/workspaces/9/mentions', {}, { id: '1', name: 'x' }).catch((e: Error) => e);
    expect(String(err)).toContain('GET /workspaces/9/mentions answered 403: slow down');
    expect(String(err)).not.toContain('tok-');
    expect(serviceAccountFromEnv({})).toBeNull();
    expect(() => serviceAccountFromEnv({ SERVICE_USERNAME: 'svc' })).toThrow(/together/);
    const noAccount = proxyServiceClient({
      upstream: 'https://api.example',
      account: null,
      fetch: svc.fetch,
    });
    await expect(noAccount.get('/x', {}, { id: '1', name: 'x' })).rejects.toThrow(/SERVICE_USERNAME/);
  });
});
