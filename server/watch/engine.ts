import type { WatchContext } from './context';
import { evaluateDueRules, type AlertDelivery } from './evaluate';

/**
 * The watch's engine: one tick every WATCH_TICK_MS (default 15 s) evaluates the due alert rules,
 * then runs the due report schedules (server/watch/schedules: runDueSchedules), then sends the due
 * deliveries (server/watch/deliver: runDueDeliveries). A failing step is logged and never stops
 * the others, the next tick or the server; ticks never overlap and never run inside a request.
 * Tests call tick(ctx, steps) with an injected clock.
 */
export interface WatchSteps {
  /** Enqueues an alert's email and webhook deliveries (B's enqueueAlertDeliveries). */
  deliver?: AlertDelivery;
  /** Runs after the rules, in order (D's runDueSchedules, then B's runDueDeliveries). */
  after?: { name: string; run: (ctx: WatchContext) => Promise<unknown> }[];
  onError?: (step: string, err: unknown) => void;
}

export const DEFAULT_TICK_MS = 15_000;

export interface TickReport {
  fired: number;
  failed: string[];
}

export async function tick(ctx: WatchContext, steps: WatchSteps = {}): Promise<TickReport> {
  const failed: string[] = [];
  let fired = 0;
  const guard = async (name: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      failed.push(name);
      steps.onError?.(name, err);
    }
  };
  await guard('rules', async () => {
    fired = (await evaluateDueRules(ctx, steps.deliver)).length;
  });
  for (const step of steps.after ?? []) await guard(step.name, () => step.run(ctx));
  return { fired, failed };
}

/** WATCH=off disables the engine (the routes still answer). */
export const watchEnabled = (env: NodeJS.ProcessEnv) => !/^(off|false|0|no)$/i.test(env.WATCH ?? '');

export function tickMsFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.WATCH_TICK_MS;
  if (raw === undefined || raw === '') return DEFAULT_TICK_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100)
    throw new Error(`WATCH_TICK_MS must be an integer of at least 100, got ${raw}`);
  return n;
}

/**
 * What GET /health says of the engine: whether it ticks, how many ticks have finished and when
 * the last one did (an operator sees a stalled engine; the two-instance test waits on ticks).
 */
export interface EngineStatus {
  engine: 'on' | 'off';
  ticks: number;
  lastTickAt: string | null;
}

/** Starts ticking (the first tick after one interval); stop() waits for a running tick. */
export function startEngine(
  ctx: WatchContext,
  steps: WatchSteps,
  everyMs: number,
  status?: EngineStatus,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const finished = () => {
    if (!status) return;
    status.ticks += 1;
    status.lastTickAt = new Date(ctx.clock.now()).toISOString();
  };
  const timer = setInterval(() => {
    if (running || stopped) return; // a slow tick is never doubled
    running = tick(ctx, steps)
      .then(finished)
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
