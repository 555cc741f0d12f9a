import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';

/**
 * Where an owner is paid. stripe: a Stripe Connect Express account (onboarded at Stripe, paid by
 * transfers). paystack: a bank account Paystack resolved, paid by Paystack transfers to its transfer
 * recipient. bank: details an administrator pays by bank transfer from the payout queue.
 */
export const PAYOUT_METHODS = ['stripe', 'paystack', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const payoutAccounts = pgTable('payout_accounts', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: PAYOUT_METHODS }).notNull(),
  stripeAccountId: text('stripe_account_id').unique(),
  /** Stripe's word on the account, refreshed when the owner comes back from onboarding. */
  stripeDetailsSubmitted: boolean('stripe_details_submitted').notNull().default(false),
  stripePayoutsEnabled: boolean('stripe_payouts_enabled').notNull().default(false),
  accountName: text('account_name'),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  /** SWIFT/BIC, sort code or routing number, as the bank needs (Paystack's bank code for `paystack`). */
  bankCode: text('bank_code'),
  /** Paystack's transfer recipient for the resolved account (`paystack`). */
  paystackRecipientCode: text('paystack_recipient_code'),
  /** What a Paystack account takes (the bank list it was chosen from): payouts in another currency cannot go there. */
  paystackCurrency: text('paystack_currency'),
  /**
   * When the destination last changed (bank details saved, a Stripe onboarding link handed out): no
   * payout may be asked for until the cooling-off period after it has passed.
   */
  changedAt: timestamp('changed_at', { withTimezone: true }),
  /**
   * Set when the address's owner reset the password: details saved before may be a thief's, so no
   * payout goes out until the owner confirms them with the new password.
   */
  heldAt: timestamp('held_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * pending: the owner's available money is set aside (a `payout` ledger entry) and on its way: a
 * transfer job (Stripe) or the admin's bank transfer. paid: done (the transfer's id or the bank
 * reference recorded). failed: given back to the owner's available balance (a reversing entry).
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /**
     * Where this payout goes, copied from the owner's details when it was asked for: details changed
     * afterwards (perhaps by someone who stole a session) never redirect it.
     */
    accountName: text('account_name'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    bankCode: text('bank_code'),
    stripeAccountId: text('stripe_account_id'),
    paystackRecipientCode: text('paystack_recipient_code'),
    /**
     * The owner's Idempotency-Key for the request that made it, and what was asked with it ("all" or
     * the decimal amount): the same request sent again answers this payout instead of making a second.
     */
    requestKey: text('request_key'),
    requestedAmount: text('requested_amount'),
    /** The Stripe transfer's id, Paystack's transfer code, or the bank transfer's reference the administrator typed. */
    reference: text('reference'),
    failureMessage: text('failure_message'),
    paidById: uuid('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('payouts_owner_request_key').on(t.ownerId, t.requestKey),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;
