// /graphql over HTTP: every operation runs through Apollo Server's own pipeline (apollo-middleware.ts),
// whether the public fast lane read its body first or Express did, and answers as Apollo does: data
// with the app's errors beside their siblings, refusals, the caller's mistakes as 400s, subscriptions
// pointed at the WebSocket.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountFields,
  bookingPeriod,
  buildBooking,
  listTool,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../test/factories.js';
import { PUBLIC_GET_MAX_AGE_SECONDS } from './public-responses.js';
import { LIMITS } from '../graphql/armor.js';

let m: Marketplace;
let toolId: string;
let email: string;
let password: string;
let apolloRuns: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  m = await startMarketplace();
  toolId = await listTool(m.owner, m.categoryId, { deposit: '15' });
  for (const [i, status] of (['confirmed', 'picked_up', 'returned', 'cancelled'] as const).entries()) {
    await buildBooking(m.app.database.db, {
      tool: { id: toolId },
      renter: { id: m.renterId },
      status,
      period: bookingPeriod(2 + 3 * i, 3 + 3 * i),
    });
  }
  ({ email, password } = await signUpAndLogin(m.app.client(), accountFields()));
  apolloRuns = vi.spyOn(m.app.apollo, 'executeHTTPGraphQLRequest');
});
afterAll(() => m?.app.close());

// As the web app asks: its fixed page size written in the document, so the cost counts 10 bookings.
const MY_BOOKINGS = `query Mine($page: Int) { myBookings(page: { page: $page, pageSize: 10 }) { total page pageSize hasMore items {
  id code status quantity startDate startTime endDate endTime timeZone rentalCircle billedMinutes
  price { amount currency formatted } amount { amount currency formatted } pickupDate returnedAt cancelledAt
  refundStatus overdue createdAt tool { id name city address categoryName } renter { id firstName }
  owner { id firstName } viewerRole canConfirmPickup canConfirmReturn canCancel canReview pickupOpensAt
  unreadMessages deposit { amount formatted } } } }`;

/**
 * The same GraphQL POST sent two ways: with a Content-Length (the public fast lane reads the body,
 * finds no cached answer and hands the request to Express with its body parsed) and chunked (the fast
 * lane leaves it to Express, whose JSON parser reads it).
 */
async function bothWays(body: string, headers: Record<string, string> = {}) {
  const send = (chunked: boolean) =>
    fetch(`${m.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(chunked
        ? {
            body: new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(body));
                controller.close();
              },
            }),
            duplex: 'half',
          }
        : { body }),
    } as RequestInit);
  const [read, streamed] = [await send(false), await send(true)];
  return { read, streamed };
}

/** A response's headers, without those that differ from one response to the next. */
const stableHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !['date', 'x-request-id', 'content-length', 'transfer-encoding', 'etag'].includes(name),
    ),
  );

describe('a GraphQL POST', () => {
  it('runs through Apollo every time it is sent, the same answer whoever read its body', async () => {
    const query = JSON.stringify({ query: '{ me { email } }' });
    const auth = { authorization: `Bearer ${m.owner.token}` };
    const before = apolloRuns.mock.calls.length;
    const first = await bothWays(query, auth);
    const second = await bothWays(query, auth);
    expect(apolloRuns.mock.calls.length - before).toBe(4);
    expect(first.read.status).toBe(200);
    const answer = await first.read.json();
    expect(answer).toEqual({
      data: { me: { email: m.ownerEmail } },
      extensions: { cost: { requested: 2, maximum: LIMITS.maxCost } },
    });
    for (const res of [first.streamed, second.read, second.streamed]) expect(await res.json()).toEqual(answer);
    expect(stableHeaders(first.read)).toEqual(stableHeaders(first.streamed));
    expect(first.read.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(first.read.headers.get('cache-control')).toBe('no-store');
    expect(first.read.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('keeps the request id a caller sends and makes one otherwise', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const { read } = await bothWays(query, { 'x-request-id': 'caller-chosen-id-1' });
    expect(read.headers.get('x-request-id')).toBe('caller-chosen-id-1');
    const { read: fresh } = await bothWays(query);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports a body that is not JSON the same way whoever read it', async () => {
    const { read, streamed } = await bothWays('{"query": ');
    expect(read.status).toBe(400);
    expect(await read.json()).toEqual(await streamed.json());
  });

  it('sets and reads cookies with Express’s methods (sign-in, then refresh)', async () => {
    const login = JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email } } }',
      variables: { e: email, p: password },
    });
    const res = await fetch(`${m.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
    expect(cookie).toMatch(/HttpOnly/);
    const refreshed = await fetch(`${m.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie!.split(';')[0]! },
      body: JSON.stringify({ query: 'mutation { refreshSession { user { email } } }' }),
    });
    const answer = (await refreshed.json()) as { data: { refreshSession: { user: { email: string } } } };
    expect(answer.data.refreshSession.user.email).toBe(email);
  });

  it('compresses a large answer for a client that accepts it', async () => {
    const res = await fetch(`${m.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const schema = (await res.json()) as { data: { __schema: { types: unknown[] } } };
    expect(schema.data.__schema.types.length).toBeGreaterThan(50);
  });

  it('gives Node no cause for a warning on standard error, over POST and GET', async () => {
    const warnings: Error[] = [];
    const collect = (warning: Error) => warnings.push(warning);
    process.on('warning', collect);
    try {
      await m.renter.json('POST', '/graphql', { query: '{ me { id } }' });
      const res = await m.renter.request('GET', `/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(res.status).toBe(200);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', collect);
    }
    expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
  });

  it.each([
    ['no Accept header', undefined, 'application/json; charset=utf-8'],
    [
      "Apollo Client's",
      'application/graphql-response+json,application/json;q=0.9',
      'application/graphql-response+json',
    ],
    ['JSON preferred', 'application/json, application/graphql-response+json;q=0.5', 'application/json'],
  ])('answers in the type the caller accepts (%s)', async (_name, accept, type) => {
    const res = await m.renter.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ me { id } }' }),
      headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
  });

  it('refuses an Accept header nothing satisfies (406)', async () => {
    const res = await m.renter.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ me { id } }' }),
      headers: { 'content-type': 'application/json', accept: 'text/html' },
    });
    expect(res.status).toBe(406);
  });
});

describe('answers', () => {
  it("list a viewer's bookings with every kind of field, for the owner and the renter", async () => {
    for (const [client, field] of [
      [m.owner, 'myBookings'],
      [m.renter, 'myRentalHistory'],
    ] as const) {
      const res = await client.json('POST', '/graphql', {
        query: MY_BOOKINGS.replace('myBookings', field),
        variables: { page: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      const page = (res.body as { data: Record<string, { total: number; items: Record<string, unknown>[] }> }).data[
        field
      ]!;
      expect(page.total).toBe(4);
      expect(page.items[0]).toMatchObject({
        price: { currency: expect.any(String), formatted: expect.any(String) },
        deposit: { amount: 1500 },
        tool: { id: toolId },
        renter: { id: m.renterId },
        owner: { id: m.ownerId },
      });
    }
  });

  it('keep an error beside its siblings, with its code and path, and a refusal as a refusal', async () => {
    const missing = await m.renter.json('POST', '/graphql', {
      query: 'query($id: ID!) { me { id firstName } tool(id: $id) { id address } }',
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({
      data: { me: { id: m.renterId }, tool: null },
      errors: [{ path: ['tool'], extensions: { code: 'NOT_FOUND' } }],
    });

    const refused = await m.renter.json('POST', '/graphql', { query: '{ adminUsers { total } }' });
    expect(refused.body).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });

  it('answer a variable of the wrong type with 400 and BAD_USER_INPUT', async () => {
    const wrong = await m.owner.json('POST', '/graphql', {
      query: MY_BOOKINGS,
      variables: { page: 'one' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('refuse a subscription sent over HTTP with BAD_REQUEST, naming where subscriptions run', async () => {
    const res = await m.renter.json('POST', '/graphql', { query: 'subscription { notificationEvents { unread } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: 'Subscriptions run over WebSocket: connect to /graphql with the graphql-transport-ws protocol',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
  });
});

describe('a query sent as the web client sends it (automatic persisted queries, web/src/lib/apollo.ts)', () => {
  // Apollo Client's headers: its Accept and Content-Type (kept on a GET) and the app's CSRF preflight header.
  const clientHeaders = {
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
  };
  /** As PersistedQueryLink with `useGETForHashedQueries` sends it: the hash alone, by GET, then the text by POST. */
  const byHash = (operation: { query: string; operationName: string; variables?: object }, auth: object = {}) => {
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(operation.query).digest('hex') },
    };
    const params = new URLSearchParams({
      operationName: operation.operationName,
      variables: JSON.stringify(operation.variables ?? {}),
      extensions: JSON.stringify(extensions),
    });
    return {
      get: () => fetch(`${m.app.url}/graphql?${params}`, { headers: { ...clientHeaders, ...auth } }),
      postWithText: () =>
        fetch(`${m.app.url}/graphql`, {
          method: 'POST',
          headers: { ...clientHeaders, ...auth },
          body: JSON.stringify({ ...operation, extensions }),
        }),
    };
  };

  it('answers the hash alone once the text has come by POST, and lets browsers keep a public answer', async () => {
    const operation = {
      operationName: 'ToolName',
      query: 'query ToolName($id: ID!) { tool(id: $id) { id name __typename } }',
      variables: { id: toolId },
    };
    const { get, postWithText } = byHash(operation);

    const unknown = await get();
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });

    const withText = await postWithText();
    expect(withText.status).toBe(200);
    const answer = (await withText.json()) as { data: { tool: { id: string } } };
    expect(answer.data.tool.id).toBe(toolId);
    expect(withText.headers.get('cache-control')).toBe('no-store');

    const known = await get();
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(answer);
    expect(known.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_GET_MAX_AGE_SECONDS}`);
  });

  it("answers a signed-in caller's own query by hash, kept out of every HTTP cache", async () => {
    const operation = { operationName: 'MyEmail', query: 'query MyEmail { me { email __typename } }' };
    const { get, postWithText } = byHash(operation, { authorization: `Bearer ${m.owner.token}` });
    await postWithText();

    const known = await get();
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({
      data: { me: { email: m.ownerEmail, __typename: 'User' } },
      extensions: { cost: { requested: 2, maximum: LIMITS.maxCost } },
    });
    expect(known.headers.get('cache-control')).toBe('no-store');
  });
});
