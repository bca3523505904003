import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

const FEATURES = [
  'workspaces',
  'mentions',
  'narratives',
  'charts',
  'locations',
  'enrichments',
  'channels',
  'session',
  'shell',
];

/** Dialogs come from src/components/deferred-overlays: their code loads when one first opens. */
const DEFERRED_DIALOGS = {
  name: '@mantine/core',
  importNames: ['Modal', 'Drawer'],
  message: "Import Modal and Drawer from '@/components/deferred-overlays' (loaded when first opened).",
};

/** A feature never imports another feature (design.md): each gets its own restriction. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [DEFERRED_DIALOGS],
        patterns: [
          {
            regex: `^(@/features/(?!${feature}/)|(\\.\\./)+(features/)?(?!${feature}/)(${FEATURES.join('|')})/)`,
            message:
              'A feature never imports another feature: move shared code to src/components or src/lib.',
          },
        ],
      },
    ],
  },
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
  {
    // Transport and helpers sit below the UI: they never reach up into features or components.
    files: ['src/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(features|components|routes)/|(\\.\\./)+(features|components|routes)/)',
              message: 'src/api and src/lib never import features, components or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared UI may use the API and helpers but never a feature.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DEFERRED_DIALOGS],
          patterns: [
            {
              regex: '^(@/features/|(\\.\\./)+features/)',
              message: 'Shared components never import a feature.',
            },
          ],
        },
      ],
    },
  },
);
