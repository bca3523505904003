import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '@/features/session/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({
    redirect: z.string().optional().catch(undefined),
    /** Why the analyst was sent here: their session expired (a 401, or an expired token on load). */
    reason: z.enum(['expired']).optional().catch(undefined),
  }),
  head: () => ({ meta: [{ title: 'Sign in · Narrative Desk' }] }),
  component: SignInPage,
});
