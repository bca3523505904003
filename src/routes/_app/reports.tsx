import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PAPER_IDS } from '@/components/charts/export/paper-ids';
import { ReportsPage } from '@/features/reports/reports-page';

/**
 * The report board: `report` selects a saved report; `shared` carries a whole report in a link;
 * `print` opens the print layout on a paper size.
 */
export const Route = createFileRoute('/_app/reports')({
  validateSearch: z.object({
    report: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
    shared: z.catch(z.optional(z.string().check(z.maxLength(200_000))), undefined),
    print: z.catch(z.optional(z.enum(PAPER_IDS)), undefined),
  }),
  component: ReportsPage,
});
