import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildTool, startMarketplace, type Marketplace } from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient } from '../../../test/test-app.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { payments, testProviderRefunds } from '../payments/payment.table.js';
import { disputes } from './dispute.table.js';

/**
 * A tool that never comes back: past the end and a grace period (NON_RETURN_GRACE_HOURS, 36 here),
 * the owner reports it not returned (the booking is NOT_RETURNED, the deposit claimed, the renter
 * e-mailed and notified) and an administrator decides the NON_RETURN dispute: the deposit to the owner
 * and the rest refunded, or dismissed (the deposit back), through the ledger. If the tool comes back
 * after all, the owner confirms the return.
 */

let smtp: SmtpSink;
let { app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;
const HOUR = 3_600_000;
const GRACE_HOURS = 36;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace({
    env: { SMTP_URL: smtp.url, NON_RETURN_GRACE_HOURS: String(GRACE_HOURS), DISPUTE_WINDOW_HOURS: '48' },
    admin: { email: 'non-return.admin@example.com', password: 'admin-password-1' },
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita' },
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const db = () => app.database.db;

/** A rental of the owner's tool, out with the renter since its start, which ended `endedHoursAgo` ago. */
async function stillOut(options: { endedHoursAgo: number; deposit?: string }): Promise<BookingRow> {
  const tool = await buildTool(db(), { owner: { id: ownerId }, categoryId, priceCents: 2000 });
  const endsAt = new Date(Date.now() - options.endedHoursAgo * HOUR);
  return buildBooking(db(), {
    status: 'picked_up',
    tool,
    renter: { id: renterId },
    startsAt: new Date(endsAt.getTime() - 48 * HOUR),
    endsAt,
    deposit: options.deposit ?? '30.00',
  });
}

const PAGE = `query($id: ID!) { booking(id: $id) { status overdue canConfirmReturn canReportNotReturned
  nonReturnReportableAt canOpenDispute damageClaimLimit { amount }
  disputes { id kind status openedBy claim { amount } } timeline { transition note } } }`;
const REPORT = `mutation($id: ID!, $reason: String!) {
  reportNotReturned(bookingId: $id, reason: $reason) { id kind status openedBy claim { amount } } }`;
const DECIDE = `mutation($id: ID!, $refund: String!, $award: String!, $note: String!) {
  decideDispute(disputeId: $id, refundToRenter: $refund, awardToOwner: $award, note: $note) { id status } }`;
const DISMISS = `mutation($id: ID!, $note: String!) { dismissDispute(disputeId: $id, note: $note) { id status } }`;
const EARNINGS =
  '{ myEarnings { bookings(page: { pageSize: 100 }) { items { bookingId status earning { amount } } } } }';

interface Page {
  status: string;
  overdue: boolean;
  canConfirmReturn: boolean;
  canReportNotReturned: boolean;
  nonReturnReportableAt: string | null;
  canOpenDispute: boolean;
  damageClaimLimit: { amount: number } | null;
  disputes: { id: string; kind: string; status: string; openedBy: string; claim: { amount: number } | null }[];
  timeline: { transition: string; note: string | null }[];
}

async function page(client: HttpClient, id: string): Promise<Page> {
  const res = await client.gql<{ booking: Page }>(PAGE, { id });
  expect(res.errors).toBeUndefined();
  return res.data!.booking;
}

async function report(id: string, reason = 'Rita stopped answering on Monday; the drill is still with her.') {
  const res = await owner.gql<{ reportNotReturned: { id: string; kind: string; status: string } }>(REPORT, {
    id,
    reason,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.reportNotReturned;
}

const row = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const entriesOf = async (id: string) =>
  Object.fromEntries(
    (await db().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id))).map((e) => [
      e.entryKey.replace(id, 'B'),
      [e.kind, e.amountCents],
    ]),
  );
async function refundsOf(booking: BookingRow) {
  const [payment] = await db().select().from(payments).where(eq(payments.id, booking.paymentId));
  return db()
    .select({ key: testProviderRefunds.idempotencyKey, amount: testProviderRefunds.amountCents })
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.intentId, payment!.intentId!));
}
async function earningOf(bookingId: string) {
  const res = await owner.gql<{ myEarnings: { bookings: { items: { bookingId: string; status: string }[] } } }>(
    EARNINGS,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.myEarnings.bookings.items.find((l) => l.bookingId === bookingId)?.status;
}

describe('a tool that never comes back', () => {
  it('cannot be reported before the grace period after the end, nor by anyone but the owner', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS - 2 });
    const seen = await page(owner, booking.id);
    expect(seen).toMatchObject({
      status: 'PICKED_UP',
      overdue: true,
      canConfirmReturn: true,
      canReportNotReturned: false,
    });
    expect(new Date(seen.nonReturnReportableAt!).getTime()).toBe(booking.endsAt.getTime() + GRACE_HOURS * HOUR);
    const early = await owner.gql(REPORT, { id: booking.id, reason: 'Not back yet' });
    expect(early.errors?.[0]).toMatchObject({
      message: `A tool can be reported not returned ${GRACE_HOURS} hours after the end of the rental, not earlier: message the renter meanwhile.`,
      extensions: { code: 'CONFLICT' },
    });
    // The owner's other paths stay closed: a damage claim needs the return.
    const claim = await owner.gql(
      'mutation($id: ID!) { claimDamage(bookingId: $id, amount: "5", reason: "Gone") { id } }',
      {
        id: booking.id,
      },
    );
    expect(claim.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    const late = await stillOut({ endedHoursAgo: GRACE_HOURS + 2 });
    for (const client of [renter, stranger]) {
      const refused = await client.gql(REPORT, { id: late.id, reason: 'Not back' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await page(renter, late.id)).canReportNotReturned).toBe(false);
    const noReason = await owner.gql(REPORT, { id: late.id, reason: '  ' });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'reason' }] });
    const returned = await buildBooking(db(), {
      status: 'returned',
      tool: await buildTool(db(), { owner: { id: ownerId }, categoryId }),
      renter: { id: renterId },
      startsAt: new Date(Date.now() - 100 * HOUR),
      endsAt: new Date(Date.now() - 50 * HOUR),
    });
    const back = await owner.gql(REPORT, { id: returned.id, reason: 'Not back' });
    expect(back.errors?.[0]).toMatchObject({
      message: 'A returned booking cannot be reported not returned by the owner',
      extensions: { code: 'CONFLICT' },
    });
    expect((await row(late.id)).status).toBe('picked_up');
  });

  it('reported after the grace period: not returned, the deposit claimed, the renter e-mailed and notified', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS + 2, deposit: '30.00' });
    expect((await page(owner, booking.id)).canReportNotReturned).toBe(true);
    const dispute = await report(booking.id);
    expect(dispute).toMatchObject({ kind: 'NON_RETURN', status: 'OPEN', openedBy: 'OWNER', claim: { amount: 3000 } });
    // Sent again (a double click): the same report.
    expect((await report(booking.id)).id).toBe(dispute.id);
    expect(await db().select().from(disputes).where(eq(disputes.bookingId, booking.id))).toHaveLength(1);

    expect(await row(booking.id)).toMatchObject({ status: 'not_returned', depositStatus: 'claimed' });
    const ownerView = await page(owner, booking.id);
    expect(ownerView).toMatchObject({
      status: 'NOT_RETURNED',
      overdue: false,
      canReportNotReturned: false,
      canConfirmReturn: true,
      nonReturnReportableAt: null,
      damageClaimLimit: null,
    });
    expect(ownerView.timeline.at(-1)).toEqual({
      transition: 'REPORT_NOT_RETURNED',
      note: 'The $30.00 deposit is claimed for it. Rita stopped answering on Monday; the drill is still with her.',
    });
    expect((await page(renter, booking.id)).canOpenDispute).toBe(false);

    const mail = await smtp.waitFor((m) => m.subject === `The owner reports the tool not returned: ${booking.code}`);
    expect(mail.text).toContain('Hello Rita');
    expect(mail.text).toContain('Your deposit of $30.00 stays with us until an administrator decides');
    const bell = await renter.gql<{ notifications: { items: { kind: string; message: string; bookingId: string }[] } }>(
      '{ notifications(page: { pageSize: 50 }) { items { kind message bookingId } } }',
    );
    expect(bell.data!.notifications.items.filter((n) => n.bookingId === booking.id)).toEqual([
      expect.objectContaining({ kind: 'DISPUTE', message: expect.stringContaining('was not returned') }),
    ]);
    // The owner's earning waits for the administrator.
    expect(await earningOf(booking.id)).toBe('ON_HOLD');
    await expectLedgerInvariant(db());
  });

  it('decided by an administrator: part of the deposit to the owner, the rest refunded once, through the ledger', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS + 5, deposit: '30.00' });
    const { id } = await report(booking.id);
    const limits = await admin.gql<{ dispute: Record<string, unknown> }>(
      'query($id: ID!) { dispute(id: $id) { kind returnedAt awardLimit { amount } depositToSettle { amount } refundLimit { amount } } }',
      { id },
    );
    expect(limits.data!.dispute).toEqual({
      kind: 'NON_RETURN',
      returnedAt: null,
      awardLimit: { amount: 3000 },
      depositToSettle: { amount: 3000 },
      refundLimit: { amount: booking.amountCents },
    });
    const byOwner = await owner.gql(DECIDE, { id, refund: '0', award: '30', note: 'Mine' });
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const decided = await admin.gql(DECIDE, {
      id,
      refund: '0',
      award: '25.00',
      note: 'The drill is lost; it was worth 25.',
    });
    expect(decided.errors).toBeUndefined();
    await app.services.deposits.refundDecision(id);
    await app.services.deposits.refundDecision(id);
    expect(await row(booking.id)).toMatchObject({ status: 'not_returned', depositStatus: 'settled' });
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${id}`, amount: 500 }]);
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit-claim:B': ['deposit_claimed', -2500],
      'claim-earning:B': ['owner_earning', 2500],
      'deposit-release:B': ['deposit_released', -500],
      'deposit-refund:B': ['refund', -500],
    });
    await smtp.waitFor(
      (m) => m.subject === `The dispute about ${booking.code} is decided` && m.text.includes('Hello Olu'),
    );
    // Decided: the rental's earning and the award are the owner's to take out.
    expect(await earningOf(booking.id)).toBe('AVAILABLE');
    await expectLedgerInvariant(db());
  });

  it('dismissed: the deposit goes back to the renter, refunded once', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS + 5, deposit: '18.00' });
    const { id } = await report(booking.id);
    const dismissed = await admin.gql(DISMISS, { id, note: 'The renter shows the drill was handed back.' });
    expect(dismissed.errors).toBeUndefined();
    expect((await row(booking.id)).depositStatus).toBe('released');
    await app.services.deposits.refundReleased(booking.id);
    await app.services.deposits.refundReleased(booking.id);
    expect(await refundsOf(booking)).toEqual([{ key: `deposit-refund-${booking.id}`, amount: 1800 }]);
    expect(await entriesOf(booking.id)).toMatchObject({
      'deposit-release:B': ['deposit_released', -1800],
      'deposit-refund:B': ['refund', -1800],
    });
    await expectLedgerInvariant(db());
  });

  it('comes back after all: the owner confirms the return, and the report is still decided', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS + 5, deposit: '40.00' });
    const { id } = await report(booking.id);
    const back = await owner.gql<{ confirmReturn: { status: string } }>(
      'mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }',
      { id: booking.id },
    );
    expect(back.errors).toBeUndefined();
    expect(back.data!.confirmReturn.status).toBe('RETURNED');
    const seen = await page(owner, booking.id);
    expect(seen.timeline.map((e) => e.transition).slice(-2)).toEqual(['REPORT_NOT_RETURNED', 'CONFIRM_LATE_RETURN']);
    expect(seen.disputes).toEqual([expect.objectContaining({ id, status: 'OPEN' })]);
    expect((await row(booking.id)).depositStatus).toBe('claimed');
    // The release job leaves a claimed deposit alone; the decision settles it.
    await app.services.deposits.release(booking.id);
    const decided = await admin.gql(DECIDE, { id, refund: '0', award: '10', note: 'Five days late.' });
    expect(decided.errors).toBeUndefined();
    await app.services.deposits.refundDecision(id);
    expect(await refundsOf(booking)).toEqual([{ key: `dispute-${id}`, amount: 3000 }]);
    expect(await row(booking.id)).toMatchObject({ status: 'returned', depositStatus: 'settled' });
    await expectLedgerInvariant(db());
  });

  it('without a deposit: reported all the same, for an administrator to decide', async () => {
    const booking = await stillOut({ endedHoursAgo: GRACE_HOURS + 1, deposit: '0' });
    const dispute = await owner.gql<{ reportNotReturned: { claim: unknown } }>(REPORT, {
      id: booking.id,
      reason: 'No answer for two days.',
    });
    expect(dispute.errors).toBeUndefined();
    expect(dispute.data!.reportNotReturned.claim).toBeNull();
    expect(await row(booking.id)).toMatchObject({ status: 'not_returned', depositStatus: null });
    await smtp.waitFor((m) => m.subject === `The owner reports the tool not returned: ${booking.code}`);
    await expectLedgerInvariant(db());
  });
});
