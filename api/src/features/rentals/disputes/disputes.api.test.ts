import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookAndPay,
  bookingPeriod,
  buildBooking,
  buildTool,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import type { HttpClient } from '../../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { conditionPhotos } from '../handovers/handover.table.js';
import { conversations, messages } from '../messages/message.table.js';
import { DEPOSIT_RELEASE_QUEUE } from '../payments/deposit.service.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { payments, testProviderIntents, testProviderRefunds } from '../payments/payment.table.js';
import { openDisputeBookingIds, openDisputeExists } from './dispute-status.js';
import { disputes } from './dispute.table.js';

/**
 * The deposit's way back after the return, damage claims, renter disputes and the administrators'
 * decisions, through the API, with the ledger's invariant checked after each path.
 */

let smtp: SmtpSink;
let { app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;
const HOUR = 3_600_000;
/** The default PLATFORM_FEE_PERCENT (10 %), as the factories' ledger writes it. */
const FEE_BASIS_POINTS = 1000;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace({
    // A week: a booking two days ahead can be handed over now.
    env: { SMTP_URL: smtp.url, DISPUTE_WINDOW_HOURS: '48', PICKUP_OPENS_HOURS_BEFORE: '168' },
    admin: { email: 'disputes.admin@example.com', password: 'admin-password-1' },
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita' },
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
/**
 * Every refund the provider makes from now on is followed by the process dying before the app records
 * it: the test's own call and a job's worker that takes the same work meanwhile alike (the worker
 * retries later, when there is nothing left to do). `mockRestore()` ends it.
 */
function crashAfterEveryRefund() {
  const provider = app.services.payments;
  const original = provider.refund.bind(provider);
  return vi.spyOn(provider, 'refund').mockImplementation(async (args) => {
    await original(args);
    throw new Error('the process died after the provider refunded');
  });
}

const db = () => app.database.db;

/**
 * A booking of the owner's tool by the renter, paid with a deposit of `depositCents`, as the checkout
 * leaves it: the payment and the provider's intent are for amount + deposit, the ledger has
 * `charge:<b>` +(amount + deposit) and `deposit:<b>` deposit_held +deposit. 'returned' came back
 * `returnedHoursAgo` hours ago; 'picked_up' is out with the renter.
 */
async function depositBooking(
  options: { depositCents?: number; returnedHoursAgo?: number; status?: 'returned' | 'picked_up' } = {},
): Promise<BookingRow> {
  const { depositCents = 5000, returnedHoursAgo = 1, status = 'returned' } = options;
  const tool = await buildTool(db(), { owner: { id: ownerId }, categoryId, priceCents: 2000 });
  const endsAt =
    status === 'returned' ? new Date(Date.now() - returnedHoursAgo * HOUR) : new Date(Date.now() + 24 * HOUR);
  const startsAt = new Date(endsAt.getTime() - 48 * HOUR);
  const built = await buildBooking(db(), { status, tool, renter: { id: renterId }, startsAt, endsAt });
  if (depositCents > 0) {
    await db().transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ amountCents: sql`${payments.amountCents} + ${depositCents}` })
        .where(eq(payments.id, built.paymentId))
        .returning();
      await tx
        .update(testProviderIntents)
        .set({ amountCents: sql`${testProviderIntents.amountCents} + ${depositCents}` })
        .where(eq(testProviderIntents.id, payment!.intentId!));
      await tx
        .update(ledgerEntries)
        .set({ amountCents: sql`${ledgerEntries.amountCents} + ${depositCents}` })
        .where(eq(ledgerEntries.entryKey, `charge:${built.id}`));
      await tx.insert(ledgerEntries).values({
        entryKey: `deposit:${built.id}`,
        kind: 'deposit_held',
        amountCents: depositCents,
        currency: 'USD',
        paymentId: built.paymentId,
        bookingId: built.id,
      });
      await tx.update(bookings).set({ depositCents, depositStatus: 'held' }).where(eq(bookings.id, built.id));
    });
  }
  return (await db().select().from(bookings).where(eq(bookings.id, built.id)))[0]!;
}

const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const entriesOf = async (id: string) =>
  Object.fromEntries(
    (await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id))).map((e) => [
      e.entryKey.replace(id, 'B'),
      [e.kind, e.amountCents],
    ]),
  );
const refundsOf = async (booking: BookingRow) => {
  const [payment] = await db().select().from(payments).where(eq(payments.id, booking.paymentId));
  return db()
    .select({ key: testProviderRefunds.idempotencyKey, amount: testProviderRefunds.amountCents })
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.intentId, payment!.intentId!));
};

const CLAIM = `mutation($id: ID!, $amount: String!, $reason: String!) {
  claimDamage(bookingId: $id, amount: $amount, reason: $reason) { id kind status claim { amount } } }`;
const OPEN = `mutation($id: ID!, $kind: RenterDisputeKind!, $reason: String!) {
  openDispute(bookingId: $id, kind: $kind, reason: $reason) { id kind status openedBy } }`;
const DECIDE = `mutation($id: ID!, $refund: String!, $award: String!, $note: String!) {
  decideDispute(disputeId: $id, refundToRenter: $refund, awardToOwner: $award, note: $note) {
    id status refundToRenter { amount } awardToOwner { amount } decisionNote } }`;
const DISMISS = `mutation($id: ID!, $note: String!) { dismissDispute(disputeId: $id, note: $note) { id status } }`;
const BOOKING_DISPUTES = `query($id: ID!) { booking(id: $id) {
  disputeWindowEndsAt damageClaimLimit { amount } canOpenDispute
  disputes { id kind status reason claim { amount } refundToRenter { amount } awardToOwner { amount } decisionNote } } }`;

/** The reader's bell notes of the kind DISPUTE about one booking, newest first. */
async function disputeNotes(reader: HttpClient, bookingId: string) {
  const res = await reader.gql<{
    notifications: { items: { kind: string; message: string; bookingId: string | null; bookingRole: string }[] };
  }>('{ notifications(page: { pageSize: 50 }) { items { kind message bookingId bookingRole } } }');
  expect(res.errors).toBeUndefined();
  return res.data!.notifications.items.filter((n) => n.kind === 'DISPUTE' && n.bookingId === bookingId);
}

async function claim(bookingId: string, amount: string, reason = 'The chuck is cracked') {
  const res = await owner.gql<{ claimDamage: { id: string } }>(CLAIM, { id: bookingId, amount, reason });
  expect(res.errors).toBeUndefined();
  return res.data!.claimDamage.id;
}

describe('the deposit after the return', () => {
  it('is queued for release at the end of the dispute window when the owner confirms the return', async () => {
    const booking = await depositBooking({ status: 'picked_up' });
    const before = Date.now();
    const res = await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', { id: booking.id });
    expect(res.errors).toBeUndefined();
    const jobs = (await db().execute(
      sql`select data, start_after from pgboss.job where name = ${DEPOSIT_RELEASE_QUEUE} and data->>'bookingId' = ${booking.id}`,
    )) as unknown as { rows?: { start_after: Date }[] } | { start_after: Date }[];
    const rows = Array.isArray(jobs) ? jobs : jobs.rows!;
    expect(rows).toHaveLength(1);
    const at = new Date(rows[0]!.start_after).getTime();
    expect(at).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 48 * HOUR + 1000);
    // Before the window ends, the job leaves the deposit held.
    await app.services.deposits.release(booking.id);
    expect((await bookingRow(booking.id)).depositStatus).toBe('held');
    await expectLedgerInvariant(db());
  });

  it('goes back to the renter once the window has passed: one refund, recorded once, the renter told', async () => {
    const booking = await depositBooking({ depositCents: 4500, returnedHoursAgo: 49 });
    await Promise.all([app.services.deposits.release(booking.id), app.services.deposits.release(booking.id)]);
    await app.services.deposits.release(booking.id);
    const after = await bookingRow(booking.id);
    expect(after.depositStatus).toBe('released');
    expect(after.depositSettledAt).not.toBeNull();
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit:B': ['deposit_held', 4500],
      'deposit-release:B': ['deposit_released', -4500],
      'deposit-refund:B': ['refund', -4500],
    });
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${booking.id}`, amount: 4500 }]);
    const [payment] = await db().select().from(payments).where(eq(payments.id, booking.paymentId));
    expect(payment!.refundedCents).toBe(4500);
    const mail = await smtp.waitFor((m) => m.subject === 'Your deposit of $45.00 is on its way back');
    expect(mail.text).toContain(booking.code);
    const timeline = await renter.gql<{ booking: { timeline: { transition: string }[] } }>(
      'query($id: ID!) { booking(id: $id) { timeline { transition } } }',
      { id: booking.id },
    );
    expect(timeline.data!.booking.timeline.map((e) => e.transition)).toContain('DEPOSIT_RELEASED');
    await expectLedgerInvariant(db());
  });

  it('through the checkout: the deposit charged with the booking comes back after the window', async () => {
    const tool = await buildTool(db(), { owner: { id: ownerId }, categoryId, priceCents: 1500, depositCents: 2500 });
    const paid = await bookAndPay(renter, tool.id, bookingPeriod(2, 3));
    const pickup = await owner.gql(
      'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { id } }',
      {
        id: paid.id,
        code: paid.pickupCode,
      },
    );
    expect(pickup.errors).toBeUndefined();
    const returned = await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', {
      id: paid.id,
    });
    expect(returned.errors).toBeUndefined();
    const booking = await bookingRow(paid.id);
    expect(booking).toMatchObject({ depositCents: 2500, depositStatus: 'held' });
    await db()
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, paid.id));
    await app.services.deposits.release(paid.id);
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${paid.id}`, amount: 2500 }]);
    expect(await entriesOf(paid.id)).toMatchObject({
      'charge:B': ['charge', booking.amountCents + 2500],
      'deposit:B': ['deposit_held', 2500],
      'deposit-release:B': ['deposit_released', -2500],
      'deposit-refund:B': ['refund', -2500],
    });
    await expectLedgerInvariant(db());
  });

  it('survives a crash between the provider refund and the commit', async () => {
    // Before the release is queued: the job's worker may take it at any moment, and must crash too.
    const crashes = crashAfterEveryRefund();
    const booking = await depositBooking({ depositCents: 3000, returnedHoursAgo: 50 });
    await expect(app.services.deposits.release(booking.id)).rejects.toThrow('the process died');
    crashes.mockRestore();
    // The intention is committed, the refund happened at the provider, nothing recorded yet.
    expect((await bookingRow(booking.id)).depositStatus).toBe('released');
    expect((await entriesOf(booking.id))['deposit-refund:B']).toBeUndefined();
    // The job's retry finds the same refund and records it once.
    await app.services.deposits.release(booking.id);
    await app.services.deposits.release(booking.id);
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${booking.id}`, amount: 3000 }]);
    expect((await entriesOf(booking.id))['deposit-refund:B']).toEqual(['refund', -3000]);
    await expectLedgerInvariant(db());
  });
});

describe('damage claims', () => {
  it('are refused above the deposit, after the window, without a deposit, by the renter, and twice', async () => {
    const booking = await depositBooking({ depositCents: 2000 });
    const over = await owner.gql(CLAIM, { id: booking.id, amount: '20.01', reason: 'Scratched' });
    expect(over.errors?.[0]).toMatchObject({
      message: 'You can claim at most the deposit, $20.00',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'amount' }] },
    });
    const malformed = await owner.gql(CLAIM, { id: booking.id, amount: '1e3', reason: 'Scratched' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'amount' }] });
    const noReason = await owner.gql(CLAIM, { id: booking.id, amount: '5', reason: '  ' });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'reason' }] });
    const byRenter = await renter.gql(CLAIM, { id: booking.id, amount: '5', reason: 'Scratched' });
    expect(byRenter.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byStranger = await stranger.gql(CLAIM, { id: booking.id, amount: '5', reason: 'Scratched' });
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const late = await depositBooking({ depositCents: 2000, returnedHoursAgo: 49 });
    const afterWindow = await owner.gql(CLAIM, { id: late.id, amount: '5', reason: 'Scratched' });
    expect(afterWindow.errors?.[0]).toMatchObject({
      message: expect.stringContaining('window for damage claims ended 48 hours after the return'),
      extensions: { code: 'CONFLICT' },
    });
    const none = await depositBooking({ depositCents: 0 });
    const noDeposit = await owner.gql(CLAIM, { id: none.id, amount: '5', reason: 'Scratched' });
    expect(noDeposit.errors?.[0]).toMatchObject({
      message: 'This booking has no deposit to claim against',
      extensions: { code: 'CONFLICT' },
    });

    await claim(booking.id, '15');
    const second = await owner.gql(CLAIM, { id: booking.id, amount: '5', reason: 'Also dented' });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const renterToo = await renter.gql(OPEN, { id: booking.id, kind: 'RETURN', reason: 'I returned it intact' });
    expect(renterToo.errors?.[0]).toMatchObject({
      message: expect.stringContaining('already has an open dispute'),
      extensions: { code: 'CONFLICT' },
    });
    await expectLedgerInvariant(db());
  });

  it('keeps the deposit from the release job; decided in part, the owner gets the award and the rest goes back', async () => {
    const booking = await depositBooking({ depositCents: 5000 });
    const disputeId = await claim(booking.id, '30.00', 'The chuck is cracked');
    expect((await bookingRow(booking.id)).depositStatus).toBe('claimed');
    const renterMail = await smtp.waitFor((m) => m.subject === `The owner reported damage: ${booking.code}`);
    expect(renterMail.text).toContain('$30.00 of your $50.00 deposit');
    // The renter's bell too, linking to their side of the booking.
    expect(await disputeNotes(renter, booking.id)).toEqual([
      expect.objectContaining({
        bookingRole: 'RENTER',
        message: expect.stringContaining('claims $30.00 of the $50.00'),
      }),
    ]);

    // Both parties see it on the booking; the owner cannot claim again, the renter cannot open another.
    const seen = await renter.gql<{ booking: { disputes: { kind: string; claim: { amount: number } }[] } }>(
      BOOKING_DISPUTES,
      { id: booking.id },
    );
    expect(seen.data!.booking).toMatchObject({
      canOpenDispute: false,
      disputes: [{ kind: 'DAMAGE', status: 'OPEN', claim: { amount: 3000 } }],
    });
    const ownerView = await owner.gql<{ booking: { damageClaimLimit: unknown } }>(BOOKING_DISPUTES, { id: booking.id });
    expect(ownerView.data!.booking.damageClaimLimit).toBeNull();

    // Even after the window, the job leaves a claimed deposit alone.
    await db()
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, booking.id));
    await app.services.deposits.release(booking.id);
    expect((await bookingRow(booking.id)).depositStatus).toBe('claimed');
    expect(await refundsOf(booking)).toEqual([]);

    // The award is at most the claim.
    const tooMuch = await admin.gql(DECIDE, { id: disputeId, refund: '0', award: '30.01', note: 'Photos agree' });
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: 'awardToOwner can be at most $30.00 (the damage claimed, from the deposit)',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'awardToOwner' }] },
    });
    const byOwner = await owner.gql(DECIDE, { id: disputeId, refund: '0', award: '30', note: 'Mine' });
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const decided = await admin.gql(DECIDE, {
      id: disputeId,
      refund: '0',
      award: '20.00',
      note: 'The return photos show a crack; the chuck costs $20.',
    });
    expect(decided.errors).toBeUndefined();
    expect(decided.data!.decideDispute).toMatchObject({
      status: 'DECIDED',
      refundToRenter: { amount: 0 },
      awardToOwner: { amount: 2000 },
    });
    const again = await admin.gql(DECIDE, { id: disputeId, refund: '0', award: '1', note: 'Again' });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const dismissAfter = await admin.gql(DISMISS, { id: disputeId, note: 'Changed my mind' });
    expect(dismissAfter.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await app.services.deposits.refundDecision(disputeId);
    await app.services.deposits.refundDecision(disputeId);
    await app.services.deposits.release(booking.id);
    expect((await bookingRow(booking.id)).depositStatus).toBe('settled');
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${disputeId}`, amount: 3000 }]);
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit-claim:B': ['deposit_claimed', -2000],
      'claim-earning:B': ['owner_earning', 2000],
      'deposit-release:B': ['deposit_released', -3000],
      'deposit-refund:B': ['refund', -3000],
    });
    const [ownerMail, renterDecision] = await Promise.all([
      smtp.waitFor((m) => m.subject === `The dispute about ${booking.code} is decided` && m.text.includes('Hello Olu')),
      smtp.waitFor(
        (m) => m.subject === `The dispute about ${booking.code} is decided` && m.text.includes('Hello Rita'),
      ),
    ]);
    expect(ownerMail.text).toContain('$20.00 of the deposit is added to your earnings');
    expect(renterDecision.text).toContain('We are refunding $30.00');
    const decidedNote = expect.stringContaining(
      'was decided: $20.00 of the deposit to the owner; $30.00 of the deposit back',
    );
    expect((await disputeNotes(owner, booking.id)).map((n) => n.message)).toEqual([decidedNote]);
    expect((await disputeNotes(renter, booking.id)).map((n) => n.message)).toEqual([
      decidedNote,
      expect.stringContaining('claims $30.00'),
    ]);
    await expectLedgerInvariant(db());
  });

  it('decided in full: the whole deposit goes to the owner and nothing is refunded', async () => {
    const booking = await depositBooking({ depositCents: 2500 });
    const disputeId = await claim(booking.id, '25');
    const decided = await admin.gql(DECIDE, { id: disputeId, refund: '0', award: '25', note: 'Destroyed.' });
    expect(decided.errors).toBeUndefined();
    await app.services.deposits.refundDecision(disputeId);
    expect(await refundsOf(booking)).toEqual([]);
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit-claim:B': ['deposit_claimed', -2500],
      'claim-earning:B': ['owner_earning', 2500],
    });
    expect((await entriesOf(booking.id))['deposit-release:B']).toBeUndefined();
    // The decision closed the booking's money: the renter cannot open another dispute on it.
    const view = await renter.gql<{ booking: { canOpenDispute: boolean } }>(BOOKING_DISPUTES, { id: booking.id });
    expect(view.data!.booking.canOpenDispute).toBe(false);
    const late = await renter.gql(OPEN, { id: booking.id, kind: 'CHARGE', reason: 'Too much' });
    expect(late.errors?.[0]).toMatchObject({
      message: 'This booking’s deposit was already settled: its disputes are closed',
      extensions: { code: 'CONFLICT' },
    });
    await expectLedgerInvariant(db());
  });

  it('a decision survives a crash between the provider refund and the commit', async () => {
    const booking = await depositBooking({ depositCents: 4000 });
    const disputeId = await claim(booking.id, '10');
    // Before the decision queues its refund: the job's worker may take it at any moment, and must crash too.
    const crashes = crashAfterEveryRefund();
    await admin.gql(DECIDE, { id: disputeId, refund: '5', award: '10', note: 'Part of it.' });
    await expect(app.services.deposits.refundDecision(disputeId)).rejects.toThrow('the process died');
    crashes.mockRestore();
    await app.services.deposits.refundDecision(disputeId);
    await app.services.deposits.refundDecision(disputeId);
    // 5.00 of the amount and 30.00 of the deposit, in one refund.
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${disputeId}`, amount: 3500 }]);
    const [payment] = await db().select().from(payments).where(eq(payments.id, booking.paymentId));
    expect(payment!.refundedCents).toBe(3500);
    await expectLedgerInvariant(db());
  });

  it('dismissed: the deposit goes back to the renter in full', async () => {
    const booking = await depositBooking({ depositCents: 3500 });
    const disputeId = await claim(booking.id, '35');
    const dismissed = await admin.gql(DISMISS, { id: disputeId, note: 'The pickup photos show the same scratch.' });
    expect(dismissed.errors).toBeUndefined();
    expect((await bookingRow(booking.id)).depositStatus).toBe('released');
    await app.services.deposits.release(booking.id);
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${booking.id}`, amount: 3500 }]);
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit-release:B': ['deposit_released', -3500],
      'deposit-refund:B': ['refund', -3500],
    });
    await smtp.waitFor((m) => m.subject === `The dispute about ${booking.code} is dismissed`);
    const again = await admin.gql(DECIDE, { id: disputeId, refund: '0', award: '1', note: 'Again' });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await expectLedgerInvariant(db());
  });
});

describe('renter disputes', () => {
  it('refunded in part: the refund comes out of the earning and the fee, the deposit goes back with it', async () => {
    const booking = await depositBooking({ depositCents: 1000 });
    const opened = await renter.gql<{ openDispute: { id: string; openedBy: string } }>(OPEN, {
      id: booking.id,
      kind: 'CHARGE',
      reason: 'I returned it a day early',
    });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.openDispute.openedBy).toBe('RENTER');
    const disputeId = opened.data!.openDispute.id;
    await smtp.waitFor((m) => m.subject === `The renter reported a problem: ${booking.code}`);
    expect(await openDisputeBookingIds(db(), [booking.id])).toEqual(new Set([booking.id]));
    const held = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), openDisputeExists(bookings.id)));
    expect(held).toHaveLength(1);

    const tooMuch = await admin.gql(DECIDE, {
      id: disputeId,
      refund: String(booking.amountCents / 100 + 0.01),
      award: '0',
      note: 'x',
    });
    expect(tooMuch.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'refundToRenter' }],
    });
    const noNote = await admin.gql(DECIDE, { id: disputeId, refund: '1', award: '0', note: '' });
    expect(noNote.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'note' }] });
    const decided = await admin.gql(DECIDE, { id: disputeId, refund: '20.00', award: '0', note: 'One day less.' });
    expect(decided.errors).toBeUndefined();
    await app.services.deposits.refundDecision(disputeId);
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${disputeId}`, amount: 3000 }]);
    const fee = Math.round((2000 * FEE_BASIS_POINTS) / 10_000);
    expect(await entriesOf(booking.id)).toMatchObject({
      [`dispute-refund:${disputeId}`]: ['refund', -2000],
      [`dispute-earning-reversal:${disputeId}`]: ['owner_earning', -(2000 - fee)],
      [`dispute-fee-reversal:${disputeId}`]: ['platform_fee', -fee],
      'deposit-release:B': ['deposit_released', -1000],
      'deposit-refund:B': ['refund', -1000],
    });
    expect((await bookingRow(booking.id)).depositStatus).toBe('settled');
    const seen = await owner.gql<{ booking: { disputes: unknown[] } }>(BOOKING_DISPUTES, { id: booking.id });
    expect(seen.data!.booking.disputes).toEqual([
      expect.objectContaining({ status: 'DECIDED', refundToRenter: { amount: 2000 }, decisionNote: 'One day less.' }),
    ]);
    await expectLedgerInvariant(db());
  });

  it('while the tool is out: the deposit is left for the release after the return', async () => {
    const booking = await depositBooking({ depositCents: 1500, status: 'picked_up' });
    const view = await renter.gql<{ booking: { canOpenDispute: boolean } }>(BOOKING_DISPUTES, { id: booking.id });
    expect(view.data!.booking.canOpenDispute).toBe(true);
    const opened = await renter.gql<{ openDispute: { id: string } }>(OPEN, {
      id: booking.id,
      kind: 'PICKUP',
      reason: 'One battery was missing',
    });
    const disputeId = opened.data!.openDispute.id;
    const award = await admin.gql(DECIDE, { id: disputeId, refund: '5', award: '1', note: 'x' });
    expect(award.errors?.[0]).toMatchObject({
      message: expect.stringContaining('once the tool is returned'),
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'awardToOwner' }] },
    });
    await admin.gql(DECIDE, { id: disputeId, refund: '5', award: '0', note: 'A battery is worth 5.' });
    await app.services.deposits.refundDecision(disputeId);
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${disputeId}`, amount: 500 }]);
    expect((await bookingRow(booking.id)).depositStatus).toBe('held');
    await expectLedgerInvariant(db());
  });

  it('dismissed after the window: the deposit the release job left goes back', async () => {
    const booking = await depositBooking({ depositCents: 1200 });
    const opened = await renter.gql<{ openDispute: { id: string } }>(OPEN, {
      id: booking.id,
      kind: 'RETURN',
      reason: 'I brought it back on time',
    });
    await db()
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, booking.id));
    await app.services.deposits.release(booking.id);
    expect((await bookingRow(booking.id)).depositStatus).toBe('held');
    await admin.gql(DISMISS, { id: opened.data!.openDispute.id, note: 'The return was on time, as the owner said.' });
    await app.services.deposits.release(booking.id);
    expect((await bookingRow(booking.id)).depositStatus).toBe('released');
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${booking.id}`, amount: 1200 }]);
    await expectLedgerInvariant(db());
  });

  it('are refused after the window, before the pickup, from the owner, and with an unknown kind', async () => {
    const late = await depositBooking({ returnedHoursAgo: 48.5 });
    const refused = await renter.gql(OPEN, { id: late.id, kind: 'RETURN', reason: 'Late' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The window for disputes ended 48 hours after the return',
      extensions: { code: 'CONFLICT' },
    });
    const view = await renter.gql<{ booking: { canOpenDispute: boolean } }>(BOOKING_DISPUTES, { id: late.id });
    expect(view.data!.booking.canOpenDispute).toBe(false);
    const confirmed = await buildBooking(db(), {
      tool: await buildTool(db(), { owner: { id: ownerId }, categoryId }),
      renter: { id: renterId },
    });
    const early = await renter.gql(OPEN, { id: confirmed.id, kind: 'PICKUP', reason: 'Not yet' });
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const fresh = await depositBooking();
    const byOwner = await owner.gql(OPEN, { id: fresh.id, kind: 'RETURN', reason: 'x' });
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const kind = await renter.gql(OPEN, { id: fresh.id, kind: 'DAMAGE', reason: 'x' });
    expect(kind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await expectLedgerInvariant(db());
  });
});

describe('the dispute queue', () => {
  it('lists disputes by status and shows one with its timeline, conversation, photos and limits (administrators only)', async () => {
    const booking = await depositBooking({ depositCents: 6000 });
    const [conversation] = await db()
      .insert(conversations)
      .values({ toolId: booking.toolId, renterId, ownerId, bookingId: booking.id })
      .returning();
    await db()
      .insert(messages)
      .values({ conversationId: conversation!.id, senderId: renterId, body: 'It was cracked before' });
    await db().insert(conditionPhotos).values({
      bookingId: booking.id,
      stage: 'return',
      uploadedById: ownerId,
      uploadedBy: 'owner',
      image: '/uploads/0123456789abcdef0123456789abcdef.png',
      note: 'Crack on the chuck',
    });
    const disputeId = await claim(booking.id, '40', 'Cracked chuck');
    const list = await admin.gql<{ disputes: { items: { id: string; bookingCode: string }[]; total: number } }>(
      'query { disputes(status: OPEN, page: { pageSize: 100 }) { total items { id bookingCode status kind } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.disputes.items).toContainEqual(
      expect.objectContaining({ id: disputeId, bookingCode: booking.code, status: 'OPEN', kind: 'DAMAGE' }),
    );
    const one = await admin.gql<{ dispute: Record<string, unknown> }>(
      `query($id: ID!) { dispute(id: $id) { id bookingCode toolName renter { firstName } owner { firstName }
        amount { amount } deposit { amount } claim { amount }
        timeline { transition note } messages { body sender { firstName } } photos { stage url note uploadedBy }
        refundLimit { amount } awardLimit { amount } depositToSettle { amount } } }`,
      { id: disputeId },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.dispute).toMatchObject({
      renter: { firstName: 'Rita' },
      owner: { firstName: 'Olu' },
      deposit: { amount: 6000 },
      claim: { amount: 4000 },
      messages: [{ body: 'It was cracked before', sender: { firstName: 'Rita' } }],
      photos: [
        {
          stage: 'RETURN',
          url: expect.stringMatching(
            /^\/uploads\/private\/0123456789abcdef0123456789abcdef\.png\?expires=\d+&signature=[\w-]+$/,
          ),
          uploadedBy: 'OWNER',
        },
      ],
      refundLimit: { amount: booking.amountCents },
      awardLimit: { amount: 4000 },
      depositToSettle: { amount: 6000 },
    });
    expect((one.data!.dispute.timeline as { transition: string }[]).map((e) => e.transition)).toContain(
      'DAMAGE_CLAIMED',
    );
    for (const client of [owner, renter]) {
      const refused = await client.gql('query { disputes { total } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const detail = await client.gql('query($id: ID!) { dispute(id: $id) { id } }', { id: disputeId });
      expect(detail.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const missing = await admin.gql('query($id: ID!) { dispute(id: $id) { id } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await admin.gql(DISMISS, { id: disputeId, note: 'Cleaning up.' });
    const [row] = await db().select().from(disputes).where(eq(disputes.id, disputeId));
    expect(row!.status).toBe('dismissed');
  });
});
