import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { WorkspaceIdParamSchema } from '../../src/api/schemas';
import { getWorkspace } from '../db/repositories/workspaces';
import { notFound } from '../http/errors';
import { parseQuery, parseWith } from '../http/validate';

/**
 * Shared first step of the per-workspace read routes (mentions, narratives, analytics,
 * available-filters): the workspace must belong to the caller's team (else 404), then the query
 * is parsed with its contract schema (else 400 naming the parameter).
 */
export function workspaceRequest<S extends z.ZodType>(req: FastifyRequest, schema: S) {
  const { workspaceId } = parseWith(WorkspaceIdParamSchema, req.params, 'params');
  if (!getWorkspace(req.server.db, req.caller.teamId, workspaceId)) throw notFound('workspace');
  const query = parseQuery(schema, req.url);
  const window = query as { to?: unknown };
  if (typeof window.to === 'string') window.to = inclusiveEnd(window.to);
  return { workspaceId, teamId: req.caller.teamId, query };
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
export const toMs = (iso: string | undefined): number | undefined => (iso === undefined ? undefined : Date.parse(iso));
