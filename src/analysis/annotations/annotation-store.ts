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

/**
 * The browser's annotations, one localStorage entry per workspace (versioned key), each a stored
 * value (lib/stored-value.ts), so every timeline of a workspace re-renders when one is added,
 * edited or removed (here or in another tab). A damaged entry keeps its valid annotations rather
 * than losing them all; a refused write follows the stores' one policy (held for this page, said
 * in words).
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

/** A workspace's annotations; the same array until they change (a stable snapshot for React). */
export const listAnnotations = (workspaceId: number): readonly Annotation[] =>
  annotationsOf(workspaceId).get();

const write = (workspaceId: number, list: readonly Annotation[]): void =>
  annotationsOf(workspaceId).set(list);

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
  annotationsOf(workspaceId).subscribe(listener);
