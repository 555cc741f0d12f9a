import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookAndPay,
  bookingPeriod,
  listTool,
  payCard,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { bookings } from './booking.table.js';

/*
 * What the pages say about a booking is true to what happened: a refund reads as the ledger has it
 * (a half refund is not "in full"; a deposit back after the return is a refund), and a request that
 * ended without a booking says how (declined by the owner, withdrawn by the renter, or expired
 * unanswered) rather than "Declined" for all three.
 */

const HOUR = 3_600_000;

let { app, admin, owner, renter, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, owner, renter, categoryId } = await startMarketplace({
    admin: { email: 'labels.admin@example.com', password: 'admin-password-1' },
    category: 'Labelled tools',
  }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const REFUND = `query($id: ID!) { booking(id: $id) { status refundStatus
  refund { status rental { amount } deposit { amount } total { amount } rentalPercent inFull } } }`;

async function startOf(id: string) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!.startsAt;
}

describe('refunds read as the ledger has them', () => {
  it('half the rental back is a refund in part, for the renter and the administrator alike', async () => {
    const toolId = await listTool(owner, categoryId, { cancellationPolicy: 'MODERATE', deposit: '20', price: '40' });
    const paid = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    // Two days before the start: the moderate policy gives half of the rental back, and the whole deposit.
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date((await startOf(paid.id)).getTime() - 48 * HOUR));
    const half = paid.amount.amount / 2;
    const cancelled = await renter.gql(
      'mutation($id: ID!, $e: String) { cancelBooking(bookingId: $id, expectedRefund: $e) { status } }',
      { id: paid.id, e: (half / 100).toFixed(2) },
    );
    expect(cancelled.errors).toBeUndefined();
    await app.services.refunds.refund(paid.id);

    const expected = {
      status: 'CANCELLED',
      refundStatus: 'REFUNDED',
      refund: {
        status: 'REFUNDED',
        rental: { amount: half },
        deposit: { amount: 2000 },
        total: { amount: half + 2000 },
        rentalPercent: 50,
        inFull: false,
      },
    };
    expect((await renter.gql(REFUND, { id: paid.id })).data?.booking).toEqual(expected);
    expect((await admin.gql(REFUND, { id: paid.id })).data?.booking).toEqual(expected);
  });

  it('a deposit back after the return is a refund, though no cancellation was refunded', async () => {
    const toolId = await listTool(owner, categoryId, { deposit: '25', price: '15' });
    const paid = await bookAndPay(renter, toolId, bookingPeriod(2, 3));
    const clock = vi.spyOn(app.services.bookings, 'now');
    clock.mockReturnValue(new Date((await startOf(paid.id)).getTime() + HOUR));
    const pickup = await owner.gql(
      'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { id } }',
      {
        id: paid.id,
        code: paid.pickupCode,
      },
    );
    expect(pickup.errors).toBeUndefined();
    expect(
      (await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { id } }', { id: paid.id })).errors,
    ).toBeUndefined();
    clock.mockRestore();
    await app.database.db
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, paid.id));
    await app.services.deposits.release(paid.id);

    expect((await admin.gql(REFUND, { id: paid.id })).data?.booking).toEqual({
      status: 'RETURNED',
      refundStatus: null,
      refund: {
        status: null,
        rental: { amount: 0 },
        deposit: { amount: 2500 },
        total: { amount: 2500 },
        rentalPercent: 0,
        inFull: false,
      },
    });
  });

  it('a booking nothing was refunded of has no refund', async () => {
    const toolId = await listTool(owner, categoryId);
    const paid = await bookAndPay(renter, toolId, bookingPeriod(14, 15));
    expect((await admin.gql(REFUND, { id: paid.id })).data?.booking.refund).toBeNull();
  });
});

describe('a request that ended without a booking says how', () => {
  const REQUEST = `mutation($input: AddToCartInput!) { requestBooking(input: $input) { id clientSecret bookings { id } } }`;

  async function request(toolId: string, days: number) {
    const asked = await renter.gql(REQUEST, { input: { toolId, quantity: 1, ...bookingPeriod(days, days + 1) } });
    expect(asked.errors).toBeUndefined();
    const payment = asked.data!.requestBooking;
    await payCard(renter, payment.clientSecret);
    const confirmed = await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
      id: payment.id,
    });
    expect(confirmed.errors).toBeUndefined();
    return payment.bookings[0].id as string;
  }

  it('declined by the owner, withdrawn by the renter, expired unanswered; the lists say it too', async () => {
    const toolId = await listTool(owner, categoryId, { bookingMode: 'REQUEST', units: 3 });
    const declined = await request(toolId, 20);
    const withdrawn = await request(toolId, 22);
    const lapsed = await request(toolId, 24);
    const open = await request(toolId, 26);
    expect(
      (await owner.gql('mutation($id: ID!) { declineBookingRequest(bookingId: $id) { id } }', { id: declined })).errors,
    ).toBeUndefined();
    expect(
      (await renter.gql('mutation($id: ID!) { withdrawBookingRequest(bookingId: $id) { id } }', { id: withdrawn }))
        .errors,
    ).toBeUndefined();
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(Date.now() + 25 * HOUR));
    await app.services.checkout.requests.runJob({ action: 'expire', bookingId: lapsed });
    vi.restoreAllMocks();

    const labelOf = async (id: string) =>
      (await renter.gql('query($id: ID!) { booking(id: $id) { status outcomeLabel } }', { id })).data?.booking;
    expect(await labelOf(declined)).toEqual({ status: 'DECLINED', outcomeLabel: 'Declined by the owner' });
    expect(await labelOf(withdrawn)).toEqual({ status: 'DECLINED', outcomeLabel: 'Withdrawn by the renter' });
    expect(await labelOf(lapsed)).toEqual({
      status: 'DECLINED',
      outcomeLabel: 'Request expired (not answered in time)',
    });
    // Still open: its status says it all.
    expect(await labelOf(open)).toEqual({ status: 'REQUESTED', outcomeLabel: null });

    const list = await renter.gql<{ myRentalHistory: { items: { id: string; outcomeLabel: string | null }[] } }>(
      '{ myRentalHistory(page: { pageSize: 50 }) { items { id outcomeLabel } } }',
    );
    expect(list.errors).toBeUndefined();
    const listed = new Map(list.data!.myRentalHistory.items.map((b) => [b.id, b.outcomeLabel]));
    expect([declined, withdrawn, lapsed, open].map((id) => listed.get(id))).toEqual([
      'Declined by the owner',
      'Withdrawn by the renter',
      'Request expired (not answered in time)',
      null,
    ]);
  });
});
