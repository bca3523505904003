/**
 * The signed-in session: token + API base URL, kept in sessionStorage by default or in
 * localStorage with "remember me". Never in a URL. Subscribable so the UI (expiry warning,
 * guard) reacts when it changes in this tab or another.
 */
export type StoredSession = { token: string; baseUrl: string; remember: boolean };

const KEY = 'narrative-desk.session';
export const DEFAULT_BASE_URL = '/api';

const listeners = new Set<() => void>();
let cached: StoredSession | null | undefined;

function read(storage: Storage): StoredSession | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.token !== 'string' || !parsed.token) return null;
    return {
      token: parsed.token,
      baseUrl: typeof parsed.baseUrl === 'string' && parsed.baseUrl ? parsed.baseUrl : DEFAULT_BASE_URL,
      remember: storage === localStorage,
    };
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  if (cached === undefined) cached = read(sessionStorage) ?? read(localStorage);
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function getBaseUrl(): string {
  return getSession()?.baseUrl ?? lastBaseUrl();
}

/** The base URL used last time, so the sign-in form can prefill it even after sign-out. */
export function lastBaseUrl(): string {
  return localStorage.getItem(`${KEY}.base-url`) ?? DEFAULT_BASE_URL;
}

export function saveSession(session: StoredSession): void {
  const target = session.remember ? localStorage : sessionStorage;
  const other = session.remember ? sessionStorage : localStorage;
  other.removeItem(KEY);
  target.setItem(KEY, JSON.stringify({ token: session.token, baseUrl: session.baseUrl }));
  localStorage.setItem(`${KEY}.base-url`, session.baseUrl);
  notify();
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
  localStorage.removeItem(KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

// Another tab signing in or out changes localStorage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) notify();
  });
}
