import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { bookings } from '../bookings/booking.table.js';
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
