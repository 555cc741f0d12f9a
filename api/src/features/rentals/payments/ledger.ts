import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { depositLeftCents } from '../bookings/deposit-status.js';
import { ledgerEntries, type LedgerKind } from './ledger.table.js';
import type { PaymentRow } from './payment.table.js';
import type { PayoutRow } from './payout.table.js';

/**
 * The ledger: every movement of money is a row, written in the same transaction as the change that
 * caused it, keyed so that writing it again adds nothing. This module is its only writer (eslint.config.js
 * refuses an insert into ledgerEntries anywhere else): every entry comes from one of the named builders
 * below, under a key of LEDGER_KEYS.
 *
 * What always holds (and what the reconciliation test checks after random sequences of bookings,
 * cancellations, refunds and returns):
 * - per payment, charges + refunds = what the provider captured − what it refunded;
 * - per checkout booking, charge + refund = owner_earning + platform_fee + the deposit kinds (what
 *   the renter is left paying is split between the owner and the platform; a cancellation takes
 *   back the refunded part of both; the deposit is held, then released or claimed);
 * - per owner, the owner_earning sum is their share of the bookings still paid for.
 */

/**
 * Every entry's key, by what it records (b: a booking, p: a payment or a payout, d: a dispute). A
 * movement written again (a retried job, a crash between the provider's answer and our commit) finds
 * its key taken and adds nothing.
 */
export const LEDGER_KEYS = {
  /** A checkout booking's charge (its amount and deposit), or the old client's prepaid payment's. */
  charge: (bookingOrPaymentId: string) => `charge:${bookingOrPaymentId}`,
  earning: (b: string) => `earning:${b}`,
  fee: (b: string) => `fee:${b}`,
  depositHeld: (b: string) => `deposit:${b}`,
  earningReversal: (b: string) => `earning-reversal:${b}`,
  feeReversal: (b: string) => `fee-reversal:${b}`,
  /** A cancelled booking's refund of its amount (its policy's share). */
  refund: (b: string) => `refund:${b}`,
  /** The deposit given back by the provider (with a cancellation, after the window, or by a decision). */
  depositRefund: (b: string) => `deposit-refund:${b}`,
  depositRelease: (b: string) => `deposit-release:${b}`,
  depositClaim: (b: string) => `deposit-claim:${b}`,
  claimEarning: (b: string) => `claim-earning:${b}`,
  /** A late return's fee: kept from the deposit (deposit_claimed) and the owner's (owner_earning). */
  lateFeeClaim: (b: string) => `late-fee-claim:${b}`,
  lateFee: (b: string) => `late-fee:${b}`,
  disputeEarningReversal: (d: string) => `dispute-earning-reversal:${d}`,
  disputeFeeReversal: (d: string) => `dispute-fee-reversal:${d}`,
  disputeRefund: (d: string) => `dispute-refund:${d}`,
  /** A rental's extra time (e: an extension), charged when the owner accepted, split as a booking's amount is. */
  extensionCharge: (e: string) => `extension-charge:${e}`,
  extensionEarning: (e: string) => `extension-earning:${e}`,
  extensionFee: (e: string) => `extension-fee:${e}`,
  /** The old client's prepaid payment: the part no booking took, given back after its window. */
  unallocatedRefund: (p: string) => `unallocated-refund:${p}`,
  /** A sponsor's invoice (i) paid, by card or by transfer, and its card payment given back after a credit note. */
  sponsorshipPayment: (i: string) => `sponsorship:${i}`,
  sponsorshipRefund: (i: string) => `sponsorship-refund:${i}`,
  /** A paid registration's order (o) paid, and its money given back when no registration could be made. */
  registrationPayment: (o: string) => `registration:${o}`,
  registrationRefund: (o: string) => `registration-refund:${o}`,
  payout: (p: string) => `payout:${p}`,
  payoutReversal: (p: string) => `payout-reversal:${p}`,
} as const;

type Booked = Pick<BookingRow, 'id' | 'ownerId' | 'amountCents' | 'paymentId'>;
/** A booking as charged: its amount and its deposit (0 when none, or not known to the caller). */
type Charged = Booked & Partial<Pick<BookingRow, 'depositCents'>>;

interface Entry {
  entryKey: string;
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  paymentId: string | null;
  bookingId?: string | null;
  payoutId?: string | null;
  invoiceId?: string | null;
  registrationOrderId?: string | null;
  ownerId?: string | null;
  providerRef?: string | null;
  createdAt: Date;
}

/**
 * Writes the entries (those of 0 are no movement and are left out) in one statement; answers whether
 * it wrote any, true when there was nothing to write. Entries whose key is taken add nothing: a step
 * run again answers false, so its caller changes nothing else either.
 */
async function write(tx: Executor, entries: Entry[]): Promise<boolean> {
  const rows = entries.filter((e) => e.amountCents !== 0);
  if (!rows.length) return true;
  const written = await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ key: ledgerEntries.entryKey });
  return written.length > 0;
}

/** Whether the entry of this key was written (a job's "did this already happen?"). */
export async function entryRecorded(exec: Executor, entryKey: string): Promise<boolean> {
  const [entry] = await exec
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.entryKey, entryKey));
  return Boolean(entry);
}

/** The platform's share of an amount, rounded half up to the minor unit; the owner gets the rest. */
export function splitOf(amountCents: number, feeBasisPoints: number): { fee: number; earning: number } {
  const fee = Math.round((amountCents * feeBasisPoints) / 10_000);
  return { fee, earning: amountCents - fee };
}

/**
 * The provider captured a payment. A checkout's charge is split by booking (each booking's amount is
 * its line of the total); the old client's prepaid intent is charged whole, and its bookings take
 * from it later.
 */
export async function recordCharge(tx: Executor, payment: PaymentRow, booked: Charged[], now: Date): Promise<void> {
  if (payment.purpose === 'legacy' || !booked.length) {
    await write(tx, [
      {
        entryKey: LEDGER_KEYS.charge(payment.id),
        kind: 'charge',
        amountCents: payment.amountCents,
        currency: payment.currency,
        paymentId: payment.id,
        createdAt: now,
      },
    ]);
    return;
  }
  // Each booking's line of the total is its amount and its deposit.
  const sum = booked.reduce((total, b) => total + b.amountCents + (b.depositCents ?? 0), 0);
  if (sum !== payment.amountCents)
    throw new Error(`Payment ${payment.id} is for ${payment.amountCents}, its bookings for ${sum}`);
  await write(
    tx,
    booked.map((b) => ({
      entryKey: LEDGER_KEYS.charge(b.id),
      kind: 'charge' as const,
      amountCents: b.amountCents + (b.depositCents ?? 0),
      currency: payment.currency,
      paymentId: payment.id,
      bookingId: b.id,
      createdAt: now,
    })),
  );
}

/**
 * A sponsor's invoice was paid: by card (`paymentId`, the provider's reference) or by bank transfer
 * (no payment; the reference an organiser gave). Answers false when it was recorded already.
 */
export function recordSponsorshipPayment(
  tx: Executor,
  invoice: { id: string; totalCents: number; currency: string },
  paid: { paymentId: string | null; reference: string | null; now: Date },
): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.sponsorshipPayment(invoice.id),
      kind: 'sponsorship_payment',
      amountCents: invoice.totalCents,
      currency: invoice.currency,
      paymentId: paid.paymentId,
      invoiceId: invoice.id,
      providerRef: paid.reference,
      createdAt: paid.now,
    },
  ]);
}

/** A credited invoice's card payment was given back by the provider (its refund's id). */
export function recordSponsorshipRefund(
  tx: Executor,
  invoice: { id: string; totalCents: number; currency: string; paymentId: string },
  refund: { id: string; now: Date },
): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.sponsorshipRefund(invoice.id),
      kind: 'sponsorship_refund',
      amountCents: -invoice.totalCents,
      currency: invoice.currency,
      paymentId: invoice.paymentId,
      invoiceId: invoice.id,
      providerRef: refund.id,
      createdAt: refund.now,
    },
  ]);
}

/** A paid registration's order was paid through the provider. Answers false when it was recorded already. */
export function recordRegistrationPayment(
  tx: Executor,
  order: { id: string; amountCents: number; currency: string },
  paid: { paymentId: string; reference: string | null; now: Date },
): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.registrationPayment(order.id),
      kind: 'registration_payment',
      amountCents: order.amountCents,
      currency: order.currency,
      paymentId: paid.paymentId,
      registrationOrderId: order.id,
      providerRef: paid.reference,
      createdAt: paid.now,
    },
  ]);
}

/** An order paid but not registered was given back by the provider (its refund's id). */
export function recordRegistrationRefund(
  tx: Executor,
  order: { id: string; amountCents: number; currency: string; paymentId: string },
  refund: { id: string; now: Date },
): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.registrationRefund(order.id),
      kind: 'registration_refund',
      amountCents: -order.amountCents,
      currency: order.currency,
      paymentId: order.paymentId,
      registrationOrderId: order.id,
      providerRef: refund.id,
      createdAt: refund.now,
    },
  ]);
}

/** Paid bookings: each one's amount is split between its owner and the platform, in the booking's currency. */
export async function recordEarnings(
  tx: Executor,
  booked: (Booked & Pick<BookingRow, 'currency'>)[],
  context: { feeBasisPoints: number; now: Date },
): Promise<void> {
  await write(
    tx,
    booked.flatMap((b) => {
      const { fee, earning } = splitOf(b.amountCents, context.feeBasisPoints);
      const common = { currency: b.currency, paymentId: b.paymentId, bookingId: b.id, createdAt: context.now };
      return [
        {
          ...common,
          entryKey: LEDGER_KEYS.earning(b.id),
          kind: 'owner_earning' as const,
          amountCents: earning,
          ownerId: b.ownerId,
        },
        { ...common, entryKey: LEDGER_KEYS.fee(b.id), kind: 'platform_fee' as const, amountCents: fee },
      ];
    }),
  );
}

/**
 * A rental's extra time was charged (its own payment): the charge, the owner's earning and the
 * platform's fee, on the booking it lengthened, so that the booking's sums still balance. Answers
 * false when it was recorded already.
 */
export function recordExtensionCharge(
  tx: Executor,
  extension: { id: string; paymentId: string; amountCents: number; currency: string },
  booking: Pick<BookingRow, 'id' | 'ownerId'>,
  context: { feeBasisPoints: number; now: Date },
): Promise<boolean> {
  const { fee, earning } = splitOf(extension.amountCents, context.feeBasisPoints);
  const common = {
    currency: extension.currency,
    paymentId: extension.paymentId,
    bookingId: booking.id,
    createdAt: context.now,
  };
  return write(tx, [
    {
      ...common,
      entryKey: LEDGER_KEYS.extensionCharge(extension.id),
      kind: 'charge',
      amountCents: extension.amountCents,
    },
    {
      ...common,
      entryKey: LEDGER_KEYS.extensionEarning(extension.id),
      kind: 'owner_earning',
      amountCents: earning,
      ownerId: booking.ownerId,
    },
    { ...common, entryKey: LEDGER_KEYS.extensionFee(extension.id), kind: 'platform_fee', amountCents: fee },
  ]);
}

/**
 * Deposits charged with their bookings, kept apart from the amount: never part of the owner's
 * earning or the platform's fee (written in the charge's transaction).
 */
export async function recordDepositHeld(
  tx: Executor,
  booked: Pick<BookingRow, 'id' | 'paymentId' | 'depositCents'>[],
  context: { currency: string; now: Date },
): Promise<void> {
  await write(
    tx,
    booked.map((b) => ({
      entryKey: LEDGER_KEYS.depositHeld(b.id),
      kind: 'deposit_held' as const,
      amountCents: b.depositCents,
      currency: context.currency,
      paymentId: b.paymentId,
      bookingId: b.id,
      createdAt: context.now,
    })),
  );
}

/**
 * A booking is to be refunded: its owner's earning and the platform's fee are taken back at once,
 * before the money leaves. Without `refunded` (or when it is the whole amount) whatever was recorded
 * for the booking is reversed; a part of the amount (a cancellation policy's share) is split as the
 * fee splits, and the owner and the platform keep the rest. A booking with nothing recorded (the old
 * client's) gets nothing.
 */
export async function reverseEarnings(
  tx: Executor,
  bookingId: string,
  now: Date,
  refunded?: { refundCents: number; amountCents: number; feeBasisPoints: number },
): Promise<void> {
  const recorded = await tx
    .select({
      kind: ledgerEntries.kind,
      amountCents: sql<number>`sum(${ledgerEntries.amountCents})::integer`,
      currency: ledgerEntries.currency,
      paymentId: ledgerEntries.paymentId,
      ownerId: ledgerEntries.ownerId,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.bookingId, bookingId),
        inArray(ledgerEntries.kind, ['owner_earning', 'platform_fee']),
        // Only what the booking's own split wrote: a decided claim's earning is not the rental's.
        inArray(ledgerEntries.entryKey, [LEDGER_KEYS.earning(bookingId), LEDGER_KEYS.fee(bookingId)]),
      ),
    )
    .groupBy(ledgerEntries.kind, ledgerEntries.currency, ledgerEntries.paymentId, ledgerEntries.ownerId);
  const partial = refunded && refunded.refundCents < refunded.amountCents ? refunded : undefined;
  const share = partial ? splitOf(partial.refundCents, partial.feeBasisPoints) : undefined;
  await write(
    tx,
    recorded.map((r) => {
      const earning = r.kind === 'owner_earning';
      // Never more than was recorded (a fee changed since the booking was paid).
      const part = share ? Math.min(earning ? share.earning : share.fee, r.amountCents) : r.amountCents;
      return {
        entryKey: earning ? LEDGER_KEYS.earningReversal(bookingId) : LEDGER_KEYS.feeReversal(bookingId),
        kind: r.kind,
        amountCents: -part,
        currency: r.currency,
        paymentId: r.paymentId,
        bookingId,
        ownerId: r.ownerId,
        createdAt: now,
      };
    }),
  );
}

/**
 * The provider gave a cancelled booking's refund back to the renter (one refund): its share of the
 * amount (`refundCents`; null, for rows written before policies, is the whole amount) and the
 * deposit released with the cancellation (`depositCents`, 0 when none).
 */
export async function recordRefund(
  tx: Executor,
  booking: Booked & { paymentId: string; refundCents?: number | null },
  refund: { id: string; currency: string; now: Date; depositCents?: number },
): Promise<void> {
  const common = {
    kind: 'refund' as const,
    currency: refund.currency,
    paymentId: booking.paymentId,
    bookingId: booking.id,
    providerRef: refund.id,
    createdAt: refund.now,
  };
  await write(tx, [
    { ...common, entryKey: LEDGER_KEYS.refund(booking.id), amountCents: -(booking.refundCents ?? booking.amountCents) },
    { ...common, entryKey: LEDGER_KEYS.depositRefund(booking.id), amountCents: -(refund.depositCents ?? 0) },
  ]);
}

/**
 * The provider gave back the part of the old client's prepaid payment that no booking took (a refused
 * booking, or a payment larger than its bookings): a refund of the payment, of no booking. Answers
 * whether it was written now (false: recorded before).
 */
export function recordUnallocatedRefund(
  tx: Executor,
  payment: Pick<PaymentRow, 'id' | 'currency'>,
  refund: { id: string; amountCents: number; now: Date },
): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.unallocatedRefund(payment.id),
      kind: 'refund',
      amountCents: -refund.amountCents,
      currency: payment.currency,
      paymentId: payment.id,
      providerRef: refund.id,
      createdAt: refund.now,
    },
  ]);
}

/** A booking's entries, oldest first (its page for admins, and the tests). */
export function entriesOfBooking(exec: Executor, bookingId: string) {
  return exec
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.entryKey);
}

/**
 * The ledger entries of a deposit going back after the return and of a decided dispute. Each step
 * writes its entries in one statement keyed by the booking or the dispute, and answers whether it
 * wrote them: a step run again (a retried job, a crash after the provider answered) adds nothing and
 * answers false, so its caller changes nothing else either.
 *
 * - deposit back: `deposit-release:<b>` deposit_released −D (the intention), then, once the provider
 *   refunded it, `deposit-refund:<b>` refund −D.
 * - decision of dispute d on booking b (refund X of the rental amount, award Y of the deposit D):
 *   `dispute-earning-reversal:<d>` and `dispute-fee-reversal:<d>` (X split as the fee splits),
 *   `deposit-claim:<b>` deposit_claimed −Y and `claim-earning:<b>` owner_earning +Y (no fee),
 *   `deposit-release:<b>` deposit_released −(D−Y); once the provider refunded X + (D−Y):
 *   `dispute-refund:<d>` refund −X and `deposit-refund:<b>` refund −(D−Y).
 */

type Deposited = Pick<BookingRow, 'id' | 'ownerId' | 'paymentId' | 'depositCents' | 'lateFeeChargedCents'>;

interface BookingEntry {
  entryKey: string;
  kind: LedgerKind;
  amountCents: number;
  ownerId?: string | null;
  providerRef?: string | null;
}

/** A booking's entries of one step (the deposit back, a decision): its payment, booking, currency and time. */
function writeOnce(
  tx: Executor,
  booking: Deposited,
  context: { currency: string; now: Date },
  entries: BookingEntry[],
): Promise<boolean> {
  return write(
    tx,
    entries.map((e) => ({
      ...e,
      currency: context.currency,
      paymentId: booking.paymentId,
      bookingId: booking.id,
      createdAt: context.now,
    })),
  );
}

/** What is left of the deposit (all of it, less a late return's fee) is to go back (before the provider is asked). */
export function recordDepositRelease(tx: Executor, booking: Deposited, context: { currency: string; now: Date }) {
  return writeOnce(tx, booking, context, [
    {
      entryKey: LEDGER_KEYS.depositRelease(booking.id),
      kind: 'deposit_released',
      amountCents: -depositLeftCents(booking),
    },
  ]);
}

/**
 * A late return's fee, in the returning transaction: kept from the deposit for the owner, as a decided
 * claim is (no platform fee). The rest of the deposit goes back as usual.
 */
export function recordLateFee(
  tx: Executor,
  booking: Deposited,
  cents: number,
  context: { currency: string; now: Date },
) {
  return writeOnce(tx, booking, context, [
    { entryKey: LEDGER_KEYS.lateFeeClaim(booking.id), kind: 'deposit_claimed', amountCents: -cents },
    { entryKey: LEDGER_KEYS.lateFee(booking.id), kind: 'owner_earning', amountCents: cents, ownerId: booking.ownerId },
  ]);
}

/** The provider gave the deposit back (what was left of it). */
export function recordDepositRefund(
  tx: Executor,
  booking: Deposited,
  context: { currency: string; now: Date; providerRef: string },
) {
  return writeOnce(tx, booking, context, [
    {
      entryKey: LEDGER_KEYS.depositRefund(booking.id),
      kind: 'refund',
      amountCents: -depositLeftCents(booking),
      providerRef: context.providerRef,
    },
  ]);
}

export interface Decision {
  disputeId: string;
  /** Of the rental amount, back to the renter. */
  refundCents: number;
  /** Of the deposit, to the owner. */
  awardCents: number;
  /** The deposit this decision settles (0: it leaves the deposit as it is). */
  depositCents: number;
}

/** A decision, before the money leaves: the owner's and the platform's shares of X go, Y becomes the owner's. */
export function recordDecision(
  tx: Executor,
  booking: Deposited,
  decision: Decision,
  context: { currency: string; now: Date; feeBasisPoints: number },
) {
  const { fee, earning } = splitOf(decision.refundCents, context.feeBasisPoints);
  const d = decision.disputeId;
  return writeOnce(tx, booking, context, [
    {
      entryKey: LEDGER_KEYS.disputeEarningReversal(d),
      kind: 'owner_earning',
      amountCents: -earning,
      ownerId: booking.ownerId,
    },
    { entryKey: LEDGER_KEYS.disputeFeeReversal(d), kind: 'platform_fee', amountCents: -fee },
    { entryKey: LEDGER_KEYS.depositClaim(booking.id), kind: 'deposit_claimed', amountCents: -decision.awardCents },
    {
      entryKey: LEDGER_KEYS.claimEarning(booking.id),
      kind: 'owner_earning',
      amountCents: decision.awardCents,
      ownerId: booking.ownerId,
    },
    {
      entryKey: LEDGER_KEYS.depositRelease(booking.id),
      kind: 'deposit_released',
      amountCents: -(decision.depositCents - decision.awardCents),
    },
  ]);
}

/** What one decision's provider refund is for: X of the amount and the deposit's rest. */
export function decisionRefundCents(decision: Decision): number {
  return decision.refundCents + decision.depositCents - decision.awardCents;
}

/** The provider refunded a decision's money (one refund, `dispute-<d>`). */
export function recordDecisionRefund(
  tx: Executor,
  booking: Deposited,
  decision: Decision,
  context: { currency: string; now: Date; providerRef: string },
) {
  return writeOnce(tx, booking, context, [
    {
      entryKey: LEDGER_KEYS.disputeRefund(decision.disputeId),
      kind: 'refund',
      amountCents: -decision.refundCents,
      providerRef: context.providerRef,
    },
    {
      entryKey: LEDGER_KEYS.depositRefund(booking.id),
      kind: 'refund',
      amountCents: -(decision.depositCents - decision.awardCents),
      providerRef: context.providerRef,
    },
  ]);
}

/**
 * An owner's payout sets their money aside at once (`payout:<p>` −amount, against their
 * owner_earning), in the transaction that creates it.
 */
export function recordPayout(tx: Executor, payout: PayoutRow, now: Date): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.payout(payout.id),
      kind: 'payout',
      amountCents: -payout.amountCents,
      currency: payout.currency,
      paymentId: null,
      ownerId: payout.ownerId,
      payoutId: payout.id,
      createdAt: now,
    },
  ]);
}

/** A payout failed: its money is back in the owner's available balance (`payout-reversal:<p>` +amount), once. */
export function recordPayoutReversal(tx: Executor, payout: PayoutRow, now: Date): Promise<boolean> {
  return write(tx, [
    {
      entryKey: LEDGER_KEYS.payoutReversal(payout.id),
      kind: 'payout',
      amountCents: payout.amountCents,
      currency: payout.currency,
      paymentId: null,
      ownerId: payout.ownerId,
      payoutId: payout.id,
      createdAt: now,
    },
  ]);
}
