import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web feature folders may not reach into each other (shared code lives in components/, lib/, config/). */
const webFeatures = ['auth', 'account', 'expo', 'rentals', 'admin', 'errors'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', 'web/tsconfig.json', 'tests/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['api/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // lib/ holds no domain words: it may not depend on features, GraphQL or HTTP code.
            { target: './api/src/lib', from: ['./api/src/features', './api/src/graphql', './api/src/http'] },
            // The database layer knows tables, not services or transports.
            { target: './api/src/db', from: ['./api/src/graphql', './api/src/http'], except: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
            })),
            // Presentational components fetch nothing and know no feature.
            {
              target: './web/src/components/ui',
              from: ['./web/src/features', './web/src/lib/apollo.ts', './web/src/gql'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
);
