import { createFileRoute, redirect, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { DateRangeSearchSchema } from '@/lib/date-range';
import { isExpired, tokenDisplayName } from '@/lib/jwt';
import { clearSession, getToken } from '@/features/session/session-store';
import { SessionExpiryWarning } from '@/features/session/session-expiry-warning';
import { useSession } from '@/features/session/use-session';
import { useSignOut } from '@/features/session/use-sign-out';
import { AppLayout } from '@/features/shell/app-layout';
import { RouteError } from '@/components/route-error';

/** Signed-in area: guard, shell and the global analyst search params kept across navigation. */
export const Route = createFileRoute('/_app')({
  validateSearch: DateRangeSearchSchema,
  // Kept across navigation; defaults stay out of the URL so plain links stay plain.
  search: {
    middlewares: [
      retainSearchParams(['range', 'since', 'to', 'tz']),
      stripSearchParams({ range: '30d', tz: 'browser' }),
    ],
  },
  beforeLoad: ({ location }) => {
    const token = getToken();
    const expired = token !== null && isExpired(token, Date.now());
    if (expired) clearSession();
    if (!getToken()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href, reason: expired ? 'expired' : undefined } });
    }
  },
  component: SignedInApp,
  errorComponent: RouteError,
});

function SignedInApp() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <>
      <SessionExpiryWarning />
      <AppLayout username={session ? tokenDisplayName(session.token) : null} onSignOut={signOut} />
    </>
  );
}
