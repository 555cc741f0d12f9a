import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';
import { sponsorInvoices } from '../../expo/invoices/invoice.table.js';
import { registrationOrders } from '../../expo/paid-registration/order.table.js';
import { payments } from './payment.table.js';
import { payouts } from './payout.table.js';

/**
 * What a ledger entry records. Amounts are signed integer minor units; a reversal is an entry of the
 * same kind with the opposite sign, so every sum is a plain SUM.
 * - charge: the card processor took money from the renter (+), per booking of a checkout (its rental
 *   amount and its deposit), or per payment for the old client's prepaid intents.
 * - refund: money given back to the renter (−): a cancellation (the policy's share, and the deposit),
 *   a deposit going back after the return, a dispute decided for the renter.
 * - owner_earning: the owner's share of a booking (+), taken back as far as the booking is refunded
 *   (−); the part of a deposit an administrator awards the owner (+).
 * - platform_fee: the platform's share of a booking (+), taken back likewise (−).
 * - deposit_held: a booking's deposit, charged and kept apart (+).
 * - deposit_released: the part of a deposit that goes back to the renter (−, beside its refund).
 * - deposit_claimed: the part of a deposit kept for the owner after a decided damage claim (−, beside
 *   the owner_earning it becomes).
 * - payout: money sent to an owner (−, against their owner_earning), given back if the payout fails (+).
 * - sponsorship_payment: a sponsor paid an invoice (+), by card (with its payment) or by bank transfer
 *   (an organiser marked it paid, with the transfer's reference).
 * - sponsorship_refund: a credited invoice's card payment given back through the provider (−).
 * - registration_payment: a paid registration type's order was paid (+), with its payment.
 * - registration_refund: an order paid but not registered (unfulfilled) given back through the provider (−).
 */
export const LEDGER_KINDS = [
  'charge',
  'refund',
  'owner_earning',
  'platform_fee',
  'deposit_held',
  'deposit_released',
  'deposit_claimed',
  'payout',
  'sponsorship_payment',
  'sponsorship_refund',
  'registration_payment',
  'registration_refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * What makes an entry unique (e.g. `refund:<booking>`): writing an entry twice, after a retry or
     * a crash between the provider's answer and our commit, adds nothing.
     */
    entryKey: text('entry_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    /** The sponsor's invoice the money was for (sponsorship kinds). */
    invoiceId: uuid('invoice_id').references(() => sponsorInvoices.id),
    /** The paid registration's order the money was for (registration kinds). */
    registrationOrderId: uuid('registration_order_id').references(() => registrationOrders.id),
    /** The owner whose money this is (earnings, payouts). */
    ownerId: uuid('owner_id').references(() => users.id),
    /** The provider's id of the movement (a refund's id), when there is one. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_payment_idx').on(t.paymentId),
    index('ledger_entries_invoice_idx').on(t.invoiceId),
    index('ledger_entries_registration_order_idx').on(t.registrationOrderId),
    index('ledger_entries_owner_idx').on(t.ownerId, t.createdAt),
    index('ledger_entries_created_idx').on(t.createdAt),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
