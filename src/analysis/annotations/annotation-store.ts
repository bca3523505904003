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

/**
 * The browser's annotations, one localStorage entry per workspace (versioned key), with a
 * subscription so every timeline of a workspace re-renders when one is added, edited or removed
 * (here or in another tab). A write that the browser refuses throws and changes nothing.
 */

export const ANNOTATIONS_KEY_PREFIX = 'nd.annotations.v1.';
const storageKey = (workspaceId: number) => `${ANNOTATIONS_KEY_PREFIX}${workspaceId}`;
const EMPTY: readonly Annotation[] = Object.freeze([]);

const cache = new Map<number, readonly Annotation[]>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The stored list; a damaged entry keeps its valid annotations rather than losing them all. */
function read(workspaceId: number): readonly Annotation[] {
  let raw: unknown;
  try {
    raw = JSON.parse(globalThis.localStorage?.getItem(storageKey(workspaceId)) ?? '[]');
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(raw)) return EMPTY;
  return raw.flatMap((item) => {
    const parsed = AnnotationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A workspace's annotations; the same array until they change (a stable snapshot for React). */
export function listAnnotations(workspaceId: number): readonly Annotation[] {
  let list = cache.get(workspaceId);
  if (!list) {
    list = read(workspaceId);
    cache.set(workspaceId, list);
  }
  return list;
}

function write(workspaceId: number, list: readonly Annotation[]): void {
  try {
    if (!globalThis.localStorage) throw new Error('no localStorage');
    globalThis.localStorage.setItem(storageKey(workspaceId), JSON.stringify(list));
  } catch {
    throw new Error(
      'This browser refused to store the annotation (storage full or blocked). Export your annotations to keep them.',
    );
  }
  cache.set(workspaceId, list);
  notify();
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

export function subscribeAnnotations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab changed a workspace's annotations: forget the cached copy and re-render.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(ANNOTATIONS_KEY_PREFIX)) {
    cache.clear();
    notify();
  }
});
