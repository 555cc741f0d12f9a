import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';

/**
 * pending: an intent exists, the card is not confirmed yet. authorized: a request to book's card is
 * authorised, not charged (manual capture), until the owner answers. succeeded: the provider has the
 * money. failed: the card was refused (holds released). cancelled: never paid (holds expired, or the
 * authorisation released). Who moves a payment from which to which, and when: payment-status.ts.
 */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * checkout: pays the held bookings of a cart (or a request to book). legacy: the old client's
 * free-standing intent. extension: a rental's extra time (booking_extensions). sponsorship: a
 * sponsor's invoice paid by card (sponsor_invoices.payment_id; the sponsor has no account: no user).
 * registration: a paid registration type's order (registration_orders.payment_id; no account either).
 */
export const PAYMENT_PURPOSES = ['checkout', 'legacy', 'extension', 'sponsorship', 'registration'] as const;
/** The purposes paid without an account (the expo's payers have none). */
export const PAYERLESS_PURPOSES = ['sponsorship', 'registration'] as const;
export type PayerlessPurpose = (typeof PAYERLESS_PURPOSES)[number];
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** automatic: charged when the card is confirmed. manual: authorised, charged when captured (requests to book). */
export const CAPTURE_METHODS = ['automatic', 'manual'] as const;
export type CaptureMethod = (typeof CAPTURE_METHODS)[number];

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The paying account; null only for the expo's payments (see the check below). */
    userId: uuid('user_id').references(() => users.id),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** 'test' (built-in) or 'stripe'. */
    provider: text('provider').notNull(),
    intentId: text('intent_id'),
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    captureMethod: text('capture_method', { enum: CAPTURE_METHODS }).notNull().default('automatic'),
    /** Legacy payments: how much of the amount bookings have used (the old client books after paying). */
    allocatedCents: integer('allocated_cents').notNull().default(0),
    /**
     * Legacy payments: the part no booking took, fixed when its window ended and refunded then (null:
     * not yet decided, and bookings may still take from it).
     */
    unallocatedRefundCents: integer('unallocated_refund_cents'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_intent_key').on(t.provider, t.intentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_payer', sql`${t.userId} is not null or ${t.purpose} in ('sponsorship', 'registration')`),
    check('payments_allocation', sql`${t.allocatedCents} between 0 and ${t.amountCents}`),
    check(
      'payments_unallocated_refund',
      sql`${t.unallocatedRefundCents} is null or ${t.unallocatedRefundCents} between 0 and ${t.amountCents} - ${t.allocatedCents}`,
    ),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** The account paying a rental's payment: every purpose but the expo's (PAYERLESS_PURPOSES) has one. */
export function payerOf(payment: Pick<PaymentRow, 'id' | 'userId'>): string {
  if (!payment.userId) throw new Error(`Payment ${payment.id} has no paying account`);
  return payment.userId;
}

/**
 * The built-in test provider's own ledger. It stands for the card processor's side (Stripe's
 * servers), so it lives apart from `payments`: the app only learns an intent's state by asking.
 */
export const testProviderIntents = pgTable('test_provider_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  /** 'automatic' or 'manual' (authorise now, capture later), as Stripe's capture_method. */
  captureMethod: text('capture_method').notNull().default('automatic'),
  amountCapturedCents: integer('amount_captured_cents').notNull().default(0),
  lastError: jsonb('last_error').$type<{ code: string; declineCode?: string; message: string } | null>(),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds issued by the test provider, one per idempotency key. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => testProviderIntents.id),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
