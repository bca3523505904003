import { deskRequest } from './desk';
import {
  ArtefactSchema,
  type Artefact,
  type ArtefactKind,
  type DeskMe,
  type Visibility,
} from './schemas/desk';

/** How one kind of item lives on the desk: its body, its title, the workspaces it is bound to. */
export interface KindSpec<T extends { id: string }> {
  kind: ArtefactKind;
  /** The dashboard's own schema: a body it cannot read costs that item, never the list. */
  parse: (body: unknown) => T | undefined;
  title: (item: T) => string;
  workspaceIds: (item: T, me: DeskMe) => number[];
  /** Who sees a new item until its owner says otherwise. */
  visibility: Visibility;
  /** The same item under a new id ("keep both" after a conflict). */
  copy: (item: T, id: string) => T;
  /** Display order of the list (the desk answers newest change first). */
  order?: (a: Artefact, b: Artefact) => number;
}

/** A save refused because a colleague saved first, and the two ways out. */
export interface DeskConflict {
  kind: ArtefactKind;
  title: string;
  message: string;
  current: Artefact;
  reloadTheirs: () => void;
  keepBoth: () => void;
}

export interface DeskEvents {
  conflict: (conflict: DeskConflict) => void;
  error: (error: unknown, what: string) => void;
}

/** An item as the desk's body (a plain JSON object). */
export const toBody = (item: object) => ({ ...item }) as Record<string, unknown>;

/** A new item as it shows until the desk answers: a provisional artefact (version 0). */
export function provisionalArtefact<T extends { id: string }>(
  spec: KindSpec<T>,
  me: DeskMe,
  item: T,
  workspaceIds?: number[],
): Artefact {
  const now = new Date().toISOString();
  return {
    id: `local:${item.id}`,
    kind: spec.kind,
    title: spec.title(item),
    workspaceIds: workspaceIds ?? spec.workspaceIds(item, me),
    visibility: spec.visibility,
    owner: me.user,
    body: toBody(item),
    version: 0,
    createdAt: now,
    createdBy: me.user,
    updatedAt: now,
    updatedBy: me.user,
    clientKey: item.id,
  };
}

/**
 * One save: a new item (or one never taken: `base` 0) is created with its id as clientKey (a
 * repeat gives the same artefact); a known one replaced with `If-Match: base`.
 */
export function sendSave<T extends { id: string }>(
  spec: KindSpec<T>,
  me: DeskMe,
  item: T,
  known: Artefact | undefined,
  base: number,
  workspaceIds: number[] | undefined,
): Promise<Artefact> {
  const fields = {
    title: spec.title(item).trim().slice(0, 200) || 'Untitled',
    workspaceIds: workspaceIds ?? known?.workspaceIds ?? spec.workspaceIds(item, me),
    body: toBody(item),
  };
  return !known || base === 0
    ? deskRequest(ArtefactSchema, '/artefacts', {
        method: 'POST',
        body: {
          ...fields,
          kind: spec.kind,
          visibility: known?.visibility ?? spec.visibility,
          clientKey: item.id,
        },
      })
    : deskRequest(ArtefactSchema, `/artefacts/${encodeURIComponent(known.id)}`, {
        method: 'PUT',
        ifMatch: base,
        body: { ...fields, visibility: known.visibility },
      });
}

/** The artefact as the desk has it (an ItemMeta's `unsaved` is this browser's note, not the desk's). */
export function stripUnsaved(meta: Artefact & { unsaved?: string }): Artefact {
  const { unsaved: _, ...artefact } = meta;
  return artefact;
}
