import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { ledgerEntries, type LedgerKind } from './ledger.table.js';
import type { PaymentRow } from './payment.table.js';

/**
 * The ledger: every movement of money is a row, written in the same transaction as the change that
 * caused it, keyed so that writing it again adds nothing. Only payments/ writes it.
 *
 * What always holds (and what the reconciliation test checks after random sequences of bookings,
 * cancellations, refunds and returns):
 * - per payment, charges + refunds = what the provider captured − what it refunded;
 * - per checkout booking, charge + refund = owner_earning + platform_fee + the deposit kinds (what
 *   the renter is left paying is split between the owner and the platform; a cancellation takes
 *   back the refunded part of both; the deposit is held, then released or claimed);
 * - per owner, the owner_earning sum is their share of the bookings still paid for.
 */

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
  ownerId?: string | null;
  providerRef?: string | null;
  createdAt: Date;
}

async function write(tx: Executor, entries: Entry[]): Promise<void> {
  const rows = entries.filter((e) => e.amountCents !== 0);
  if (rows.length) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.entryKey });
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
        entryKey: `charge:${payment.id}`,
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
      entryKey: `charge:${b.id}`,
      kind: 'charge' as const,
      amountCents: b.amountCents + (b.depositCents ?? 0),
      currency: payment.currency,
      paymentId: payment.id,
      bookingId: b.id,
      createdAt: now,
    })),
  );
}

/** Paid bookings: each one's amount is split between its owner and the platform. */
export async function recordEarnings(
  tx: Executor,
  booked: Booked[],
  context: { currency: string; feeBasisPoints: number; now: Date },
): Promise<void> {
  await write(
    tx,
    booked.flatMap((b) => {
      const { fee, earning } = splitOf(b.amountCents, context.feeBasisPoints);
      const common = { currency: context.currency, paymentId: b.paymentId, bookingId: b.id, createdAt: context.now };
      return [
        {
          ...common,
          entryKey: `earning:${b.id}`,
          kind: 'owner_earning' as const,
          amountCents: earning,
          ownerId: b.ownerId,
        },
        { ...common, entryKey: `fee:${b.id}`, kind: 'platform_fee' as const, amountCents: fee },
      ];
    }),
  );
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
      entryKey: `deposit:${b.id}`,
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
        inArray(ledgerEntries.entryKey, [`earning:${bookingId}`, `fee:${bookingId}`]),
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
        entryKey: `${earning ? 'earning' : 'fee'}-reversal:${bookingId}`,
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
    { ...common, entryKey: `refund:${booking.id}`, amountCents: -(booking.refundCents ?? booking.amountCents) },
    { ...common, entryKey: `deposit-refund:${booking.id}`, amountCents: -(refund.depositCents ?? 0) },
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
