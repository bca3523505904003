/**
 * Time to a complete spike explanation on the 1M-mention database: `npm run bench:insight`.
 * Needs data/bench.db (`npm run bench:server` builds it). Starts the reference server on it, and
 * for the demo team's largest workspaces detects the spikes of the last 30 days (the dashboard's
 * detector over the daily timeline), then explains every flagged day as the panel will: the
 * explanation's API plan over HTTP, stage 1 in parallel, then the top mentions, each answer parsed
 * with the contract's schemas. Prints p50/p95 of the time to the complete explanation and the calls.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod/mini';
import { toQueryString } from '../src/api/client';
import { DistributionResultSchema, MentionListSchema, TimelineResultSchema } from '../src/api/schemas';
import { planSpikeSeries, seriesFromAnswers } from '../src/analysis/spikes/spike-buckets';
import { detectSpikes } from '../src/analysis/spikes/spike-detection';
import { explainSpike, type ExplainApi } from '../src/analysis/spikes/spike-explain';
import { summarizeSpike } from '../src/analysis/spikes/spike-summary';
import { apiGet, demoToken, percentile, startReferenceServer } from './bench-support';
import { DAY } from '../src/lib/time-units';

const PORT = Number(process.env.PORT ?? 8812);
const BASE = `http://127.0.0.1:${PORT}`;
const DB = process.env.DB_PATH ?? 'data/bench.db';
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
/** Rounds over every flagged spike, and how many of the largest workspaces. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WORKSPACES = Number(process.env.WORKSPACES ?? 3);

function api(workspaceId: number, token: string): ExplainApi & { calls: number } {
  const counter = { calls: 0 };
  const get = async <S extends z.ZodMiniType>(
    schema: S,
    path: string,
    query: object,
  ): Promise<z.infer<S>> => {
    counter.calls++;
    const res = await fetch(
      `${BASE}/api/workspaces/${workspaceId}${path}${toQueryString(query as Record<string, unknown>)}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return schema.parse(await res.json());
  };
  return Object.assign(counter, {
    distribution: (q: object) => get(DistributionResultSchema, '/analytics/distribution', q),
    timeline: (q: object) => get(TimelineResultSchema, '/analytics/timeline', q),
    mentions: (q: object) => get(MentionListSchema, '/mentions', q),
  });
}

async function main(): Promise<void> {
  if (!existsSync(DB)) throw new Error(`${DB} is missing: run npm run bench:server first`);
  const server = await startReferenceServer({ port: PORT, dbPath: DB, staticDir: STATIC_DIR });
  try {
    const token = await demoToken(BASE);
    // The window ends at the newest mention (the bench data's own "now").
    const probe = { since: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z', limit: 1 };
    const workspaces = await apiGet<{ id: number; title: string }[]>(BASE, '/workspaces', token);
    const newest = Math.max(
      ...(await Promise.all(workspaces.map((w) => api(w.id, token).mentions(probe))))
        .flat()
        .map((m) => Date.parse(m.published ?? '')),
    );
    const to = new Date(Math.floor(newest / 60_000) * 60_000 + 60_000).toISOString();
    const since = new Date(Date.parse(to) - 30 * DAY).toISOString();
    const volumes = await Promise.all(
      workspaces.map(async (w) => ({
        ...w,
        total: (await api(w.id, token).timeline({ since, to })).totalCount,
      })),
    );
    const largest = volumes.sort((a, b) => b.total - a.total).slice(0, WORKSPACES);

    const times: number[] = [];
    const calls = new Set<number>();
    for (const ws of largest) {
      const plan = planSpikeSeries({ since, to, hourly: 'supported' });
      const client = api(ws.id, token);
      const series = seriesFromAnswers(plan, await Promise.all(plan.requests.map((r) => client.timeline(r))));
      if (!series.ok) throw new Error(series.reason);
      const flags = detectSpikes(series.series, {
        interval: plan.interval,
        sensitivity: 'medium',
        flagFrom: plan.flagFrom,
      });
      console.log(
        `workspace ${ws.id} "${ws.title}": ${ws.total.toLocaleString('en')} mentions in 30 days, ${flags.length} spikes flagged`,
      );
      for (let round = 0; round < ROUNDS; round++) {
        for (const flag of flags) {
          const counted = api(ws.id, token);
          const started = performance.now();
          const ex = await explainSpike(
            { spike: { ...flag, interval: plan.interval }, filters: {}, hourly: 'supported' },
            counted,
          );
          times.push(performance.now() - started);
          calls.add(counted.calls);
          if (round === 0)
            console.log(
              `  ${(performance.now() - started).toFixed(0).padStart(5)} ms  ${summarizeSpike(ex, 'UTC')}`,
            );
        }
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `\n${times.length} explanations: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms ` +
        `(target p95 ≤ 1500 ms); API calls per explanation: ${[...calls].sort().join(', ')}`,
    );
  } finally {
    server.kill();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
