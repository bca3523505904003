import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ConfirmHost } from '@/components/confirm/confirm-host';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './app.css';
import { createQueryClient } from '@/api/query-client';
import { workspaceQueries } from '@/api/workspaces';
import { cssVariablesResolver, theme } from '@/theme';
import { routeTree } from '@/routeTree.gen';
import { connectClientToSession, signOutLocally } from '@/features/session/session-actions';
import { startCapabilityCheck } from '@/features/session/session-guard';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteError } from '@/components/route-error';
import { LoadingState } from '@/components/loading-state';
import { NotificationsHost } from '@/components/notifications-host';
import { describeError } from '@/components/error-state';
import { styleNonce } from '@/lib/csp-nonce';

const queryClient = createQueryClient({
  // One place handles 401: forget the token and return to sign-in, saying why, then back here afterwards.
  onUnauthorized: () => {
    const { pathname, href } = router.state.location;
    if (pathname === '/sign-in') return;
    signOutLocally(queryClient);
    void router.navigate({ to: '/sign-in', search: { redirect: href, reason: 'expired' }, replace: true });
  },
  // A page shows its own first-load failures (ErrorState); toasts cover writes and failed refreshes.
  onError: (error, { source, hadData, meta }) => {
    if (source === 'query' && !hadData) return;
    notifications.show({
      color: 'red',
      title: meta?.errorTitle ?? 'Request failed',
      message: describeError(error),
    });
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders prefetch into TanStack Query (prefetchQuery/ensureQueryData): the query cache decides
  // freshness, not the router's own cache.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: LoadingState,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: () => <NotFoundPage />,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

connectClientToSession();

// The opened page's route code downloads while the guard waits for the service's capabilities
// (a round trip), not after it; started once their request is out, as the browser's six
// connections to the server would otherwise queue that request behind some fifty chunks.
// The workspace list too (every signed-in page's navigation reads it), asked first.
startCapabilityCheck(() => {
  void queryClient.prefetchQuery(workspaceQueries.list());
  for (const route of router.getMatchedRoutes(window.location.pathname)[0])
    void router.loadRouteChunk(route)?.catch(() => undefined);
});

const nonce = styleNonce();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      getStyleNonce={nonce ? () => nonce : undefined}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ConfirmHost />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
