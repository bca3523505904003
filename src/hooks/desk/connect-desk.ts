import type { QueryClient } from '@tanstack/react-query';
import type { DeskState } from '@/api/desk-state';

/** The desk's code loads with the probe, after the page: the first load of every page stays as it was. */
export const connectDeskLazily = (client: QueryClient): Promise<DeskState> =>
  import('./desk-runtime').then((m) => m.connectDesk(client));
