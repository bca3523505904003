import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ReportRender } from '@/features/reports/report-render';
import { ScheduledRenderPage } from '@/features/schedules/render-page';

/**
 * The page the server's Chromium renders a scheduled report on (server/watch/schedules/render.ts):
 * not in the navigation, outside the signed-in shell, code-split so no other page loads it.
 */
export const Route = createFileRoute('/render/report/$reportId')({
  // Plain strings here (this stays in the entry chunk); the page checks them.
  validateSearch: z.object({ from: z.string(), to: z.string(), zone: z.string() }),
  component: RenderReport,
});

function RenderReport() {
  const { reportId } = Route.useParams();
  const { from, to, zone } = Route.useSearch();
  return (
    <ScheduledRenderPage
      reportId={reportId}
      from={from}
      to={to}
      zone={zone}
      board={(report, onFiles) => <ReportRender report={report} onFiles={onFiles} />}
    />
  );
}
