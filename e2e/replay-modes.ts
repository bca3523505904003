import { DAY } from '../src/lib/time-units';
/**
 * The replay upstream's modes (e2e/replay-upstream.ts): how the stand-in for the real service
 * misbehaves for one session. A journey picks them by signing in as `<name>+<mode>+<mode>…`
 * (`analyst+busy`); the token it gets carries them, so journeys running at once on one replay
 * never see each other's modes. Each session keeps a log of what reached the service, read by
 * the journey at GET /__replay/log?user=<username> (and POST /__replay/expire?user=… ends its
 * tokens the way a gateway does).
 */
export const MODES = {
  /** Reads limited to READS_PER_SECOND per rolling second: 429 with Retry-After (seconds, or an HTTP date). */
  busy: 'busy',
  /** POST /folders, /workspaces, /customEnrichments accept any body, even `{}`, and create something. */
  lenient: 'lenient',
  /** The timeline leaves empty days out (the public example's shape; also the default). */
  sparse: 'sparse',
  /** The workspace's folder is `{}`. */
  folderEmpty: 'folder-empty',
  /** The narrative's title is null. */
  untitled: 'untitled',
  /** Every mention id is beyond 2^53. */
  bigIds: 'big-ids',
  /** Narrative detection reports `active`, a status nobody documented. */
  active: 'active',
  /** After POST /__replay/expire, every request gets a gateway's 403 without the documented body. */
  expiry: 'expiry',
  /** The narrative list answers after SLOW_MS (40 s unless REPLAY_SLOW_MS says otherwise). */
  slow: 'slow',
  /** GET /workspaces lists a second workspace (id 3, whose reads answer 404): two analysts whose lists differ. */
  twoWorkspaces: 'two-workspaces',
} as const;
export type Mode = (typeof MODES)[keyof typeof MODES];

export const READS_PER_SECOND = 4;
export const SLOW_MS = Number(process.env.REPLAY_SLOW_MS ?? 40_000);

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: number;
}

export interface Session {
  user: string;
  modes: ReadonlySet<string>;
  log: LoggedRequest[];
  expired: boolean;
  /** Start times of recent reads (the busy mode's rolling window). */
  reads: number[];
  refusals: number;
}

const sessions = new Map<string, Session>();

export function openSession(user: string): Session {
  const found = sessions.get(user);
  if (found) return found;
  const session: Session = {
    user,
    modes: new Set(user.split('+').slice(1)),
    log: [],
    expired: false,
    reads: [],
    refusals: 0,
  };
  sessions.set(user, session);
  return session;
}

export const sessionOf = (user: string): Session | undefined => sessions.get(user);

/**
 * In the busy mode, whether a read is refused now, and with which Retry-After: whole seconds
 * and HTTP dates in turn (both are what services send).
 */
export function refusal(session: Session, now = Date.now()): string | null {
  if (!session.modes.has(MODES.busy)) return null;
  session.reads = session.reads.filter((t) => t > now - 1000);
  if (session.reads.length < READS_PER_SECOND) {
    session.reads.push(now);
    return null;
  }
  session.refusals += 1;
  return session.refusals % 2 ? '1' : new Date(now + 2000).toUTCString();
}

/** Methods that change nothing: everything else counts as a write in the log. */
export const isWrite = (r: Pick<LoggedRequest, 'method' | 'path'>): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.path !== '/access/token';

/** The example bucket's shape on a few days of the window: some days missing, keys coming and going. */
export function sparseTimeline(window: { since: number; to: number }, groupBy: string | null) {
  const first = Math.floor(window.since / DAY) * DAY;
  const key = (k: string) => (groupBy === 'channels' ? k : 'string');
  const days: [number, [string, number][]][] = [
    [
      1,
      [
        ['twitter', 7],
        ['news', 5],
      ],
    ],
    [2, [['news', 3]]],
    [5, [['reddit', 4]]],
  ];
  const buckets = days
    .filter(([d]) => first + d * DAY <= window.to)
    .map(([d, groups]) => ({
      date: new Date(first + d * DAY).toISOString().replace('.000Z', 'Z'),
      count: groups.reduce((n, [, c]) => n + c, 0),
      ...(groupBy ? { groups: groups.map(([k, count]) => ({ key: key(k), count })) } : {}),
    }));
  return { totalCount: buckets.reduce((n, b) => n + b.count, 0), buckets };
}
