import type { OptionalEndpoint } from '@/api/capabilities';
import type { FileRoutesById, FileRoutesByTo } from '@/routeTree.gen';

/** Paths of the team-wide pages (no path params) and of a workspace's areas (its id only). */
export type TeamPath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>;
export type WorkspacePath = Exclude<
  Extract<keyof FileRoutesByTo, `/w/$workspaceId/${string}`>,
  `/w/$workspaceId/${string}$${string}`
>;

/**
 * The app's areas, once: the navigation (features/shell/nav-areas.ts adds their icons), the
 * command palette and the saved views (analysis/views/saved-views.ts) all read this list.
 * `routeId` and `to` are typed by the route tree, so an area naming a route that does not exist is
 * a compile error; `needs` names the optional endpoint without which the area has nothing to show.
 *
 * `view` is what a saved view of the area keeps of its URL besides filters and window (its own
 * settings), or `false` when the area cannot be saved as a view. Every workspace area must say;
 * a team area is saveable only when it names the workspaces it shows (`ws`, share of voice).
 */
export interface AreaInfo<TTo extends string = TeamPath | WorkspacePath> {
  key: string;
  label: string;
  routeId: keyof FileRoutesById;
  to: TTo;
  hint: string;
  needs?: OptionalEndpoint;
  view: readonly string[] | false;
}

export const TEAM_AREA_INFO = [
  {
    key: 'pulse',
    label: 'Pulse',
    routeId: '/_app/pulse',
    to: '/pulse',
    hint: 'Every workspace at a glance',
    view: false,
  },
  {
    key: 'share-of-voice',
    label: 'Share of voice',
    routeId: '/_app/share-of-voice',
    to: '/share-of-voice',
    hint: 'Workspaces compared on one chart',
    view: ['ws', 'interval', 'unit', 'chart', 'by', 'compare'],
  },
  {
    key: 'workspaces',
    label: 'Workspaces',
    routeId: '/_app/workspaces',
    to: '/workspaces',
    hint: 'Saved queries and folders',
    view: false,
  },
  {
    key: 'enrichments',
    label: 'Enrichments',
    routeId: '/_app/enrichments',
    to: '/enrichments',
    hint: 'Custom enrichments',
    needs: 'customEnrichments',
    view: false,
  },
  {
    key: 'channels',
    label: 'Channels',
    routeId: '/_app/channels',
    to: '/channels',
    hint: 'Channels and custom channels',
    view: false,
  },
  {
    key: 'reports',
    label: 'Reports',
    routeId: '/_app/reports',
    to: '/reports',
    hint: 'Pinned charts, shared and printed',
    view: false,
  },
  {
    key: 'alerts',
    label: 'Alerts',
    routeId: '/_app/alerts',
    to: '/alerts',
    hint: 'Rules that watch and notify',
    view: false,
  },
] as const satisfies readonly AreaInfo<TeamPath>[];

export const WORKSPACE_AREA_INFO = [
  {
    key: 'mentions',
    label: 'Mentions',
    routeId: '/_app/w/$workspaceId/mentions',
    to: '/w/$workspaceId/mentions',
    hint: 'Browse and filter mentions',
    view: ['sort', 'order', 'sample'],
  },
  {
    key: 'narratives',
    label: 'Narratives',
    routeId: '/_app/w/$workspaceId/narratives',
    to: '/w/$workspaceId/narratives',
    hint: 'AI-detected narratives',
    view: ['sort'],
  },
  {
    key: 'charts',
    label: 'Charts',
    routeId: '/_app/w/$workspaceId/charts',
    to: '/w/$workspaceId/charts',
    hint: 'Distribution and timeline',
    // The chart's own settings travel as the view's `chart` (ChartOptionsSchema); the map type's
    // as settings (the map area's params, map-search.ts).
    view: ['geo', 'geoState', 'shade', 'geoView', 'geoBy'],
  },
  {
    key: 'locations',
    label: 'Locations',
    routeId: '/_app/w/$workspaceId/locations',
    to: '/w/$workspaceId/locations',
    hint: 'Where mentions come from',
    needs: 'locations',
    view: ['trail'],
  },
  {
    key: 'map',
    label: 'Map',
    routeId: '/_app/w/$workspaceId/map',
    to: '/w/$workspaceId/map',
    hint: 'Mentions on a map',
    needs: 'locations',
    // The map validates its own settings (map-search.ts); a view of it is not offered yet.
    view: false,
  },
  {
    key: 'coordination',
    label: 'Coordination',
    routeId: '/_app/w/$workspaceId/coordination',
    to: '/w/$workspaceId/coordination',
    hint: 'Co-posting and spread',
    // The finder's thresholds, the cap, the view and the traced phrase (features/coordination).
    view: ['coView', 'coWindow', 'coAccounts', 'coSimilarity', 'coRepeats', 'coCap', 'trace'],
  },
] as const satisfies readonly AreaInfo<WorkspacePath>[];

export type TeamAreaKey = (typeof TEAM_AREA_INFO)[number]['key'];
export type WorkspaceAreaKey = (typeof WORKSPACE_AREA_INFO)[number]['key'];
type Saveable<A> = A extends { view: readonly string[] } ? A : never;
/** The areas a saved view can hold (their `view` is a list). */
export type SaveableAreaInfo =
  Saveable<(typeof TEAM_AREA_INFO)[number]> | Saveable<(typeof WORKSPACE_AREA_INFO)[number]>;

const saveable = <A extends AreaInfo>(a: A): a is Saveable<A> => a.view !== false;
export const SAVEABLE_TEAM_AREAS = /* @__PURE__ */ TEAM_AREA_INFO.filter(saveable);
export const SAVEABLE_WORKSPACE_AREAS = /* @__PURE__ */ WORKSPACE_AREA_INFO.filter(saveable);
