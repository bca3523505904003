import type { FastifyInstance } from 'fastify';
import type { LogStats } from '../log-sink';

export interface HealthSources {
  /** The log sink's counters (main.ts); absent when the app logs nowhere (tests). */
  log?: LogStats;
}

/**
 * `GET /health`: public, cheap, outside `/api` (so it answers in proxy mode too). Says the process
 * is serving, and what it could not do quietly: log lines dropped because their writes failed
 * (a full disk, a file-size limit, a closed pipe), sign-ins waiting for the hashing lane; and
 * whether read threads are still warming their columns after the start (server/db/warm-columns.ts);
 * and the watch's engine (server/watch/engine.ts): on or off, ticks finished, the last one's time
 * (null when the server has no desk, hence no watch).
 */
export function registerHealth(app: FastifyInstance, sources: HealthSources): void {
  app.get('/health', async () => ({
    status: 'ok',
    uptime_s: Math.round(process.uptime()),
    log: sources.log ? { ...sources.log } : null,
    sign_ins_pending: app.passwords.pending,
    columns_warming: app.reads.warming,
    watch: app.hasDecorator('watchStatus')
      ? {
          engine: app.watchStatus.engine,
          ticks: app.watchStatus.ticks,
          last_tick_at: app.watchStatus.lastTickAt,
        }
      : null,
  }));
}
