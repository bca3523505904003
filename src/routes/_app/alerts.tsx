import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AlertsPage } from '@/features/alerts/alerts-page';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';

/**
 * The team's alert rules, per workspace: `workspace` picks it, `rule` opens the editor (`new` or a
 * rule's id), `log` a rule's delivery log. A bad value drops that param, never the page.
 * "Create alert" elsewhere (src/filters/alert-question.ts) opens `rule=new` on a question: its
 * filters in the workspace URL's own keys and the new rule's `zone`.
 */
export const Route = createFileRoute('/_app/alerts')({
  validateSearch: z.object({
    workspace: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
    rule: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
    log: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
    zone: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
    ...MentionFilterSearchSchema.shape,
  }),
  component: AlertsPage,
});
