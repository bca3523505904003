/**
 * npm run bench:coordination — the coordination finder and the propagation trace on the seeded
 * demo data (the e2e server's seed: 66,000 mentions, seed 7, now 2026-11-20T12:00Z), with every
 * API call held 300 ms (UPSTREAM_LATENCY_MS), through the dashboard's own client, sweep and model:
 *
 * - the whole finder (count, pages, analysis) over a 5,000-mention scope: wall time and calls;
 * - the analysis alone (the function the browser's worker runs) on those 5,000 mentions;
 * - precision and recall of the planted rings' accounts, and nothing flagged in the organic burst;
 * - the trace of the planted story: first sightings and hop order, and where else it is held.
 *
 * Starts its own server on a fresh database in a temporary directory (PORT, default 8813).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fetchDistribution } from '../src/api/analytics';
import { configureClient } from '../src/api/client';
import { fetchMentions, MENTIONS_PAGE_SIZE } from '../src/api/mentions';
import { receivedCount } from '../src/api/tolerant-list';
import { findCoordination } from '../src/analysis/coordination/find-groups';
import { runTask } from '../src/analysis/coordination/run-task';
import { toPost } from '../src/analysis/coordination/posts';
import { finderScope, phraseExpression, traceScope } from '../src/analysis/coordination/scope-query';
import { sweep } from '../src/analysis/coordination/sweep';
import { traceOf } from '../src/analysis/coordination/trace';
import { DEFAULT_THRESHOLDS } from '../src/analysis/coordination/types';
import type { Post } from '../src/analysis/coordination/types';
import { planCoordination } from '../server/seed/coordination';
import { apiGet, demoToken, startReferenceServer } from './bench-support';
import { DAY } from '../src/lib/time-units';

const PORT = Number(process.env.PORT ?? 8813);
const BASE = `http://127.0.0.1:${PORT}`;
const SEED = 7;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 300);
const CAP = 5000;

async function readScope(workspaceId: number, query: Record<string, unknown>, cap = CAP) {
  const started = performance.now();
  const count = await fetchDistribution(workspaceId, { ...query, group_by: 'channels' } as never);
  const result = await sweep<Post>({
    fetchPage: async (offset, signal) => {
      const page = await fetchMentions(
        workspaceId,
        { ...query, sort: 'published', order: 'asc', limit: MENTIONS_PAGE_SIZE, offset } as never,
        signal,
      );
      return { items: page.map(toPost), received: receivedCount(page) };
    },
    total: count.totalCount,
    cap,
    pageSize: MENTIONS_PAGE_SIZE,
    concurrency: 2,
    signal: new AbortController().signal,
  });
  return { ...result, total: count.totalCount, calls: result.calls + 1, ms: performance.now() - started };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-coordination-'));
  console.log(`Seeding 66,000 mentions (seed ${SEED}) and starting the server, API held ${LATENCY_MS} ms…`);
  const server = await startReferenceServer({
    port: PORT,
    dbPath: join(dir, 'bench.db'),
    staticDir: 'dist',
    env: {
      DEMO_MENTIONS: '66000',
      DEMO_SEED: String(SEED),
      DEMO_NOW: new Date(NOW).toISOString(),
      UPSTREAM_LATENCY_MS: String(LATENCY_MS),
    },
  });
  try {
    const token = await demoToken(BASE);
    configureClient({ baseUrl: `${BASE}/api`, getToken: () => token });
    const workspaces = await apiGet<{ id: number; title: string }[]>(BASE, '/workspaces', token);
    const election = workspaces.find((w) => w.title === 'Election integrity')!;
    const cyber = workspaces.find((w) => w.title === 'Cyber attacks')!;
    const plan = planCoordination(SEED, NOW);
    const planted = new Set([...plan.copyRing, ...plan.linkRing]);
    const organic = new Set(plan.organic);

    // 1. The finder over the largest scope it reads: 5,000 social mentions of the workspace that
    // has the most over the 180 days of data.
    const wide = finderScope(
      {},
      { since: new Date(NOW - 180 * DAY).toISOString(), to: new Date(NOW).toISOString() },
    );
    const sizes = await Promise.all(
      workspaces.map(async (w) => ({
        ...w,
        total: (await fetchDistribution(w.id, { ...wide, group_by: 'channels' } as never)).totalCount,
      })),
    );
    const [largest, second] = sizes.sort((a, b) => b.total - a.total) as [
      (typeof sizes)[0],
      (typeof sizes)[0],
    ];
    const big = await readScope(largest.id, wide);
    // The function the browser's worker runs, timed as the worker times it, on 5,000 mentions:
    // no workspace has that many social ones, so the second largest scope tops the first up.
    const more = big.items.length < CAP ? (await readScope(second.id, wide)).items : [];
    const seen = new Set(big.items.map((p) => p.id));
    const posts = [...big.items, ...more.filter((p) => !seen.has(p.id))].slice(0, CAP);
    const run = runTask({ kind: 'find', posts, thresholds: DEFAULT_THRESHOLDS });
    const bigResult = run.result as ReturnType<typeof findCoordination>;
    const analysisMs = run.ms;
    console.log(
      `\nFinder, 180-day social scope of "${largest.title}": ${big.total} in scope, ${big.items.length} read in ${big.calls} calls (${(big.ms / 1000).toFixed(1)} s at ${LATENCY_MS} ms per call, 2 at a time)`,
    );
    console.log(
      `  analysis of ${posts.length} mentions (topped up from "${second.title}"): ${(analysisMs / 1000).toFixed(2)} s (${bigResult.shuffles} shuffles); whole finder ${((big.ms + analysisMs) / 1000).toFixed(1)} s; ${bigResult.groups.length} groups`,
    );

    // 2. Precision and recall on the rings' day (the rings and the organic burst in one scope).
    const day = finderScope(
      {},
      {
        since: new Date(plan.ringDay).toISOString(),
        to: new Date(plan.ringDay + DAY - 1000).toISOString(),
      },
    );
    const dayScope = await readScope(election.id, day);
    const dayResult = findCoordination(dayScope.items, DEFAULT_THRESHOLDS);
    const flagged = new Set(dayResult.groups.flatMap((g) => g.accounts));
    const hit = [...flagged].filter((a) => planted.has(a)).length;
    console.log(
      `\nRings' day ${new Date(plan.ringDay).toISOString().slice(0, 10)}: ${dayScope.items.length} social mentions, ${dayResult.groups.length} groups, ${flagged.size} accounts flagged`,
    );
    console.log(
      `  precision ${ratio(hit, flagged.size).toFixed(3)}, recall ${ratio(hit, planted.size).toFixed(3)} (${hit} of ${planted.size} planted accounts); organic burst accounts flagged: ${[...flagged].filter((a) => organic.has(a)).length} of ${organic.size}`,
    );
    for (const g of dayResult.groups)
      console.log(
        `  group: ${g.accounts.length} accounts, ${g.observed} co-posts observed, ${g.expected.toFixed(2)} expected, ${g.kinds.join('+')}`,
      );

    // 3. The trace of the planted story, and where else it is held.
    const story = traceScope(
      {},
      { since: new Date(NOW - 30 * DAY).toISOString(), to: new Date(NOW).toISOString() },
      plan.story.phrase,
    );
    const storyScope = await readScope(election.id, story);
    const trace = traceOf(storyScope.items);
    const hops = trace.lanes
      .map((l) => `${l.channel} ${new Date(l.first.time).toISOString().slice(0, 16)}`)
      .join(' → ');
    const expected = [plan.story.telegram, plan.story.twitter, plan.story.news].map((t) =>
      new Date(t).toISOString().slice(0, 16),
    );
    console.log(
      `\nTrace of "${plan.story.phrase}" in "${election.title}": ${trace.posts} mentions in ${storyScope.calls} calls`,
    );
    console.log(`  ${hops}`);
    console.log(
      `  planted first sightings: telegram ${expected[0]}, twitter ${expected[1]}, news ${expected[2]}`,
    );
    const elsewhere = await fetchDistribution(cyber.id, {
      since: story.since,
      to: story.to,
      filter_expression: phraseExpression(plan.story.phrase),
      group_by: 'channels',
    });
    console.log(`  where else: "${cyber.title}" holds ${elsewhere.totalCount} mentions of it`);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
