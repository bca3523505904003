import { useCapabilities, type OptionalEndpoint } from '@/api/use-capabilities';
import {
  IconActivity,
  IconChartPie,
  IconChartBar,
  IconLayoutGrid,
  IconMap,
  IconMapPin,
  IconMessages,
  IconBroadcast,
  IconShare3,
  IconSparkles,
  IconTags,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react';
import type { FileRoutesById, FileRoutesByTo } from '@/routeTree.gen';

/** Paths of the team-wide pages (no path params) and of a workspace's areas (its id only). */
type TeamPath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>;
type WorkspacePath = Exclude<
  Extract<keyof FileRoutesByTo, `/w/$workspaceId/${string}`>,
  `/w/$workspaceId/${string}$${string}`
>;

/**
 * A navigable area. `routeId` and `to` are typed by the route tree, so an area naming a route that
 * does not exist is a compile error; `needs` names the optional endpoint without which the area
 * has nothing to show (it is hidden when the service lacks it, capabilities.ts).
 */
export type Area<TTo extends string = TeamPath | WorkspacePath> = {
  key: string;
  label: string;
  routeId: keyof FileRoutesById;
  to: TTo;
  icon: Icon;
  hint: string;
  needs?: OptionalEndpoint;
};

export const TEAM_AREAS: Area<TeamPath>[] = [
  {
    key: 'pulse',
    label: 'Pulse',
    routeId: '/_app/pulse',
    to: '/pulse',
    icon: IconActivity,
    hint: 'Every workspace at a glance',
  },
  {
    key: 'share-of-voice',
    label: 'Share of voice',
    routeId: '/_app/share-of-voice',
    to: '/share-of-voice',
    icon: IconChartPie,
    hint: 'Workspaces compared on one chart',
  },
  {
    key: 'workspaces',
    label: 'Workspaces',
    routeId: '/_app/workspaces',
    to: '/workspaces',
    icon: IconLayoutGrid,
    hint: 'Saved queries and folders',
  },
  {
    key: 'enrichments',
    label: 'Enrichments',
    routeId: '/_app/enrichments',
    to: '/enrichments',
    icon: IconTags,
    hint: 'Custom enrichments',
    needs: 'customEnrichments',
  },
  {
    key: 'channels',
    label: 'Channels',
    routeId: '/_app/channels',
    to: '/channels',
    icon: IconBroadcast,
    hint: 'Channels and custom channels',
  },
  {
    key: 'reports',
    label: 'Reports',
    routeId: '/_app/reports',
    to: '/reports',
    icon: IconPresentation,
    hint: 'Pinned charts, shared and printed',
  },
];

export const WORKSPACE_AREAS: Area<WorkspacePath>[] = [
  {
    key: 'mentions',
    label: 'Mentions',
    routeId: '/_app/w/$workspaceId/mentions',
    to: '/w/$workspaceId/mentions',
    icon: IconMessages,
    hint: 'Browse and filter mentions',
  },
  {
    key: 'narratives',
    label: 'Narratives',
    routeId: '/_app/w/$workspaceId/narratives',
    to: '/w/$workspaceId/narratives',
    icon: IconSparkles,
    hint: 'AI-detected narratives',
  },
  {
    key: 'charts',
    label: 'Charts',
    routeId: '/_app/w/$workspaceId/charts',
    to: '/w/$workspaceId/charts',
    icon: IconChartBar,
    hint: 'Distribution and timeline',
  },
  {
    key: 'locations',
    label: 'Locations',
    routeId: '/_app/w/$workspaceId/locations',
    to: '/w/$workspaceId/locations',
    icon: IconMapPin,
    hint: 'Where mentions come from',
    needs: 'locations',
  },
  {
    key: 'map',
    label: 'Map',
    routeId: '/_app/w/$workspaceId/map',
    to: '/w/$workspaceId/map',
    icon: IconMap,
    hint: 'Mentions on a map',
    needs: 'locations',
  },
  {
    key: 'coordination',
    label: 'Coordination',
    routeId: '/_app/w/$workspaceId/coordination',
    to: '/w/$workspaceId/coordination',
    icon: IconShare3,
    hint: 'Co-posting and spread',
  },
];

/** The areas whose service offers what they need. */
export function useAvailableAreas() {
  const { hasEndpoint } = useCapabilities();
  const shown = (area: Area) => !area.needs || hasEndpoint(area.needs);
  return { team: TEAM_AREAS.filter(shown), workspace: WORKSPACE_AREAS.filter(shown) };
}
