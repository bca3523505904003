import { z } from 'zod/mini';

/**
 * Event annotations: a label and a note on a moment or a range of a workspace's timelines
 * ("Ministerial statement"). The API has no storage for them, so they live in the browser
 * (annotation-store.ts) and travel in files, saved views and report JSON with these schemas.
 */

export const ANNOTATION_LABEL_MAX = 80;
export const ANNOTATION_NOTE_MAX = 2000;
/** Per workspace: more would crowd every chart long before it strained storage. */
export const MAX_ANNOTATIONS = 500;
export const ANNOTATION_FILE_FORMAT = 'narrative-desk-annotations/1';

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

export const AnnotationSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    label: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'a label is needed' }),
      z.maxLength(ANNOTATION_LABEL_MAX, {
        error: `a label has at most ${ANNOTATION_LABEL_MAX} characters`,
      }),
    ),
    note: z._default(
      z
        .string()
        .check(
          z.maxLength(ANNOTATION_NOTE_MAX, { error: `a note has at most ${ANNOTATION_NOTE_MAX} characters` }),
        ),
      '',
    ),
    /** The moment marked, or the range's first instant. */
    start: instant,
    /** The range's last instant (inclusive); absent for a single moment. */
    end: z.optional(instant),
    createdAt: instant,
    updatedAt: instant,
  })
  .check(
    z.refine((a) => !a.end || Date.parse(a.end) >= Date.parse(a.start), {
      error: 'the end must not be before the start',
      path: ['end'],
    }),
  );
export type Annotation = z.infer<typeof AnnotationSchema>;

/** What saved views and report JSON embed. */
export const AnnotationListSchema = z.array(AnnotationSchema).check(z.maxLength(MAX_ANNOTATIONS));

export const AnnotationFileSchema = z.object({
  format: z.literal(ANNOTATION_FILE_FORMAT),
  /** The workspace the file was exported from (informative: a file may be imported anywhere). */
  workspaceId: z.optional(z.int().check(z.positive())),
  annotations: AnnotationListSchema,
});

export interface AnnotationDraft {
  label: string;
  note?: string;
  start: string;
  end?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A zod failure as one sentence for the analyst. */
function explain(error: z.core.$ZodError, what: string): Error {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join(' › ')})` : '';
  return new Error(`${what}: ${issue?.message ?? 'invalid'}${where}.`);
}

/** A new annotation from the analyst's input; throws an Error saying what is wrong. */
export function createAnnotation(draft: AnnotationDraft, nowMs = Date.now()): Annotation {
  const stamp = iso(nowMs);
  const end = draft.end && draft.end !== draft.start ? draft.end : undefined;
  const parsed = AnnotationSchema.safeParse({
    ...draft,
    end,
    id: crypto.randomUUID(),
    createdAt: stamp,
    updatedAt: stamp,
  });
  if (!parsed.success) throw explain(parsed.error, 'The annotation cannot be saved');
  return parsed.data;
}

export function editAnnotation(
  a: Annotation,
  patch: Partial<AnnotationDraft>,
  nowMs = Date.now(),
): Annotation {
  const next = { ...a, ...patch, updatedAt: iso(nowMs) };
  if ('end' in patch && (!patch.end || patch.end === next.start)) delete next.end;
  const parsed = AnnotationSchema.safeParse(next);
  if (!parsed.success) throw explain(parsed.error, 'The annotation cannot be saved');
  return parsed.data;
}

/** Annotations touching [since, to], oldest first (what a timeline of that window draws). */
export function annotationsInWindow(
  list: readonly Annotation[],
  window: { since: string; to: string },
): Annotation[] {
  const since = Date.parse(window.since);
  const to = Date.parse(window.to);
  return list
    .filter((a) => Date.parse(a.start) <= to && Date.parse(a.end ?? a.start) >= since)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.label.localeCompare(b.label));
}

export function toAnnotationFile(workspaceId: number, list: readonly Annotation[]): string {
  return JSON.stringify({ format: ANNOTATION_FILE_FORMAT, workspaceId, annotations: list }, null, 2);
}

/** The annotations of an exported file; throws an Error that says what is wrong with it. */
export function parseAnnotationFile(text: string): Annotation[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Choose annotations exported from Narrative Desk (.json).');
  }
  const parsed = AnnotationFileSchema.safeParse(raw);
  if (!parsed.success) throw explain(parsed.error, 'This is not a Narrative Desk annotations file');
  return parsed.data.annotations;
}

export interface MergeResult {
  list: Annotation[];
  added: number;
  updated: number;
  unchanged: number;
}

const sameEvent = (a: Annotation, b: Annotation) =>
  a.label === b.label && a.start === b.start && (a.end ?? '') === (b.end ?? '');

/**
 * Imported annotations merged into a workspace's: new ones are added, a newer copy of a known one
 * (same id) replaces it, and the same event under another id is not added twice. Never removes.
 */
export function mergeAnnotations(
  existing: readonly Annotation[],
  incoming: readonly Annotation[],
): MergeResult {
  const list = [...existing];
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  for (const a of incoming) {
    const i = list.findIndex((b) => b.id === a.id);
    if (i >= 0) {
      if (Date.parse(a.updatedAt) > Date.parse((list[i] as Annotation).updatedAt)) {
        list[i] = a;
        updated++;
      } else unchanged++;
    } else if (list.some((b) => sameEvent(a, b))) unchanged++;
    else {
      list.push(a);
      added++;
    }
  }
  if (list.length > MAX_ANNOTATIONS) {
    throw new Error(
      `Importing would give this workspace ${list.length} annotations; at most ${MAX_ANNOTATIONS} are kept. Nothing was imported.`,
    );
  }
  return { list, added, updated, unchanged };
}
