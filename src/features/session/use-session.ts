import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type StoredSession } from './session-store';

/** The stored session, re-rendering when it changes (sign-in, sign-out, another tab). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
