import type { ApolloServerPlugin } from '@apollo/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingPeriod, buildBooking, buildTool, signUpAndLogin } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { assertWarmPathKeeps } from './graphql-handler.js';

let app: TestApp;
let token: string;
let apolloRuns: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  app = await startTestApp();
  const client = app.client();
  const { user } = await signUpAndLogin(client);
  token = client.token!;
  // Two bookings of the user's tool: a list with every kind of field (dates, money, nested objects).
  const tool = await buildTool(app.database.db, { owner: { id: user.id } });
  await buildBooking(app.database.db, { tool, status: 'confirmed', period: bookingPeriod(3, 4) });
  await buildBooking(app.database.db, { tool, status: 'picked_up', period: bookingPeriod(6, 8) });
  apolloRuns = vi.spyOn(app.apollo, 'executeHTTPGraphQLRequest');
});
afterAll(() => app?.close());

const MY_BOOKINGS =
  'query MyBookings($page: PageInput) { myBookings(page: $page) { total items { id code status startDate startTime endDate timeZone price { amount currency formatted } deposit { formatted } createdAt pickupDate tool { id name address } renter { firstName } viewerRole canConfirmPickup canCancel pickupOpensAt unreadMessages } } }';

/** A GraphQL POST as a client sends it; `extensions: {}` means nothing to Apollo but keeps it off the warm path. */
async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: stableHeaders(res), body: await res.text() };
}

/** A response's headers, without those that differ from one response to the next. */
const stableHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));

/** The request through Apollo (with an empty `extensions`), then warm, counting Apollo's runs of each. */
async function throughApolloThenWarm(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  // Run twice through Apollo: interpreted, then compiled (which makes it warm).
  await post(body, headers);
  await post(body, headers);
  let before = apolloRuns.mock.calls.length;
  let statements = app.queries.length;
  const apollo = await post({ ...body, extensions: {} }, headers);
  const apolloCalls = apolloRuns.mock.calls.length - before;
  const apolloStatements = app.queries.slice(statements);
  before = apolloRuns.mock.calls.length;
  statements = app.queries.length;
  const warm = await post(body, headers);
  return {
    apollo,
    warm,
    apolloCalls,
    apolloStatements,
    warmApolloCalls: apolloRuns.mock.calls.length - before,
    warmStatements: app.queries.slice(statements),
  };
}

describe('the warm path of /graphql', () => {
  it('answers a query Apollo has run compiled without Apollo, byte for byte as Apollo does', async () => {
    const { apollo, warm, apolloCalls, warmApolloCalls } = await throughApolloThenWarm({
      query: MY_BOOKINGS,
      variables: { page: { pageSize: 10 } },
    });
    expect(apolloCalls).toBe(1);
    expect(warmApolloCalls).toBe(0);
    expect(warm).toEqual(apollo);
    expect(warm.status).toBe(200);
    expect(JSON.parse(warm.body).data.myBookings.total).toBe(2);
    expect(warm.headers['cache-control']).toBe('no-store');
    expect(warm.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each([
    ['no Accept header', {}],
    ['*/*', { accept: '*/*' }],
    ["Apollo Client's", { accept: 'application/graphql-response+json,application/json;q=0.9' }],
    ['the GraphQL response type first', { accept: 'application/graphql-response+json' }],
    ['JSON preferred', { accept: 'application/json, application/graphql-response+json;q=0.5' }],
  ])('negotiates the content type as Apollo does (%s)', async (_name, headers: Record<string, string>) => {
    const { apollo, warm, warmApolloCalls } = await throughApolloThenWarm({ query: '{ me { email } }' }, headers);
    expect(warmApolloCalls).toBe(0);
    expect(warm).toEqual(apollo);
  });

  it('leaves an Accept header nothing satisfies to Apollo (406)', async () => {
    const { warm, warmApolloCalls } = await throughApolloThenWarm(
      { query: '{ me { email } }' },
      { accept: 'text/html' },
    );
    expect(warmApolloCalls).toBe(1);
    expect(warm.status).toBe(406);
  });

  it('hands an answer with errors to Apollo, without running the query again', async () => {
    const query = 'query($id: ID!) { booking(id: $id) { id code } }';
    const { apollo, warm, warmApolloCalls, apolloStatements, warmStatements } = await throughApolloThenWarm({
      query,
      variables: { id: randomUUID() },
    });
    expect(warmApolloCalls).toBe(1);
    expect(warm).toEqual(apollo);
    expect(JSON.parse(warm.body).errors[0].extensions.code).toBe('NOT_FOUND');
    // The booking looked up once, as in Apollo's own run.
    expect(warmStatements).toEqual(apolloStatements);
    expect(warmStatements.filter((sql) => sql.includes('from "bookings"'))).toHaveLength(1);
  });

  it("hands a variable of the wrong type to Apollo, which answers the caller's mistake (400)", async () => {
    const query = 'query($page: PageInput) { myBookings(page: $page) { total } }';
    await post({ query, variables: { page: { pageSize: 5 } } });
    await post({ query, variables: { page: { pageSize: 5 } } });
    const body = { query, variables: { page: { pageSize: 'many' } } };
    const apollo = await post({ ...body, extensions: {} });
    const before = apolloRuns.mock.calls.length;
    const warm = await post(body);
    expect(apolloRuns.mock.calls.length - before).toBe(1);
    expect(warm.status).toBe(400);
    expect(warm).toEqual(apollo);
  });

  it('answers a signed-out caller of a warm query as Apollo does', async () => {
    const { apollo, warm } = await throughApolloThenWarm(
      { query: MY_BOOKINGS },
      { authorization: 'Bearer not-a-token' },
    );
    expect(warm).toEqual(apollo);
    expect(JSON.parse(warm.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('never runs a mutation, a persisted query or a GET warm', async () => {
    const mutation = { query: 'mutation { markAllNotificationsRead }' };
    const before = apolloRuns.mock.calls.length;
    for (let i = 0; i < 3; i++) await post(mutation);
    expect(apolloRuns.mock.calls.length - before).toBe(3);

    const query = '{ me { email } }';
    await post({ query });
    await post({ query });
    const persisted = apolloRuns.mock.calls.length;
    await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(64) } } });
    expect(apolloRuns.mock.calls.length - persisted).toBe(1);

    const gets = apolloRuns.mock.calls.length;
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(apolloRuns.mock.calls.length - gets).toBe(1);
  });
});

describe('the plugins the warm path keeps', () => {
  const errorsOnly: ApolloServerPlugin = {
    async requestDidStart() {
      return { async didEncounterErrors() {} };
    },
  };
  it('lets the server start with plugins whose request hooks it keeps, and those without any', () => {
    expect(() =>
      assertWarmPathKeeps([errorsOnly, { async serverWillStart() {} }], new Set([errorsOnly])),
    ).not.toThrow();
  });

  it('refuses to start with a plugin whose request hooks it would skip', () => {
    const headers: ApolloServerPlugin = {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            response.http.headers.set('x-extra', '1');
          },
        };
      },
    };
    expect(() => assertWarmPathKeeps([errorsOnly, headers], new Set([errorsOnly]))).toThrow(/warm path/);
  });
});
