import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { payments } from '../payments/payment.table.js';
import { BOOKING_MODES, LATE_FEE_UNITS, RENTAL_CIRCLES, tools } from '../tools/tool.table.js';
import { CANCELLATION_POLICIES } from '../tools/cancellation-policy.js';
import { newPickupCode } from './pickup-code.js';

/**
 * held: created at checkout, blocks the period until paid or expired (15 minutes).
 * requested: a request to book; the card is authorised (not charged) and the period held until the
 * owner accepts (the card is charged: confirmed) or declines, or the request runs out (declined).
 * confirmed: paid. picked_up: the owner handed it over. returned: the owner got it back.
 * not_returned: still out NON_RETURN_GRACE_HOURS after its end, reported so by the owner: the deposit is
 * claimed and an administrator decides (returned if it comes back after all).
 * cancelled: by the renter or the owner before the start (refunded as the policy says), or a paid hold
 * that lost its period.
 * expired: a hold that was never paid. declined: a request the owner declined, the renter withdrew,
 * or nobody answered in time (the authorisation is released).
 */
export const BOOKING_STATUSES = [
  'held',
  'requested',
  'confirmed',
  'picked_up',
  'returned',
  'cancelled',
  'expired',
  'declined',
  'not_returned',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold units of a tool for their period. */
export const ACTIVE_BOOKING_STATUSES = [
  'held',
  'requested',
  'confirmed',
  'picked_up',
] as const satisfies readonly BookingStatus[];

/**
 * A booking's security deposit (none when its deposit is 0). held: charged with the booking.
 * claimed: the owner filed a damage claim in the window; frozen until an admin decides.
 * released: going back to the renter in full (refund queued, then `refunded`). settled: decided
 * (part or all kept for the owner, the rest refunded).
 */
export const DEPOSIT_STATUSES = ['held', 'claimed', 'released', 'settled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Postgres's range of instants (read back as its text, '["2027-03-08 07:00:00+00",…)'). */
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'LT' + 6 digits, unique: the booking's public reference, which both parties (and e-mails, PDFs, exports) show. */
    code: text('code').notNull(),
    /**
     * Six random digits the renter alone is shown and gives the owner at the handover: the owner confirms
     * the pickup with it (pickup-code.ts). Never in what the owner or an administrator sees.
     */
    pickupCode: text('pickup_code')
      .notNull()
      .$defaultFn(() => newPickupCode()),
    /** Wrong pickup codes typed in a row (pickup-code.ts: every fifth makes the owner wait). */
    pickupCodeFailures: integer('pickup_code_failures').notNull().default(0),
    /** Until when a pickup code is not checked, after too many wrong ones; null: it is. */
    pickupCodeRetryAt: timestamp('pickup_code_retry_at', { withTimezone: true }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => users.id),
    /** The tool's owner when booked (the old client's toolOwnerId). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    quantity: integer('quantity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Half-open [start, end): a booking ending at 10:00 and one starting at 10:00 do not overlap. */
    period: tstzrange('period')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)')`),
    rentalCircle: text('rental_circle', { enum: RENTAL_CIRCLES }).notNull(),
    /**
     * The length charged, in minutes: the exact period for hourly tools, whole days (1,440 minutes
     * each) for daily tools. The amount is the price times this, per hour or per day.
     */
    billedMinutes: integer('billed_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The tool's discount for a rental this long when booked, in percent (0: none); amountCents is after it. */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** ISO 4217 code of every amount of the booking: its tool's currency when booked, and its payment's. */
    currency: text('currency').notNull(),
    /** The security deposit charged with this booking (the tool's deposit times the quantity), kept apart in the ledger. */
    depositCents: integer('deposit_cents').notNull().default(0),
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATUSES }),
    /**
     * The tool's late fee when booked (late-fee.ts): per started hour or day after the end, at most the
     * cap, taken from the deposit. `lateFeeChargedCents`: what a late return cost (0: none).
     */
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    lateFeeUnit: text('late_fee_unit', { enum: LATE_FEE_UNITS }).notNull().default('hour'),
    lateFeeCapCents: integer('late_fee_cap_cents').notNull().default(0),
    lateFeeChargedCents: integer('late_fee_charged_cents').notNull().default(0),
    /** When the deposit went back or was decided. */
    depositSettledAt: timestamp('deposit_settled_at', { withTimezone: true }),
    /** The tool's policy when booked: later changes of the tool never touch it. */
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES }).notNull().default('flexible'),
    /** instant, or request (the owner accepts or declines). */
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('instant'),
    /** A request to book: the owner must answer by then (the earlier of REQUEST_RESPONSE_HOURS and the start). */
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    /** The owner accepted the request: the charge of the authorised card is under way (or done: confirmed). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Of the rental amount, what a cancellation refunds (the policy's share; all of it when the owner cancels). */
    refundCents: integer('refund_cents'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    /** The tool had one unit when booked: the exclusion constraint guards these as a second line. */
    exclusive: boolean('exclusive').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    pickupRemindedAt: timestamp('pickup_reminded_at', { withTimezone: true }),
    returnRemindedAt: timestamp('return_reminded_at', { withTimezone: true }),
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_code_key').on(t.code),
    index('bookings_tool_period_idx').using('gist', t.toolId, t.period),
    index('bookings_renter_idx').on(t.renterId, t.createdAt),
    index('bookings_owner_idx').on(t.ownerId, t.createdAt),
    index('bookings_payment_idx').on(t.paymentId),
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_status_starts_idx').on(t.status, t.startsAt),
    index('bookings_status_ends_idx').on(t.status, t.endsAt),
    check('bookings_period_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_quantity_positive', sql`${t.quantity} >= 1`),
    check('bookings_amount_positive', sql`${t.amountCents} > 0`),
    check('bookings_billed_minutes_positive', sql`${t.billedMinutes} > 0`),
    check('bookings_deposit_nonnegative', sql`${t.depositCents} >= 0`),
    check('bookings_late_fee_charged', sql`${t.lateFeeChargedCents} between 0 and ${t.depositCents}`),
    check('bookings_discount_range', sql`${t.discountPercent} between 0 and 90`),
    check('bookings_refund_range', sql`${t.refundCents} is null or ${t.refundCents} between 0 and ${t.amountCents}`),
    index('bookings_request_expiry_idx')
      .on(t.requestExpiresAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/** Who made a booking change: one of its two parties, an administrator, or the system (payments, timers). */
export const BOOKING_ACTORS = ['renter', 'owner', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/**
 * The booking's timeline: one row per lifecycle transition (who, when, from which status to which),
 * written in the transition's own transaction by the lifecycle module.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The transition's name, e.g. 'confirm_pickup'. */
    transition: text('transition').notNull(),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);
export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** A renter's cart: one line per tool and period, kept on the server so it follows them across devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The tool's price when added: a change shows up at checkout instead of being charged silently. */
    priceCents: integer('price_cents').notNull(),
    /** The currency of that price: a tool moved to a country of another currency is a change too. */
    currency: text('currency').notNull(),
    /** The tool's discount for this period when added (percent): a change shows up at checkout too. */
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.toolId, t.startsAt, t.endsAt),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('cart_items_period_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type CartItemRow = typeof cartItems.$inferSelect;
