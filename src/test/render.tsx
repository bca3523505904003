import type { ReactElement, ReactNode } from 'react';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ConfirmHost } from '@/components/confirm/confirm-host';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { cssVariablesResolver, theme } from '@/theme';

export type RenderOptions = {
  /** Initial URL (path + search), e.g. "/workspaces?q=acme". Default "/". */
  url?: string;
  /** Route path the element is mounted at, e.g. "/w/$workspaceId/mentions". Default "/" + url's path. */
  path?: string;
  queryClient?: QueryClient;
  /** validateSearch for the test route, when the component reads route search params. */
  validateSearch?: (search: Record<string, unknown>) => object;
};

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
};

/** A QueryClient for tests: no retries, no garbage collection timers to wait for. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` inside Mantine, TanStack Query and a memory router with a single route at `path`
 * (so Link, useNavigate and useSearch work). Await `findBy…` queries: the router mounts async.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { url = '/', path, queryClient = createTestQueryClient(), validateSearch }: RenderOptions = {},
): Promise<RenderWithProvidersResult> {
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const pagePath = path ?? (url.split('?')[0] || '/');
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: pagePath,
    component: () => ui,
    ...(validateSearch ? { validateSearch } : {}),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  });
  await router.load();
  const result = rtlRender(<RouterProvider router={router} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          {children}
          <ConfirmHost />
        </QueryClientProvider>
      </MantineProvider>
    ),
  });
  return Object.assign(result, { queryClient, router: router as unknown as ReturnType<typeof createRouter> });
}
