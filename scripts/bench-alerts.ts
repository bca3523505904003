/**
 * `npm run bench:alerts`: one evaluation cycle of 100 alert rules over 50 workspaces against a
 * service answering every call in 300 ms (a local stub of the service's reads, so the figure is
 * the engine's own: its calls and its concurrency). Prints the API calls of the cycle and its
 * time (target ≤ 30 s). Every sixth workspace has a planted spike in the last hour, so some rules
 * fire and pay for their explanation (a dozen calls each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuleCondition } from '../src/api/schemas/alerts';
import { openDeskStore } from '../server/desk/db/open';
import type { ServiceClient, WatchContext } from '../server/watch/context';
import { evaluateDueRules, RULE_CONCURRENCY } from '../server/watch/evaluate';
import { insertRule } from '../server/watch/rules-repo';

const LATENCY_MS = 300;
const RULES = 100;
const WORKSPACES = 50;
const NOW = Date.parse('2026-11-20T12:10:00Z');
const HOUR = 3_600_000;

let calls = 0;
let inFlight = 0;
let peak = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function answer(path: string, q: Record<string, unknown>): unknown {
  const ws = Number(/\/workspaces\/(\d+)/.exec(path)?.[1]);
  const spiky = ws % 6 === 0;
  const since = Date.parse(String(q.since));
  const to = Date.parse(String(q.to));
  if (path.endsWith('/analytics/timeline')) {
    const unit = q.interval === 'hour' ? HOUR : 24 * HOUR;
    const buckets = [];
    for (let t = Math.floor(since / unit) * unit; t <= to; t += unit) {
      const count = unit === HOUR ? (spiky && t >= NOW - HOUR ? 120 : 5 + ((t / HOUR) % 3)) : 120;
      buckets.push({ date: new Date(t).toISOString(), count });
    }
    return { totalCount: buckets.reduce((s, b) => s + b.count, 0), buckets };
  }
  if (path.endsWith('/analytics/distribution'))
    return {
      groupBy: q.group_by,
      totalCount: 100,
      groups: [
        { key: 'not_likely', name: 'Not likely', count: 90 },
        { key: 'likely', name: 'Likely', count: 10 },
      ],
    };
  if (path.endsWith('/narratives'))
    return [
      {
        id: 1,
        title: 'A story',
        aggregations: { mentionCount: 12 },
        created: '2026-11-01T00:00:00Z',
        summary: '',
      },
    ];
  if (path.endsWith('/mentions'))
    return [
      {
        id: 1,
        title: 'A mention',
        url: 'https://example.com/1',
        published: new Date(NOW - 600_000).toISOString(),
        channel: 'news',
      },
    ];
  return {};
}

const service: ServiceClient = {
  tokenFor: async () => 'bench',
  async get(path, query) {
    calls += 1;
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await sleep(LATENCY_MS);
    inFlight -= 1;
    return answer(path, query);
  },
};

const CONDITIONS: RuleCondition[] = [
  { kind: 'spike', interval: 'hour', sensitivity: 'medium' },
  { kind: 'volume', threshold: 100, period: 'day' },
  { kind: 'change', percent: 50, direction: 'either', period: 'day', minMentions: 10 },
  { kind: 'bot_share', abovePercent: 20, period: 'day', minMentions: 10 },
  { kind: 'narrative', mode: 'rising', minMentions: 5 },
  { kind: 'new_mention' },
];

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nd-bench-alerts-'));
  const store = await openDeskStore({ sqlitePath: join(dir, 'desk.db') });
  const nowIso = new Date(NOW - 60_000).toISOString();
  for (let i = 0; i < RULES; i++) {
    await insertRule(
      store.db,
      { id: '1', name: 'bench' },
      {
        title: `Rule ${i}`,
        workspaceId: (i % WORKSPACES) + 1,
        viewId: null,
        filters: {},
        condition: CONDITIONS[i % CONDITIONS.length] as RuleCondition,
        recipients: [],
        channels: ['inbox'],
        webhooks: [],
        quietMinutes: 0,
        zone: i % 2 ? 'Europe/London' : 'UTC',
        paused: false,
        snoozedUntil: null,
        visibility: 'team',
      },
      nowIso,
    );
  }
  const ctx: WatchContext = {
    store,
    clock: { now: () => NOW },
    instanceId: 'bench',
    mailer: null,
    publicUrl: 'http://127.0.0.1',
    selfUrl: 'http://127.0.0.1',
    service,
  };
  const started = performance.now();
  const fired = await evaluateDueRules(ctx);
  const seconds = (performance.now() - started) / 1000;
  const errors = await store.db
    .selectFrom('alert_rules')
    .select('last_error')
    .where('last_error', 'is not', null)
    .execute();
  console.log(
    `bench:alerts — ${RULES} rules over ${WORKSPACES} workspaces, ${LATENCY_MS} ms per call, ${RULE_CONCURRENCY} rules at once`,
  );
  console.log(
    `  API calls in the cycle: ${calls} (${(calls / RULES).toFixed(2)} per rule), at most ${peak} in flight`,
  );
  console.log(`  events fired: ${fired.length}; rules that failed: ${errors.length}`);
  console.log(
    `  cycle time: ${seconds.toFixed(1)} s (target ≤ 30 s) → ${(calls / seconds).toFixed(1)} calls/s`,
  );
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  if (errors.length) console.log(`  first failure: ${errors[0]?.last_error}`);
  if (seconds > 30 || errors.length) process.exitCode = 1;
}

void main();
