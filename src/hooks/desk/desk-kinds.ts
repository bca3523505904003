import { SavedViewSchema, type SavedView } from '@/analysis/views/saved-views';
import { ReportSchema, type Report } from '@/analysis/reports/report-store';
import { AnnotationSchema, type Annotation } from '@/analysis/annotations/annotations';
import type { KindSpec } from '@/api/desk-collection';
import type { Artefact, DeskMe } from '@/api/schemas/desk';

/**
 * The three kinds the desk keeps, each with its own schema (the dashboard's, as the browser used),
 * the workspaces it is bound to (who may see it), and who sees a new one by default: views and
 * reports are their author's until shared (a draft is not the team's business); annotations mark
 * events on the team's timelines, so the team sees them from the start.
 */

const unique = (ids: readonly number[]) => [...new Set(ids)];
const byCreation = (a: Artefact, b: Artefact) => a.createdAt.localeCompare(b.createdAt);

export const viewKind: KindSpec<SavedView> = {
  kind: 'view',
  parse: (body) => SavedViewSchema.safeParse(body).data,
  title: (v) => v.name,
  workspaceIds: (v) => unique(v.settings?.ws ?? [v.workspaceId]),
  visibility: 'private',
  copy: (v, id) => ({ ...v, id, name: `${v.name} (copy)`.slice(0, 120) }),
};

/** A report is bound to the workspaces its blocks read; an empty one to the analyst's first workspace. */
export function reportWorkspaces(report: Report, me: Pick<DeskMe, 'workspaceIds'>): number[] {
  const ids = unique(
    report.blocks.flatMap((b) =>
      b.kind === 'text' || b.kind === 'trace'
        ? []
        : b.kind === 'chart' && b.spec.voices
          ? b.spec.voices.map((v) => v.id)
          : [b.spec.workspaceId],
    ),
  );
  return ids.length ? ids.slice(0, 20) : me.workspaceIds.slice(0, 1);
}

export const reportKind: KindSpec<Report> = {
  kind: 'report',
  parse: (body) => ReportSchema.safeParse(body).data,
  title: (r) => r.name,
  workspaceIds: reportWorkspaces,
  visibility: 'private',
  copy: (r, id) => ({
    ...r,
    id,
    name: `${r.name} (copy)`.slice(0, 200),
    updatedAt: new Date().toISOString(),
  }),
  // In the order they were made, as the browser listed them (an edit does not reorder the list).
  order: byCreation,
};

export const annotationKind: KindSpec<Annotation> = {
  kind: 'annotation',
  parse: (body) => AnnotationSchema.safeParse(body).data,
  title: (a) => a.label,
  // Always given by the workspace's store (annotation-store.ts).
  workspaceIds: () => [],
  visibility: 'team',
  copy: (a, id) => ({ ...a, id, label: `${a.label} (copy)`.slice(0, 80) }),
  order: byCreation,
};
