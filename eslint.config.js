import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';

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

/** A feature never imports another feature (design.md): each gets its own restriction. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
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
