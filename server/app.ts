import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiHttpError, errorBody } from './http/errors';
import { signingSecret, verifyToken, type Caller } from './auth';
import type { Db } from './db/open';
import { apiRoutes } from './routes';
import { Worker } from './worker';
import { processNextQueuedWrite, runWorkspacePipeline, startWorkspacePipeline } from './jobs';
import { unfinishedWorkspaces } from './db/repositories/workspaces';

export interface Limits {
  /** PUT /mentions/customEnrichments successful requests per rolling window (spec: 50 / 60 s). */
  perMinute: number;
  windowMs: number;
  /** … and per UTC day (spec: 50,000). */
  perDay: number;
}

export const SPEC_LIMITS: Limits = { perMinute: 50, windowMs: 60_000, perDay: 50_000 };

export interface AppOptions {
  db: Db;
  /** Injectable clock (epoch ms) for tokens, rate limits and queued work. */
  now?: () => number;
  limits?: Partial<Limits>;
  /** Directory of the built dashboard, served at `/` with SPA fallback. */
  staticDir?: string;
  /** When set, `/api/*` is proxied to this origin instead of served from the database. */
  upstream?: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    now: () => number;
    limits: Limits;
    /** Background work: workspace re-matching + narratives, queued writes. */
    worker: Worker;
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
  const app = Fastify({
    logger: opts.logger ?? false,
    // Query strings are parsed by the routes with the contract schemas (key[]=v and key=v).
    routerOptions: { querystringParser: () => ({}) },
    bodyLimit: 2 * 1024 * 1024,
  });
  app.decorate('db', opts.db);
  app.decorate('now', opts.now ?? (() => Date.now()));
  app.decorate('limits', { ...SPEC_LIMITS, ...opts.limits });
  app.decorateRequest('caller', null as unknown as Caller);
  const worker = new Worker(
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
    worker.enqueue(() => runWorkspacePipeline(opts.db, workspaceId, app.now()));
  });
  app.addHook('onClose', async () => worker.stop());

  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof ApiHttpError) {
      return reply
        .code(err.status)
        .headers(err.headers)
        .send(errorBody(err.status, err.code, err.message, err.param));
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    const status = e.statusCode ?? 500;
    if (status === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody(413, 'payload_too_large', 'the request body is too large'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, …).
      return reply.code(status).send(errorBody(status, 'invalid_body', e.message ?? 'invalid request'));
    }
    app.log.error(err);
    return reply.code(500).send(errorBody(500, 'internal', 'internal error'));
  });

  if (opts.upstream) {
    const { registerProxy } = await import('./proxy');
    await registerProxy(app, opts.upstream);
  } else {
    const secret = signingSecret(opts.db);
    await app.register(
      async (api) => {
        api.addHook('onRequest', async (req) => {
          if (req.routeOptions.config.public) return;
          const header = req.headers.authorization ?? '';
          const match = /^Bearer\s+(\S+)$/i.exec(header);
          const verified = match?.[1] ? await verifyToken(secret, match[1], app.now()) : undefined;
          const user = verified
            ? (opts.db
                .prepare('SELECT id, username, team_id AS teamId FROM users WHERE id = ? AND team_id = ?')
                .get(verified.userId, verified.teamId) as
                { id: number; username: string; teamId: number } | undefined)
            : undefined;
          if (!user) {
            throw new ApiHttpError(401, 'unauthorized', 'a valid bearer token is required', undefined, {
              'WWW-Authenticate': 'Bearer',
            });
          }
          req.caller = { userId: user.id, username: user.username, teamId: user.teamId };
        });
        for (const routes of apiRoutes) await api.register(routes);
        // Finish what an earlier process left half done (a crash between create and detection).
        for (const id of unfinishedWorkspaces(opts.db)) app.scheduleWorkspacePipeline(id);
        worker.kick();
        api.all('/*', async () => {
          throw new ApiHttpError(404, 'not_found', 'no such endpoint');
        });
      },
      { prefix: '/api' },
    );
  }

  if (opts.staticDir) {
    const { registerStatic } = await import('./static');
    await registerStatic(app, opts.staticDir);
  }
  return app;
}
