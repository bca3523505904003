import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReportsPage } from '@/features/charts/reports-page';

/** The report board: `report` selects a saved report; `shared` carries a whole report in a link. */
export const Route = createFileRoute('/_app/reports')({
  validateSearch: z.object({
    report: z.string().max(64).optional().catch(undefined),
    shared: z.string().max(200_000).optional().catch(undefined),
  }),
  component: ReportsPage,
});
