import type { FastifyInstance } from 'fastify';
import {
  CreateWorkspaceBodySchema,
  UpdateWorkspaceBodySchema,
  WorkspaceIdParamSchema,
  WorkspaceListParamsSchema,
  WorkspaceSchema,
  type Workspace,
} from '../../src/api/schemas';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  replaceWorkspace,
  teamOwnsFolder,
  type WorkspaceRow,
} from '../db/repositories/workspaces';
import { freshSummary, storeSummary } from '../db/repositories/workspace-summary';
import { parseFilterExpression } from '../../src/lib/filter-expression';
import { ApiHttpError, notFound } from '../http/errors';
import { parseQuery, parseWith } from '../http/validate';

const iso = (ms: number) => new Date(ms).toISOString();

function toWorkspace(w: WorkspaceRow, summary = ''): Workspace {
  return WorkspaceSchema.parse({
    id: w.id,
    title: w.title,
    owner: w.owner,
    query: w.query,
    channels: w.channels,
    narrativeDetection: { status: w.narrativeStatus },
    created: iso(w.created),
    modified: iso(w.modified),
    folder: w.folder,
    summary,
  });
}

/** A query must parse (same language as filter_expression); the 400 says where it breaks. */
function checkQuery(query: string): void {
  const parsed = parseFilterExpression(query);
  if (!parsed.ok) {
    throw new ApiHttpError(
      400,
      'invalid_body',
      `query is malformed at character ${parsed.error.position + 1}: ${parsed.error.message}`,
      'query',
    );
  }
}

export default async function routes(app: FastifyInstance): Promise<void> {
  /** A folder given in a payload must be one of the caller's team (else 404, like any unseen id). */
  const checkFolder = (teamId: number, folderId: number | null | undefined) => {
    if (folderId != null && !teamOwnsFolder(app.db, teamId, folderId)) throw notFound('folder');
  };

  /** The stored summary while fresh, else one composed off the event loop and stored. */
  const summaryOf = async (teamId: number, id: number): Promise<string> => {
    const nowMs = app.now();
    const fresh = freshSummary(app.db, teamId, id, nowMs);
    if (fresh !== undefined) return fresh;
    const summary = await app.reads.run('composeSummary', [id, nowMs], { team: teamId });
    storeSummary(app.db, id, summary, nowMs);
    return summary;
  };

  app.get('/workspaces', async (req) => {
    const { summary } = parseQuery(WorkspaceListParamsSchema, req.url);
    const { teamId } = req.caller;
    const workspaces = listWorkspaces(app.db, teamId);
    const summaries = await Promise.all(workspaces.map((w) => (summary ? summaryOf(teamId, w.id) : '')));
    return workspaces.map((w, i) => toWorkspace(w, summaries[i]));
  });

  app.post('/workspaces', async (req, reply) => {
    const body = parseWith(CreateWorkspaceBodySchema, req.body, 'body');
    const { teamId, username } = req.caller;
    checkQuery(body.query);
    checkFolder(teamId, body.folder);
    const id = createWorkspace(
      app.db,
      teamId,
      username,
      { ...body, folderId: body.folder ?? null },
      app.now(),
    );
    app.scheduleWorkspacePipeline(id);
    const created = getWorkspace(app.db, teamId, id);
    if (!created) throw notFound('workspace');
    return reply.code(201).send(toWorkspace(created));
  });

  app.put('/workspaces/:workspaceId', async (req) => {
    const { workspaceId } = parseWith(WorkspaceIdParamSchema, req.params, 'params');
    const { teamId } = req.caller;
    if (!getWorkspace(app.db, teamId, workspaceId)) throw notFound('workspace');
    const body = parseWith(UpdateWorkspaceBodySchema, req.body, 'body');
    checkQuery(body.query);
    checkFolder(teamId, body.folder);
    const result = replaceWorkspace(
      app.db,
      teamId,
      workspaceId,
      { ...body, folderId: body.folder ?? null },
      app.now(),
    );
    if (!result) throw notFound('workspace');
    if (result.rematch) app.scheduleWorkspacePipeline(workspaceId);
    const updated = getWorkspace(app.db, teamId, workspaceId);
    if (!updated) throw notFound('workspace');
    return toWorkspace(updated);
  });

  app.delete('/workspaces/:workspaceId', async (req, reply) => {
    const { workspaceId } = parseWith(WorkspaceIdParamSchema, req.params, 'params');
    if (!deleteWorkspace(app.db, req.caller.teamId, workspaceId)) throw notFound('workspace');
    return reply.code(204).send();
  });
}
