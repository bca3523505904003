import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MentionFiltersSchema, WorkspaceIdParamSchema, type MentionFilters } from '../../src/api/schemas';
import { parseFilterExpression } from '../../src/lib/filter-expression';
import { InvalidParameterError } from '../db/errors';
import { assertFilterableEnrichments, splitPair, type MentionScope } from '../db/mention-filters';
import { teamOwnsWorkspace } from '../db/repositories/workspaces';
import { notFound } from '../http/errors';
import { parseQuery, parseWith } from '../http/validate';

/**
 * Shared first step of the per-workspace read routes (mentions, narratives, analytics,
 * available-filters): the workspace must belong to the caller's team (else 404), then the query
 * is parsed with its contract schema (else 400 naming the parameter).
 */
export function workspaceRequest<S extends z.core.$ZodType>(req: FastifyRequest, schema: S) {
  const { workspaceId } = parseWith(WorkspaceIdParamSchema, req.params, 'params');
  if (!teamOwnsWorkspace(req.server.db, req.caller.teamId, workspaceId)) throw notFound('workspace');
  const query = parseQuery(schema, req.url);
  const window = query as { to?: unknown; filter_expression?: unknown };
  if (typeof window.to === 'string') window.to = inclusiveEnd(window.to);
  if (typeof window.filter_expression === 'string') assertExpression(window.filter_expression);
  const enrichments = (query as { custom_enrichments?: string[] }).custom_enrichments;
  if (enrichments?.length) {
    // Also a 400 before queueing: an integer enrichment cannot be a filter (an indexed lookup).
    const ids = [...new Set(enrichments.map((pair) => splitPair(pair)[0]))];
    assertFilterableEnrichments(req.server.db, req.caller.teamId, ids);
  }
  return { workspaceId, teamId: req.caller.teamId, query };
}

/**
 * Validated here, on the request, before any read is queued: a malformed or over-limit expression
 * is a 400 at once, even when every read thread is busy (the read validates again, as the same
 * message, since workspace matching compiles queries without a request).
 */
function assertExpression(expression: string): void {
  const trimmed = expression.trim();
  if (!trimmed) return;
  const parsed = parseFilterExpression(trimmed);
  if (!parsed.ok)
    throw new InvalidParameterError(`filter_expression: ${parsed.error.message}`, 'filter_expression');
}

/**
 * A `to` given to the second (no fractional part) covers that whole second: clients that send
 * dates without milliseconds (as the real service's examples do) would otherwise lose the last
 * 999 ms of a window ending at `next start − 1 ms`. `…T23:59:59Z` → `…T23:59:59.999Z`.
 */
export function inclusiveEnd(to: string): string {
  return to.replace(/^(.*T\d{2}:\d{2}:\d{2})(Z|[+-]\d{2}(?::?\d{2})?)$/i, '$1.999$2');
}

/** ISO parameter → epoch ms (the schemas have already checked the format). */
export const toMs = (iso: string | undefined): number | undefined =>
  iso === undefined ? undefined : Date.parse(iso);

const FILTER_KEYS = Object.keys(MentionFiltersSchema.shape) as (keyof MentionFilters)[];

/** The mention filters of a parsed query, picked by the contract's own keys (paging, sorting and grouping left out). */
export function filtersOf(query: object): MentionFilters {
  const source = query as Record<string, unknown>;
  return Object.fromEntries(
    FILTER_KEYS.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]),
  ) as MentionFilters;
}

/** The scope of a per-workspace read: team, workspace, window and filters. */
export function mentionScope(r: {
  workspaceId: number;
  teamId: number;
  query: { since?: string; to?: string };
}): MentionScope {
  return {
    workspaceId: r.workspaceId,
    teamId: r.teamId,
    since: toMs(r.query.since),
    to: toMs(r.query.to),
    filters: filtersOf(r.query),
  };
}
