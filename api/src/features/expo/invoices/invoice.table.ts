import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../lib/language.js';
import { payments } from '../../rentals/payments/payment.table.js';
import { sponsors } from '../expo.table.js';

/** A tax the organisers charge on every invoice, as a rate in basis points (VAT 7.5% is 750). */
export interface TaxLine {
  name: string;
  basisPoints: number;
}

/** A tax line as charged on one invoice: its rate and the amount it came to, in minor units. */
export interface ChargedTax extends TaxLine {
  amountCents: number;
}

/** Who issues the invoices, as printed on them (copied onto each invoice when it is issued). */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  taxNumber: string;
  bankDetails: string;
}

/** Who is invoiced, as printed (copied from the application when the invoice is issued). */
export interface InvoiceBuyer {
  company: string;
  email: string;
  address: string;
}

/**
 * The organisers' invoicing settings: one row (id 1), created with its defaults by the migration. An
 * invoice copies what it prints (legal details, taxes) when it is issued, so a later change never
 * alters an invoice already sent.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    /** How to pay by bank transfer (bank, account name and number): printed on every invoice. */
    bankDetails: text('bank_details').notNull().default(''),
    /** The prefix of invoice numbers: AIBEX gives AIBEX-2026-0001. */
    invoicePrefix: text('invoice_prefix').notNull().default('AIBEX'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** An unpaid invoice's sponsor is reminded this many days before its due date (0: no reminder). */
    reminderDaysBefore: integer('reminder_days_before').notNull().default(7),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    /** The public sponsor wall lists only sponsors with a paid invoice. */
    paidSponsorsOnly: boolean('paid_sponsors_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoice_settings_one_row', sql`${t.id} = 1`)],
);
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

/**
 * The last number given in each series and year. The issuing transaction takes the next one with an
 * upsert that holds the row's lock until it commits: a second issue waits for it, and a rolled-back
 * issue gives its number back, so numbers run without gaps or repeats.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** open: issued, not paid. paid: by card or by transfer. void: cancelled by its credit note. See invoice-status.ts. */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How an invoice was paid: by card through the payment provider, or by bank transfer (marked by an organiser). */
export const INVOICE_PAYMENT_ROUTES = ['card', 'transfer'] as const;
export type InvoicePaymentRoute = (typeof INVOICE_PAYMENT_ROUTES)[number];

export const sponsorInvoices = pgTable(
  'sponsor_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the application is deleted: an invoice is an accounting record and is kept. */
    sponsorId: uuid('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    /** The application's language: the PDF and the e-mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    netCents: integer('net_cents').notNull(),
    taxes: jsonb('taxes').$type<ChargedTax[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Calendar dates (YYYY-MM-DD) in the expo's zone. */
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidVia: text('paid_via', { enum: INVOICE_PAYMENT_ROUTES }),
    /** The bank transfer's reference an organiser gave, or the provider's payment reference. */
    paymentReference: text('payment_reference'),
    /** The latest card payment started for it (a refused one is replaced by the next try). */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** When the reminder before the due date was queued (null: not yet). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice in force per application: a new one only after the last was credited.
    uniqueIndex('sponsor_invoices_one_in_force')
      .on(t.sponsorId)
      .where(sql`${t.status} <> 'void'`),
    index('sponsor_invoices_due_idx').on(t.status, t.dueOn),
    check('sponsor_invoices_amounts', sql`${t.netCents} > 0 and ${t.totalCents} >= ${t.netCents}`),
  ],
);
export type InvoiceRow = typeof sponsorInvoices.$inferSelect;

/**
 * How a credit note's money went back: none (the invoice was not paid), card (refunded through the
 * provider, `refundedAt` once done), manual (paid by transfer: the organisers pay it back themselves).
 */
export const CREDIT_REFUNDS = ['none', 'card', 'manual'] as const;
export type CreditRefund = (typeof CREDIT_REFUNDS)[number];

/** The credit note that cancels an invoice (its own number series): the whole invoice, once. */
export const creditNotes = pgTable('credit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .unique()
    .references(() => sponsorInvoices.id),
  number: text('number').notNull().unique(),
  year: integer('year').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  issuedOn: text('issued_on').notNull(),
  refund: text('refund', { enum: CREDIT_REFUNDS }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** The provider's refund id. */
  refundRef: text('refund_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CreditNoteRow = typeof creditNotes.$inferSelect;
