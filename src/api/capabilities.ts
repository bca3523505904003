import { z } from 'zod';
import { ApiError, apiRequest, getClientConfig, isApiError } from './client';
import { isDocumentedGroupBy, ServerInfoSchema } from './schemas';

/**
 * What the service behind the base URL can do. The real service documents fewer endpoints than
 * the spec (public-reference.md §11); the reference server names itself at GET /about. Probes run
 * once per base URL and session, before the signed-in areas render (the `_app` guard), so pages
 * and the API layer can read the answer synchronously.
 */

type Probe = { method: 'GET' | 'POST'; path: string; query?: Record<string, unknown>; body?: unknown };

/**
 * Endpoints the public reference does not document, each with a cheap probe that changes
 * nothing: a GET of one small page, or a POST of an empty body that a present endpoint rejects
 * with 400 (every write needs its required members).
 */
export const OPTIONAL_ENDPOINTS = {
  folders: { method: 'GET', path: '/folders' },
  folderWrites: { method: 'POST', path: '/folders', body: {} },
  workspaceWrites: { method: 'POST', path: '/workspaces', body: {} },
  locations: { method: 'GET', path: '/locations', query: { level: 'region', limit: 1 } },
  channels: { method: 'GET', path: '/channels' },
  customChannels: { method: 'GET', path: '/customChannels' },
  customEnrichments: { method: 'GET', path: '/customEnrichments' },
  customEnrichmentWrites: { method: 'POST', path: '/customEnrichments', body: {} },
} as const satisfies Record<string, Probe>;
export type OptionalEndpoint = keyof typeof OPTIONAL_ENDPOINTS;
const ENDPOINT_NAMES = Object.keys(OPTIONAL_ENDPOINTS) as OptionalEndpoint[];

/** What each optional endpoint is, for "this service does not offer …" messages. */
export const ENDPOINT_LABELS: Record<OptionalEndpoint, string> = {
  folders: 'a folder list (GET /folders)',
  folderWrites: 'folder management (POST/PUT/DELETE /folders)',
  workspaceWrites: 'workspace management (POST/PUT/DELETE /workspaces)',
  locations: 'the location taxonomy (GET /locations)',
  channels: 'a channel list (GET /channels)',
  customChannels: 'a custom-channel list (GET /customChannels)',
  customEnrichments: 'a custom-enrichment list (GET /customEnrichments)',
  customEnrichmentWrites: 'custom-enrichment management (POST/PUT/DELETE /customEnrichments)',
};

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
  endpoints: Object.fromEntries(ENDPOINT_NAMES.map((n) => [n, true])) as Capabilities['endpoints'],
  locationGroupBy: false,
};

/**
 * An answer meaning "no such endpoint here": 404, 405, 501, and 403 (API gateways answer an
 * unknown route with 403 "Missing Authentication Token"; a route this account may not use is
 * just as unavailable). 401 means the session is over; other 4xx mean the endpoint exists.
 */
export function isMissingEndpoint(error: unknown): boolean {
  return isApiError(error) && [403, 404, 405, 501].includes(error.status);
}

async function probe({ method, path, query, body }: Probe, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(z.unknown(), path, { method, query, body, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    // A network failure or a 5xx says nothing about the endpoint: keep it (the page says why).
    return !isMissingEndpoint(error);
  }
}

async function isReferenceServer(signal?: AbortSignal): Promise<boolean> {
  try {
    // With the token: a gateway in front of the real service may answer 401 to anonymous calls.
    await apiRequest(ServerInfoSchema, '/about', { signal });
    return true;
  } catch {
    // Missing (the real service, or a proxy to it), or an answer of another shape.
    return false;
  }
}

/** One distribution by `locations.country` over the last day of the first workspace: a 2xx shows support. */
async function probeLocationGroupBy(signal?: AbortSignal): Promise<boolean> {
  try {
    const [first] = await apiRequest(z.array(z.looseObject({ id: z.number() })), '/workspaces', { signal });
    if (!first) return false;
    const to = Date.now();
    const query = { since: new Date(to - 86_400_000), to: new Date(to), group_by: 'locations.country' };
    await apiRequest(z.unknown(), `/workspaces/${first.id}/analytics/distribution`, { query, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    return false;
  }
}

/** Probes the service: one request to the reference server, one per optional endpoint otherwise. */
export async function probeCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  if (await isReferenceServer(signal)) {
    return { isReference: true, endpoints: ASSUMED_CAPABILITIES.endpoints, locationGroupBy: true };
  }
  const answers = await Promise.all(ENDPOINT_NAMES.map((n) => probe(OPTIONAL_ENDPOINTS[n], signal)));
  const endpoints = Object.fromEntries(
    ENDPOINT_NAMES.map((n, i) => [n, answers[i]]),
  ) as Capabilities['endpoints'];
  return {
    isReference: false,
    endpoints,
    locationGroupBy: endpoints.locations && (await probeLocationGroupBy(signal)),
  };
}

/** FNV-1a: tells sessions apart in a cache key without keeping the token itself there. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The base URL and session the client talks to now: capabilities are cached under it. */
export function sessionKey(): string {
  const { baseUrl, getToken } = getClientConfig();
  return `${baseUrl}#${fingerprint(getToken() ?? '')}`;
}

const known = new Map<string, Capabilities>();
const pending = new Map<string, Promise<Capabilities>>();
const listeners = new Set<() => void>();
const STORAGE_PREFIX = 'narrative-desk.capabilities.';

/** This tab's earlier answer for the session (a reload does not probe again). */
function stored(key: string): Capabilities | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_PREFIX + key);
    const caps = raw ? (JSON.parse(raw) as Capabilities) : undefined;
    return caps &&
      typeof caps.isReference === 'boolean' &&
      typeof caps.locationGroupBy === 'boolean' &&
      ENDPOINT_NAMES.every((n) => typeof caps.endpoints?.[n] === 'boolean')
      ? caps
      : undefined;
  } catch {
    return undefined;
  }
}

function remember(key: string, caps: Capabilities): Capabilities {
  known.set(key, caps);
  try {
    globalThis.sessionStorage?.setItem(STORAGE_PREFIX + key, JSON.stringify(caps));
  } catch {
    // Storage full or blocked: the in-memory answer still holds for this page.
  }
  listeners.forEach((l) => l());
  return caps;
}

/** Loads (once per base URL + session) and caches the capabilities of the current service. */
export function loadCapabilities(): Promise<Capabilities> {
  const key = sessionKey();
  const hit = known.get(key) ?? stored(key);
  if (hit) return Promise.resolve(known.has(key) ? hit : remember(key, hit));
  let run = pending.get(key);
  if (!run) {
    run = probeCapabilities()
      .then((caps) => remember(key, caps))
      .finally(() => pending.delete(key));
    pending.set(key, run);
  }
  return run;
}

/** The capabilities of the current session if probed, else the assumed ones. */
export const currentCapabilities = (): Capabilities => known.get(sessionKey()) ?? ASSUMED_CAPABILITIES;
export const capabilitiesKnown = (): boolean => known.has(sessionKey());

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

/** Thrown by callers that need an endpoint the service lacks (a page explains it). */
export const missingEndpointError = (name: OptionalEndpoint): ApiError =>
  new ApiError(404, 'not_available', `This service does not offer ${ENDPOINT_LABELS[name]}.`);

/** Runs a request to an optional endpoint, or fails at once (nothing sent) when the service lacks it. */
export function whenOffered<T>(name: OptionalEndpoint, run: () => Promise<T>): Promise<T> {
  return hasEndpoint(name) ? run() : Promise.reject(missingEndpointError(name));
}
