import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  BOOKING_STATUSES,
  bookingEvents,
  type BookingStatus,
} from '../features/rentals/bookings/booking.table.js';
import { disputes } from '../features/rentals/disputes/dispute.table.js';
import { ledgerEntries } from '../features/rentals/payments/ledger.table.js';
import { payments, testProviderIntents, testProviderRefunds } from '../features/rentals/payments/payment.table.js';
import { tools } from '../features/rentals/tools/tool.table.js';
import {
  bookAndPay,
  bookingPeriod,
  buildBooking,
  buildDispute,
  buildTool,
  listTool,
  payCard,
  startMarketplace,
  type BookingOptions,
  type Marketplace,
} from './factories.js';
import { expectLedgerInvariant } from './ledger-books.js';

/**
 * buildBooking builds every state of a booking in one call, money included: the payment and the
 * provider's books in the matching state, the deposit, the refund, the disputes, the timeline and
 * the ledger as the flows write them. Each state is checked against the ledger's invariants and what
 * the services read from it; a few are compared with what the API's own flows leave.
 */

let { app, admin, owner, ownerId, renter, renterId, categoryId } = {} as Marketplace;
const HOUR = 3_600_000;
const db = () => app.database.db;

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, categoryId } = await startMarketplace({
    // A week: a booking two days ahead can be handed over at once (through the API).
    env: { PICKUP_OPENS_HOURS_BEFORE: '168' },
    admin: { email: 'factories.admin@example.com', password: 'admin-password-1' },
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/**
 * A booking as plain data, its ids replaced by letters (B: the booking, P: its payment, D: each
 * dispute), so that two bookings reached by different roads compare equal when they are alike.
 */
async function shape(bookingId: string) {
  const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await db().select().from(payments).where(eq(payments.id, booking!.paymentId));
  const [intent] = await db().select().from(testProviderIntents).where(eq(testProviderIntents.id, payment!.intentId!));
  const disputed = await db()
    .select()
    .from(disputes)
    .where(eq(disputes.bookingId, bookingId))
    .orderBy(asc(disputes.createdAt));
  const ids = (text: string) =>
    disputed.reduce(
      (t, d, i) => t.replaceAll(d.id, `D${i}`),
      text.replaceAll(bookingId, 'B').replaceAll(payment!.id, 'P'),
    );
  const refunds = await db()
    .select({ key: testProviderRefunds.idempotencyKey, amount: testProviderRefunds.amountCents })
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.intentId, intent!.id));
  const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
  const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
  const b = booking!;
  return {
    booking: {
      status: b.status,
      bookingMode: b.bookingMode,
      amountCents: b.amountCents,
      depositCents: b.depositCents,
      depositStatus: b.depositStatus,
      depositSettled: b.depositSettledAt !== null,
      refundCents: b.refundCents,
      refundStatus: b.refundStatus,
      cancelReason: b.cancelReason,
      stamped: Object.fromEntries(
        (['confirmedAt', 'acceptedAt', 'pickedUpAt', 'returnedAt', 'cancelledAt', 'holdExpiresAt'] as const).map(
          (field) => [field, b[field] !== null],
        ),
      ),
    },
    payment: {
      status: payment!.status,
      amountCents: payment!.amountCents,
      refundedCents: payment!.refundedCents,
      captureMethod: payment!.captureMethod,
      failureMessage: payment!.failureMessage,
      succeeded: payment!.succeededAt !== null,
    },
    intent: {
      status: intent!.status,
      captureMethod: intent!.captureMethod,
      amountCents: intent!.amountCents,
      amountCapturedCents: intent!.amountCapturedCents,
      amountRefundedCents: intent!.amountRefundedCents,
    },
    refunds: refunds.map((r) => [ids(r.key ?? ''), r.amount]).sort(),
    ledger: Object.fromEntries(entries.map((e) => [ids(e.entryKey), [e.kind, e.amountCents]])),
    // The order of two steps of one transaction (a cancellation and its deposit) is not the point.
    timeline: events.map((e) => [e.transition, e.fromStatus, e.toStatus, e.actor].join(' ')).sort(),
    disputes: disputed.map((d) => ({
      kind: d.kind,
      status: d.status,
      openedBy: d.openedBy,
      claimCents: d.claimCents,
      refundCents: d.refundCents,
      awardCents: d.awardCents,
    })),
  };
}

/** Every state, with a deposit in each of its states and without one, as buildBooking is asked for it. */
const CASES: [string, BookingOptions][] = [
  ...BOOKING_STATUSES.map((status): [string, BookingOptions] => [`${status} without a deposit`, { status }]),
  ...(['held', 'expired', 'requested', 'declined', 'confirmed', 'picked_up'] as const).map(
    (status): [string, BookingOptions] => [`${status} with a deposit`, { status, deposit: '20.00' }],
  ),
  ...(['held', 'claimed', 'released', 'settled'] as const).map((depositStatus): [string, BookingOptions] => [
    `returned, its deposit ${depositStatus}`,
    { status: 'returned', deposit: '20.00', depositStatus, claim: '15.00', award: '12.50' },
  ]),
  ...(['claimed', 'released', 'settled'] as const).map((depositStatus): [string, BookingOptions] => [
    `not returned, its deposit ${depositStatus}`,
    { status: 'not_returned', deposit: '20.00', depositStatus, award: '20.00' },
  ]),
  ['cancelled with a deposit, refunded', { status: 'cancelled', deposit: '20.00' }],
  [
    'cancelled with half refunded, the refund pending',
    { status: 'cancelled', refund: '20.00', refundStatus: 'pending' },
  ],
  ['cancelled with nothing back', { status: 'cancelled', refund: '0' }],
  ['cancelled by the owner', { status: 'cancelled', cancelledBy: 'owner', deposit: '20.00' }],
];

/** Past bookings end two days ago; those before the pickup start in ten days. */
function periodOf(status: BookingStatus): Pick<BookingOptions, 'startsAt' | 'endsAt'> {
  const started = ['picked_up', 'returned', 'not_returned'].includes(status);
  const endsAt = started ? new Date(Date.now() - 60 * HOUR) : new Date(Date.now() + 12 * 24 * HOUR);
  return { startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt };
}

const STATUS_OF_PAYMENT: Record<BookingStatus, string> = {
  held: 'pending',
  expired: 'cancelled',
  requested: 'authorized',
  declined: 'cancelled',
  confirmed: 'succeeded',
  picked_up: 'succeeded',
  returned: 'succeeded',
  not_returned: 'succeeded',
  cancelled: 'succeeded',
};

describe('buildBooking', () => {
  it.each(CASES)('builds %s in one call, its ledger balanced', async (_, options) => {
    const tool = await buildTool(db(), { owner: { id: ownerId }, categoryId, priceCents: 2000 });
    const built = await buildBooking(db(), {
      tool,
      renter: { id: renterId },
      ...periodOf(options.status!),
      ...options,
    });
    const s = await shape(built.id);
    const status = options.status!;
    const deposit = options.deposit ? 2000 : 0;
    expect(s.booking.status).toBe(status);
    expect(s.booking.depositCents).toBe(deposit);
    // The payment is for the rental and the deposit, in the state its booking's road leaves it.
    expect(s.payment).toMatchObject({
      status: STATUS_OF_PAYMENT[status],
      amountCents: s.booking.amountCents + deposit,
    });
    expect(s.intent.amountRefundedCents).toBe(s.payment.refundedCents);
    expect(s.refunds.reduce((sum, [, cents]) => sum + Number(cents), 0)).toBe(s.payment.refundedCents);
    // The timeline ends where the booking is.
    const rows = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, built.id))
      .orderBy(asc(bookingEvents.createdAt));
    expect(rows.at(-1)?.toStatus ?? 'held').toBe(status);

    const sum = (...kinds: string[]) =>
      Object.values(s.ledger)
        .filter(([kind]) => kinds.includes(kind as string))
        .reduce((total, [, cents]) => total + Number(cents), 0);
    const charged = s.payment.status === 'succeeded';
    expect(sum('charge')).toBe(charged ? s.booking.amountCents + deposit : 0);
    // What the renter is left paying is split between the owner, the platform and a deposit still held;
    // a refund still due is taken out of the shares already, and out of the charge once the job ran.
    const due = s.booking.refundStatus === 'pending' ? (s.booking.refundCents ?? 0) + deposit : 0;
    expect(sum('charge', 'refund') - due).toBe(
      sum('owner_earning', 'platform_fee', 'deposit_held', 'deposit_released', 'deposit_claimed'),
    );
    const stillHeld = ['held', 'claimed'].includes(s.booking.depositStatus ?? '') ? deposit : 0;
    expect(sum('deposit_held', 'deposit_released', 'deposit_claimed')).toBe(stillHeld);
    expect(s.booking.depositSettled).toBe(['released', 'settled'].includes(s.booking.depositStatus ?? ''));
    if (!charged) expect(s.ledger).toEqual({});
    if (due) {
      // The refund job finishes what the factory left due, once.
      await app.services.refunds.refund(built.id);
      await app.services.refunds.refund(built.id);
      expect((await shape(built.id)).booking.refundStatus).toBe('refunded');
    }
    await expectLedgerInvariant(db());
  });

  it('answers the services as the flows leave them: capabilities, claims and the dispute queue', async () => {
    const tool = await buildTool(db(), {
      owner: { id: ownerId },
      categoryId,
      bookingMode: 'request',
      depositCents: 1000,
    });
    const ask = (client: typeof owner, id: string) =>
      client.gql<{ booking: Record<string, unknown> }>(
        `query($id: ID!) { booking(id: $id) { status canAccept canCancel canConfirmReturn canReportNotReturned
          canOpenDispute damageClaimLimit { amount } deposit { amount } paid } }`,
        { id },
      );
    const requested = await buildBooking(db(), {
      tool,
      renter: { id: renterId },
      status: 'requested',
      period: bookingPeriod(10, 11),
    });
    expect((await ask(owner, requested.id)).data!.booking).toMatchObject({
      status: 'REQUESTED',
      canAccept: true,
      paid: false,
    });
    // Accepted: the tool's request mode took the booking through its request to the charge.
    const accepted = await buildBooking(db(), { tool, renter: { id: renterId }, period: bookingPeriod(13, 14) });
    expect((await ask(renter, accepted.id)).data!.booking).toMatchObject({
      status: 'CONFIRMED',
      canCancel: true,
      paid: true,
    });
    expect((await shape(accepted.id)).timeline).toEqual([
      'accept_request requested confirmed owner',
      'authorize_payment held requested system',
    ]);
    // Tools lent out at the same time: one each.
    const another = () => buildTool(db(), { owner: { id: ownerId }, categoryId, depositCents: 1000 });
    const returned = await buildBooking(db(), {
      tool: await another(),
      renter: { id: renterId },
      status: 'returned',
      ...periodOf('returned'),
      returnedAt: new Date(Date.now() - HOUR),
    });
    expect((await ask(owner, returned.id)).data!.booking).toMatchObject({ damageClaimLimit: { amount: 1000 } });
    expect((await ask(renter, returned.id)).data!.booking).toMatchObject({ canOpenDispute: true });
    const out = await buildBooking(db(), {
      tool: await another(),
      renter: { id: renterId },
      status: 'picked_up',
      ...periodOf('picked_up'),
    });
    expect((await ask(owner, out.id)).data!.booking).toMatchObject({
      canReportNotReturned: true,
      canConfirmReturn: true,
    });
    const reported = await buildBooking(db(), {
      tool: await another(),
      renter: { id: renterId },
      status: 'not_returned',
      ...periodOf('not_returned'),
    });
    expect((await ask(owner, reported.id)).data!.booking).toMatchObject({
      status: 'NOT_RETURNED',
      canConfirmReturn: true,
    });
    const [report] = await db().select().from(disputes).where(eq(disputes.bookingId, reported.id));
    const queued = await admin.gql<{ dispute: Record<string, unknown> }>(
      'query($id: ID!) { dispute(id: $id) { kind status canDecide awardLimit { amount } depositToSettle { amount } } }',
      { id: report!.id },
    );
    expect(queued.data!.dispute).toEqual({
      kind: 'NON_RETURN',
      status: 'OPEN',
      canDecide: true,
      awardLimit: { amount: 1000 },
      depositToSettle: { amount: 1000 },
    });
    const dispute = await buildDispute(db(), { booking: returned, kind: 'charge' });
    expect((await ask(renter, returned.id)).data!.booking).toMatchObject({ canOpenDispute: false });
    expect(dispute).toMatchObject({ status: 'open', openedBy: 'renter', kind: 'charge' });
    await expectLedgerInvariant(db());
  });

  it('refuses what no flow reaches', async () => {
    await expect(
      buildBooking(db(), { status: 'confirmed', deposit: '20.00', depositStatus: 'claimed' }),
    ).rejects.toThrow("a confirmed booking's deposit cannot be claimed");
    await expect(buildBooking(db(), { status: 'returned', depositStatus: 'held' })).rejects.toThrow(
      'a booking without a deposit has no deposit status',
    );
    await expect(
      buildBooking(db(), { status: 'not_returned', deposit: '20.00', depositStatus: 'held' }),
    ).rejects.toThrow("a not_returned booking's deposit cannot be held");
    await expect(
      buildBooking(db(), { status: 'returned', deposit: '20.00', depositStatus: 'settled', claim: '5', award: '6' }),
    ).rejects.toThrow('the award at most the claim');
  });
});

describe('buildBooking and the flows of the API', () => {
  /** A tool of the owner's with a 25.00 deposit, at 30.00 a day. */
  const depositTool = () =>
    buildTool(db(), { owner: { id: ownerId }, categoryId, priceCents: 3000, depositCents: 2500 });

  /** Hands a paid booking over and takes it back, as the owner does on the booking page. */
  async function pickUpAndReturn(paid: { id: string; pickupCode: string }) {
    const pickup = await owner.gql(
      'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { id } }',
      {
        id: paid.id,
        code: paid.pickupCode,
      },
    );
    expect(pickup.errors).toBeUndefined();
    const back = await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { id } }', { id: paid.id });
    expect(back.errors).toBeUndefined();
  }

  it('a paid booking with a deposit is what the checkout leaves', async () => {
    const tool = await depositTool();
    const paid = await bookAndPay(renter, tool.id, bookingPeriod(3, 5));
    const built = await buildBooking(db(), { tool, renter: { id: renterId }, period: bookingPeriod(6, 8) });
    expect(await shape(built.id)).toEqual(await shape(paid.id));
    await expectLedgerInvariant(db());
  });

  it('a request, accepted or declined, is what the request flow leaves', async () => {
    const toolId = await listTool(owner, categoryId, { price: '40', bookingMode: 'REQUEST', deposit: '15.00' });
    const [tool] = await db().select().from(tools).where(eq(tools.id, toolId));
    const ask = async (period: ReturnType<typeof bookingPeriod>) => {
      const asked = await renter.gql<{
        requestBooking: { id: string; clientSecret: string; bookings: { id: string }[] };
      }>('mutation($input: AddToCartInput!) { requestBooking(input: $input) { id clientSecret bookings { id } } }', {
        input: { toolId, quantity: 1, ...period },
      });
      expect(asked.errors).toBeUndefined();
      await payCard(renter, asked.data!.requestBooking.clientSecret);
      await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { id } }', {
        id: asked.data!.requestBooking.id,
      });
      return asked.data!.requestBooking.bookings[0]!.id;
    };
    const waiting = await ask(bookingPeriod(3, 4));
    const built = await buildBooking(db(), {
      tool: tool!,
      renter: { id: renterId },
      status: 'requested',
      period: bookingPeriod(5, 6),
    });
    expect(await shape(built.id)).toEqual(await shape(waiting));

    const declined = await ask(bookingPeriod(7, 8));
    const answer = await owner.gql('mutation($id: ID!) { declineBookingRequest(bookingId: $id) { id } }', {
      id: declined,
    });
    expect(answer.errors).toBeUndefined();
    const builtDeclined = await buildBooking(db(), {
      tool: tool!,
      renter: { id: renterId },
      status: 'declined',
      period: bookingPeriod(9, 10),
    });
    expect(await shape(builtDeclined.id)).toEqual(await shape(declined));

    const accepted = await ask(bookingPeriod(11, 12));
    const yes = await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { id } }', { id: accepted });
    expect(yes.errors).toBeUndefined();
    const builtAccepted = await buildBooking(db(), {
      tool: tool!,
      renter: { id: renterId },
      period: bookingPeriod(13, 14),
    });
    expect(await shape(builtAccepted.id)).toEqual(await shape(accepted));
    await expectLedgerInvariant(db());
  });

  it("a renter's cancellation, refunded, is what the cancellation and the refund job leave", async () => {
    const tool = await depositTool();
    const paid = await bookAndPay(renter, tool.id, bookingPeriod(5, 6));
    const cancelled = await renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { id } }', { id: paid.id });
    expect(cancelled.errors).toBeUndefined();
    await app.services.refunds.refund(paid.id);
    const built = await buildBooking(db(), {
      tool,
      renter: { id: renterId },
      status: 'cancelled',
      period: bookingPeriod(7, 8),
    });
    expect(await shape(built.id)).toEqual(await shape(paid.id));
    await expectLedgerInvariant(db());
  });

  it('a returned booking whose deposit went back after the window is what the release job leaves', async () => {
    const tool = await depositTool();
    const paid = await bookAndPay(renter, tool.id, bookingPeriod(2, 3));
    await pickUpAndReturn(paid);
    await db()
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, paid.id));
    await app.services.deposits.release(paid.id);
    const built = await buildBooking(db(), {
      tool,
      renter: { id: renterId },
      status: 'returned',
      depositStatus: 'released',
      period: bookingPeriod(4, 5),
    });
    expect(await shape(built.id)).toEqual(await shape(paid.id));
    await expectLedgerInvariant(db());
  });

  it('a damage claim decided in part is what the claim, the decision and its refund leave', async () => {
    const tool = await depositTool();
    const paid = await bookAndPay(renter, tool.id, bookingPeriod(2, 3));
    await pickUpAndReturn(paid);
    const claimed = await owner.gql<{ claimDamage: { id: string } }>(
      'mutation($id: ID!) { claimDamage(bookingId: $id, amount: "20.00", reason: "The chuck is cracked.") { id } }',
      { id: paid.id },
    );
    expect(claimed.errors).toBeUndefined();
    const decided = await admin.gql(
      'mutation($id: ID!) { decideDispute(disputeId: $id, refundToRenter: "0", awardToOwner: "12.50", note: "The photos agree with the owner.") { id } }',
      { id: claimed.data!.claimDamage.id },
    );
    expect(decided.errors).toBeUndefined();
    await app.services.deposits.refundDecision(claimed.data!.claimDamage.id);
    const built = await buildBooking(db(), {
      tool,
      renter: { id: renterId },
      status: 'returned',
      depositStatus: 'settled',
      claim: '20.00',
      award: '12.50',
      period: bookingPeriod(4, 5),
    });
    expect(await shape(built.id)).toEqual(await shape(paid.id));
    await expectLedgerInvariant(db());
  });

  it("a tool reported not returned is what the owner's report leaves", async () => {
    const tool = await depositTool();
    const period = periodOf('picked_up');
    const out = await buildBooking(db(), { tool, renter: { id: renterId }, status: 'picked_up', ...period });
    const reported = await owner.gql(
      'mutation($id: ID!) { reportNotReturned(bookingId: $id, reason: "The renter stopped answering after the end of the rental.") { id } }',
      { id: out.id },
    );
    expect(reported.errors).toBeUndefined();
    const built = await buildBooking(db(), { tool, renter: { id: renterId }, status: 'not_returned', ...period });
    expect(await shape(built.id)).toEqual(await shape(out.id));
    await expectLedgerInvariant(db());
  });
});
