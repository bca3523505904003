import { fetchDistribution } from './analytics';
import { currentCapabilities, sessionKey, type Capabilities } from './capabilities';
import type { MentionFilterKey } from './schemas';

/**
 * Filters the public reference does not document (`domains`, `authors`, `locations.*`): a
 * service may accept and silently ignore them, leaving a wrong list with no warning. Until the
 * service has shown it applies one (the count changes when it is added) its pills say so.
 */
export type FilterStatus = 'applied' | 'unverified' | 'ignored';

export const mayBeIgnored = (key: string): boolean =>
  key === 'domains' || key === 'authors' || key.startsWith('locations.');

/** Per session: keys shown applied, and key+value pairs whose count did not change. */
const applied = new Set<string>();
const ignored = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const scoped = (key: string) => `${sessionKey()}|${key}`;

export function filterStatus(key: string, caps: Capabilities = currentCapabilities()): FilterStatus {
  if (caps.isReference || !mayBeIgnored(key)) return 'applied';
  if (applied.has(scoped(key))) return 'applied';
  const prefix = `${scoped(key)}=`;
  for (const k of ignored) if (k.startsWith(prefix)) return 'ignored';
  return 'unverified';
}

/** Changes whenever a check records something (for useSyncExternalStore). */
export const filterSupportVersion = () => version;

export function subscribeFilterSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function record(key: string, value: string | number, status: FilterStatus): void {
  if (status === 'applied') applied.add(scoped(key));
  else if (status === 'ignored') ignored.add(`${scoped(key)}=${value}`);
  else return;
  version++;
  listeners.forEach((l) => l());
}

/**
 * Checks once whether the service applies `key`: the window's count with and without
 * `key[]=value`. A different count shows it applied; the same non-zero count means it was
 * probably ignored (or matches everything); no mentions at all proves nothing.
 */
export async function checkFilter(
  workspaceId: number,
  key: MentionFilterKey,
  value: string | number,
  window: { since: string; to: string },
  signal?: AbortSignal,
): Promise<FilterStatus> {
  const query = { ...window, group_by: 'channels' as const };
  const [without, withFilter] = await Promise.all([
    fetchDistribution(workspaceId, query, signal),
    fetchDistribution(workspaceId, { ...query, [key]: [value] }, signal),
  ]);
  const status: FilterStatus =
    withFilter.totalCount !== without.totalCount
      ? 'applied'
      : without.totalCount > 0
        ? 'ignored'
        : 'unverified';
  record(key, value, status);
  return status;
}
