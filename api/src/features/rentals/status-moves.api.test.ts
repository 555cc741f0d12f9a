import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { buildBooking, buildUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { bookings, type BookingRow } from './bookings/booking.table.js';
import { moveDeposit } from './bookings/deposit-status.js';
import { moveRefund } from './bookings/refund-status.js';
import { moveDispute } from './disputes/dispute-status.js';
import { disputes } from './disputes/dispute.table.js';
import { movePayout } from './payments/payout-status.js';
import { payouts } from './payments/payout.table.js';

/**
 * The move functions of the deposit, refund, dispute and payout machines on a real database: a move
 * changes a row only while it is in one of the transition's `from` states, so a move made again (a
 * retried job) does nothing, and of two moves at once (two administrators, a job and a person) one wins.
 */
let app: TestApp;
const db = (): Database => app.database.db;
const now = new Date();

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A returned booking with a held deposit (and, with `refundDue`, a cancelled one whose refund is due). */
async function depositBooking(options: { refundDue?: boolean } = {}): Promise<BookingRow> {
  const built = await buildBooking(db(), { status: options.refundDue ? 'cancelled' : 'returned' });
  const [row] = await db()
    .update(bookings)
    .set({ depositCents: 2500, depositStatus: 'held', ...(options.refundDue ? { refundStatus: 'pending' } : {}) })
    .where(eq(bookings.id, built.id))
    .returning();
  return row!;
}

/** Both moves at once, each in its own transaction: how many of them moved the row. */
async function race<T>(moves: ((tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>)[]) {
  const results = await Promise.all(moves.map((move) => db().transaction((tx) => move(tx))));
  return results.filter(Boolean).length;
}

describe('moveDeposit', () => {
  it('moves a held deposit once: the same move again finds it claimed and does nothing', async () => {
    const booking = await depositBooking();
    const claimed = await db().transaction((tx) => moveDeposit(tx, { name: 'claim', bookingId: booking.id, now }));
    expect(claimed).toMatchObject({ depositStatus: 'claimed', depositSettledAt: null });
    expect(await db().transaction((tx) => moveDeposit(tx, { name: 'claim', bookingId: booking.id, now }))).toBe(
      undefined,
    );
    // Not from a state the transition leaves: the release after the window wants it held.
    expect(await db().transaction((tx) => moveDeposit(tx, { name: 'release', bookingId: booking.id, now }))).toBe(
      undefined,
    );
    const settled = await db().transaction((tx) => moveDeposit(tx, { name: 'settle', bookingId: booking.id, now }));
    expect(settled).toMatchObject({ depositStatus: 'settled' });
    expect(settled!.depositSettledAt).toEqual(now);
  });

  it('lets one of two moves at once win: a claim and the release after the window', async () => {
    const booking = await depositBooking();
    const moved = await race([
      (tx) => moveDeposit(tx, { name: 'claim', bookingId: booking.id, now }),
      (tx) => moveDeposit(tx, { name: 'release', bookingId: booking.id, now }),
    ]);
    expect(moved).toBe(1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(['claimed', 'released']).toContain(row!.depositStatus);
  });
});

describe('moveRefund', () => {
  it('records a refund once, and one of two jobs at once', async () => {
    const booking = await depositBooking({ refundDue: true });
    expect(await race([0, 1].map(() => (tx) => moveRefund(tx, { name: 'refund', bookingId: booking.id, now })))).toBe(
      1,
    );
    expect(await db().transaction((tx) => moveRefund(tx, { name: 'refund', bookingId: booking.id, now }))).toBe(
      undefined,
    );
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.refundStatus).toBe('refunded');
  });
});

describe('moveDispute', () => {
  async function openDispute() {
    const booking = await depositBooking();
    const [dispute] = await db()
      .insert(disputes)
      .values({
        bookingId: booking.id,
        kind: 'return',
        openedBy: 'renter',
        openedById: booking.renterId,
        reason: 'It came back on time',
      })
      .returning();
    return dispute!;
  }

  it('decides an open dispute with its fields once; a dismissal after it does nothing', async () => {
    const dispute = await openDispute();
    const decided = await db().transaction((tx) =>
      moveDispute(tx, { name: 'decide', disputeId: dispute.id, changes: { refundCents: 100, decidedAt: now } }),
    );
    expect(decided).toMatchObject({ status: 'decided', refundCents: 100 });
    expect(
      await db().transaction((tx) =>
        moveDispute(tx, { name: 'dismiss', disputeId: dispute.id, changes: { decisionNote: 'late' } }),
      ),
    ).toBe(undefined);
    const [row] = await db().select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ status: 'decided', decisionNote: null });
  });

  it('lets one of two administrators win: a decision and a dismissal at once', async () => {
    const dispute = await openDispute();
    const moved = await race([
      (tx) => moveDispute(tx, { name: 'decide', disputeId: dispute.id, changes: { refundCents: 0 } }),
      (tx) => moveDispute(tx, { name: 'dismiss', disputeId: dispute.id }),
    ]);
    expect(moved).toBe(1);
  });
});

describe('movePayout', () => {
  async function pendingPayout() {
    const owner = await buildUser(db());
    const [payout] = await db()
      .insert(payouts)
      .values({ ownerId: owner.id, method: 'bank', amountCents: 5000, currency: 'USD' })
      .returning();
    return payout!;
  }

  it('pays a pending payout once; failing it afterwards does nothing', async () => {
    const payout = await pendingPayout();
    const paid = await db().transaction((tx) =>
      movePayout(tx, { name: 'mark_paid', payoutId: payout.id, now, changes: { reference: 'FT1', paidAt: now } }),
    );
    expect(paid).toMatchObject({ status: 'paid', reference: 'FT1' });
    expect(
      await db().transaction((tx) =>
        movePayout(tx, { name: 'mark_failed', payoutId: payout.id, now, changes: { failureMessage: 'no' } }),
      ),
    ).toBe(undefined);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'paid', failureMessage: null });
  });

  it("lets one of Stripe's transfer and an administrator's failure win", async () => {
    const payout = await pendingPayout();
    const moved = await race([
      (tx) => movePayout(tx, { name: 'transfer', payoutId: payout.id, now, changes: { reference: 'tr_1' } }),
      (tx) => movePayout(tx, { name: 'mark_failed', payoutId: payout.id, now, changes: { failureMessage: 'no' } }),
    ]);
    expect(moved).toBe(1);
  });
});
