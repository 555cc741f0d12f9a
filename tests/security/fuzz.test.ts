// Bad input is a 400, never a 500. Every query and mutation of the schema, every REST route and a
// few graphql-ws operations get generated arguments (prototype names, numbers past every column,
// fractions of a cent, long and odd text, unknown fields, values of the wrong type) from an anonymous
// visitor, a signed-in user and the administrator. Any INTERNAL_SERVER_ERROR or HTTP status of 500 or
// more fails. Operations and routes are read from the schema and the router, so new ones are fuzzed
// without a change here.
//
// Runs are reproducible: FUZZ_SEED (default below) fixes the generated values and FUZZ_RUNS sets the
// runs per operation and caller. A failure prints both, with the caller, the operation and the input.
// Dates are generated around today (bookings must lie ahead), so a replay on another day shifts them.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub } from '../../api/src/graphql/pubsub.js';
import { buildAppSchema } from '../../api/src/graphql/schema.js';
import { buildBooking, createCategory, listTool, registrationOf, uniqueEmail } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { appRoutes, newUser, overWebSocket, signInAdmin, startSecurityApp, wsClient } from './support.js';

const START = Number(process.env.FUZZ_SEED ?? 20261210);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
/** Shrinking a failure sends requests too: past this, the smallest case found so far is reported. */
const TIME_LIMIT_MS = 20_000;

/** One fixed stream of values per caller and operation, whatever runs before it (FNV-1a). */
function streamOf(label: string): number {
  let hash = 0x811c9dc5;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ START) | 0;
}

// ---------------------------------------------------------------------------------------------------
// Generated values

/** Ids of real objects, known once the app runs: calls that name them reach past the lookups. */
const knownIds: string[] = [];

const TRICKY_TEXT = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a;=1+1',
  '=HYPERLINK("http://evil")',
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  'null',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e308',
  '2147483648',
  '99999999999999999999',
  '2026-12-10',
  '2026-02-30',
  '9999-12-31',
  '0001-01-01',
  '09:00',
  '24:00',
  '25.50',
  '$1000000.01',
  'daily',
  'hourly',
  'Available',
  'confirmed',
  'applied',
  'gold',
  'All Users',
  'Nigeria',
  'fuzz@example.com',
  'a long enough password',
  'nul\u0000byte',
  '\ud800',
  'ünïcødé 🔧',
  'x'.repeat(5_000),
];

const text = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 5 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
);
const int = fc.oneof(
  {
    arbitrary: fc.constantFrom(0, 1, -1, 2, 5, 6, 50, 51, 100, 101, 1_000_001, 2_147_483_647, -2_147_483_648),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), weight: 2 },
);
const float = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      0,
      -0,
      0.01,
      0.001,
      0.29,
      25.5,
      21474837,
      1_000_000,
      1_000_000.01,
      1e15,
      1e308,
      -1e308,
      5e-324,
    ),
    weight: 3,
  },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 2 },
);
const DAY_MS = 86_400_000;
const dateTime = fc.oneof(
  {
    arbitrary: fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * DAY_MS).toISOString()),
    weight: 3,
  },
  { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 1 },
  {
    arbitrary: fc.constantFrom('2026-12-10', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', 'yesterday'),
    weight: 1,
  },
);
const nearDay = fc
  .integer({ min: -3, max: 60 })
  .map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));
/**
 * What a form sends for fields of these names. Mixed with the odd values, they get a call past
 * validation into the code behind it, where a stray value can still reach SQL.
 */
const PLAUSIBLE: [RegExp, fc.Arbitrary<unknown>][] = [
  [
    /email/i,
    fc.oneof(
      fc.nat().map((n) => `fuzz.${n}@example.com`),
      fc.emailAddress(),
    ),
  ],
  [/password/i, fc.constant('a long enough password')],
  [/country/i, fc.constant('Nigeria')],
  [/phone/i, fc.constant('+234 803 000 1111')],
  [/date$|^(freeFrom|freeTo)$/i, nearDay],
  [/time$/i, fc.constantFrom('09:00', '10:00', '17:30')],
  [/price/i, fc.constantFrom('25', '25.50', '1000000')],
  [/package|^category$/i, fc.constantFrom('gold', 'GOLD', 'silver')],
  [/rental_?circle/i, fc.constantFrom('daily', 'hourly')],
  [/^title$/, fc.constantFrom('Mr.', 'Dr.')],
  [/gender/i, fc.constantFrom('Male', 'Female')],
  [/name$|company|subject|city|state|address/i, fc.constantFrom('Ada', 'Lagos Tools Ltd')],
  [/message|body|comment/i, fc.constant('Hello, is the drill still available on Friday?')],
];
const plausibleFor = (name: string) => PLAUSIBLE.find(([pattern]) => pattern.test(name))?.[1];
const orPlausible = (name: string | undefined, generic: fc.Arbitrary<unknown>) => {
  const plausible = name === undefined ? undefined : plausibleFor(name);
  return plausible ? fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: generic, weight: 2 }) : generic;
};

/** A value of the wrong kind: coercion must refuse it as bad input, not crash. */
const wrongKind = fc.constantFrom<unknown>('seven', 7, 7.5, true, {}, [], 2 ** 31, 1e308);
const anId = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: text, weight: 1 },
  );
/** Adds an own `__proto__` key (as JSON.parse makes one): a prototype-pollution attempt. */
const withProtoKey = (value: Record<string, unknown>) => {
  const json = JSON.stringify(value);
  return JSON.parse(`{"__proto__":{"polluted":true}${json === '{}' ? '' : ','}${json.slice(1)}`) as unknown;
};

const isRequired = (arg: { type: GraphQLInputType; defaultValue: unknown }) =>
  isNonNullType(arg.type) && arg.defaultValue === undefined;

/**
 * A value for an argument or input field: mostly of the right kind (to get past coercion into the
 * resolvers), sometimes null or absent, rarely of the wrong kind (more rarely deeper down, where one
 * wrong field among many would stop most calls at coercion).
 */
function valueOf(type: GraphQLInputType, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightOrWrong(type.ofType, name, depth);
  return fc.oneof(
    { arbitrary: rightOrWrong(type, name, depth), weight: 6 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

function rightOrWrong(type: GraphQLInputType, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const right = rightKind(type, name, depth);
  return fc.oneof({ arbitrary: right, weight: depth ? 100 : 20 }, { arbitrary: wrongKind, weight: 1 });
}

function rightKind(type: GraphQLInputType, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightKind(type.ofType, name, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, name, depth + 1), { maxLength: 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, depth + 1)])), {
      requiredKeys: fields.filter(isRequired).map((f) => f.name),
    });
    return fc.oneof(
      { arbitrary: record, weight: 30 },
      { arbitrary: record.map((r) => ({ ...r, unknownField: 1 })), weight: 1 },
      { arbitrary: record.map(withProtoKey), weight: 1 },
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return int;
    if (type.name === 'Float') return float;
    if (type.name === 'Boolean') return fc.boolean();
    if (type.name === 'ID') return anId();
    if (type.name === 'DateTimeISO') return dateTime;
    return orPlausible(name, text);
  }
  throw new Error(`No generator for ${String(type)}: add one here`);
}

// ---------------------------------------------------------------------------------------------------
// Operations, read from the schema

/** Scalar fields, and objects one level down, of what an operation answers. */
function selectionOf(type: GraphQLObjectType, depth = 1): string {
  const parts = Object.values(type.getFields())
    .filter((f) => !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined))
    .map((f) => {
      const named = getNamedType(f.type);
      if (isLeafType(named)) return f.name;
      if (isObjectType(named) && depth > 0) return `${f.name} { ${selectionOf(named, depth - 1)} }`;
      return '';
    })
    .filter(Boolean);
  return parts.length ? parts.join(' ') : '__typename';
}

interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  document: string;
  args: GraphQLArgument[];
}

function operationsOf(schema: GraphQLSchema): Operation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field: GraphQLField<unknown, unknown>) => {
      // Files need a multipart request with real content: the uploads suite sends those.
      const args = field.args.filter((a) => getNamedType(a.type).name !== 'Upload');
      const named = getNamedType(field.type);
      const selection = isObjectType(named) ? ` { ${selectionOf(named)} }` : '';
      const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
      return { name: field.name, kind, document, args };
    }),
  );
}

/** Mostly every required argument, so calls get past coercion; now and then none at all. */
const variablesOf = (op: Operation) =>
  fc.oneof(
    {
      arbitrary: fc.record(Object.fromEntries(op.args.map((a) => [a.name, valueOf(a.type, a.name)])), {
        requiredKeys: op.args.filter(isRequired).map((a) => a.name),
      }),
      weight: 20,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  );

const OPERATIONS = operationsOf(await buildAppSchema(createAppPubSub()));

// ---------------------------------------------------------------------------------------------------
// Calls, and what counts as a failure

interface Answer {
  status: number;
  body: string;
  /** Answers without one (graphql-ws messages) are JSON. */
  contentType?: string;
}

/** A 5xx, or an error answer (JSON) with the internal code: the published schema names the code as text. */
function internalFailure({ status, body, contentType }: Answer): string | undefined {
  if (status >= 500) return `HTTP ${status}: ${body.slice(0, 300)}`;
  if ((contentType ?? 'application/json').includes('json') && body.includes('INTERNAL_SERVER_ERROR'))
    return `INTERNAL_SERVER_ERROR: ${body.slice(0, 300)}`;
  return undefined;
}

async function answerOf(res: Response): Promise<Answer> {
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') ?? '' };
}

const postGraphQL = async (client: HttpClient, query: string, variables: unknown) =>
  answerOf(
    await client.request('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    }),
  );

/** Runs the property; a failure names the caller and the operation, and how to replay the run. */
async function fuzz<T>(label: string, arbitrary: fc.Arbitrary<T>, send: (value: T) => Promise<Answer>, runs = RUNS) {
  const property = fc.asyncProperty(arbitrary, async (value) => {
    const problem = internalFailure(await send(value));
    if (problem) throw new Error(problem);
  });
  try {
    await fc.assert(property, {
      numRuns: runs,
      seed: streamOf(label),
      includeErrorInReport: true,
      plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)],
    });
  } catch (error) {
    throw new Error(`${label} (replay: FUZZ_SEED=${START} FUZZ_RUNS=${RUNS})\n${(error as Error).message}`, {
      cause: error,
    });
  }
}

// ---------------------------------------------------------------------------------------------------

type Caller = 'anonymous' | 'user' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'admin'];
/** Calls that end the caller's own session: fuzzed anonymously only, so the others stay signed in. */
const ENDS_SESSION = new Set(['logout', 'logoutEverywhere', 'POST /api/logout', 'POST /api/logout-everywhere']);

let app: TestApp;
let callers: Record<Caller, HttpClient>;

beforeAll(async () => {
  // Per-minute limits would turn most calls into TOO_MANY_REQUESTS: harmless, but it tests nothing.
  app = await startSecurityApp({ RATE_LIMIT_SCALE: '1000' });
  const admin = await signInAdmin(app);
  const owner = await newUser(app);
  const user = await newUser(app);
  const categoryId = await createCategory(admin);
  const toolId = await listTool(owner.client, categoryId);
  const booking = await buildBooking(app.database.db, { tool: { id: toolId }, renter: user.user });
  const participantEmail = uniqueEmail('fuzz');
  await app.client().json('POST', '/api/register', {
    first_name: 'Fuzz',
    last_name: 'Target',
    email: participantEmail,
    phone: '+234 803 000 1111',
    country: 'Nigeria',
  });
  const registration = await registrationOf(app.database.db, participantEmail);
  // The callers' own ids stay out: a generated e-mail or password change must not sign them out.
  knownIds.push(categoryId, toolId, booking.id, booking.code, owner.user.id, registration.id);
  callers = { anonymous: app.client(), user: user.client, admin };
});
afterAll(() => app?.close());

/** Fails when a fuzzed call signed a caller out: the rest of the run would only test refusals. */
async function expectSignedIn(after: string) {
  for (const caller of ['user', 'admin'] as const) {
    const me = JSON.parse((await postGraphQL(callers[caller], '{ me { id } }', {})).body);
    expect(me.data?.me, `${caller} is signed out after ${after}`).toBeTruthy();
  }
}

describe('GraphQL over HTTP', () => {
  const calls = OPERATIONS.filter((op) => op.kind !== 'subscription');
  it.each(calls.map((op) => [`${op.kind} ${op.name}`, op] as const))('%s', async (_name, op) => {
    for (const caller of CALLERS) {
      if (caller !== 'anonymous' && ENDS_SESSION.has(op.name)) continue;
      // Without arguments there is nothing to generate: one call shows it answers.
      await fuzz(
        `${caller} ${op.kind} ${op.name}`,
        variablesOf(op),
        (variables) => postGraphQL(callers[caller], op.document, variables),
        op.args.length ? RUNS : 1,
      );
    }
    await expectSignedIn(op.name);
  });
});

describe('graphql-ws', () => {
  /** Subscriptions, and the operations with the most numeric arguments, over the socket. */
  const overSocket = OPERATIONS.filter(
    (op) =>
      op.kind === 'subscription' ||
      ['tools', 'toolReviews', 'notifications', 'addToCart', 'addReview'].includes(op.name),
  );
  /** A subscription that accepted its arguments waits for events: that is an answer too. */
  const OPEN_MS = 300;

  async function overWs(caller: Caller, op: Operation, variables: Record<string, unknown>): Promise<Answer> {
    const ws = wsClient(app, callers[caller].token);
    try {
      const outcome = await Promise.race([
        overWebSocket(ws, op.document, variables),
        new Promise<undefined>((resolve) => setTimeout(resolve, OPEN_MS)),
      ]);
      // A close code of 1011 is graphql-ws's "internal error".
      const status = outcome?.closed?.code === 1011 ? 500 : 200;
      return { status, body: JSON.stringify(outcome ?? 'still open') };
    } finally {
      await ws.dispose();
    }
  }

  it.each(overSocket.map((op) => [`${op.kind} ${op.name}`, op] as const))('%s', async (_name, op) => {
    for (const caller of CALLERS) {
      await fuzz(`${caller} graphql-ws ${op.name}`, variablesOf(op), (variables) => overWs(caller, op, variables));
    }
  });
});

describe('REST', () => {
  /** Query keys the REST handlers read: paging, sorting, search and filters. */
  const QUERY_KEYS = [
    'page',
    'pageSize',
    'sortBy',
    'sortDirection',
    'search',
    'year',
    'status',
    'role',
    'country',
    'checkedIn',
    'package',
    'toolId',
    'rental_id',
    'email',
    'token',
    'min',
    'max',
  ];
  /** Body fields the REST handlers read (old snake_case names and new ones). */
  const BODY_KEYS = [
    'email',
    'password',
    'new_password',
    'newPassword',
    'token',
    'first_name',
    'last_name',
    'phone',
    'country',
    'state',
    'city',
    'address',
    'marketing_consent',
    'company',
    'category',
    'package_id',
    'name',
    'description',
    'price',
    'units',
    'rental_circle',
    'categoryId',
    'item_status',
    'start_date',
    'start_time',
    'end_date',
    'end_time',
    'pickup_date',
    'returned_status',
    'quantity',
    'amount',
    'rating',
    'comment',
    'message',
    'receivers',
    'subject',
    'audience',
    'toolId',
    'rental_id',
    'paymentId',
    'clientSecret',
    'cardNumber',
    'expMonth',
    'expYear',
    'cvc',
    'userId',
  ];
  const scalar = fc.oneof(text, int, float, fc.boolean(), fc.constant(null), wrongKind);
  const queryString = fc
    .dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(text, int.map(String), float.map(String)), { maxKeys: 5 })
    .map((q) => new URLSearchParams(q as Record<string, string>).toString());
  const fields = fc
    .subarray(BODY_KEYS, { maxLength: 12 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, orPlausible(key, scalar)]))));
  const body = fc.oneof({ arbitrary: fields, weight: 9 }, { arbitrary: fields.map(withProtoKey), weight: 1 });

  /** The app's routes, the web app shell and the catch-all 404 left out. */
  const routes = () => appRoutes(app).filter((r) => r.method !== 'ALL' && !r.path.includes('*'));
  /** A lone surrogate cannot be percent-encoded: a browser sends U+FFFD in its place. */
  const wellFormed = (value: string) =>
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const fill = (path: string) =>
    fc
      .array(anId(), { minLength: 4, maxLength: 4 })
      .map((ids) => path.replace(/:\w+/g, () => encodeURIComponent(wellFormed(String(ids.pop())))));

  it('answers generated query strings, paths and bodies on every route without an internal error', async () => {
    const found = routes();
    expect(found.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/all-users');
    for (const { method, path } of found) {
      for (const caller of CALLERS) {
        if (caller !== 'anonymous' && ENDS_SESSION.has(`${method} ${path}`)) continue;
        const client = callers[caller];
        if (method === 'GET') {
          await fuzz(`${caller} ${method} ${path}`, fc.tuple(fill(path), queryString), async ([url, query]) =>
            answerOf(await client.request('GET', `${url}?${query}`)),
          );
        } else {
          await fuzz(`${caller} ${method} ${path}`, fc.tuple(fill(path), body), async ([url, json]) =>
            answerOf(
              await client.request(method, url, {
                body: JSON.stringify(json),
                headers: { 'content-type': 'application/json' },
              }),
            ),
          );
        }
      }
    }
    await expectSignedIn('the REST routes');
  }, 300_000);
});
