import type { FastifyInstance } from 'fastify';
import { FolderBodySchema, FolderIdParamSchema, FolderSchema } from '../../src/api/schemas';
import {
  createFolder,
  deleteFolder,
  folderTitleTaken,
  listFolders,
  renameFolder,
} from '../db/repositories/folders';
import { ApiHttpError, notFound } from '../http/errors';
import { parseWith } from '../http/validate';

const duplicateTitle = (title: string) =>
  new ApiHttpError(
    409,
    'conflict',
    `a folder named "${title}" already exists (names are compared case-insensitively)`,
    'title',
  );

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/folders', async (req) =>
    listFolders(app.db, req.caller.teamId).map((f) => FolderSchema.parse(f)),
  );

  app.post('/folders', async (req, reply) => {
    const { title } = parseWith(FolderBodySchema, req.body, 'body');
    if (folderTitleTaken(app.db, req.caller.teamId, title)) throw duplicateTitle(title);
    return reply
      .code(201)
      .send(FolderSchema.parse(createFolder(app.db, req.caller.teamId, title, app.now())));
  });

  app.put('/folders/:folderId', async (req) => {
    const { folderId } = parseWith(FolderIdParamSchema, req.params, 'params');
    const { title } = parseWith(FolderBodySchema, req.body, 'body');
    if (folderTitleTaken(app.db, req.caller.teamId, title, folderId)) throw duplicateTitle(title);
    const folder = renameFolder(app.db, req.caller.teamId, folderId, title);
    if (!folder) throw notFound('folder');
    return FolderSchema.parse(folder);
  });

  app.delete('/folders/:folderId', async (req, reply) => {
    const { folderId } = parseWith(FolderIdParamSchema, req.params, 'params');
    if (!deleteFolder(app.db, req.caller.teamId, folderId)) throw notFound('folder');
    return reply.code(204).send();
  });
}
