import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { enqueueWrite } from '../db/repositories/write-queue';
import { detectLanguage, normaliseDomain } from '../pipeline/ingest';
import type { CustomPushPayload } from '../pipeline/jobs';
import type { DeskStore } from '../desk/db/open';
import { insertRule } from './rules-repo';

/**
 * DEMO_LIVE=1: the reference server adds demo mentions every minute to the demo team's first
 * workspace, through the same queued write as a custom channel push (server/pipeline), with a
 * planted spike in minutes 2 to 4 after the start, and a team rule "Live demo: spikes" watching
 * that workspace hour by hour, so a newcomer sees an alert fire within minutes of the first start.
 */
export const DEMO_RULE_TITLE = 'Live demo: spikes';
/** Mentions a minute, and in the planted spike's minutes. */
export const DEMO_RATE = { usual: 1, spike: 25 } as const;
export const SPIKE_MINUTES = [2, 3, 4] as const;

interface DemoTarget {
  userId: number;
  teamId: number;
  workspaceId: number;
  channelId: string;
}

function demoTarget(db: Db): DemoTarget | undefined {
  const row = db
    .prepare(
      `SELECT u.id AS userId, u.team_id AS teamId,
        (SELECT w.id FROM workspaces w WHERE w.team_id = u.team_id ORDER BY w.id LIMIT 1) AS workspaceId,
        (SELECT c.id FROM custom_channels c WHERE c.team_id = u.team_id ORDER BY c.created LIMIT 1) AS channelId
       FROM users u WHERE u.username = 'demo'`,
    )
    .get() as Partial<DemoTarget> | undefined;
  return row?.workspaceId && row.channelId ? (row as DemoTarget) : undefined;
}

/** The demo's rule on its first workspace (made once; kept if the analyst changes it). */
export async function ensureDemoRule(store: DeskStore, db: Db, nowIso: string): Promise<void> {
  const target = demoTarget(db);
  if (!target) return;
  const existing = await store.db
    .selectFrom('alert_rules')
    .select('id')
    .where('title', '=', DEMO_RULE_TITLE)
    .executeTakeFirst();
  if (existing) return;
  await insertRule(
    store.db,
    { id: String(target.userId), name: 'demo' },
    {
      title: DEMO_RULE_TITLE,
      workspaceId: target.workspaceId,
      viewId: null,
      filters: {},
      condition: { kind: 'spike', interval: 'hour', sensitivity: 'medium' },
      recipients: [],
      channels: ['inbox'],
      webhooks: [],
      quietMinutes: 0,
      zone: 'UTC',
      paused: false,
      snoozedUntil: null,
      visibility: 'team',
    },
    nowIso,
  );
}

/**
 * One minute of demo mentions: retold stories of the workspace (their titles and texts, so its
 * query takes them), published now. Returns how many were queued.
 */
export function addDemoMentions(db: Db, nowMs: number, minute: number): number {
  const target = demoTarget(db);
  if (!target) return 0;
  const n = (SPIKE_MINUTES as readonly number[]).includes(minute) ? DEMO_RATE.spike : DEMO_RATE.usual;
  const stories = db
    .prepare(
      `SELECT m.title, m.text FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id
       WHERE wm.workspace_id = ? AND m.title IS NOT NULL ORDER BY wm.mention_id DESC LIMIT 50`,
    )
    .all(target.workspaceId) as { title: string; text: string | null }[];
  if (stories.length === 0) return 0;
  const mentions: CustomPushPayload = Array.from({ length: n }, (_, i) => {
    const s = stories[(minute * 7 + i) % stories.length] as { title: string; text: string | null };
    const url = `https://live.demo.example/${nowMs}/${i}`;
    return {
      title: s.title,
      text: s.text,
      url,
      domain: normaliseDomain(url),
      author: 'Live demo',
      language: detectLanguage(`${s.title}\n${s.text ?? ''}`) ?? null,
      thumbnailUrl: null,
      published: nowMs - i * 100,
    };
  });
  enqueueWrite(db, target.teamId, 'custom_channel_mentions', target.channelId, mentions, nowMs);
  return n;
}

/** Starts the minute loop on a started app (main.ts, DEMO_LIVE=1). */
export function startDemoLive(app: FastifyInstance, store: DeskStore): { stop: () => void } {
  const started = app.now();
  let minute = 0;
  void ensureDemoRule(store, app.db, new Date(started).toISOString()).catch((err: unknown) =>
    app.log.error({ err }, 'DEMO_LIVE: the demo rule could not be made'),
  );
  const step = () => {
    try {
      if (addDemoMentions(app.db, app.now(), minute++) > 0) app.worker.kick();
    } catch (err) {
      app.log.error({ err }, 'DEMO_LIVE: demo mentions could not be added');
    }
  };
  step();
  const timer = setInterval(step, 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
