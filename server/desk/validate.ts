import {
  ArtefactCreateSchema,
  ArtefactUpdateSchema,
  DESK_LIMITS,
  type ArtefactCreate,
  type ArtefactKind,
  type ArtefactUpdate,
} from '../../src/api/schemas/desk';
import { parseWith } from '../http/validate';
import { overLimit } from './errors';

/** The limits a schema would refuse as a plain 400 are refused first, naming the limit. */
function checkNamedLimits(raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  const { title, workspaceIds } = raw as { title?: unknown; workspaceIds?: unknown };
  if (typeof title === 'string' && title.trim().length > DESK_LIMITS.titleChars)
    throw overLimit('titleChars', 'the title length', title.trim().length);
  if (Array.isArray(workspaceIds) && workspaceIds.length > DESK_LIMITS.workspacesPerArtefact)
    throw overLimit('workspacesPerArtefact', 'the number of workspaces', workspaceIds.length);
}

/** The body, serialised as stored, within bodyBytes and (reports) reportBlocks. */
function checkedBody(kind: ArtefactKind, body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const bytes = Buffer.byteLength(text);
  if (bytes > DESK_LIMITS.bodyBytes) throw overLimit('bodyBytes', 'the body size in bytes', bytes);
  const blocks = body.blocks;
  if (kind === 'report' && Array.isArray(blocks) && blocks.length > DESK_LIMITS.reportBlocks)
    throw overLimit('reportBlocks', 'the number of blocks', blocks.length);
  return text;
}

export function parseCreate(raw: unknown): { input: ArtefactCreate; body: string } {
  checkNamedLimits(raw);
  const input = parseWith(ArtefactCreateSchema, raw, 'body');
  return { input, body: checkedBody(input.kind, input.body) };
}

export function parseUpdate(raw: unknown, kind: ArtefactKind): { input: ArtefactUpdate; body: string } {
  checkNamedLimits(raw);
  const input = parseWith(ArtefactUpdateSchema, raw, 'body');
  return { input, body: checkedBody(kind, input.body) };
}
