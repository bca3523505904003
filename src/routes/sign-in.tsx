import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SignInPage } from '@/features/session/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({
    redirect: z.catch(z.optional(z.string()), undefined),
    /** Why the analyst was sent here: their session expired (a 401, or an expired token on load). */
    reason: z.catch(z.optional(z.enum(['expired'])), undefined),
  }),
  head: () => ({ meta: [{ title: 'Sign in · Narrative Desk' }] }),
  component: SignInPage,
});
