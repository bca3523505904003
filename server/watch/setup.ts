import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import type { DeskStore } from '../desk/db/open';
import type { Mailer, WatchContext } from './context';
import { startEngine, type EngineStatus, type WatchSteps } from './engine';
import { defaultWatchSteps } from './steps';
import { proxyServiceClient, referenceServiceClient, type ServiceAccount } from './service-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The watch's context (alert routes preview and test with it; the engine ticks with it). */
    watch: WatchContext;
    /** The engine's steps after the rules (server/watch/steps.ts unless a test gives its own). */
    watchSteps: WatchSteps;
    /** The engine's ticks so far (GET /health's `watch`). */
    watchStatus: EngineStatus;
  }
}

export interface WatchOptions {
  /** Start the tick loop (main.ts: unless WATCH=off); tests tick by hand. */
  engine?: boolean;
  tickMs?: number;
  /** PUBLIC_URL; main.ts sets the listen address when it is unset. */
  publicUrl?: string;
  serviceAccount?: ServiceAccount | null;
  /** SMTP_URL's mailer (server/watch/deliver: mailerFromEnv); null: email deliveries fail saying so. */
  mailer?: Mailer | null;
  /** Overrides the engine's steps (defaultWatchSteps: deliveries, schedules). */
  steps?: WatchSteps;
  instanceId?: string;
  /** DEMO_LIVE=1 (reference mode only): demo mentions every minute, a planted spike, a demo rule. */
  demoLive?: boolean;
}

/** Builds the watch's context on the app, and starts its engine once the app is ready. */
export function registerWatch(
  app: FastifyInstance,
  o: { db: Db; desk: DeskStore; upstream?: string; watch: WatchOptions },
): void {
  const service = o.upstream
    ? proxyServiceClient({ upstream: o.upstream, account: o.watch.serviceAccount ?? null, now: app.now })
    : referenceServiceClient(app, o.db);
  const ctx: WatchContext = {
    store: o.desk,
    clock: { now: app.now },
    instanceId: o.watch.instanceId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    mailer: o.watch.mailer ?? null,
    publicUrl: o.watch.publicUrl ?? '',
    // main.ts sets both to the listen address once it listens (PUBLIC_URL overrides the first).
    selfUrl: '',
    service,
  };
  app.decorate('watch', ctx);
  const watchSteps = o.watch.steps ?? defaultWatchSteps();
  app.decorate('watchSteps', watchSteps);
  const status: EngineStatus = { engine: o.watch.engine ? 'on' : 'off', ticks: 0, lastTickAt: null };
  app.decorate('watchStatus', status);
  if (o.watch.demoLive && !o.upstream) {
    let demo: { stop: () => void } | undefined;
    app.addHook('onReady', async () => {
      const { startDemoLive } = await import('./demo-live');
      demo = startDemoLive(app, o.desk);
    });
    app.addHook('preClose', async () => demo?.stop());
  }
  if (!o.watch.engine) return;
  let engine: { stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    const steps: WatchSteps = {
      ...watchSteps,
      onError: (step, err) => app.log.error({ err, step }, `watch step ${step} failed`),
    };
    engine = startEngine(ctx, steps, o.watch.tickMs ?? 15_000, status);
  });
  app.addHook('preClose', async () => {
    await engine?.stop();
  });
}
