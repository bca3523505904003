import { z } from 'zod/mini';
import {
  ASSUMED_CAPABILITIES,
  OPTIONAL_ENDPOINTS,
  type Capabilities,
  type OptionalEndpoint,
} from './capabilities';
import { ApiError, apiRequest, getClientConfig, isApiError } from './client';
import { sendPaced } from './paced-send';
import { refusesToken, sessionEnded, sessionEndedError } from './session-check';
// Not re-exported by ./schemas: only the probe (loaded on demand) and the server need it.
import { ServerInfoSchema } from './schemas/server-info';
import { storedFamily, storedValue } from '@/lib/stored-value';

/**
 * The probes behind capabilities.ts and the words for what a service lacks, loaded on demand (a
 * tab that already knows the answer of its session never loads them): GET /about, then one cheap
 * read per undocumented endpoint. Never a write: a service that accepted an empty body would
 * get a junk folder or workspace per sign-in. Write endpoints are assumed present unless an
 * OPTIONS answer's `Allow` leaves the write out, and are learnt on first use (capabilities.ts).
 */

/** The only methods a probe sends (capabilities.test.ts holds every probe to this). */
export const PROBE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

type ReadProbe = { path: string; query?: Record<string, unknown> };
type WriteProbe = { read: OptionalEndpoint | null; allowOf: string };

/** Undocumented lists, each probed with a GET of one small page. */
const READS = {
  folders: { path: '/folders' },
  locations: { path: '/locations', query: { level: 'region', limit: 1 } },
  channels: { path: '/channels' },
  customChannels: { path: '/customChannels' },
  customEnrichments: { path: '/customEnrichments' },
} as const satisfies Partial<Record<OptionalEndpoint, ReadProbe>>;

/** Undocumented writes: present unless their list is missing or OPTIONS says POST is not allowed. */
const WRITES = {
  folderWrites: { read: 'folders', allowOf: '/folders' },
  workspaceWrites: { read: null, allowOf: '/workspaces' },
  customEnrichmentWrites: { read: 'customEnrichments', allowOf: '/customEnrichments' },
} as const satisfies Partial<Record<OptionalEndpoint, WriteProbe>>;

type ReadName = keyof typeof READS;
type WriteName = keyof typeof WRITES;

/**
 * An answer meaning "no such endpoint here": 404, 405, 501, and 403 (API gateways answer an
 * unknown route with 403 "Missing Authentication Token"; a route this account may not use is
 * just as unavailable). 401 means the session is over; other 4xx mean the endpoint exists.
 */
export function isMissingEndpoint(error: unknown): boolean {
  return isApiError(error) && [403, 404, 405, 501].includes(error.status);
}

/** What a probe learnt: present, missing, or nothing (a 429, 5xx or network failure decides nothing). */
type Finding = boolean | undefined;

/** A GET of one small page; a gateway's 403 is kept in `refusals` (an expired token answers so too). */
async function probeRead(
  { path, query }: ReadProbe,
  refusals: unknown[],
  signal?: AbortSignal,
): Promise<Finding> {
  try {
    await apiRequest(z.unknown(), path, { query, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (refusesToken(error)) refusals.push(error);
    return findingOf(error);
  }
}

/**
 * Whether a failed probe's answer tells anything: a 4xx other than 429 came from the endpoint
 * (or says it is missing), as did an answer that is not JSON; a 429, 5xx or network failure
 * tells nothing (undefined).
 */
function decides(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.code === 'invalid_response') return true;
  return error.status >= 400 && error.status < 500 && error.status !== 429;
}

function findingOf(error: unknown): Finding {
  return decides(error) ? !isMissingEndpoint(error) : undefined;
}

/** The methods an OPTIONS answer's `Allow` names, or undefined when it names none (most services). */
export async function allowedMethods(path: string, signal?: AbortSignal): Promise<string[] | undefined> {
  const { baseUrl, getToken } = getClientConfig();
  const token = getToken();
  try {
    const res = await sendPaced(`${baseUrl}${path}`, {
      method: 'OPTIONS',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
    await res.body?.cancel().catch(() => undefined);
    const allow = res.ok ? res.headers.get('Allow') : null;
    return allow ? allow.split(',').map((m) => m.trim().toUpperCase()) : undefined;
  } catch {
    return undefined;
  }
}

/** true, false, or undefined when a 429 or 5xx kept /about from answering. */
async function isReferenceServer(signal?: AbortSignal): Promise<Finding> {
  try {
    // With the token: a gateway in front of the real service may answer 401 to anonymous calls.
    await apiRequest(ServerInfoSchema, '/about', { signal });
    return true;
  } catch (error) {
    // Missing (the real service, or a proxy to it), or an answer of another shape.
    const undecided =
      isApiError(error) && (error.status === 429 || error.status >= 500 || error.code === 'network');
    return undecided ? undefined : false;
  }
}

/** One distribution by `locations.country` over the last day of the first workspace: a 2xx shows support. */
async function probeLocationGroupBy(signal?: AbortSignal): Promise<Finding> {
  try {
    const [first] = await apiRequest(z.array(z.looseObject({ id: z.number() })), '/workspaces', { signal });
    if (!first) return false;
    const to = Date.now();
    const query = { since: new Date(to - 86_400_000), to: new Date(to), group_by: 'locations.country' };
    await apiRequest(z.unknown(), `/workspaces/${first.id}/analytics/distribution`, { query, signal });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    return decides(error) ? false : undefined;
  }
}

export interface ProbeResult {
  caps: Capabilities;
  /** Every endpoint had an answer that decides it (no 429, 5xx or network failure). */
  settled: boolean;
}

/** Probes the service: one request to the reference server, reads (and OPTIONS) otherwise. */
export async function probeCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  return (await probeService(signal)).caps;
}

export async function probeService(signal?: AbortSignal): Promise<ProbeResult> {
  const reference = await isReferenceServer(signal);
  if (reference) {
    return {
      caps: { isReference: true, endpoints: ASSUMED_CAPABILITIES.endpoints, locationGroupBy: true },
      settled: true,
    };
  }
  const readNames = Object.keys(READS) as ReadName[];
  const refusals: unknown[] = [];
  const writeNames = Object.keys(WRITES) as WriteName[];
  const [reads, allows] = await Promise.all([
    Promise.all(readNames.map((n) => probeRead(READS[n], refusals, signal))),
    Promise.all(writeNames.map((n) => allowedMethods(WRITES[n].allowOf, signal))),
  ]);
  // Gateway 403s hide areas only while the token still works (GET /workspaces); else sign-in.
  if (refusals.length && (await sessionEnded(refusals[0]))) throw sessionEndedError();
  const found = Object.fromEntries(readNames.map((n, i) => [n, reads[i]])) as Record<ReadName, Finding>;
  const endpoints = { ...ASSUMED_CAPABILITIES.endpoints };
  for (const n of readNames) endpoints[n] = found[n] ?? true;
  writeNames.forEach((n, i) => {
    const { read } = WRITES[n];
    const listed = read === null || endpoints[read];
    endpoints[n] = listed && (allows[i]?.includes('POST') ?? true);
  });
  const locationGroupBy = endpoints.locations ? await probeLocationGroupBy(signal) : false;
  return {
    caps: { isReference: false, endpoints, locationGroupBy: locationGroupBy ?? false },
    settled:
      reference !== undefined &&
      locationGroupBy !== undefined &&
      readNames.every((n) => found[n] !== undefined),
  };
}

const isCapabilities = (caps: Partial<Capabilities> | null | undefined): caps is Capabilities =>
  !!caps &&
  typeof caps.isReference === 'boolean' &&
  typeof caps.locationGroupBy === 'boolean' &&
  OPTIONAL_ENDPOINTS.every((n) => typeof caps.endpoints?.[n] === 'boolean');

/** This tab's earlier answer per base URL + session (a reload does not probe again). */
const keptAnswers = storedFamily('narrative-desk.capabilities.', (storeKey) =>
  storedValue<Capabilities | undefined>(
    storeKey,
    undefined,
    (raw) => (isCapabilities(raw as Partial<Capabilities>) ? (raw as Capabilities) : undefined),
    { area: 'session', what: 'what the service offers' },
  ),
);
const stored = (key: string): Capabilities | undefined => keptAnswers(key).get();

/** Keeps an answer learnt on use (capabilities.markMissing) for the tab's later pages. */
export const rememberCapabilities = (key: string, caps: Capabilities): void =>
  void (stored(key) && store(key, caps));

function store(key: string, caps: Capabilities): Capabilities {
  keptAnswers(key).set(caps);
  return caps;
}

/**
 * The answer for a base URL + session: kept by this tab earlier, else probed now, and kept when
 * every probe decided (an endpoint left undecided by a 429 or 5xx is assumed present, learnt on
 * first use, and probed again by the next page load).
 */
export async function storedOrProbed(key: string, signal?: AbortSignal): Promise<Capabilities> {
  const hit = stored(key);
  if (hit) return hit;
  const { caps, settled } = await probeService(signal);
  return settled ? store(key, caps) : caps;
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
