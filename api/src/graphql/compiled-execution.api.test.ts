// An operation runs interpreted (graphql-js) the first time and compiled (graphql-jit) from the second:
// both must answer alike, to the byte, for data, nulls, enums, money, dates, nested lists, the app's
// errors beside their siblings, refusals and a variable of the wrong type.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingPeriod, buildBooking, listTool, startMarketplace, type Marketplace } from '../test/factories.js';
import type { HttpClient } from '../test/test-app.js';

const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (original) => {
  const jit = await original<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiled.count += 1;
      return jit.compileQuery(...args);
    },
  };
});

const MY_BOOKINGS = `query Mine($page: PageInput) { myBookings(page: $page) { total page pageSize hasMore items {
  id code status quantity startDate startTime endDate endTime timeZone rentalCircle billedMinutes
  price { amount currency formatted } amount { amount currency formatted } pickupDate returnedAt cancelledAt
  refundStatus overdue createdAt tool { id name city address categoryName } renter { id firstName }
  owner { id firstName } viewerRole canConfirmPickup canConfirmReturn canCancel canReview pickupOpensAt
  unreadMessages deposit { amount formatted } } } }`;

describe('compiled execution', () => {
  let m: Marketplace;
  let toolId: string;

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
  });
  afterAll(() => m?.app.close());

  /** The same request twice: the first answer interpreted, the second compiled. */
  async function twice(client: HttpClient, query: string, variables: Record<string, unknown> = {}) {
    const before = compiled.count;
    const send = () => client.json('POST', '/graphql', { query, variables });
    const first = await send();
    const second = await send();
    return {
      first: [first.status, first.body],
      second: [second.status, second.body],
      compiled: compiled.count - before,
    };
  }

  it('answers a list of bookings compiled exactly as interpreted, for the owner and the renter', async () => {
    // The owner's side and the renter's: two documents, each interpreted first.
    for (const [client, field] of [
      [m.owner, 'myBookings'],
      [m.renter, 'myRentalHistory'],
    ] as const) {
      const query = MY_BOOKINGS.replace('myBookings', field);
      const { first, second, compiled: compiles } = await twice(client, query, { page: { pageSize: 10 } });
      expect(compiles).toBe(1);
      expect(first[0]).toBe(200);
      expect((first[1] as { data: Record<string, { total: number }> }).data[field]!.total).toBe(4);
      expect(second).toEqual(first);
    }
  });

  it('keeps an error beside its siblings, with its code and path, and a refusal as a refusal', async () => {
    const missing = await twice(m.renter, 'query($id: ID!) { me { id firstName } tool(id: $id) { id address } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.compiled).toBe(1);
    expect(missing.first[1]).toMatchObject({
      data: { me: { id: m.renterId }, tool: null },
      errors: [{ path: ['tool'], extensions: { code: 'NOT_FOUND' } }],
    });
    expect(missing.second).toEqual(missing.first);

    const refused = await twice(m.renter, '{ adminUsers { total } }');
    expect(refused.first[1]).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    expect(refused.second).toEqual(refused.first);
  });

  it('answers a variable of the wrong type with 400 and BAD_USER_INPUT, every time', async () => {
    const wrong = await twice(m.owner, MY_BOOKINGS, { page: { pageSize: 'ten' } });
    expect(wrong.first[0]).toBe(400);
    expect(wrong.first[1]).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(wrong.second).toEqual(wrong.first);
  });

  it('refuses a subscription sent over HTTP with BAD_REQUEST, naming where subscriptions run', async () => {
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
