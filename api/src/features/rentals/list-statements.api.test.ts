import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildTool, startMarketplace, type Marketplace } from '../../test/factories.js';
import type { HttpClient } from '../../test/test-app.js';
import { disputes } from './disputes/dispute.table.js';

/**
 * A list costs the same number of SQL statements whatever its length: the fields of its items that
 * need more than the row they came with (a booking's disputes, its dispute capabilities, how it ended)
 * are batched per request by the GraphQL context's loaders (graphql/loaders.ts), never asked per item.
 * Each list is asked for one item and for every item; the statements Drizzle sent are counted.
 */

const LENGTH = 6;
const HOUR = 3_600_000;
let { app, admin, owner, ownerId, renter, renterId, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, categoryId } = await startMarketplace({
    env: { DISPUTE_WINDOW_HOURS: '48' },
  }));
  const db = app.database.db;
  const tool = await buildTool(db, { owner: { id: ownerId }, categoryId, units: LENGTH });
  for (let i = 0; i < LENGTH; i++) {
    // Returned an hour ago (in the dispute window), each with a renter's dispute: every field has work to do.
    const endsAt = new Date(Date.now() - HOUR - i * 60_000);
    const booking = await buildBooking(db, {
      status: i % 2 ? 'returned' : 'cancelled',
      tool,
      renter: { id: renterId },
      startsAt: new Date(endsAt.getTime() - 24 * HOUR),
      endsAt,
    });
    await db.insert(disputes).values({
      bookingId: booking.id,
      kind: 'return',
      openedBy: 'renter',
      openedById: renterId,
      reason: `Dispute ${i}`,
    });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const BOOKING_FIELDS = `items { id status outcomeLabel disputeWindowEndsAt canOpenDispute damageClaimLimit { amount }
  disputes { id status } }`;

/**
 * The statements one request sends. The first of four warms the session and the prepared statements; of
 * the others the fewest count. Only they are the request's own: the app's background work (its job
 * workers delivering the accounts' mail) may send a statement while a request runs, and a request that
 * starts more than a second after the last lookup of its session looks it up again (VIEWER_CACHE_MS).
 */
async function statementsOf(client: HttpClient, query: string, pageSize: number, expected: number) {
  const counts: number[] = [];
  for (let run = 0; run < 4; run++) {
    const before = app.queries.length;
    const res = await client.gql<Record<string, { items: unknown[] }>>(query, { pageSize });
    if (run > 0) counts.push(app.queries.length - before);
    expect(res.errors).toBeUndefined();
    expect(Object.values(res.data!)[0]!.items).toHaveLength(expected);
  }
  return Math.min(...counts);
}

describe('the statements of a list request', () => {
  const lists: [string, () => HttpClient, string][] = [
    [
      'My Rental History',
      () => renter,
      `query($pageSize: Int!) { myRentalHistory(page: { pageSize: $pageSize }) { ${BOOKING_FIELDS} } }`,
    ],
    [
      'My Bookings',
      () => owner,
      `query($pageSize: Int!) { myBookings(page: { pageSize: $pageSize }) { ${BOOKING_FIELDS} } }`,
    ],
    [
      "the administrators' bookings",
      () => admin,
      `query($pageSize: Int!) { adminBookings(page: { pageSize: $pageSize }) { ${BOOKING_FIELDS} } }`,
    ],
    [
      "the administrators' disputes",
      () => admin,
      `query($pageSize: Int!) { disputes(page: { pageSize: $pageSize }) {
        items { id status bookingCode toolName renter { id } amount { amount } } } }`,
    ],
  ];

  it.each(lists)(`%s: as many for ${LENGTH} items as for one`, async (_name, client, query) => {
    const one = await statementsOf(client(), query, 1, 1);
    const all = await statementsOf(client(), query, LENGTH, LENGTH);
    expect({ one, all }).toEqual({ one, all: one });
  });
});
