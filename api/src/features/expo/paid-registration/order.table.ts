import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../lib/language.js';
import { payments } from '../../rentals/payments/payment.table.js';
import { accessCodes } from '../access-codes/access-code.table.js';
import { participants } from '../expo.table.js';
import type { ParticipantValues } from '../expo.validation.js';
import { registrationTypes, type RegistrationAnswers } from '../registration-types/registration-type.table.js';
import { waitlistEntries } from '../waitlist/waitlist.table.js';

/**
 * An order's status (order-status.ts has the machine): `open` while its place is held for the payment;
 * `registered` once paid (its registration made); `unfulfilled` when paid but no registration could be
 * made (the address was registered meanwhile, or the hold had lapsed and the type filled): its money
 * goes back; `expired` when not paid in time (its place given back).
 */
export const ORDER_STATUSES = ['open', 'registered', 'unfulfilled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the form sent, checked: the registration made once the order is paid. */
export interface OrderDetails {
  person: ParticipantValues;
  answers: RegistrationAnswers;
}

/**
 * A registration for a paid type, before its money arrives (pretix's pending order): it holds a place of
 * the type (and an access code's use, or a waitlist offer's place) until `expiresAt`, and becomes a
 * registration in the transaction that records its payment. Nothing of it is a participant until then,
 * so the form answers the same whether or not the address is registered already.
 */
export const registrationOrders = pgTable(
  'registration_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => registrationTypes.id),
    /** The access code whose use it holds; null when none. */
    codeId: uuid('code_id').references(() => accessCodes.id),
    /** The waitlist offer whose place it took over; null when none. */
    offerId: uuid('offer_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    /** The registration's address, as given (lower case); null once forgotten (order-privacy.ts). */
    email: text('email'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** What the form sent; null once forgotten (the registration erased, or its edition purged). */
    details: jsonb('details').$type<OrderDetails>(),
    /** The type's price when ordered, in minor units of `currency`. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Its current payment (a new one replaces a refused one). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    /** SHA-256 of the payer's token (the payment page's key); the token itself is only in the browser. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The registration it became. */
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    /** Its money given back (unfulfilled), with the provider's refund id. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('registration_orders_token_key').on(t.tokenHash),
    uniqueIndex('registration_orders_payment_key').on(t.paymentId),
    index('registration_orders_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('registration_orders_type_idx').on(t.typeId, t.status),
    index('registration_orders_participant_idx').on(t.participantId),
    check('registration_orders_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type RegistrationOrderRow = typeof registrationOrders.$inferSelect;
