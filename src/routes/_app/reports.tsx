import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PAPER_IDS } from '@/features/charts/export/paper';
import { ReportsPage } from '@/features/charts/report/reports-page';

/**
 * The report board: `report` selects a saved report; `shared` carries a whole report in a link;
 * `print` opens the print layout on a paper size.
 */
export const Route = createFileRoute('/_app/reports')({
  validateSearch: z.object({
    report: z.string().max(64).optional().catch(undefined),
    shared: z.string().max(200_000).optional().catch(undefined),
    print: z.enum(PAPER_IDS).optional().catch(undefined),
  }),
  component: ReportsPage,
});
