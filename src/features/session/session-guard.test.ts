// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOf, jsonResponse, stubFetch } from '@/api/fixtures/http';
import { connectClientToSession } from './session-actions';
import { startCapabilityCheck } from './session-guard';
import { clearSession, saveSession } from './session-store';

/** An unsigned JWT expiring at `exp` (seconds): the dashboard only reads its claims. */
const tokenExpiringAt = (exp: number) =>
  ['{"alg":"none"}', JSON.stringify({ sub: 'demo', exp })].map((part) => btoa(part)).join('.') + '.sig';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const settle = () => new Promise((r) => setTimeout(r, 0));

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  connectClientToSession();
  fetchStub = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('startCapabilityCheck', () => {
  it('with a live session, asks for the capabilities and runs the callback once that request is out', async () => {
    let answerAbout!: (r: Response) => void;
    fetchStub.mockImplementation(() => new Promise<Response>((r) => (answerAbout = r)));
    // A token of its own: capabilities are cached per session.
    saveSession({ token: tokenExpiringAt(inAnHour()), baseUrl: '/api', remember: false });
    const requestsSent: number[] = [];
    await new Promise<void>((done) =>
      startCapabilityCheck(() => {
        requestsSent.push(fetchStub.mock.calls.length);
        done();
      }),
    );
    expect(requestsSent).toEqual([1]);
    expect(callOf(fetchStub).path).toBe('/api/about');
    answerAbout(jsonResponse({ service: 'narrative-desk-reference', extensions: [] }));
  });

  it('without a session, or with an expired one, leaves everything to the guard', async () => {
    const whileChecking = vi.fn();
    startCapabilityCheck(whileChecking);
    saveSession({ token: tokenExpiringAt(1_000_000_000), baseUrl: '/api', remember: false });
    startCapabilityCheck(whileChecking);
    await settle();
    expect(whileChecking).not.toHaveBeenCalled();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
