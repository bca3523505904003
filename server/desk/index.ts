import type { FastifyInstance } from 'fastify';
import { DESK_BASE } from '../../src/api/schemas/desk';
import { apiFallback } from '../http/error-handling';
import { acceptEmptyJsonBodies } from '../http/json-body';
import type { DeskCaller } from './access';
import type { Db } from '../db/open';
import { referenceIdentity, type DeskIdentify } from './auth/reference';
import type { DeskStore } from './db/open';
import alertRoutes from './routes/alerts';
import artefactRoutes from './routes/artefacts';
import inboxRoutes from './routes/inbox';
import deliveryRoutes from './routes/deliveries';
import meRoutes from './routes/me';
import scheduleRoutes from './routes/schedules';
import snapshotRoutes from './routes/snapshots';

export interface DeskContext {
  store: DeskStore;
  mode: 'reference' | 'proxy';
  base: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskContext;
  }
  interface FastifyRequest {
    /** The desk's caller (set by the desk's onRequest hook; absent on its public routes). */
    desk: DeskCaller;
  }
}

export interface DeskOptions {
  store: DeskStore;
  mode: 'reference' | 'proxy';
  identify: DeskIdentify;
}

/**
 * The desk's API at /desk/v1 (docs/desk-api.md): routes thin, repositories in
 * server/desk/repositories, who-may-see-what in server/desk/access.ts. The store is closed with
 * the app.
 */
export async function registerDesk(app: FastifyInstance, opts: DeskOptions): Promise<void> {
  app.decorate('desk', { store: opts.store, mode: opts.mode, base: DESK_BASE });
  app.decorateRequest('desk', null as unknown as DeskCaller);
  app.addHook('onClose', () => opts.store.close());
  await app.register(
    async (desk) => {
      desk.addHook('onRequest', async (req) => {
        if (req.routeOptions.config.public) return;
        req.desk = await opts.identify(req);
      });
      acceptEmptyJsonBodies(desk);
      apiFallback(desk);
      await desk.register(meRoutes);
      await desk.register(artefactRoutes);
      await desk.register(snapshotRoutes);
      await desk.register(alertRoutes);
      await desk.register(inboxRoutes);
      await desk.register(deliveryRoutes);
      await desk.register(scheduleRoutes);
    },
    { prefix: DESK_BASE },
  );
}

/** Who the desk takes a bearer for: the server's own tokens, or (UPSTREAM_API) the upstream's. */
export async function deskIdentity(o: {
  db: Db;
  upstream?: string;
  now: () => number;
}): Promise<DeskIdentify> {
  if (!o.upstream) return referenceIdentity(o.db, o.now);
  const { proxyIdentity } = await import('./auth/proxy');
  return proxyIdentity({ upstream: o.upstream, now: o.now });
}
