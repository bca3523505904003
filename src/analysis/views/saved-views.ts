import { z } from 'zod/mini';
import { defaultStringifySearch } from '@tanstack/react-router';
import { MentionFiltersSchema } from '@/api/schemas';
import { AnnotationListSchema, type Annotation } from '@/analysis/annotations/annotations';
import { CHART_DEFAULTS, ChartOptionsSchema } from '@/analysis/charts/chart-config';
import { DateRangeSearchSchema, describeRange, type DateRangeSearch } from '@/lib/date-range';
import {
  filterValues,
  MentionFilterSearchSchema,
  pickFilters,
  type MentionFilterSearch,
} from '@/filters/mention-filters-url';

/** A view keeps the filter values and, apart, which kinds are negated or switched off. */
function savedFilters(search: MentionFilterSearch) {
  const { not, off } = pickFilters(search);
  return { filters: filterValues(search), filterState: not || off ? { not, off } : undefined };
}
import { SAVEABLE_TEAM_AREAS, SAVEABLE_WORKSPACE_AREAS } from '@/lib/areas';
import { VIEW_NAME_MAX } from './view-names';

/**
 * Saved views: a named investigation (workspace, area, filters, window, zone, chart settings and
 * the area's own settings), kept in the browser because the API has no storage for them, and
 * shared as a link (the URL is the investigation) or as a JSON file. Imports are checked with the
 * same schemas as the URL, but strictly: a bad value is reported, not silently dropped.
 */

/**
 * The areas a view can hold, derived from the app's one list of areas (lib/areas.ts: those whose
 * `view` names the settings a view keeps), plus one narrative's page, the narratives area's detail.
 */
const NARRATIVE = { key: 'narrative', label: 'Narrative', view: ['compare'] } as const;
const VIEWABLE = [...SAVEABLE_WORKSPACE_AREAS, NARRATIVE, ...SAVEABLE_TEAM_AREAS];
export type ViewArea = (typeof VIEWABLE)[number]['key'];
export const VIEW_AREAS = VIEWABLE.map((a) => a.key) as [ViewArea, ...ViewArea[]];
export const AREA_LABELS = Object.fromEntries(VIEWABLE.map((a) => [a.key, a.label])) as Record<
  ViewArea,
  string
>;
/** The area's own URL settings a view keeps (position in a list and the open mention are not kept). */
const AREA_KEYS = Object.fromEntries(VIEWABLE.map((a) => [a.key, a.view as readonly string[]])) as Record<
  ViewArea,
  readonly string[]
>;
/** Team pages a view can hold name the workspaces they compare (`ws`): share of voice. */
const TEAM_PATHS = new Map<string, ViewArea>(SAVEABLE_TEAM_AREAS.map((a) => [a.to, a.key]));
const teamPath = (area: ViewArea) => SAVEABLE_TEAM_AREAS.find((a) => a.key === area)?.to;

/** A URL schema's members without their `z.catch`: strict, so imports can say what is wrong. */
function strict<T extends z.core.$ZodShape>(schema: z.ZodMiniObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [k, v instanceof z.ZodMiniCatch ? v.def.innerType : v]),
  );
  return z.object(shape);
}

const optionalNumber = z.optional(z.number());
/** The areas' own settings a view may carry (their routes validate them again on opening). */
const SettingsSchema = z.object({
  sort: z.optional(z.string().check(z.maxLength(40))),
  order: z.optional(z.enum(['asc', 'desc'])),
  sample: z.optional(z.string().check(z.maxLength(200))),
  compare: z.optional(z.boolean()),
  trail: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10))),
  ws: z.optional(z.array(z.int().check(z.minimum(1))).check(z.minLength(2), z.maxLength(5))),
  interval: z.optional(z.string().check(z.maxLength(20))),
  unit: z.optional(z.string().check(z.maxLength(20))),
  chart: z.optional(z.string().check(z.maxLength(20))),
  by: z.optional(z.string().check(z.maxLength(80))),
  coView: z.optional(z.string().check(z.maxLength(20))),
  coWindow: optionalNumber,
  coAccounts: optionalNumber,
  coSimilarity: optionalNumber,
  coRepeats: optionalNumber,
  coCap: optionalNumber,
  trace: z.optional(z.string().check(z.maxLength(300))),
  // The chart builder's map type (the map area's params; its page validates them again).
  geo: z.optional(z.string().check(z.maxLength(20))),
  geoState: optionalNumber,
  shade: z.optional(z.string().check(z.maxLength(20))),
  geoView: z.optional(z.string().check(z.maxLength(20))),
  geoBy: z.optional(z.string().check(z.maxLength(20))),
});
export const SavedViewSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'a view needs a name' }),
        z.maxLength(VIEW_NAME_MAX, { error: `a name is at most ${VIEW_NAME_MAX} characters` }),
      ),
    created: z.iso.datetime(),
    updated: z.iso.datetime(),
    workspaceId: z.int().check(z.minimum(1)),
    workspaceTitle: z.optional(z.string().check(z.maxLength(300))),
    area: z.enum(VIEW_AREAS),
    narrativeId: z.optional(z.int().check(z.minimum(1))),
    filters: MentionFiltersSchema,
    /** Filter kinds negated or switched off (pill menu), as in the URL's `not` and `off`. */
    filterState: z.optional(
      z.object({ not: z.optional(z.array(z.string())), off: z.optional(z.array(z.string())) }),
    ),
    window: strict(DateRangeSearchSchema),
    chart: z.optional(strict(ChartOptionsSchema)),
    settings: z.optional(SettingsSchema),
    /**
     * The workspace's annotations when the view was saved: opening the view adds any this
     * browser lacks, so a view file handed to a colleague carries the events it was read with.
     */
    annotations: z.optional(AnnotationListSchema),
  })
  .check(
    z.refine((v) => v.area !== 'narrative' || v.narrativeId !== undefined, {
      error: 'a narrative view names its narrative',
      path: ['narrativeId'],
    }),
  );
export type SavedView = z.infer<typeof SavedViewSchema>;

const PATH = new RegExp(
  `^/w/(\\d+)/(${SAVEABLE_WORKSPACE_AREAS.map((a) => a.key).join('|')})(?:/(\\d+))?/?$`,
);

/** The area of a workspace URL, or null for a page that is not a workspace area. */
export function areaOf(
  pathname: string,
  search: Record<string, unknown> = {},
): { workspaceId: number; area: ViewArea; narrativeId?: number } | null {
  const team = TEAM_PATHS.get(pathname.replace(/\/$/, ''));
  if (team) {
    const ws = Array.isArray(search.ws) ? search.ws.map(Number) : [];
    return ws.length >= 2 && Number.isInteger(ws[0]) ? { workspaceId: ws[0]!, area: team } : null;
  }
  const m = PATH.exec(pathname);
  if (!m) return null;
  const narrativeId = m[3] ? Number(m[3]) : undefined;
  if (narrativeId !== undefined && m[2] !== 'narratives') return null;
  return { workspaceId: Number(m[1]), area: narrativeId ? 'narrative' : (m[2] as ViewArea), narrativeId };
}

export interface CaptureInput {
  pathname: string;
  search: Record<string, unknown>;
  name: string;
  workspaceTitle?: string;
  /** When set, a relative window ("last 30 days") is saved as these fixed dates. */
  pinnedWindow?: { since: string; to: string };
  /** The workspace's annotations, kept with the view. */
  annotations?: readonly Annotation[];
  now: Date;
  id: string;
}

/** The current page as a view, or null when the page is not a workspace area. */
export function captureView(input: CaptureInput): SavedView | null {
  const s = input.search;
  const place = areaOf(input.pathname, s);
  if (!place) return null;
  const range: DateRangeSearch = DateRangeSearchSchema.parse(s);
  const window = input.pinnedWindow ? { ...range, range: 'custom' as const, ...input.pinnedWindow } : range;
  const settings = Object.fromEntries(
    AREA_KEYS[place.area].flatMap((k) => (s[k] === undefined ? [] : [[k, s[k]]])),
  );
  const at = input.now.toISOString();
  return SavedViewSchema.parse({
    id: input.id,
    name: input.name,
    created: at,
    updated: at,
    ...place,
    workspaceTitle: input.workspaceTitle,
    ...savedFilters(MentionFilterSearchSchema.parse(s)),
    window: range.range === 'custom' || input.pinnedWindow ? window : { range: window.range, tz: window.tz },
    chart: place.area === 'charts' ? ChartOptionsSchema.parse(s) : undefined,
    settings: Object.keys(settings).length ? settings : undefined,
    annotations: input.annotations?.length ? [...input.annotations] : undefined,
  });
}

/** The view's link within the app (path and search), which opens the same investigation. */
export function viewHref(view: SavedView): string {
  const path =
    teamPath(view.area) ??
    (view.area === 'narrative'
      ? `/w/${view.workspaceId}/narratives/${view.narrativeId}`
      : `/w/${view.workspaceId}/${view.area}`);
  const search: Record<string, unknown> = { ...view.filters, ...view.filterState, ...view.settings };
  if (view.window.range !== '30d') search.range = view.window.range;
  if (view.window.range === 'custom') Object.assign(search, { since: view.window.since, to: view.window.to });
  if (view.window.tz !== 'browser') search.tz = view.window.tz;
  for (const [k, v] of Object.entries(view.chart ?? {})) {
    if ((CHART_DEFAULTS as Record<string, unknown>)[k] !== v) search[k] = v;
  }
  return `${path}${defaultStringifySearch(search)}`;
}

/** "Energy transition · Charts · Last 7 days · 3 filters": what a view holds, in one line. */
export function describeView(view: SavedView): string {
  const filters = Object.values(view.filters).reduce(
    (n, v) => n + (Array.isArray(v) ? v.length : v ? 1 : 0),
    0,
  );
  return [
    view.workspaceTitle ?? `Workspace ${view.workspaceId}`,
    AREA_LABELS[view.area],
    `${describeRange(view.window)}${view.window.tz === 'utc' ? ' (UTC)' : ''}`,
    filters === 0 ? 'no filters' : filters === 1 ? '1 filter' : `${filters} filters`,
    ...(view.annotations?.length
      ? [`${view.annotations.length} annotation${view.annotations.length === 1 ? '' : 's'}`]
      : []),
  ].join(' · ');
}

export const EXPORT_FORMAT = 'narrative-desk.saved-views';
export const MAX_VIEWS = 500;

/** The file an export writes: versioned, so a later version can still read it. */
export function exportViews(views: readonly SavedView[], now: Date): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, exported: now.toISOString(), views }, null, 2);
}

export interface ImportResult {
  views: SavedView[];
  added: number;
  /** Views already present, unchanged. */
  unchanged: number;
  errors: string[];
}

const sameContent = (a: SavedView, b: SavedView) =>
  JSON.stringify({ ...a, created: 0, updated: 0 }) === JSON.stringify({ ...b, created: 0, updated: 0 });

/**
 * Merges a file's views into the existing ones without ever dropping or overwriting one: a view
 * already present is skipped, one whose id is taken by a different view gets a new id, and every
 * entry that fails the schema is reported ("View 2 “Spain”: filters.languages.0: …").
 */
export function importViews(existing: readonly SavedView[], text: string, newId: () => string): ImportResult {
  const fail = (message: string): ImportResult => ({
    views: [...existing],
    added: 0,
    unchanged: 0,
    errors: [message],
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('The file is not JSON.');
  }
  const file = z
    .object({
      format: z.enum([EXPORT_FORMAT]),
      version: z.number().check(z.refine((v) => v === 1)),
      views: z.array(z.unknown()),
    })
    .safeParse(raw);
  if (!file.success) return fail('This is not a Narrative Desk saved-views file (version 1).');
  const views = [...existing];
  const errors: string[] = [];
  let added = 0;
  let unchanged = 0;
  file.data.views.forEach((entry, i) => {
    const parsed = SavedViewSchema.safeParse(entry);
    const label = `View ${i + 1}${typeof (entry as { name?: unknown })?.name === 'string' ? ` “${(entry as { name: string }).name}”` : ''}`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push(`${label}: ${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
      return;
    }
    const view = parsed.data;
    if (views.some((v) => sameContent(v, view))) {
      unchanged += 1;
      return;
    }
    if (views.length >= MAX_VIEWS) {
      errors.push(`${label}: not imported, ${MAX_VIEWS} views is the most this browser keeps.`);
      return;
    }
    views.push(views.some((v) => v.id === view.id) ? { ...view, id: newId() } : view);
    added += 1;
  });
  return { views, added, unchanged, errors };
}
