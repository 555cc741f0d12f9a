import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';

/**
 * What a dispute is about. The renter disputes a pickup or return confirmation, or a charge; the
 * owner claims damage against the deposit, or reports the tool not returned (the whole deposit is
 * claimed, the booking is not_returned).
 */
export const DISPUTE_KINDS = ['pickup', 'return', 'charge', 'damage', 'non_return'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** open: waiting for an administrator. decided: money moved as decided. dismissed: nothing moved. */
export const DISPUTE_STATUSES = ['open', 'decided', 'dismissed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: DISPUTE_KINDS }).notNull(),
    /** renter or owner: the party who opened it. */
    openedBy: text('opened_by', { enum: ['renter', 'owner'] }).notNull(),
    openedById: uuid('opened_by_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** A damage claim: how much of the deposit the owner asks for (minor units). */
    claimCents: integer('claim_cents'),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    /** The decision: refunded to the renter from the rental amount, and paid to the owner from the deposit. */
    refundCents: integer('refund_cents'),
    awardCents: integer('award_cents'),
    decisionNote: text('decision_note'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_booking_idx').on(t.bookingId),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
    // One open dispute per booking: a second problem is added to it (messages, photos), not beside it.
    uniqueIndex('disputes_one_open_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'open'`),
    check('disputes_claim_positive', sql`${t.claimCents} is null or ${t.claimCents} > 0`),
    check('disputes_refund_nonnegative', sql`${t.refundCents} is null or ${t.refundCents} >= 0`),
    check('disputes_award_nonnegative', sql`${t.awardCents} is null or ${t.awardCents} >= 0`),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;
