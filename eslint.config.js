import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * File names are kebab-case (`chart-panel.tsx`, `spike-detection.test.ts`). Written here: the
 * rule is one regular expression, and src/routes keeps TanStack Router's own naming.
 */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'problem', messages: { bad: 'File names are kebab-case: rename “{{name}}”.' } },
      create(context) {
        const name = basename(context.filename);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ loc: { line: 1, column: 0 }, messageId: 'bad', data: { name } });
        }
        return {};
      },
    },
  },
};

/** The features are the folders of src/features: a new one gets its boundary without a list to keep. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Dialogs come from src/components/deferred-overlays: their code loads when one first opens. */
const DEFERRED_DIALOGS = {
  name: '@mantine/core',
  importNames: ['Modal', 'Drawer'],
  message: "Import Modal and Drawer from '@/components/deferred-overlays' (loaded when first opened).",
};

/**
 * A boundary's rules: `no-restricted-imports` with the given patterns, which sees import and export
 * declarations only, and the same patterns applied to a lazy `import('…')` (its string, or a
 * template's opening text) with `no-restricted-syntax`, so code split off behind a dynamic import
 * crosses no boundary either.
 */
function importBoundary({ paths = [], patterns }) {
  const lazyImports = patterns.flatMap(({ regex, message }) => {
    const literal = `/${regex.replaceAll('/', '\\/')}/`;
    return [
      `ImportExpression > Literal.source[value=${literal}]`,
      `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.cooked=${literal}]`,
    ].map((selector) => ({ selector, message: `${message} A lazy import() is an import too.` }));
  });
  return {
    'no-restricted-imports': ['error', { paths, patterns }],
    'no-restricted-syntax': ['error', ...lazyImports],
  };
}

/** What a file of `feature` may not import: another feature's code, by alias or relative path. */
const otherFeature = (feature) =>
  `^(@/features/(?!${feature}/)|(\\.\\./)+(features/)?(?!${feature}/)(${FEATURES.join('|')})/)`;

/** A feature never imports another feature (design.md): each gets its own restriction. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: importBoundary({
    paths: [DEFERRED_DIALOGS],
    patterns: [
      {
        regex: otherFeature(feature),
        message:
          'A feature never imports another feature: move shared code to src/components, src/analysis or src/lib.',
      },
    ],
  }),
}));

/**
 * The layers, bottom up: lib (generic helpers) and api (transport, contract) → filters (the filter
 * kinds and their URL form) → analysis (the analysis model: charts, spikes, voice, pulse…) → hooks →
 * components (shared UI) → features → routes. A layer never imports one above it.
 */
const ABOVE = {
  lib: ['filters', 'analysis', 'hooks', 'components', 'features', 'routes'],
  api: ['filters', 'analysis', 'hooks', 'components', 'features', 'routes'],
  filters: ['analysis', 'hooks', 'components', 'features', 'routes'],
  analysis: ['hooks', 'components', 'features', 'routes'],
};
const layerRules = Object.entries(ABOVE).map(([layer, above]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: importBoundary({
    paths: [DEFERRED_DIALOGS],
    patterns: [
      {
        regex: `^(@/(${above.join('|')})/|(\\.\\./)+(${above.join('|')})/)`,
        message: `src/${layer} sits below ${above.join(', ')}: it never imports them.`,
      },
    ],
  }),
}));

/**
 * The server's layers, bottom up: lib → db (the data: repositories, columns, narrative planning) →
 * http and reads (answers and the read threads) → pipeline (background jobs) → routes → app. A
 * layer never imports one above it (routes and the app wire them together).
 */
const SERVER_ABOVE = {
  lib: ['db', 'http', 'reads', 'pipeline', 'routes'],
  db: ['http', 'reads', 'pipeline', 'routes'],
  reads: ['pipeline', 'routes'],
  pipeline: ['routes'],
};
const serverLayerRules = Object.entries(SERVER_ABOVE).map(([layer, above]) => ({
  files: [`server/${layer}/**/*.ts`],
  rules: importBoundary({
    patterns: [
      {
        regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
        message: `server/${layer} sits below ${above.join(', ')}: it never imports them.`,
      },
    ],
  }),
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'data',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'coverage',
      // Deliberately broken files for scripts/lint-rules.test.ts.
      'scripts/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // An import cycle makes module order (and what is undefined at load) depend on who loads first.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX, files: fileNames },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // A lazy import() back into a module is a deliberate seam (e.g. the capability probe), not a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'files/kebab-case': 'error',
    },
  },
  {
    files: ['src/routes/**'],
    rules: { 'files/kebab-case': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [DEFERRED_DIALOGS] }] },
  },
  ...featureBoundaries,
  ...layerRules,
  ...serverLayerRules,
  {
    // Shared UI may use the API and helpers but never a feature.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: importBoundary({
      paths: [DEFERRED_DIALOGS],
      patterns: [
        {
          regex: '^(@/features/|(\\.\\./)+features/)',
          message: 'Shared components never import a feature.',
        },
      ],
    }),
  },
);
