import type { ItemStore } from './desk-state';
import { deskRequest } from './desk';
import { ArtefactSchema, type ArtefactKind, type Visibility } from './schemas/desk';

/** One browser item to move, and how the desk files it. */
export interface MoveItem {
  kind: ArtefactKind;
  id: string;
  title: string;
  workspaceIds: number[];
  visibility: Visibility;
  body: Record<string, unknown>;
  /** Where it is kept in this browser (removed from there once every item has moved). */
  from: ItemStore<{ id: string }>;
}

export type MoveCounts = Record<ArtefactKind, number>;

export const countByKind = (items: readonly MoveItem[]): MoveCounts => ({
  view: items.filter((i) => i.kind === 'view').length,
  report: items.filter((i) => i.kind === 'report').length,
  annotation: items.filter((i) => i.kind === 'annotation').length,
});

/** "3 views, 1 report and 2 annotations". */
export function describeCounts(counts: MoveCounts): string {
  const words: Record<ArtefactKind, [string, string]> = {
    view: ['view', 'views'],
    report: ['report', 'reports'],
    annotation: ['annotation', 'annotations'],
  };
  const parts = (Object.keys(words) as ArtefactKind[])
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${words[k][counts[k] === 1 ? 0 : 1]}`);
  return parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Moves browser items to the desk, one at a time, each with its browser id as `clientKey`: the
 * desk answers a repeat with the artefact it already has, so an interrupted move (a closed tab, a
 * lost connection) simply runs again. Nothing leaves the browser until every item is on the desk;
 * then each is removed from where it was kept.
 */
export async function moveToDesk(
  items: readonly MoveItem[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  let done = 0;
  for (const item of items) {
    if (signal?.aborted) throw new DOMException('The move was stopped', 'AbortError');
    await deskRequest(ArtefactSchema, '/artefacts', {
      method: 'POST',
      signal,
      body: {
        kind: item.kind,
        title: item.title.trim().slice(0, 200) || 'Untitled',
        workspaceIds: item.workspaceIds,
        visibility: item.visibility,
        body: item.body,
        clientKey: item.id,
      },
    });
    onProgress(++done);
  }
  for (const item of items) item.from.remove(item.id);
}
