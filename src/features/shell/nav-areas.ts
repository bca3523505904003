import { useRouter } from '@tanstack/react-router';
import {
  IconChartBar,
  IconLayoutGrid,
  IconMapPin,
  IconMessages,
  IconBroadcast,
  IconSparkles,
  IconTags,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react';

/** A navigable area. `routeId` is checked against the route tree so unbuilt areas never show. */
export type Area = { key: string; label: string; routeId: string; to: string; icon: Icon; hint: string };

export const TEAM_AREAS: Area[] = [
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

export const WORKSPACE_AREAS: Area[] = [
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
  },
];

/** The areas whose routes exist in this build. */
export function useAvailableAreas(): { team: Area[]; workspace: Area[] } {
  const { routesById } = useRouter();
  const exists = (area: Area) => Object.hasOwn(routesById, area.routeId);
  return { team: TEAM_AREAS.filter(exists), workspace: WORKSPACE_AREAS.filter(exists) };
}
