import { useCapabilities } from '@/api/use-capabilities';
import {
  IconActivity,
  IconBell,
  IconChartPie,
  IconChartBar,
  IconLayoutGrid,
  IconMap,
  IconMapPin,
  IconShare3,
  IconMessages,
  IconBroadcast,
  IconSparkles,
  IconTags,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react';
import {
  TEAM_AREA_INFO,
  WORKSPACE_AREA_INFO,
  type AreaInfo,
  type TeamAreaKey,
  type TeamPath,
  type WorkspaceAreaKey,
  type WorkspacePath,
} from '@/lib/areas';

/**
 * A navigable area: the app's list of areas (lib/areas.ts, which the saved views also read) with
 * each area's icon. A new area without an icon here is a compile error.
 */
export type Area<TTo extends string = TeamPath | WorkspacePath> = AreaInfo<TTo> & { icon: Icon };

const ICONS: Record<TeamAreaKey | WorkspaceAreaKey, Icon> = {
  pulse: IconActivity,
  'share-of-voice': IconChartPie,
  workspaces: IconLayoutGrid,
  enrichments: IconTags,
  channels: IconBroadcast,
  reports: IconPresentation,
  alerts: IconBell,
  mentions: IconMessages,
  narratives: IconSparkles,
  charts: IconChartBar,
  locations: IconMapPin,
  map: IconMap,
  coordination: IconShare3,
};

export const TEAM_AREAS: Area<TeamPath>[] = TEAM_AREA_INFO.map((a) => ({ ...a, icon: ICONS[a.key] }));
export const WORKSPACE_AREAS: Area<WorkspacePath>[] = WORKSPACE_AREA_INFO.map((a) => ({
  ...a,
  icon: ICONS[a.key],
}));

/** The areas whose service offers what they need. */
export function useAvailableAreas() {
  const { hasEndpoint } = useCapabilities();
  const shown = (area: Area) => !area.needs || hasEndpoint(area.needs);
  return { team: TEAM_AREAS.filter(shown), workspace: WORKSPACE_AREAS.filter(shown) };
}
