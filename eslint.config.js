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
 * (tests and their factories, which build state directly, excepted). `soleWriters` narrow a writer to
 * one file of its folder for one table and some verbs (the ledger's entries are inserted by ledger.ts
 * alone, through its named builders and keys).
 */
function tableWriters(writers, soleWriters = []) {
  const forbidden = (tables, folder) => ({
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${tables.join('|')})$/]`,
    message: `Only ${folder}/ writes ${tables.join(', ')}: call one of its functions instead.`,
  });
  const sole = (s) => ({
    selector: `CallExpression[callee.property.name=/^(${s.verbs.join('|')})$/][arguments.0.name='${s.table}']`,
    message: `Only ${s.file} may ${s.verbs.join(' or ')} ${s.table}: call one of its functions instead.`,
  });
  const soleIn = (folder) => soleWriters.filter((s) => s.file.startsWith(`${folder}/`));
  const tested = ['api/src/test/**', 'api/**/*.test.ts'];
  const othersOf = (writer) => writers.filter((w) => w !== writer).map((w) => forbidden(w.tables, w.folder));
  return [
    {
      files: ['api/src/**/*.ts'],
      ignores: [...writers.map((w) => `${w.folder}/**`), ...tested],
      rules: { 'no-restricted-syntax': ['error', ...writers.map((w) => forbidden(w.tables, w.folder))] },
    },
    ...writers.map((writer) => ({
      files: [`${writer.folder}/**/*.ts`],
      ignores: [...tested, ...soleIn(writer.folder).map((s) => s.file)],
      rules: { 'no-restricted-syntax': ['error', ...othersOf(writer), ...soleIn(writer.folder).map(sole)] },
    })),
    ...soleWriters.map((only) => {
      const writer = writers.find((w) => only.file.startsWith(`${w.folder}/`));
      return {
        files: [only.file],
        rules: {
          'no-restricted-syntax': [
            'error',
            ...othersOf(writer),
            ...soleIn(writer.folder)
              .filter((s) => s !== only)
              .map(sole),
          ],
        },
      };
    }),
  ];
}

/**
 * The state machines (api/src/lib/state-machine.ts): each status column's values are compared only in
 * its machine's module, where its transitions, derived sets and predicates live; its table file,
 * migrations, tests and the GraphQL enum mapping (asEnum of the table's list) are the other places its
 * words appear. Everywhere else (the web included: it reads the fields and capabilities the server
 * computes) a status is asked through the machine's predicates.
 *
 * The rentals' code is checked (RENTALS_CODE: the expo's sponsors have statuses of the same words).
 * Without types, a column is told by its field's name, and where two machines share a word, by the
 * name of the object it is read from: `values` maps each word to null (any object) or to the pattern
 * the object's name must match; `unless` names objects of other machines with the same words. The
 * rule sees `x.status === 'held'` (and !==, either side), `switch (x.status) { case 'held': }`,
 * `['held'].includes(x.status)`, Drizzle's `eq`/`ne`/`inArray`/`notInArray(t.status, …)`, SQL text
 * (`${t.status} = 'held'`, `b.status in ('held')`), and, for `assign` machines, object properties
 * (`depositStatus: 'held'`). Web values are the GraphQL enum's upper-case names: compared case-blind.
 */
/** Where the rentals' machines are read: their features, the admin area's rentals parts, the web's shared helpers. */
const RENTALS_CODE = [
  'api/src/features/rentals/',
  'api/src/features/admin/',
  'web/src/features/rentals/',
  'web/src/features/admin/bookings/',
  'web/src/features/admin/disputes/',
  'web/src/features/admin/payouts/',
  'web/src/features/admin/dashboard/',
  'web/src/lib/',
];

const STATE_MACHINES = [
  {
    machine: 'webhook delivery',
    modules: ['api/src/features/webhooks/webhook-delivery-status.ts', 'api/src/features/webhooks/webhook.table.ts'],
    fields: ['status'],
    values: { pending: /deliver|webhook/i, delivering: null, delivered: null, failed: /deliver|webhook/i },
  },
  {
    machine: 'booking',
    modules: ['api/src/features/rentals/bookings/lifecycle.ts', 'api/src/features/rentals/bookings/booking.table.ts'],
    fields: ['status'],
    values: Object.fromEntries(
      ['held', 'requested', 'confirmed', 'picked_up', 'returned', 'cancelled', 'expired', 'declined'].map((v) => [
        v,
        null,
      ]),
    ),
    // Payments, extensions (and, in the admin area, the expo's sponsors) have statuses of the same words.
    unless: /payment|intent|sponsor|participant|extension/i,
  },
  {
    machine: 'deposit',
    modules: [
      'api/src/features/rentals/bookings/deposit-status.ts',
      'api/src/features/rentals/bookings/booking.table.ts',
    ],
    fields: ['depositStatus', 'deposit_status'],
    values: { held: null, claimed: null, released: null, settled: null },
    assign: true,
  },
  {
    machine: 'refund',
    modules: [
      'api/src/features/rentals/bookings/refund-status.ts',
      'api/src/features/rentals/bookings/booking.table.ts',
    ],
    fields: ['refundStatus', 'refund_status'],
    values: { pending: null, refunded: null, failed: null },
    assign: true,
  },
  {
    machine: 'dispute',
    modules: [
      'api/src/features/rentals/disputes/dispute-status.ts',
      'api/src/features/rentals/disputes/dispute.table.ts',
    ],
    fields: ['status'],
    values: { open: null, decided: null, dismissed: null },
  },
  {
    machine: 'extension',
    modules: [
      'api/src/features/rentals/bookings/extension-status.ts',
      'api/src/features/rentals/bookings/extension.table.ts',
    ],
    fields: ['status'],
    // requested, declined and expired are bookings' words too: an extension is read from something named so.
    values: {
      awaiting_card: null,
      requested: /extension/i,
      accepted: null,
      extended: null,
      declined: /extension/i,
      withdrawn: /extension/i,
      expired: /extension/i,
    },
  },
  {
    machine: 'identity check',
    modules: ['api/src/features/identity/identity-status.ts', 'api/src/features/identity/identity.table.ts'],
    fields: ['status'],
    // Every one of them is another record's word too (promises are rejected): a check is read from something named so.
    values: {
      pending: /identity|check/i,
      approved: /identity|check/i,
      rejected: /identity|check/i,
      withdrawn: /identity|check/i,
    },
  },
  {
    machine: 'waitlist entry',
    modules: ['api/src/features/expo/waitlist/waitlist-status.ts', 'api/src/features/expo/waitlist/waitlist.table.ts'],
    fields: ['status'],
    // offered and waiting are the waitlist's alone; accepted, expired and withdrawn are other records' words too.
    values: {
      waiting: null,
      offered: null,
      accepted: /waitlist|entry|offer/i,
      expired: /waitlist|entry|offer/i,
      withdrawn: /waitlist|entry|offer/i,
    },
    // A session seat waits and is offered too (session-seat-status.ts).
    unless: /seat/i,
  },
  {
    machine: 'session seat',
    modules: [
      'api/src/features/expo/programme/session-seat-status.ts',
      'api/src/features/expo/programme/programme.table.ts',
    ],
    fields: ['status'],
    // given_up is a seat's alone; booked, waiting, offered and expired are read from something named so.
    values: { booked: /seat/i, waiting: /seat/i, offered: /seat/i, given_up: null, expired: /seat/i },
  },
  {
    machine: 'check-in scan',
    modules: ['api/src/features/expo/check-in/check-in-outcome.ts', 'api/src/features/expo/check-in/check-in.table.ts'],
    fields: ['outcome'],
    // A scan's outcome is decided when it is recorded (check-in.service.ts): only the moves are guarded.
    values: { undone: null },
  },
  {
    machine: 'payout',
    modules: [
      'api/src/features/rentals/payments/payout-status.ts',
      'api/src/features/rentals/payments/payout.table.ts',
    ],
    fields: ['status'],
    // pending and failed are payments' words too: a payout is read from something named so.
    values: { pending: /payout/i, paid: null, failed: /payout/i },
    // A sponsor's invoice is paid too (invoice-status.ts).
    unless: /invoice/i,
  },
  {
    machine: 'invoice',
    modules: ['api/src/features/expo/invoices/invoice-status.ts', 'api/src/features/expo/invoices/invoice.table.ts'],
    fields: ['status'],
    // open and paid are other records' words too: an invoice is read from something named so.
    values: { open: /invoice/i, paid: /invoice/i, void: null },
  },
  {
    machine: 'registration approval',
    modules: ['api/src/features/expo/approval-status.ts', 'api/src/features/expo/expo.table.ts'],
    fields: ['approval'],
    values: { pending: null, approved: null, declined: null },
    assign: true,
  },
  {
    machine: 'registration order',
    modules: [
      'api/src/features/expo/paid-registration/order-status.ts',
      'api/src/features/expo/paid-registration/order.table.ts',
    ],
    fields: ['status'],
    // registered and unfulfilled are an order's alone; open and expired are other records' words too.
    values: { registered: null, unfulfilled: null, open: /order/i, expired: /order/i },
  },
  {
    machine: 'payment',
    modules: [
      'api/src/features/rentals/payments/payment-status.ts',
      'api/src/features/rentals/payments/payment.table.ts',
    ],
    fields: ['status'],
    // succeeded and authorized are a payment's alone among the rentals' statuses; pending, failed and
    // cancelled are bookings', payouts' and refunds' words too: a payment is read from something named so.
    values: { authorized: null, succeeded: null, pending: /payment/i, failed: /payment/i, cancelled: /payment/i },
    // The processors' own answers (an intent, the provider's outcome, the test card endpoint's answer)
    // speak Stripe's words, mapped to ours in their adapters.
    unless: /intent|outcome|answer|provider|refund/i,
  },
];

const machineStates = {
  meta: {
    type: 'problem',
    docs: { description: "A state machine's statuses are compared only in its own module" },
    schema: [],
    messages: {
      outside:
        "{{what}} uses a {{machine}} status ('{{value}}') outside its machine ({{module}}): ask one of its predicates or derived sets there (the web: a field the server computes).",
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    if (!RENTALS_CODE.some((folder) => file.includes(`/${folder}`))) return {};
    const machines = STATE_MACHINES.filter((m) => !m.modules.some((module) => file.endsWith(`/${module}`)));
    if (!machines.length) return {};
    const source = context.sourceCode;
    const unwrap = (node) =>
      node && (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression') ? unwrap(node.expression) : node;
    const fieldOf = (node) => {
      const n = unwrap(node);
      if (n?.type !== 'MemberExpression' || n.computed || n.property.type !== 'Identifier') return undefined;
      return { field: n.property.name, object: source.getText(n.object) };
    };
    const stringOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);
    const report = (node, ref, value, what) => {
      const v = value.toLowerCase();
      for (const m of machines) {
        if (!m.fields.includes(ref.field) || !(v in m.values)) continue;
        const must = m.values[v];
        if (must && !must.test(ref.object)) continue;
        if (m.unless?.test(ref.object)) continue;
        context.report({
          node,
          messageId: 'outside',
          data: { what, machine: m.machine, value: v, module: m.modules[0] },
        });
        return;
      }
    };
    const refText = (ref) => `${ref.object}.${ref.field}`;
    const SQL_COMPARE = /^\s*(?:=|<>|!=)\s*'([a-z_]+)'/i;
    const SQL_IN = /^\s*(?:not\s+)?in\s*\(([^)]*)\)/i;
    const RAW = /([A-Za-z_][\w]*)\.([a-z_]+)\s*(?:(?:=|<>|!=)\s*'([a-z_]+)'|(?:not\s+)?in\s*\(([^)]*)\))/gi;
    const quoted = (list) => [...list.matchAll(/'([a-z_]+)'/gi)].map((m) => m[1]);
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        for (const [a, b] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const ref = fieldOf(a);
          const value = stringOf(b);
          if (ref && value !== undefined) report(node, ref, value, refText(ref));
        }
      },
      SwitchStatement(node) {
        const ref = fieldOf(node.discriminant);
        if (!ref) return;
        for (const c of node.cases) {
          const value = stringOf(c.test);
          if (value !== undefined) report(c, ref, value, `switch (${refText(ref)})`);
        }
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        const name = callee.type === 'Identifier' ? callee.name : callee.property?.name;
        if (['eq', 'ne'].includes(name)) {
          const ref = fieldOf(node.arguments[0]);
          const value = stringOf(node.arguments[1]);
          if (ref && value !== undefined) report(node, ref, value, `${name}(${refText(ref)})`);
        }
        if (['inArray', 'notInArray'].includes(name) && node.arguments[1]?.type === 'ArrayExpression') {
          const ref = fieldOf(node.arguments[0]);
          for (const el of node.arguments[1].elements) {
            const value = stringOf(el);
            if (ref && value !== undefined) report(node, ref, value, `${name}(${refText(ref)})`);
          }
        }
        if (name === 'includes' && callee.type === 'MemberExpression' && callee.object.type === 'ArrayExpression') {
          const ref = fieldOf(node.arguments[0]);
          for (const el of callee.object.elements) {
            const value = stringOf(el);
            if (ref && value !== undefined) report(node, ref, value, `[…].includes(${refText(ref)})`);
          }
        }
      },
      TemplateLiteral(node) {
        node.expressions.forEach((expression, i) => {
          const ref = fieldOf(expression);
          const after = node.quasis[i + 1]?.value.raw ?? '';
          if (!ref) return;
          const one = SQL_COMPARE.exec(after);
          const list = SQL_IN.exec(after);
          for (const value of one ? [one[1]] : list ? quoted(list[1]) : [])
            report(node, ref, value, `SQL over ${refText(ref)}`);
        });
        for (const quasi of node.quasis) {
          for (const match of quasi.value.raw.matchAll(RAW)) {
            const ref = { object: match[1], field: match[2] };
            for (const value of match[3] ? [match[3]] : quoted(match[4] ?? ''))
              report(quasi, ref, value, `SQL over ${refText(ref)}`);
          }
        }
      },
      Property(node) {
        if (node.computed || node.key.type !== 'Identifier') return;
        const assigned = machines.filter((m) => m.assign && m.fields.includes(node.key.name));
        if (!assigned.length) return;
        const values =
          node.value.type === 'ConditionalExpression' ? [node.value.consequent, node.value.alternate] : [node.value];
        for (const v of values) {
          const value = stringOf(v);
          if (value !== undefined)
            report(node, { object: '', field: node.key.name }, value, `${node.key.name}: '${value}'`);
        }
      },
    };
  },
};

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
  // writes payments and the ledger, only access-codes/ writes the codes and their uses (their `used`
  // counters move with the registrations). Others read them, and move them through those modules' functions.
  ...tableWriters(
    [
      { folder: 'api/src/features/expo/access-codes', tables: ['accessCodes', 'accessCodeUses'] },
      { folder: 'api/src/features/rentals/bookings', tables: ['bookings', 'bookingEvents', 'cartItems'] },
      {
        folder: 'api/src/features/rentals/payments',
        tables: ['payments', 'ledgerEntries', 'testProviderIntents', 'testProviderRefunds'],
      },
    ],
    // Ledger entries are inserted by ledger.ts alone: its named builders, with their keys.
    [{ file: 'api/src/features/rentals/payments/ledger.ts', table: 'ledgerEntries', verbs: ['insert'] }],
  ),
  // Each state machine's statuses stay in its module (STATE_MACHINES above).
  {
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['api/src/test/**', '**/*.test.ts', '**/*.test.tsx', 'web/src/gql/**'],
    plugins: { local: { rules: { 'machine-states': machineStates } } },
    rules: { 'local/machine-states': 'error' },
  },
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
              // The card step is the marketplace's, and a sponsor pays their invoice with it too.
              except: [`./${feature}`, ...(feature === 'expo' ? ['./rentals/payment'] : [])],
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
              // Sponsorship invoices: a tax rate, a tax as charged, the card step, the sponsor's page (values, not records).
              // A new personal API token's one-time answer: the secret and the token (which has its id).
              'CreatedApiToken',
              // A new webhook endpoint's answer: its signing secret and the endpoint (which has its id).
              'CreatedWebhookEndpoint',
              'TaxLine',
              'InvoiceTax',
              'InvoiceCardStep',
              'Sponsorship',
              'Money',
              'MoneyTotal',
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
              // The door: a sync's answer, a desk's guest list, the live numbers and the check-in that was first (values).
              'CheckInSync',
              'DeskGuestList',
              'CheckInCountsView',
              'EntranceCountView',
              'FirstCheckInView',
              'PendingPayment',
              'SponsorTier',
              'TimeSlot',
              'ToolCalendar',
              // An owner's money: one per signed-in owner, or one per booking (bookingId).
              'Earnings',
              'EarningBooking',
              'PayoutAccount',
              'StripeOnboardingLink',
              // Paystack's bank list (named by its code) and what Paystack resolved for one account number: not our records.
              'PayoutBank',
              'ResolvedPayoutAccount',
              // The dashboard's money in one currency, and a country's currency: named by their currency and country codes.
              'CurrencyTotals',
              'LocalCurrency',
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
              // Values computed for one booking or quote (refunds from the ledger, a policy's deadlines): not records.
              'BookingRefund',
              'CancellationTerms',
              'RefundDeadline',
              // A registration type's questions and their options are parts of the type, keyed within it.
              'RegistrationQuestion',
              'QuestionOption',
              // A waitlist offer is reached by its link's token, not by an id.
              'WaitlistOffer',
              // A seat offer likewise (its link's token); an attendee's seat at a session is theirs and the
              // session's (reached through the private link, keyed by its session).
              'SessionSeatOffer',
              'MySessionSeat',
              // The edition's registration in numbers: one per edition, computed, not a record.
              'RegistrationCounts',
              // An access code as the form checks it (reached by the code), a sponsor's passes (part of their
              // page, reached by its token) and who used a code (shown without the registrations' ids).
              'AccessCodeCheck',
              'SponsorVipPasses',
              'AccessCodeUse',
              // A group registration's answer and the people it named: made of the input, naming no record.
              'GroupRegistrationReceipt',
              'GroupAttendeeReceipt',
              // A paid registration is reached by its payment page's token, not by an id; its card step likewise.
              'RegistrationOrder',
              'RegistrationPaymentStep',
              // Where a connection's page sits in its list: cursors and flags, no record.
              'PageInfo',
            ],
            // Pages, and connections and their edges (a node and its cursor), hold records; they are none.
            suffixes: [
              'Page',
              'Connection',
              'Edge',
              'Payload',
              'Count',
              'Event',
              'Preview',
              'Progress',
              'Summary',
              'Quote',
              'Settings',
            ],
          },
        },
      ],
      // "Registration type" is the expo's own word (trade visitor, VIP, press): there the suffix names the
      // thing, it does not repeat that it is a GraphQL type.
      '@graphql-eslint/naming-convention': [
        'error',
        (() => {
          const options = {
            ...graphqlPlugin.configs['flat/schema-recommended'].rules['@graphql-eslint/naming-convention'][1],
          };
          const forbidden = options['ObjectTypeDefinition,ObjectTypeExtension'];
          delete options['ObjectTypeDefinition,ObjectTypeExtension'];
          options['ObjectTypeDefinition[name.value!=RegistrationType],ObjectTypeExtension'] = forbidden;
          return options;
        })(),
      ],
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'off',
      '@graphql-eslint/require-deprecation-date': 'off',
      '@graphql-eslint/require-nullable-fields-with-oneof': 'error',
      '@graphql-eslint/require-type-pattern-with-oneof': 'error',
    },
  },
);
