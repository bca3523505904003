import { currentCapabilities, notifyCapabilities, sessionKey, type Capabilities } from './capabilities';

/**
 * A service may accept a filter and silently ignore it, leaving a wrong list with no warning.
 * On any service but the reference server, every filter kind is checked after it changes (the
 * count with it against the count without it, filter-check.ts) until the service has shown it
 * applies that kind; a pill whose count did not change is flagged "ignored". The filters the
 * public reference does not document (`domains`, `authors`, `locations.*`) are also marked
 * "unverified" until then; documented ones show nothing unless found ignored.
 */
export type FilterStatus = 'applied' | 'unverified' | 'ignored';

export const isUndocumentedFilter = (key: string): boolean =>
  key === 'domains' || key === 'authors' || key.startsWith('locations.');

/** Per base URL + session and filter key; "applied" is final, "ignored" may still turn applied. */
const checked = new Map<string, FilterStatus>();

export function filterStatus(key: string, caps: Capabilities = currentCapabilities()): FilterStatus {
  if (caps.isReference) return 'applied';
  return checked.get(`${sessionKey()}|${key}`) ?? (isUndocumentedFilter(key) ? 'unverified' : 'applied');
}

/** Whether a filter of this kind is still worth checking: not on the reference server, not shown applied. */
export const needsFilterCheck = (key: string, caps: Capabilities = currentCapabilities()): boolean =>
  !caps.isReference && checked.get(`${sessionKey()}|${key}`) !== 'applied';

export function recordFilterStatus(key: string, status: FilterStatus): void {
  const k = `${sessionKey()}|${key}`;
  if (status === 'unverified' || checked.get(k) === 'applied') return;
  checked.set(k, status);
  notifyCapabilities();
}
