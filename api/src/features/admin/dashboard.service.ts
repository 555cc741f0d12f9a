import { and, count, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../core/authorize.js';
import { users } from '../accounts/account.table.js';
import type { Viewer } from '../../core/viewer.js';
import { participants, sponsors } from '../expo/expo.table.js';
import { bookings } from '../rentals/bookings/booking.table.js';
import { inProgressWhere, overdueWhere, paidWhere } from '../rentals/bookings/lifecycle.js';
import { openDisputeWhere } from '../rentals/disputes/dispute-status.js';
import { disputes } from '../rentals/disputes/dispute.table.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { EarningsService } from '../rentals/payments/earnings.service.js';
import { ledgerEntries } from '../rentals/payments/ledger.table.js';
import { paymentPaidWhere } from '../rentals/payments/payment-status.js';
import { payments } from '../rentals/payments/payment.table.js';

/** The money on the admin dashboard in one currency (amounts of two currencies are never added up). */
export interface CurrencyTotals {
  currency: string;
  revenueCents: number;
  platformFeesCents: number;
  depositsHeldCents: number;
  payoutsDueCents: number;
}

/** The numbers on the admin dashboard: a handful of aggregate queries, whatever the table sizes. */
export class DashboardService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      /** Owners' balances: "payouts due" is what they may all take out now. */
      earnings: Pick<EarningsService, 'availableOfAllOwners'>;
      /** Mail waiting for the mail server and mail given up: an outage shows here first. */
      outbox: Pick<OutboxService, 'health'>;
      now?: () => Date;
    },
  ) {}

  async summary(viewer: Viewer | undefined) {
    requireAdmin(viewer);
    const { db } = this.deps;
    const year = this.deps.config.expo.year;
    const now = this.deps.now?.() ?? new Date();
    const since = new Date(now.getTime() - 30 * 86_400_000);
    const day = sql<string>`to_char(date_trunc('day', ${participants.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const [[u], [p], [s], [awaiting], [checked], perDay, [booked], revenue, ledger, [disputed], payoutsDue, mail] =
      await Promise.all([
        db.select({ n: count() }).from(users),
        // Cancelled registrations and applications stay listed, but are not counted as taking part.
        db
          .select({ n: count() })
          .from(participants)
          .where(and(eq(participants.year, year), isNull(participants.cancelledAt))),
        db
          .select({ n: count() })
          .from(sponsors)
          .where(and(eq(sponsors.year, year), ne(sponsors.status, 'cancelled'))),
        db
          .select({ n: count() })
          .from(sponsors)
          .where(and(eq(sponsors.year, year), eq(sponsors.status, 'applied'))),
        db
          .select({ n: count() })
          .from(participants)
          .where(and(eq(participants.year, year), isNotNull(participants.checkedInAt))),
        db
          .select({ day, count: count() })
          .from(participants)
          .where(and(eq(participants.year, year), gt(participants.createdAt, since)))
          .groupBy(day)
          .orderBy(day),
        // The (status, starts_at) and (status, ends_at) indexes cover these: no other column is read.
        db
          .select({
            paid: count(),
            inProgress: sql<number>`count(*) filter (where ${inProgressWhere()})::int`,
            overdue: sql<number>`count(*) filter (where ${overdueWhere(now)})::int`,
          })
          .from(bookings)
          .where(paidWhere()),
        // Most payments succeed, so an index would not spare reading them; refunds are kept per payment.
        // float8: a bigint sum would arrive as a string, and cents stay exact far beyond any real total.
        db
          .select({
            currency: payments.currency,
            cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::float8`,
          })
          .from(payments)
          .where(paymentPaidWhere())
          .groupBy(payments.currency),
        db
          .select({
            currency: ledgerEntries.currency,
            fees: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'platform_fee'), 0)::float8`,
            deposits: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('deposit_held', 'deposit_released', 'deposit_claimed')), 0)::float8`,
          })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.currency),
        db.select({ n: count() }).from(disputes).where(openDisputeWhere()),
        this.deps.earnings.availableOfAllOwners(),
        this.deps.outbox.health(),
      ]);
    return {
      users: u?.n ?? 0,
      participants: p?.n ?? 0,
      sponsors: s?.n ?? 0,
      sponsorsAwaitingReview: awaiting?.n ?? 0,
      checkedIn: checked?.n ?? 0,
      registrationsPerDay: perDay,
      bookings: booked?.paid ?? 0,
      bookingsInProgress: booked?.inProgress ?? 0,
      bookingsOverdue: booked?.overdue ?? 0,
      // Every currency the marketplace prices in, and any other its books still hold (the site's first).
      money: [
        ...new Set([
          ...this.deps.config.currencies,
          ...revenue.map((r) => r.currency),
          ...ledger.map((l) => l.currency),
        ]),
      ].map((currency): CurrencyTotals => {
        const books = ledger.find((l) => l.currency === currency);
        return {
          currency,
          revenueCents: Number(revenue.find((r) => r.currency === currency)?.cents ?? 0),
          platformFeesCents: Number(books?.fees ?? 0),
          depositsHeldCents: Number(books?.deposits ?? 0),
          payoutsDueCents: payoutsDue.get(currency) ?? 0,
        };
      }),
      openDisputes: disputed?.n ?? 0,
      mailQueued: mail.queued,
      mailFailed: mail.failed,
      oldestQueuedMailAt: mail.oldestQueuedAt,
    };
  }
}
