import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndPay,
  bookingPeriod,
  dayFromNow,
  listTool,
  payLegacyIntent,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { payments, testProviderRefunds } from '../payments/payment.table.js';

/*
 * The old client pays before it books. Money no booking took (the booking was refused, or it cost
 * less than the client paid) goes back by itself after UNALLOCATED_REFUND_MINUTES: refunded at the
 * processor, in the ledger, and the payer is told by e-mail. And the old client's own arithmetic
 * (price x hours x 100, with a fraction of a cent) is rounded as it shows it.
 */

let { app, owner, renter, renterId, stranger, categoryId } = {} as Marketplace;
const db = () => app.database.db;
const QUEUE = 'payment.unallocated-refund';

beforeAll(async () => {
  ({ app, owner, renter, renterId, stranger, categoryId } = await startMarketplace({
    admin: { email: 'legacy.pay.admin@example.com', password: 'admin-password-1' },
    category: 'Old client tools',
    env: { UNALLOCATED_REFUND_MINUTES: '20' },
  }));
});
afterAll(async () => {
  await app?.close();
});

const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

/** The payment's refund job, as queued: when it is due. */
async function refundJob(paymentId: string) {
  const result = await db().execute(
    sql`select start_after, state from pgboss.job where name = ${QUEUE} and data->>'paymentId' = ${paymentId}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    start_after: string | Date;
    state: string;
  }[];
  return rows[0];
}

/** The window passes: the job is made due now and the worker runs it. */
async function windowPasses(paymentId: string) {
  await db().execute(
    sql`update pgboss.job set start_after = now() where name = ${QUEUE} and data->>'paymentId' = ${paymentId}`,
  );
  const deadline = Date.now() + 20_000;
  while ((await refundJob(paymentId))?.state !== 'completed') {
    if (Date.now() > deadline) throw new Error(`the refund job of ${paymentId} did not complete`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const book = (toolId: string, paymentId: string, period = bookingPeriod(10, 11)) =>
  renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
    rental_id: toolId,
    start_date: period.startDate,
    start_time: period.startTime,
    end_date: period.endDate,
    end_time: period.endTime,
    quantity: 1,
    paymentId,
  });

/** The payment's money in and out (the bookings' splits between owner and platform left aside). */
const ledgerOf = (paymentId: string) =>
  db()
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), inArray(ledgerEntries.kind, ['charge', 'refund'])))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.entryKey);

const refundMails = (text: string) =>
  db()
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'payment.unallocated-refunded'), sql`${emailOutbox.text} like ${`%${text}%`}`));

describe("the old client's money that no booking took", () => {
  it('is refunded after the window when the booking is refused (another renter took the period)', async () => {
    const toolId = await listTool(owner, categoryId, { price: '20', units: 1 });
    const period = bookingPeriod(10, 11);
    await bookAndPay(stranger, toolId, period);
    const paid = await payLegacyIntent(renter, renterId, 2000);
    const refused = await book(toolId, paid.paymentId, period);
    expect(refused.status).toBe(409);

    // Queued with the payment's success, due once the window has passed.
    const job = await refundJob(paid.paymentId);
    const succeededAt = (await paymentRow(paid.paymentId)).succeededAt!;
    expect(new Date(job!.start_after).getTime() - succeededAt.getTime()).toBeGreaterThanOrEqual(20 * 60_000 - 1000);

    await windowPasses(paid.paymentId);
    expect(await paymentRow(paid.paymentId)).toMatchObject({ allocatedCents: 0, refundedCents: 2000 });
    expect(await ledgerOf(paid.paymentId)).toEqual([
      { kind: 'charge', amount: 2000 },
      { kind: 'refund', amount: -2000 },
    ]);
    const [mail] = await refundMails(paid.paymentId.slice(0, 8));
    expect(mail).toMatchObject({ subject: expect.stringContaining('$20.00') });
    await expectLedgerInvariant(db());
  });

  it('gives back what is left when the client paid more than the booking costs, and the rest cannot be booked after', async () => {
    const toolId = await listTool(owner, categoryId, { price: '20', units: 1 });
    const paid = await payLegacyIntent(renter, renterId, 5000);
    expect((await book(toolId, paid.paymentId, bookingPeriod(12, 13))).status).toBe(201);
    await windowPasses(paid.paymentId);
    expect(await paymentRow(paid.paymentId)).toMatchObject({ allocatedCents: 2000, refundedCents: 3000 });
    expect(await ledgerOf(paid.paymentId)).toEqual([
      { kind: 'charge', amount: 5000 },
      { kind: 'refund', amount: -3000 },
    ]);
    const refunds = await db()
      .select({ amount: testProviderRefunds.amountCents })
      .from(testProviderRefunds)
      .innerJoin(payments, eq(payments.intentId, testProviderRefunds.intentId))
      .where(eq(payments.id, paid.paymentId));
    expect(refunds).toEqual([{ amount: 3000 }]);
    expect(await refundMails(paid.paymentId.slice(0, 8))).toHaveLength(1);
    // The money is back with the renter: no booking takes it any more.
    const late = await book(toolId, paid.paymentId, bookingPeriod(15, 16));
    expect(late.status).toBe(402);
    // Running the job again moves nothing.
    await app.services.checkout.refundUnallocated(paid.paymentId);
    expect((await paymentRow(paid.paymentId)).refundedCents).toBe(3000);
    await expectLedgerInvariant(db());
  });
});

describe("the old client's arithmetic", () => {
  it('pays an hourly booking whose total has a fraction of a cent (4.35 an hour, 9.00 AM to 7.15 PM)', async () => {
    const toolId = await listTool(owner, categoryId, { price: '4.35', rentalCircle: 'hourly', units: 1 });
    // price x period x 100, as the client computes and sends it: 4458.75 (44.5875 shown as $44.59).
    const amount = 4.35 * 10.25 * 100;
    expect(amount % 1).not.toBe(0);
    const intent = await renter.json('POST', '/api/payment/create-payment-intent', { amount, userId: renterId });
    expect(intent.status).toBe(201);
    expect((await paymentRow(intent.body.paymentId)).amountCents).toBe(4459);
    const paid = await payLegacyIntent(renter, renterId, amount);
    const day = dayFromNow(18);
    const booked = await book(toolId, paid.paymentId, {
      startDate: day,
      startTime: '9.00 AM',
      endDate: day,
      endTime: '7.15 PM',
    });
    expect(booked.status).toBe(201);
    expect(await paymentRow(paid.paymentId)).toMatchObject({ amountCents: 4459, allocatedCents: 4459 });
    // Everything was used: nothing goes back, and nobody is told anything.
    await windowPasses(paid.paymentId);
    expect((await paymentRow(paid.paymentId)).refundedCents).toBe(0);
    expect(await refundMails(paid.paymentId.slice(0, 8))).toHaveLength(0);
  });
});
