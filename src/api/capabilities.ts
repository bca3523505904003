import { getClientConfig, isApiError } from './client';
import { sessionEnded, sessionEndedError } from './session-check';
import { isDocumentedGroupBy } from './schemas';

/**
 * What the service behind the base URL can do. The real service documents fewer endpoints than
 * the spec (public-reference.md §11); the reference server names itself at GET /about. Probes run
 * once per base URL and session, before the signed-in areas render (the `_app` guard), so pages
 * and the API layer can read the answer synchronously.
 */

/** Endpoints the public reference does not document: each may be missing on the real service. */
export const OPTIONAL_ENDPOINTS = [
  'folders',
  'folderWrites',
  'workspaceWrites',
  'locations',
  'channels',
  'customChannels',
  'customEnrichments',
  'customEnrichmentWrites',
] as const;
export type OptionalEndpoint = (typeof OPTIONAL_ENDPOINTS)[number];

/** Parameters beyond the public reference: sent only to a service known to take them. */
export type Extension = 'timelineInterval' | 'distributionLimit';

export interface Capabilities {
  /** The reference server itself (GET /about), not the real service or a proxy to it. */
  isReference: boolean;
  endpoints: Record<OptionalEndpoint, boolean>;
  /** `group_by=locations.<level>` answered (spec.md lists it; probed where GET /locations exists). */
  locationGroupBy: boolean;
}

/** Assumed until the probes answer: every endpoint present, only documented parameters sent. */
export const ASSUMED_CAPABILITIES: Capabilities = {
  isReference: false,
  endpoints: Object.fromEntries(OPTIONAL_ENDPOINTS.map((n) => [n, true])) as Capabilities['endpoints'],
  locationGroupBy: false,
};

/** The base URL and session the client talks to now: capabilities are cached under it. */
export function sessionKey(): string {
  const { baseUrl, getToken } = getClientConfig();
  // The token's tail (its signature) tells sessions apart without copying the token into keys.
  return `${baseUrl}#${(getToken() ?? '').slice(-16)}`;
}

const known = new Map<string, Capabilities>();
const pending = new Map<string, Promise<Capabilities>>();
/** The latest check's probe module: its first request is sent in the first reaction to it. */
let probing: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();
/** Loads (once per base URL + session) and caches the capabilities of the current service. */
export function loadCapabilities(): Promise<Capabilities> {
  const key = sessionKey();
  const hit = known.get(key);
  if (hit) return Promise.resolve(hit);
  let run = pending.get(key);
  if (!run) {
    // Loaded on demand (kept out of every page's first load): this tab's stored answer, or probes.
    const probe = import('./capability-probe');
    probing = probe;
    run = probe
      .then(({ storedOrProbed }) => storedOrProbed(key))
      .then((caps) => {
        known.set(key, caps);
        notifyCapabilities();
        return caps;
      })
      .finally(() => pending.delete(key));
    pending.set(key, run);
  }
  return run;
}

/**
 * Runs `then` once the capability check has sent its first request (soon when none is running),
 * so that downloads it starts do not queue ahead of that request on the browser's few
 * connections to the server. Promise reactions run in order: the probe, registered first, has
 * sent its request (synchronously) by the time `then` runs.
 */
export const afterCapabilityRequest = (then: () => void): void => void probing.then(then, then);

/** The capabilities of the current session if probed, else the assumed ones. */
export const currentCapabilities = (): Capabilities => known.get(sessionKey()) ?? ASSUMED_CAPABILITIES;
export const capabilitiesKnown = (): boolean => known.has(sessionKey());

let version = 0;
/** Changes with every answer or recorded filter check (a snapshot for useSyncExternalStore). */
export const capabilitiesVersion = () => version;

export function notifyCapabilities(): void {
  version++;
  listeners.forEach((l) => l());
}

export function subscribeCapabilities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const hasEndpoint = (name: OptionalEndpoint, caps = currentCapabilities()): boolean =>
  caps.endpoints[name];

/**
 * Whether a `group_by` may be sent: the documented ones always; `locations.<level>` (listed by
 * spec.md) where a probe showed the service takes it; our other extensions only to the
 * reference server.
 */
export function supportsGroupBy(groupBy: string, caps = currentCapabilities()): boolean {
  if (caps.isReference || isDocumentedGroupBy(groupBy)) return true;
  return groupBy.startsWith('locations.') && caps.locationGroupBy;
}

export const supportsExtension = (_name: Extension, caps = currentCapabilities()): boolean =>
  caps.isReference;

/**
 * An answer on use that shows the endpoint is not there: 405 or 501; a 404 or 403 without the
 * documented error body (a gateway's "no such route" or "Missing Authentication Token"; the
 * service's own 404 names a missing item, its own 403 a refused one). Never a 429 or 5xx.
 */
export const showsEndpointMissing = (error: unknown): boolean =>
  isApiError(error) &&
  (error.status === 405 || error.status === 501 || ([403, 404].includes(error.status) && !error.documented));

/** Learnt on use: the endpoint is missing for the rest of this session; its controls hide. */
export function markMissing(name: OptionalEndpoint): void {
  const key = sessionKey();
  const caps = known.get(key) ?? ASSUMED_CAPABILITIES;
  if (!caps.endpoints[name]) return;
  known.set(key, { ...caps, endpoints: { ...caps.endpoints, [name]: false } });
  void import('./capability-probe').then(({ rememberCapabilities }) =>
    rememberCapabilities(key, known.get(key)!),
  );
  notifyCapabilities();
}

const missing = (name: OptionalEndpoint) =>
  import('./capability-probe').then(({ missingEndpointError }) => Promise.reject(missingEndpointError(name)));

/**
 * Runs a request to an optional endpoint, or fails (nothing sent) with a 404 `not_available`
 * ApiError saying what the service lacks (capability-probe.ts) when it does not offer it. Writes
 * are never probed: they are assumed present, and the first answer showing one missing marks it
 * (the control hides) and fails with those same words, on the spot.
 */
export function whenOffered<T>(name: OptionalEndpoint, run: () => Promise<T>): Promise<T> {
  if (!hasEndpoint(name)) return missing(name);
  return run().catch(async (error: unknown) => {
    if (!showsEndpointMissing(error)) throw error;
    // A gateway's 403 may also mean an expired token: that ends the session, it hides nothing.
    if (await sessionEnded(error)) throw sessionEndedError();
    markMissing(name);
    return missing(name);
  });
}
