import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Caller } from './auth';
import type { Db } from './db/open';
import type { DeskStore } from './desk/db/open';
import { unfinishedWorkspaces } from './db/repositories/workspaces';
import { authenticate } from './http/authenticate';
import { registerCompression } from './http/compression';
import { registerApiLatency } from './http/latency';
import { errorBody } from './http/errors';
import {
  apiFallback,
  clientErrorHandler,
  frameworkErrors,
  installErrorHandler,
  MAX_HEADER_BYTES,
  refuseConnect,
} from './http/error-handling';
import { registerHealth } from './http/health';
import { acceptEmptyJsonBodies } from './http/json-body';
import { SPEC_LIMITS, type Limits } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './http/sign-in-throttle';
import { processNextQueuedWrite, runWorkspacePipeline, startWorkspacePipeline } from './pipeline/jobs';
import { BackgroundWorker } from './pipeline/worker';
import type { LogStats } from './log-sink';
import { DEFAULT_PASSWORD_LANE, PasswordLane, type PasswordLaneOptions } from './password-lane';
import { createReads, type ReadRunner, type ReadsConfig } from './reads';
import { apiRoutes } from './routes';

export type { Limits } from './http/rate-limit';
export { SPEC_LIMITS } from './http/rate-limit';

/** HTTP timeouts (ms). A request that is not fully received in time gets a 408 and is closed. */
export interface Timeouts {
  /** All request headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** A socket with no traffic at all (longer than any read's budget). */
  idleMs: number;
  /** How long a kept-alive socket waits for its next request. */
  keepAliveMs: number;
  /** How often Node checks the header and request timeouts. */
  checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  idleMs: 75_000,
  // Longer than clients keep idle sockets for reuse (browsers, Node agents: up to 60 s): a socket
  // the server closes just as a client reuses it fails that request with ECONNRESET.
  keepAliveMs: 65_000,
  checkEveryMs: 2_000,
};

export interface AppOptions {
  db: Db;
  /** Injectable clock (epoch ms) for tokens, rate limits and queued work. */
  now?: () => number;
  limits?: Partial<Limits>;
  signInLimits?: Partial<SignInLimits>;
  reads?: ReadsConfig;
  timeouts?: Partial<Timeouts>;
  /** Directory of the built dashboard, served at `/` with SPA fallback. */
  staticDir?: string;
  /** When set, `/api/*` is proxied to this origin instead of served from the database. */
  upstream?: string;
  /** Delay added to every `/api` call, to measure the dashboard over a slow network (ms). */
  apiLatencyMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** The log sink's counters, reported by GET /health. */
  logStats?: LogStats;
  /** Password hashing threads and queue (server/password-lane.ts). */
  passwordLane?: Partial<PasswordLaneOptions>;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For says who the client is (Fastify's
   * `trustProxy`: addresses or CIDRs). Off by default: the socket's address is the client, so a
   * forged header can neither dodge nor redirect the sign-in throttle.
   */
  trustProxy?: string[];
  /** The desk's store (server/desk): when given, the desk's API is served at /desk/v1. */
  desk?: DeskStore;
  /** The watch (alerts, schedules, deliveries) on the desk's store: server/watch/setup.ts. */
  watch?: import('./watch/setup').WatchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    now: () => number;
    limits: Limits;
    /** Reads that may be slow, off the event loop (server/reads). */
    reads: ReadRunner;
    signInThrottle: SignInThrottle;
    /** Password hashing, on threads of its own (server/password-lane.ts). */
    passwords: PasswordLane;
    /** Background work: workspace re-matching + narratives, queued writes. */
    worker: BackgroundWorker;
    /** Schedules re-matching and narrative detection of a created or changed workspace. */
    scheduleWorkspacePipeline: (workspaceId: number) => void;
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a bearer token (POST /access/token). */
    public?: boolean;
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const t = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger ?? false,
    // Query strings are parsed by the routes with the contract schemas (key[]=v and key=v).
    routerOptions: { querystringParser: () => ({}) },
    bodyLimit: 2 * 1024 * 1024,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: t.headersMs,
      connectionsCheckingInterval: t.checkEveryMs,
    },
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: opts.trustProxy?.length ? opts.trustProxy : false,
  });
  refuseConnect(app.server);
  app.decorate('db', opts.db);
  app.decorate('now', opts.now ?? (() => Date.now()));
  app.decorate('limits', { ...SPEC_LIMITS, ...opts.limits });
  app.decorate('signInThrottle', new SignInThrottle({ ...DEFAULT_SIGN_IN_LIMITS, ...opts.signInLimits }));
  const passwords = new PasswordLane({ ...DEFAULT_PASSWORD_LANE, ...opts.passwordLane });
  app.decorate('passwords', passwords);
  app.decorateRequest('caller', null as unknown as Caller);
  const reads = createReads(opts.db, opts.reads);
  app.decorate('reads', reads);
  const worker = new BackgroundWorker(
    opts.upstream
      ? {}
      : {
          processQueuedWrite: () => processNextQueuedWrite(opts.db, app.now()),
          onError: (err) => app.log.error(err),
        },
  );
  app.decorate('worker', worker);
  app.decorate('scheduleWorkspacePipeline', (workspaceId: number) => {
    // Two steps, so that clients polling the workspace can see 'processing'.
    worker.enqueue(() => startWorkspacePipeline(opts.db, workspaceId));
    worker.enqueue(() => runWorkspacePipeline(opts.db, reads, workspaceId, app.now()));
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await reads.close();
    await passwords.close();
  });

  installErrorHandler(app);
  await registerCompression(app);
  registerApiLatency(app, opts.apiLatencyMs ?? 0);
  const pagePolicy = registerSecurityHeaders(app, { upstream: opts.upstream });
  registerHealth(app, { log: opts.logStats });

  if (opts.upstream) {
    const { registerProxy } = await import('./proxy');
    await registerProxy(app, opts.upstream);
  } else {
    await app.register(
      async (api) => {
        api.addHook('onRequest', authenticate(opts.db, app.now));
        acceptEmptyJsonBodies(api);
        apiFallback(api);
        for (const routes of apiRoutes) await api.register(routes);
        // Finish what an earlier process left half done (a crash between create and detection).
        for (const id of unfinishedWorkspaces(opts.db)) app.scheduleWorkspacePipeline(id);
        worker.kick();
      },
      { prefix: '/api' },
    );
  }

  if (opts.desk) {
    const { registerDesk, deskIdentity } = await import('./desk');
    const identify = await deskIdentity({ db: opts.db, upstream: opts.upstream, now: app.now });
    const { registerWatch } = await import('./watch/setup');
    registerWatch(app, { db: opts.db, desk: opts.desk, upstream: opts.upstream, watch: opts.watch ?? {} });
    await registerDesk(app, { store: opts.desk, mode: opts.upstream ? 'proxy' : 'reference', identify });
  }

  const { registerStatic } = await import('./static');
  const shell = opts.staticDir ? await registerStatic(app, opts.staticDir, pagePolicy) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (shell?.serves(req)) return shell.send(reply);
    return reply.code(404).send(errorBody(404, 'not_found', 'not found'));
  });
  return app;
}
