import type { QueryClient } from '@tanstack/react-query';
import { supportsExtension } from '@/api/capabilities';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import type { ChartModel } from '@/analysis/charts/chart-model';
import type { Window } from '@/analysis/charts/period-change';
import * as planner from '@/analysis/charts/zoned-buckets';
import * as voiceLib from '@/analysis/voice/share-of-voice-model';
import * as lib from '@/components/charts/chart-models';
import {
  distributionFollowUps,
  distributionModel,
  distributionQuestions,
  groupNameQuestions,
} from '@/components/charts/chart-questions';
import {
  timelineFollowUp,
  timelineModel,
  timelineQuestions,
  voiceModel,
  voiceQuestions,
  type ZonedAt,
  type ZonedQuestions,
} from '@/components/charts/timeline-questions';
import { zonedRequests, zonedTimelineOptions } from '@/hooks/use-zoned-timeline';

/**
 * A chart's model computed from its spec, outside React: the chart's own questions
 * (components/charts/chart-questions.ts, timeline-questions.ts) asked stage by stage with
 * ensureQueryData, so what a shown chart already fetched is read from the cache, then the same
 * model functions. A failed follow-up question only costs precision (the model's notes say so),
 * as on screen; a failed main question fails the chart.
 */
export async function fetchChartModel(qc: QueryClient, spec: ChartSpec, window: Window): Promise<ChartModel> {
  if (spec.voices) return voiceChart(qc, spec, window);
  const nameOf = await groupNames(qc, spec);
  return spec.options.measure === 'distribution'
    ? distributionChart(qc, spec, window, nameOf)
    : timelineChart(qc, spec, window, nameOf);
}

type NameOf = (key: string) => string | undefined;
const none = () => undefined;

/** A follow-up question's answer, or none when it failed (it costs only precision). */
const optional = <T>(p: Promise<T>) => p.catch(none);

async function groupNames(qc: QueryClient, spec: ChartSpec): Promise<NameOf> {
  const q = groupNameQuestions(spec);
  if (!q.groupBy) return none;
  const [available, custom] = await Promise.all([
    q.available ? optional(qc.ensureQueryData(q.available)) : undefined,
    q.custom ? optional(qc.ensureQueryData(q.custom)) : undefined,
  ]);
  return lib.groupLabeler(q.groupBy, available, custom);
}

async function distributionChart(qc: QueryClient, spec: ChartSpec, window: Window, nameOf: NameOf) {
  const [mainQ, prevQ] = distributionQuestions(spec, window);
  const [main, prevMain] = await Promise.all([
    qc.ensureQueryData(mainQ),
    prevQ ? qc.ensureQueryData(prevQ) : undefined,
  ]);
  const follow = distributionFollowUps(spec, window, lib, main, prevMain);
  const answers = await Promise.all(follow.map((o) => (o ? optional(qc.ensureQueryData(o)) : undefined)));
  return distributionModel(lib, spec, [main, prevMain], answers, nameOf);
}

/** The plan of a stage's timelines (zoned-buckets.ts), as useZonedTimelines plans it. */
const planOf = (at: ZonedAt) =>
  planner.planTimeline({ ...at, hourly: supportsExtension('timelineInterval') });

/** Zoned timelines asked (each plan's calls, useZonedTimelines' keys) and joined, one per workspace. */
function zoned(qc: QueryClient, plan: planner.TimelinePlan, at: ZonedAt, q: ZonedQuestions) {
  const requests = zonedRequests(planner, plan, { ...at, previous: q.previous });
  return Promise.all(
    q.workspaceIds.map(async (id) => {
      const options = zonedTimelineOptions(id, q.query, plan, requests);
      const answers = await Promise.all(options.map((o) => qc.ensureQueryData(o)));
      return planner.mergeAnswers(plan, requests, answers);
    }),
  );
}
/** A one-workspace stage's timeline. */
const one = async (all: ReturnType<typeof zoned>) => (await all)[0]!;

async function timelineChart(qc: QueryClient, spec: ChartSpec, window: Window, nameOf: NameOf) {
  const { at, main: mainQ, prevTotals: prevQ } = timelineQuestions(spec, window);
  const plan = planOf(at);
  const [main, prevTotals] = await Promise.all([
    one(zoned(qc, plan, at, mainQ)),
    prevQ ? one(zoned(qc, plan, at, prevQ)) : undefined,
  ]);
  const { prevSeries: seriesQ, seriesExact } = timelineFollowUp(spec, lib, main);
  const prevSeries = seriesQ ? await optional(one(zoned(qc, plan, at, seriesQ))) : undefined;
  const answers = { main, prevTotals, prevSeries };
  return timelineModel(lib, spec, { window, plan }, answers, seriesExact, nameOf);
}

async function voiceChart(qc: QueryClient, spec: ChartSpec, window: Window) {
  if (!spec.voices?.length) throw new Error('This share-of-voice chart names no workspace');
  const q = voiceQuestions(spec, window);
  const plan = planOf(q.at);
  const [current, previous] = await Promise.all([
    zoned(qc, plan, q.at, q.current),
    q.previous ? zoned(qc, plan, q.at, q.previous) : null,
  ]);
  return voiceModel(voiceLib, spec, { window, plan }, current, previous);
}
