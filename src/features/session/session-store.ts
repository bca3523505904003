import { storedValue, type StoredValue } from '@/lib/stored-value';

/**
 * The signed-in session: token + API base URL, kept in sessionStorage by default or in
 * localStorage with "remember me". Never in a URL. Two stored values (lib/stored-value.ts), one
 * per storage, so the UI (expiry warning, guard) reacts when either changes in this tab or another.
 */
export type StoredSession = { token: string; baseUrl: string; remember: boolean };

const KEY = 'narrative-desk.session';
export const DEFAULT_BASE_URL = '/api';

type Kept = Omit<StoredSession, 'remember'>;
const parseKept = (raw: unknown): Kept | undefined => {
  const parsed = raw && typeof raw === 'object' ? (raw as Partial<Kept>) : undefined;
  if (typeof parsed?.token !== 'string' || !parsed.token) return undefined;
  const baseUrl = typeof parsed.baseUrl === 'string' && parsed.baseUrl ? parsed.baseUrl : DEFAULT_BASE_URL;
  return { token: parsed.token, baseUrl };
};
const kept = (area: 'local' | 'session'): StoredValue<Kept | null> =>
  storedValue<Kept | null>(KEY, null, parseKept, { area, what: 'your sign-in' });
const inTab = kept('session');
const remembered = kept('local');
/** The base URL used last time, so the sign-in form can prefill it even after sign-out. */
const lastBase = storedValue<string>(
  `${KEY}.base-url`,
  DEFAULT_BASE_URL,
  (raw) => (typeof raw === 'string' && raw ? raw : undefined),
  { what: 'the API address you used' },
);

/** One object per stored pair, so `useSyncExternalStore` sees a stable snapshot. */
let snapshot: { from: [Kept | null, Kept | null]; session: StoredSession | null } | undefined;
export function getSession(): StoredSession | null {
  const from: [Kept | null, Kept | null] = [inTab.get(), remembered.get()];
  if (snapshot?.from[0] !== from[0] || snapshot.from[1] !== from[1]) {
    const session = from[0]
      ? { ...from[0], remember: false }
      : from[1]
        ? { ...from[1], remember: true }
        : null;
    snapshot = { from, session };
  }
  return snapshot.session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function getBaseUrl(): string {
  return getSession()?.baseUrl ?? lastBaseUrl();
}

export const lastBaseUrl = (): string => lastBase.get();

export function saveSession(session: StoredSession): void {
  const [target, other] = session.remember ? [remembered, inTab] : [inTab, remembered];
  other.remove();
  target.set({ token: session.token, baseUrl: session.baseUrl });
  lastBase.set(session.baseUrl);
}

export function clearSession(): void {
  inTab.remove();
  remembered.remove();
}

export function subscribeSession(listener: () => void): () => void {
  const stops = [inTab.subscribe(listener), remembered.subscribe(listener)];
  return () => stops.forEach((stop) => stop());
}
