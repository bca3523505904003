import { SavedViewSchema, viewHref } from '@/analysis/views/saved-views';
import { ReportSchema } from '@/analysis/reports/report-store';
import { AnnotationSchema } from '@/analysis/annotations/annotations';
import type { Artefact } from '@/api/schemas/desk';

/** Where a desk item opens: a view's own investigation, a report on the board, an annotation's timeline. */
export function openTarget(artefact: Artefact): { href: string } | null {
  if (artefact.kind === 'view') {
    const view = SavedViewSchema.safeParse(artefact.body).data;
    return view ? { href: viewHref(view) } : null;
  }
  if (artefact.kind === 'report') {
    const report = ReportSchema.safeParse(artefact.body).data;
    return report ? { href: `/reports?report=${encodeURIComponent(report.id)}` } : null;
  }
  const annotation = AnnotationSchema.safeParse(artefact.body).data;
  const workspaceId = artefact.workspaceIds[0];
  return annotation && workspaceId ? { href: `/w/${workspaceId}/charts` } : null;
}
