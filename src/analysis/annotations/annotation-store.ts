import {
  AnnotationSchema,
  createAnnotation,
  editAnnotation,
  MAX_ANNOTATIONS,
  mergeAnnotations,
  parseAnnotationFile,
  toAnnotationFile,
  type Annotation,
  type AnnotationDraft,
  type MergeResult,
} from './annotations';
import { listOf, storedFamily, storedValue } from '@/lib/stored-value';
import { browserItems, switchingStore, type ItemStore } from '@/api/desk-state';

/**
 * The browser's annotations, one localStorage entry per workspace (versioned key), each a stored
 * value (lib/stored-value.ts), so every timeline of a workspace re-renders when one is added,
 * edited or removed (here or in another tab). A damaged entry keeps its valid annotations rather
 * than losing them all; a refused write follows the stores' one policy (held for this page, said
 * in words). With a team desk (api/desk-state.ts) a workspace's annotations live there instead,
 * shared with the team; those still only in this browser show beside them until they are moved.
 */

export const ANNOTATIONS_KEY_PREFIX = 'nd.annotations.v1.';

const annotationsOf = storedFamily(ANNOTATIONS_KEY_PREFIX, (key) =>
  storedValue<readonly Annotation[]>(
    key,
    Object.freeze([]),
    listOf((raw) => AnnotationSchema.safeParse(raw).data),
    { what: 'your annotations' },
  ),
);

/** The browser's own list of a workspace's annotations (the move to the desk reads it). */
export const browserAnnotations = (workspaceId: number): ItemStore<Annotation> =>
  browserItems(annotationsOf(workspaceId));

const stores = new Map<number, ItemStore<Annotation>>();
/** A workspace's annotations wherever they are kept: this browser, or the team desk. */
export function annotationStore(workspaceId: number): ItemStore<Annotation> {
  let store = stores.get(workspaceId);
  if (!store)
    stores.set(
      workspaceId,
      (store = switchingStore(browserAnnotations(workspaceId), `annotation:${workspaceId}`)),
    );
  return store;
}

/** A workspace's annotations; the same array until they change (a stable snapshot for React). */
export const listAnnotations = (workspaceId: number): readonly Annotation[] =>
  annotationStore(workspaceId).get();

/** Writes the changes from the current list to `list`: each added or edited one saved, each missing one removed. */
function write(workspaceId: number, list: readonly Annotation[]): void {
  const store = annotationStore(workspaceId);
  const before = store.get();
  for (const a of list) if (!before.includes(a)) store.save(a);
  for (const a of before) if (!list.some((b) => b.id === a.id)) store.remove(a.id);
}

export function addAnnotation(workspaceId: number, draft: AnnotationDraft): Annotation {
  const list = listAnnotations(workspaceId);
  if (list.length >= MAX_ANNOTATIONS)
    throw new Error(`A workspace keeps at most ${MAX_ANNOTATIONS} annotations: remove some first.`);
  const a = createAnnotation(draft);
  write(workspaceId, [...list, a]);
  return a;
}

export function updateAnnotation(
  workspaceId: number,
  id: string,
  patch: Partial<AnnotationDraft>,
): Annotation {
  const list = listAnnotations(workspaceId);
  const current = list.find((a) => a.id === id);
  if (!current) throw new Error('This annotation no longer exists (removed in another tab?).');
  const next = editAnnotation(current, patch);
  write(
    workspaceId,
    list.map((a) => (a.id === id ? next : a)),
  );
  return next;
}

/** Removes one annotation and returns it, so the caller can offer undo (restoreAnnotation). */
export function removeAnnotation(workspaceId: number, id: string): Annotation | undefined {
  const list = listAnnotations(workspaceId);
  const removed = list.find((a) => a.id === id);
  if (removed)
    write(
      workspaceId,
      list.filter((a) => a.id !== id),
    );
  return removed;
}

export function restoreAnnotation(workspaceId: number, annotation: Annotation): void {
  const list = listAnnotations(workspaceId);
  if (!list.some((a) => a.id === annotation.id)) write(workspaceId, [...list, annotation]);
}

/** Adds annotations (a file's, a saved view's) to a workspace: new ones added, newer edits kept. */
export function mergeIntoWorkspace(
  workspaceId: number,
  incoming: readonly Annotation[],
): Omit<MergeResult, 'list'> {
  const { list, ...counts } = mergeAnnotations(listAnnotations(workspaceId), incoming);
  if (counts.added + counts.updated > 0) write(workspaceId, list);
  return counts;
}

/** Imports an exported file into a workspace; a bad file throws (saying why) and changes nothing. */
export const importAnnotations = (workspaceId: number, text: string): Omit<MergeResult, 'list'> =>
  mergeIntoWorkspace(workspaceId, parseAnnotationFile(text));

export const exportAnnotations = (workspaceId: number): string =>
  toAnnotationFile(workspaceId, listAnnotations(workspaceId));

/** Hears changes to one workspace's annotations; returns the unsubscribe. */
export const subscribeAnnotations = (workspaceId: number, listener: () => void): (() => void) =>
  annotationStore(workspaceId).subscribe(listener);
