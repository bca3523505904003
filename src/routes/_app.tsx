import { createFileRoute, retainSearchParams, stripSearchParams } from '@tanstack/react-router';
import { DateRangeSearchSchema } from '@/lib/date-range';
import { tokenDisplayName } from '@/lib/jwt';
import { guardSession } from '@/features/session/session-guard';
import { SessionExpiryWarning } from '@/features/session/session-expiry-warning';
import { useSession } from '@/features/session/use-session';
import { useSignOut } from '@/features/session/use-sign-out';
import { AppLayout } from '@/features/shell/app-layout';
import { RouteError } from '@/components/route-error';
import { watchUnreadItems } from '@/components/unread-items-watch';
import { watchServiceWaits } from '@/components/service-wait-watch';
import { watchStorageRefusals } from '@/components/storage-refused-watch';
import { startDesk } from '@/api/desk-state';
import { connectDeskLazily } from '@/hooks/desk/connect-desk';
import { DeskHostSlot } from '@/components/desk/desk-host-slot';

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
  // A session (this tab's or one an open tab shares), then the service's capabilities.
  beforeLoad: async ({ location, context }) => {
    watchUnreadItems();
    watchServiceWaits();
    watchStorageRefusals();
    await guardSession(location.href);
    // The team desk, if this server has one: probed once per sign-in, never waited for.
    startDesk(context.queryClient, connectDeskLazily);
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
      <DeskHostSlot />
      <AppLayout username={session ? tokenDisplayName(session.token) : null} onSignOut={signOut} />
    </>
  );
}
