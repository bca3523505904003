// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { normaliseBaseUrl, safeRedirect } from './session-actions';
import { clearSession, getBaseUrl, getSession, saveSession, subscribeSession } from './session-store';
import { WARN_BEFORE_MS, warningDelay } from './session-expiry-warning';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearSession();
});

describe('session store', () => {
  it('keeps the token in sessionStorage unless remembered', () => {
    saveSession({ token: 't1', baseUrl: '/api', remember: false });
    expect(sessionStorage.getItem('narrative-desk.session')).toContain('t1');
    expect(localStorage.getItem('narrative-desk.session')).toBeNull();
    saveSession({ token: 't2', baseUrl: 'https://api.example.com', remember: true });
    expect(sessionStorage.getItem('narrative-desk.session')).toBeNull();
    expect(getSession()).toEqual({ token: 't2', baseUrl: 'https://api.example.com', remember: true });
  });
  it('clears both storages, notifies listeners and remembers the base URL for the form', () => {
    let calls = 0;
    const stop = subscribeSession(() => calls++);
    saveSession({ token: 't', baseUrl: 'https://api.example.com', remember: true });
    const afterSave = calls;
    expect(afterSave).toBeGreaterThan(0);
    clearSession();
    stop();
    expect(calls).toBeGreaterThan(afterSave);
    expect(localStorage.getItem('narrative-desk.session')).toBeNull();
    expect(getSession()).toBeNull();
    expect(getBaseUrl()).toBe('https://api.example.com');
  });
});

describe('session helpers', () => {
  it('follows only same-origin paths after sign-in', () => {
    expect(safeRedirect('/workspaces?q=x&tz=utc')).toBe('/workspaces?q=x&tz=utc');
    expect(safeRedirect('https://evil.example')).toBe('/pulse');
    expect(safeRedirect('//evil.example')).toBe('/pulse');
    expect(safeRedirect('/sign-in?redirect=x')).toBe('/pulse');
    expect(safeRedirect(undefined)).toBe('/pulse');
  });
  it('normalises the base URL', () => {
    expect(normaliseBaseUrl(' https://api.example.com/ ')).toBe('https://api.example.com');
    expect(normaliseBaseUrl('')).toBe('/api');
  });
  it('warns five minutes before expiry, at once when closer, never after', () => {
    const now = 1_000_000;
    expect(warningDelay(now + WARN_BEFORE_MS + 60_000, now)).toBe(60_000);
    expect(warningDelay(now + 60_000, now)).toBe(0);
    expect(warningDelay(now - 1, now)).toBeNull();
    expect(warningDelay(null, now)).toBeNull();
  });
});
