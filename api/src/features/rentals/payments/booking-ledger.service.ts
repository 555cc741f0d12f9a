import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { bookings, type RefundStatus } from '../bookings/booking.table.js';
import { LEDGER_KEYS } from './ledger.js';
import { LEDGER_KINDS, ledgerEntries, type LedgerEntryRow, type LedgerKind } from './ledger.table.js';

/** A booking's ledger as administrators read it: its entries, a total per kind, and its deposit. */
export class BookingLedgerService {
  constructor(private readonly deps: { db: Database }) {}

  async ofBooking(viewer: Viewer | undefined, bookingId: string) {
    requireAdmin(viewer);
    const [booking] = isUuid(bookingId)
      ? await this.deps.db
          .select({
            depositCents: bookings.depositCents,
            depositStatus: bookings.depositStatus,
            depositSettledAt: bookings.depositSettledAt,
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
      : [];
    if (!booking) throw AppError.notFound('The booking');
    const entries = await this.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    return { booking, entries, totals: totalsOf(entries) };
  }

  /**
   * The refunds the ledger recorded for a booking the caller already sees, rental and deposit apart
   * (the deposit's are written under `LEDGER_KEYS.depositRefund(booking)`, ledger.ts);
   * null when nothing was refunded nor asked to be.
   */
  async refundOf(bookingId: string): Promise<BookingRefund | null> {
    const [booking] = isUuid(bookingId)
      ? await this.deps.db
          .select({
            refundStatus: bookings.refundStatus,
            amountCents: bookings.amountCents,
            depositCents: bookings.depositCents,
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
      : [];
    if (!booking) return null;
    const refunds = await this.deps.db
      .select({ key: ledgerEntries.entryKey, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'refund')));
    if (!refunds.length && !booking.refundStatus) return null;
    // Refund entries are negative: money out to the renter's card.
    const depositKey = LEDGER_KEYS.depositRefund(bookingId);
    const deposit = refunds.filter((r) => r.key === depositKey).reduce((sum, r) => sum - r.cents, 0);
    const all = refunds.reduce((sum, r) => sum - r.cents, 0);
    return {
      status: booking.refundStatus,
      rentalCents: all - deposit,
      depositCents: deposit,
      amountCents: booking.amountCents,
      depositChargedCents: booking.depositCents,
    };
  }
}

/** What came back to a booking's renter, as the ledger has it, and where its cancellation refund is. */
export interface BookingRefund {
  /** The cancellation refund's progress; null when none was asked for (a deposit back after the return). */
  status: RefundStatus | null;
  /** Of the rental amount, what the provider gave back (a cancellation's share, a dispute's decision). */
  rentalCents: number;
  /** Of the deposit, what the provider gave back. */
  depositCents: number;
  /** The booking's rental amount and deposit, what those are shares of. */
  amountCents: number;
  depositChargedCents: number;
}

/** One signed total per kind that has entries, in the order of LEDGER_KINDS. */
export function totalsOf(entries: Pick<LedgerEntryRow, 'kind' | 'amountCents' | 'currency'>[]) {
  const sums = new Map<LedgerKind, { cents: number; currency: string }>();
  for (const e of entries) {
    const sum = sums.get(e.kind) ?? { cents: 0, currency: e.currency };
    sums.set(e.kind, { ...sum, cents: sum.cents + e.amountCents });
  }
  return LEDGER_KINDS.filter((k) => sums.has(k)).map((kind) => ({ kind, ...sums.get(kind)! }));
}
