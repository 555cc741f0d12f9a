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
 * - per checkout booking, charge + refund = owner_earning + platform_fee (what the renter is left
 *   paying is split between the owner and the platform; both are 0 once it is refunded);
 * - per owner, the owner_earning sum is their share of the bookings still paid for.
 */

type Booked = Pick<BookingRow, 'id' | 'ownerId' | 'amountCents' | 'paymentId'>;

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
export async function recordCharge(tx: Executor, payment: PaymentRow, booked: Booked[], now: Date): Promise<void> {
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
  const sum = booked.reduce((total, b) => total + b.amountCents, 0);
  if (sum !== payment.amountCents)
    throw new Error(`Payment ${payment.id} is for ${payment.amountCents}, its bookings for ${sum}`);
  await write(
    tx,
    booked.map((b) => ({
      entryKey: `charge:${b.id}`,
      kind: 'charge' as const,
      amountCents: b.amountCents,
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
 * A booking is to be refunded: its owner's earning and the platform's fee are taken back at once
 * (whatever was recorded for it), before the money leaves.
 */
export async function reverseEarnings(tx: Executor, bookingId: string, now: Date): Promise<void> {
  const recorded = await tx
    .select({
      kind: ledgerEntries.kind,
      amountCents: sql<number>`sum(${ledgerEntries.amountCents})::integer`,
      currency: ledgerEntries.currency,
      paymentId: ledgerEntries.paymentId,
      ownerId: ledgerEntries.ownerId,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), inArray(ledgerEntries.kind, ['owner_earning', 'platform_fee'])))
    .groupBy(ledgerEntries.kind, ledgerEntries.currency, ledgerEntries.paymentId, ledgerEntries.ownerId);
  await write(
    tx,
    recorded.map((r) => ({
      entryKey: `${r.kind === 'owner_earning' ? 'earning' : 'fee'}-reversal:${bookingId}`,
      kind: r.kind,
      amountCents: -r.amountCents,
      currency: r.currency,
      paymentId: r.paymentId,
      bookingId,
      ownerId: r.ownerId,
      createdAt: now,
    })),
  );
}

/** The provider gave a booking's amount back to the renter. */
export async function recordRefund(
  tx: Executor,
  booking: Booked & { paymentId: string },
  refund: { id: string; currency: string; now: Date },
): Promise<void> {
  await write(tx, [
    {
      entryKey: `refund:${booking.id}`,
      kind: 'refund',
      amountCents: -booking.amountCents,
      currency: refund.currency,
      paymentId: booking.paymentId,
      bookingId: booking.id,
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
