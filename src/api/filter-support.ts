import { currentCapabilities, notifyCapabilities, sessionKey, type Capabilities } from './capabilities';

/**
 * Filters the public reference does not document (`domains`, `authors`, `locations.*`): a
 * service may accept and silently ignore them, leaving a wrong list with no warning. Until the
 * service has shown it applies one (the count changes when it is added) its pills say so
 * (checked by filter-check.ts).
 */
export type FilterStatus = 'applied' | 'unverified' | 'ignored';

export const mayBeIgnored = (key: string): boolean =>
  key === 'domains' || key === 'authors' || key.startsWith('locations.');

/** Per base URL + session and filter key; "applied" is final, "ignored" may still turn applied. */
const checked = new Map<string, FilterStatus>();

export function filterStatus(key: string, caps: Capabilities = currentCapabilities()): FilterStatus {
  if (caps.isReference || !mayBeIgnored(key)) return 'applied';
  return checked.get(`${sessionKey()}|${key}`) ?? 'unverified';
}

export function recordFilterStatus(key: string, status: FilterStatus): void {
  const k = `${sessionKey()}|${key}`;
  if (status === 'unverified' || checked.get(k) === 'applied') return;
  checked.set(k, status);
  notifyCapabilities();
}
