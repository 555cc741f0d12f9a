import fs from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Web feature folders may not reach into each other (shared code lives in components/, lib/, config/).
 * Read from the folder itself, so a new feature is fenced in from its first file.
 */
const webFeatures = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One block per writer: every other API file may not insert into, update or delete from its tables
 * (tests and their factories, which build state directly, excepted).
 */
function tableWriters(writers) {
  const forbidden = (tables, folder) => ({
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${tables.join('|')})$/]`,
    message: `Only ${folder}/ writes ${tables.join(', ')}: call one of its functions instead.`,
  });
  const tested = ['api/src/test/**', 'api/**/*.test.ts'];
  return [
    {
      files: ['api/src/**/*.ts'],
      ignores: [...writers.map((w) => `${w.folder}/**`), ...tested],
      rules: { 'no-restricted-syntax': ['error', ...writers.map((w) => forbidden(w.tables, w.folder))] },
    },
    ...writers.map((writer) => ({
      files: [`${writer.folder}/**/*.ts`],
      ignores: tested,
      rules: {
        'no-restricted-syntax': [
          'error',
          ...writers.filter((w) => w !== writer).map((w) => forbidden(w.tables, w.folder)),
        ],
      },
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
    // import-x reads only the files it knows how to parse: without these, no-cycle would see no TypeScript module.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // lib/ holds no domain words: it may not depend on features, GraphQL or HTTP code.
            { target: './api/src/lib', from: ['./api/src/features', './api/src/graphql', './api/src/http'] },
            // The database layer knows tables, not services or transports.
            { target: './api/src/db', from: ['./api/src/graphql', './api/src/http'], except: [] },
            // core/ is what every feature shares (the viewer, authorization, input parsing): below them all.
            { target: './api/src/core', from: ['./api/src/features', './api/src/graphql', './api/src/http'] },
          ],
        },
      ],
      // Modules that import each other have no order to be read, tested or loaded in.
      'import-x/no-cycle': 'error',
    },
  },
  // Who writes which tables: only bookings/ writes bookings (its lifecycle and cart), only payments/
  // writes payments and the ledger. Others read them, and move them through those modules' functions.
  ...tableWriters([
    { folder: 'api/src/features/rentals/bookings', tables: ['bookings', 'bookingEvents', 'cartItems'] },
    {
      folder: 'api/src/features/rentals/payments',
      tables: ['payments', 'ledgerEntries', 'testProviderIntents', 'testProviderRefunds'],
    },
  ]),
  // The expo's public pages exist in English and French: no words written into their markup, every
  // visible or spoken string (text, labels, alternatives, placeholders) comes from web/src/locales.
  {
    files: [
      'web/src/features/expo/**/*.tsx',
      'web/src/features/errors/**/*.tsx',
      'web/src/app/layouts/**/*.tsx',
      'web/src/components/**/*.tsx',
    ],
    // The signed-in area's frame is the marketplace's, which stays in English.
    ignores: ['**/*.test.tsx', 'web/src/app/layouts/UserLayout.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|alt|title|placeholder|label|hint|description|legend|heading|caption|message|emptyText|summary)$',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // no-cycle follows only the imports of files it parses, and it parses only these extensions.
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A cycle makes module start-up order matter (a value read before its module has run is undefined).
      'import-x/no-cycle': 'error',
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
  // The public contract: schema.graphql (emitted from the resolvers) read as integrators read it.
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // type-graphql emits only types a resolver reaches, but for ErrorCode: it is documentation on
      // purpose (errors[].extensions.code), so the rule could only flag the one type added by hand.
      '@graphql-eslint/no-unreachable-types': 'off',
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {
            types: [
              'Money',
              'Cart',
              'SiteConfig',
              'AdminDashboard',
              'BookingSettings',
              'PaymentSettings',
              'BookedPeriod',
              'BookingReview',
              'FailedRecipient',
              // A file inside its e-mail: no identity of its own.
              'OutboxAttachment',
              'PendingPayment',
              'SponsorTier',
              'TimeSlot',
              'ToolCalendar',
              // An owner's money: one per signed-in owner, or one per booking (bookingId).
              'Earnings',
              'EarningBooking',
              'PayoutAccount',
              'StripeOnboardingLink',
              'BookingLedger',
              'LedgerTotal',
              // A field's value before and after, inside its audit entry.
              'AuditChange',
              // A session's speakers are part of the session, listed in its order.
              'Speaker',
              // "My registration" is reached by its private link's token, not by an id; these are parts of it.
              'MyRegistration',
              'MyDeletionRequest',
              'CalendarLinksView',
              // A registration's answer, the same for a new address and a registered one: it names no record.
              'ParticipantRegistrationReceipt',
              // A sign-up's answer, the same whether or not the address had an account: it names no record.
              'AccountCreation',
            ],
            suffixes: ['Page', 'Payload', 'Count', 'Event', 'Preview', 'Progress', 'Summary', 'Quote', 'Settings'],
          },
        },
      ],
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'off',
      '@graphql-eslint/require-deprecation-date': 'off',
      '@graphql-eslint/require-nullable-fields-with-oneof': 'error',
      '@graphql-eslint/require-type-pattern-with-oneof': 'error',
    },
  },
);
