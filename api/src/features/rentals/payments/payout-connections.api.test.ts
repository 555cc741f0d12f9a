import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { connectionQuery, followsThePages, readAll } from '../../../test/connections.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  buildUser,
  signIn,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import type { HttpClient } from '../../../test/test-app.js';
import { payouts } from './payout.table.js';

const HOUR = 3_600_000;
const codeOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.code;

let m: Marketplace;
let db: Database;

beforeAll(async () => {
  m = await startMarketplace();
  db = m.app.database.db;
});
afterAll(() => m?.app.close());

describe('payoutQueueConnection', () => {
  it('follows the queue both ways as the numbered pages do, pending first and ties included, for administrators', async () => {
    const other = await buildUser(db);
    const sameTime = new Date(Date.UTC(2026, 9, 1, 12));
    const later = new Date(sameTime.getTime() + HOUR);
    const rows = [
      { ownerId: m.ownerId, status: 'pending' as const, createdAt: sameTime },
      { ownerId: other.id, status: 'pending' as const, createdAt: sameTime },
      { ownerId: m.ownerId, status: 'pending' as const, createdAt: later },
      { ownerId: other.id, status: 'paid' as const, createdAt: sameTime, paidAt: later, reference: 'BANK-1' },
      { ownerId: m.ownerId, status: 'paid' as const, createdAt: sameTime, paidAt: later, reference: 'BANK-2' },
      { ownerId: m.ownerId, status: 'failed' as const, createdAt: later, failureMessage: 'The bank refused it' },
    ];
    await db
      .insert(payouts)
      .values(rows.map((row) => ({ method: 'bank' as const, amountCents: 1000, currency: 'USD', ...row })));

    const args = { status: 'PayoutStatus' };
    const query = await followsThePages(m.admin, 'payoutQueueConnection', { args, rows: rows.length });
    await followsThePages(m.admin, 'payoutQueueConnection', { args, variables: { status: 'PENDING' }, rows: 3 });
    await followsThePages(m.admin, 'payoutQueueConnection', { args, variables: { status: 'PAID' }, rows: 2 });

    // The pending payouts come first, the oldest of them first.
    const first = await m.admin.gql(
      '{ payoutQueueConnection(first: 3) { edges { node { status createdAt awaitsBankTransfer } } } }',
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.payoutQueueConnection.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);

    // A cursor belongs to its list: one of the owner's payouts is refused by the queue.
    const res = await m.owner.gql('{ myEarnings(currency: USD) { payoutsConnection(first: 1) { edges { cursor } } } }');
    expect(res.errors).toBeUndefined();
    const after = res.data?.myEarnings.payoutsConnection.edges[0]?.cursor;
    expect(after).toBeTypeOf('string');
    const refused = await m.admin.gql(connectionQuery('payoutQueueConnection'), { first: 2, after });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');

    // Only administrators may read the queue, as its page field.
    expect(codeOf(await m.owner.gql(query, {}))).toBe('FORBIDDEN');
    expect(codeOf(await m.app.client().gql(query, {}))).toBe('UNAUTHENTICATED');
  });
});

/**
 * A client that answers Earnings' fields as if they were the query's own, so the shared reader
 * (test/connections.ts reads `data[field]`) reads a connection nested in myEarnings.
 */
const earningsClient = (client: HttpClient) =>
  ({
    async gql(query: string, variables: Record<string, unknown> = {}) {
      const res = await client.gql(query, variables);
      return { ...res, data: res.data?.myEarnings ?? null };
    },
  }) as HttpClient;

/**
 * Reads Earnings' connection `field` both ways, 2 at a time, and compares each with its page
 * field's items (one page of 100): `rows` of them. `id` is the item's id field.
 */
async function followsTheEarningsPages(
  client: HttpClient,
  field: 'bookingsConnection' | 'payoutsConnection',
  id: string,
  currency: string,
  rows: number,
) {
  const paged = field.replace(/Connection$/, '');
  const pageQuery = `query($currency: CurrencyCode) { myEarnings(currency: $currency) {
    ${paged}(page: { pageSize: 100 }) { total items { id: ${id} } } } }`;
  const page = await client.gql(pageQuery, { currency });
  expect(page.errors).toBeUndefined();
  const expected = page.data.myEarnings[paged].items.map((item: { id: string }) => item.id);
  expect(expected).toHaveLength(rows);
  const query = `query($currency: CurrencyCode, $first: Int, $after: String, $last: Int, $before: String) {
    myEarnings(currency: $currency) {
      ${field}(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { id: ${id} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount
      }
    }
  }`;
  const nested = earningsClient(client);
  const forwards = await readAll(nested, field, query, { currency }, 'forwards', 2);
  expect(forwards.ids).toEqual(expected);
  expect(forwards.totalCount).toBe(rows);
  const backwards = await readAll(nested, field, query, { currency }, 'backwards', 2);
  expect(backwards.ids).toEqual(expected);
  return query;
}

describe('Earnings.bookingsConnection and Earnings.payoutsConnection', () => {
  it("follow the owner's earnings per booking both ways as the numbered pages do, rentals that start together included", async () => {
    const owner = await buildUser(db);
    const sameStart = new Date(Date.now() - 10 * 24 * HOUR);
    const sameEnd = new Date(sameStart.getTime() + 48 * HOUR);
    const tool = () => buildTool(db, { ownerId: owner.id });
    // Six lines: three rentals back that started together, and three to come that start together too.
    for (const status of ['returned', 'returned', 'returned'] as const)
      await buildBooking(db, { tool: await tool(), status, startsAt: sameStart, endsAt: sameEnd });
    for (const status of ['confirmed', 'confirmed', 'cancelled'] as const)
      await buildBooking(db, { tool: await tool(), status });
    // Not lines of the owner in USD: a booking not paid yet, one in another currency, another owner's.
    await buildBooking(db, { tool: await tool(), status: 'held' });
    await buildBooking(db, { tool: await buildTool(db, { ownerId: owner.id, currency: 'EUR' }), status: 'returned' });
    await buildBooking(db, { tool: await buildTool(db), status: 'returned' });

    const client = m.app.client();
    await signIn(client, owner.email, DEFAULT_PASSWORD);

    const bookingsQuery = await followsTheEarningsPages(client, 'bookingsConnection', 'bookingId', 'USD', 6);
    await followsTheEarningsPages(client, 'bookingsConnection', 'bookingId', 'EUR', 1);

    // The owner's payouts: ties on their time, and others that are not theirs in USD.
    const sameTime = new Date(Date.UTC(2026, 9, 2, 12));
    const later = new Date(sameTime.getTime() + HOUR);
    const mine = [sameTime, sameTime, sameTime, later, later].map((createdAt, i) => ({
      ownerId: owner.id,
      method: 'bank' as const,
      amountCents: 100 + i,
      currency: 'USD',
      createdAt,
    }));
    await db
      .insert(payouts)
      .values([
        ...mine,
        { ownerId: owner.id, method: 'bank', amountCents: 500, currency: 'EUR', createdAt: sameTime },
        { ownerId: m.ownerId, method: 'bank', amountCents: 500, currency: 'USD', createdAt: sameTime },
      ]);
    const payoutsQuery = await followsTheEarningsPages(client, 'payoutsConnection', 'id', 'USD', 5);
    await followsTheEarningsPages(client, 'payoutsConnection', 'id', 'EUR', 1);

    // Another signed-in person reads their own earnings, none of these; nobody signed in reads none.
    const theirs = await m.stranger.gql(bookingsQuery, { currency: 'USD', first: 100 });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.myEarnings.bookingsConnection).toMatchObject({ edges: [], totalCount: 0 });
    const theirPayouts = await m.stranger.gql(payoutsQuery, { currency: 'USD', first: 100 });
    expect(theirPayouts.data.myEarnings.payoutsConnection).toMatchObject({ edges: [], totalCount: 0 });
    expect(codeOf(await m.app.client().gql(bookingsQuery, { currency: 'USD' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await m.app.client().gql(payoutsQuery, { currency: 'USD' }))).toBe('UNAUTHENTICATED');

    // A cursor belongs to its list: one of the payouts is refused by the bookings.
    const payoutCursor = (await client.gql(payoutsQuery, { currency: 'USD', first: 1 })).data.myEarnings
      .payoutsConnection.pageInfo.endCursor;
    const refused = await client.gql(bookingsQuery, { currency: 'USD', first: 1, after: payoutCursor });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
  });
});
