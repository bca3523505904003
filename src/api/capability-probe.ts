import { z } from 'zod/mini';
import {
  ASSUMED_CAPABILITIES,
  OPTIONAL_ENDPOINTS,
  type Capabilities,
  type OptionalEndpoint,
} from './capabilities';
import { ApiError, apiRequest, isApiError } from './client';
// Not re-exported by ./schemas: only the probe (loaded on demand) and the server need it.
import { ServerInfoSchema } from './schemas/server-info';

/**
 * The probes behind capabilities.ts and the words for what a service lacks, loaded on demand (a
 * tab that already knows the answer of its session never loads them): GET /about, then one cheap
 * request per undocumented endpoint.
 */

type Probe = { method: 'GET' | 'POST'; path: string; query?: Record<string, unknown>; body?: unknown };

/**
 * Endpoints the public reference does not document, each with a cheap probe that changes
 * nothing: a GET of one small page, or a POST of an empty body that a present endpoint rejects
 * with 400 (every write needs its required members).
 */
const PROBES = {
  folders: { method: 'GET', path: '/folders' },
  folderWrites: { method: 'POST', path: '/folders', body: {} },
  workspaceWrites: { method: 'POST', path: '/workspaces', body: {} },
  locations: { method: 'GET', path: '/locations', query: { level: 'region', limit: 1 } },
  channels: { method: 'GET', path: '/channels' },
  customChannels: { method: 'GET', path: '/customChannels' },
  customEnrichments: { method: 'GET', path: '/customEnrichments' },
  customEnrichmentWrites: { method: 'POST', path: '/customEnrichments', body: {} },
} as const satisfies Record<OptionalEndpoint, Probe>;

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
  const answers = await Promise.all(OPTIONAL_ENDPOINTS.map((n) => probe(PROBES[n], signal)));
  const endpoints = Object.fromEntries(
    OPTIONAL_ENDPOINTS.map((n, i) => [n, answers[i]]),
  ) as Capabilities['endpoints'];
  return {
    isReference: false,
    endpoints,
    locationGroupBy: endpoints.locations && (await probeLocationGroupBy(signal)),
  };
}

const STORAGE_PREFIX = 'narrative-desk.capabilities.';

/** This tab's earlier answer for the session (a reload does not probe again). */
function stored(key: string): Capabilities | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_PREFIX + key);
    const caps = raw ? (JSON.parse(raw) as Capabilities) : undefined;
    return caps &&
      typeof caps.isReference === 'boolean' &&
      typeof caps.locationGroupBy === 'boolean' &&
      OPTIONAL_ENDPOINTS.every((n) => typeof caps.endpoints?.[n] === 'boolean')
      ? caps
      : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, caps: Capabilities): Capabilities {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_PREFIX + key, JSON.stringify(caps));
  } catch {
    // Storage full or blocked: the in-memory answer still holds for this page.
  }
  return caps;
}

/** The answer for a base URL + session: kept by this tab earlier, else probed now (and kept). */
export async function storedOrProbed(key: string, signal?: AbortSignal): Promise<Capabilities> {
  return stored(key) ?? store(key, await probeCapabilities(signal));
}

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

/** The error of a request to an endpoint the service lacks (a page shows its message). */
export const missingEndpointError = (name: OptionalEndpoint): ApiError =>
  new ApiError(404, 'not_available', `This service does not offer ${ENDPOINT_LABELS[name]}.`);
