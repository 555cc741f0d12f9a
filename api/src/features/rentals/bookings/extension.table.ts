import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payment.table.js';
import { tools } from '../tools/tool.table.js';
import { bookings, tstzrange } from './booking.table.js';

/**
 * A renter's request to keep a rental longer (extension-status.ts has the machine):
 * awaiting_card: the extra time is held while the renter's card is authorised (15 minutes).
 * requested: the card is authorised for the extra amount (not charged); the owner answers before the
 * rental's current end. accepted: the owner said yes; the charge is under way. extended: charged, and
 * the booking ends later. declined, withdrawn, expired: closed without a charge (the authorisation is
 * released).
 */
export const EXTENSION_STATUSES = [
  'awaiting_card',
  'requested',
  'accepted',
  'extended',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

export const bookingExtensions = pgTable(
  'booking_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's tool and quantity, so availability checks read the extra time as they read bookings. */
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    quantity: integer('quantity').notNull(),
    /** Pays the extra time: its card authorised at the request, charged when the owner accepts. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The booking's end when asked: the extra time is [from, to). */
    fromEndsAt: timestamp('from_ends_at', { withTimezone: true }).notNull(),
    toEndsAt: timestamp('to_ends_at', { withTimezone: true }).notNull(),
    period: tstzrange('period')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`tstzrange(${bookingExtensions.fromEndsAt}, ${bookingExtensions.toEndsAt}, '[)')`,
      ),
    /** The extra length charged, in minutes (whole days for daily tools), at the booking's price and discount. */
    billedMinutes: integer('billed_minutes').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull().default('awaiting_card'),
    /** awaiting_card: the extra time is held until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** requested: the owner answers by then (the rental's current end at the latest). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When it was extended, declined, withdrawn or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The owner's reason for declining, or why it expired. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (extension) => [
    index('booking_extensions_booking_idx').on(extension.bookingId, extension.createdAt),
    index('booking_extensions_tool_period_idx').using('gist', extension.toolId, extension.period),
    uniqueIndex('booking_extensions_payment_key').on(extension.paymentId),
    // One open request per booking: a second one waits for the first's answer.
    uniqueIndex('booking_extensions_one_open')
      .on(extension.bookingId)
      .where(sql`${extension.status} in ('awaiting_card', 'requested', 'accepted')`),
    check('booking_extensions_period_order', sql`${extension.toEndsAt} > ${extension.fromEndsAt}`),
    check('booking_extensions_amount_positive', sql`${extension.amountCents} > 0`),
    check('booking_extensions_billed_positive', sql`${extension.billedMinutes} > 0`),
  ],
);
export type ExtensionRow = typeof bookingExtensions.$inferSelect;
