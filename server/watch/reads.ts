import {
  DistributionResultSchema,
  MentionListSchema,
  NarrativeListSchema,
  TimelineResultSchema,
  type DistributionQuery,
  type DistributionResult,
  type Mention,
  type MentionFilters,
  type MentionsQuery,
  type Narrative,
  type NarrativesQuery,
  type TimelineQuery,
  type TimelineResult,
} from '../../src/api/schemas';
import type { ServiceClient } from './context';
import { apiWindow, type Win } from './periods';

/**
 * The API reads one rule needs, for its owner, parsed with the dashboard's own schemas (a bad
 * item in a list is dropped by the tolerant lists, never the whole answer).
 */
export interface RuleReads {
  timeline(q: TimelineQuery): Promise<TimelineResult>;
  distribution(q: DistributionQuery): Promise<DistributionResult>;
  mentions(q: MentionsQuery): Promise<Mention[]>;
  narratives(q: NarrativesQuery): Promise<Narrative[]>;
  /** Mentions matching `filters` in [from, to): the timeline's totalCount for the same question. */
  count(w: Win, filters: MentionFilters): Promise<number>;
}

export function ruleReads(
  service: ServiceClient,
  workspaceId: number,
  asUser: { id: string; name: string },
): RuleReads {
  const base = `/workspaces/${workspaceId}`;
  const get = (path: string, q: object) =>
    service.get(`${base}${path}`, q as Record<string, unknown>, asUser);
  const timeline = async (q: TimelineQuery) =>
    TimelineResultSchema.parse(await get('/analytics/timeline', q));
  return {
    timeline,
    distribution: async (q) => DistributionResultSchema.parse(await get('/analytics/distribution', q)),
    mentions: async (q) => MentionListSchema.parse(await get('/mentions', q)),
    narratives: async (q) => NarrativeListSchema.parse(await get('/narratives', q)),
    count: async (w, filters) => (await timeline({ ...filters, ...apiWindow(w) })).totalCount,
  };
}
