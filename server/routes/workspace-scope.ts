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
  return { workspaceId, teamId: req.caller.teamId, query };
}

/** ISO parameter → epoch ms (the schemas have already checked the format). */
export const toMs = (iso: string | undefined): number | undefined => (iso === undefined ? undefined : Date.parse(iso));
