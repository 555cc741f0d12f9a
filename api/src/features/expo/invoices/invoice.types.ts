import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { asEnum } from '../../../graphql/enums.js';
import { formatMoney } from '../../../lib/money.js';
import { isOpenInvoice, isPaidInvoice } from './invoice-status.js';
import type { CardStep, SponsorshipView } from './invoice.service.js';
import { PaymentProviderEnum } from '../../rentals/payments/payment.resolver.js';
import {
  CREDIT_REFUNDS,
  INVOICE_PAYMENT_ROUTES,
  INVOICE_STATUSES,
  type CreditNoteRow,
  type CreditRefund,
  type InvoicePaymentRoute,
  type InvoiceRow,
  type InvoiceSettingsRow,
  type InvoiceStatus,
} from './invoice.table.js';
import { CurrencyCode } from '../../../graphql/money.js';

export const InvoiceStatusEnum = asEnum(INVOICE_STATUSES);
registerEnumType(InvoiceStatusEnum, {
  name: 'InvoiceStatus',
  description: 'Where a sponsor’s invoice stands',
  valuesConfig: {
    OPEN: { description: 'Issued, not paid yet' },
    PAID: { description: 'Paid, by card or by bank transfer' },
    VOID: { description: 'Cancelled by its credit note' },
  },
});

export const InvoicePaymentRouteEnum = asEnum(INVOICE_PAYMENT_ROUTES);
registerEnumType(InvoicePaymentRouteEnum, {
  name: 'InvoicePaymentRoute',
  description: 'How an invoice was paid',
  valuesConfig: {
    CARD: { description: 'By card, through the payment provider' },
    TRANSFER: { description: 'By bank transfer, marked paid by an organiser with its reference' },
  },
});

export const CreditRefundEnum = asEnum(CREDIT_REFUNDS);
registerEnumType(CreditRefundEnum, {
  name: 'CreditRefund',
  description: 'How a credit note’s money goes back',
  valuesConfig: {
    NONE: { description: 'The invoice was not paid: nothing to give back' },
    CARD: { description: 'Refunded to the card through the payment provider (refundedAt once done)' },
    MANUAL: { description: 'Paid by bank transfer: the organisers pay it back themselves' },
  },
});

@ObjectType({ description: 'A tax the organisers charge on every invoice' })
export class TaxLine {
  @Field(() => String, { description: 'Its name, e.g. VAT' }) name!: string;
  @Field(() => Int, { description: 'Its rate in basis points: 750 is 7.5%' }) basisPoints!: number;
}

@InputType({ description: 'A tax the organisers charge on every invoice' })
export class TaxLineInput {
  @Field(() => String, { description: 'Its name, e.g. VAT' }) name!: string;
  @Field(() => Int, { description: 'Its rate in basis points: 750 is 7.5%' }) basisPoints!: number;
}

@ObjectType({ description: 'The organisers’ invoicing settings, printed on every new invoice' })
export class InvoiceSettings {
  @Field(() => String, { description: 'The organiser’s legal name' }) legalName!: string;
  @Field(() => String, { description: 'The organiser’s postal address' }) address!: string;
  @Field(() => String, { description: 'Tax or registration number (TIN, RC); empty when none' }) taxNumber!: string;
  @Field(() => String, { description: 'Bank details for transfers (bank, account name and number)' })
  bankDetails!: string;
  @Field(() => String, { description: 'The prefix of invoice numbers: AIBEX gives AIBEX-2026-0001' })
  invoicePrefix!: string;
  @Field(() => Int, { description: 'Days from issue to the due date' }) paymentTermsDays!: number;
  @Field(() => Int, { description: 'Days before the due date an unpaid invoice is reminded (0: never)' })
  reminderDaysBefore!: number;
  @Field(() => [TaxLine], { description: 'The taxes added to every invoice, in order' }) taxLines!: TaxLine[];
  @Field(() => Boolean, { description: 'Whether the public sponsor wall lists only sponsors with a paid invoice' })
  paidSponsorsOnly!: boolean;
}

@InputType({ description: 'The invoicing settings as they should be (every field replaced)' })
export class InvoiceSettingsInput {
  @Field(() => String, { description: 'The organiser’s legal name' }) legalName!: string;
  @Field(() => String, { description: 'The organiser’s postal address' }) address!: string;
  @Field(() => String, { description: 'Tax or registration number; empty when none' }) taxNumber!: string;
  @Field(() => String, { description: 'Bank details for transfers' }) bankDetails!: string;
  @Field(() => String, { description: 'Capital letters and digits, e.g. AIBEX' }) invoicePrefix!: string;
  @Field(() => Int, { description: 'Days from issue to the due date, 0 to 365' }) paymentTermsDays!: number;
  @Field(() => Int, { description: 'Days before the due date to remind, 0 (never) to 60' }) reminderDaysBefore!: number;
  @Field(() => [TaxLineInput], { description: 'At most 5 taxes' }) taxLines!: TaxLineInput[];
  @Field(() => Boolean, { description: 'List only paid sponsors on the public wall' }) paidSponsorsOnly!: boolean;
}

@InputType({ description: 'What an invoice charges; whatever is left out comes from the package and the settings' })
export class IssueInvoiceInput {
  @Field(() => Int, {
    nullable: true,
    description: 'The amount before taxes in minor units (kobo); default: the package price',
  })
  amountCents?: number | null;
  @Field(() => CurrencyCode, { nullable: true, description: 'ISO 4217 code; default: the package’s, else the site’s' })
  currency?: string | null;
  @Field(() => String, { nullable: true, description: 'The line’s text; default: "<package> sponsorship of <expo>"' })
  description?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default: today plus the payment terms' })
  dueOn?: string | null;
}

@ObjectType({ description: 'A tax as charged on one invoice' })
export class InvoiceTax {
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => Int, { description: 'Its rate in basis points' }) basisPoints!: number;
  @Field(() => Int, { description: 'What it came to, in minor units' }) amountCents!: number;
}

@ObjectType({ description: 'The credit note that cancels an invoice' })
export class CreditNote {
  @Field(() => ID, { description: 'The credit note id' }) id!: string;
  @Field(() => String, { description: 'Its number, e.g. CN-2026-0001' }) number!: string;
  @Field(() => Int, { description: 'What it credits, in minor units (the invoice’s total)' }) totalCents!: number;
  @Field(() => CurrencyCode, { description: 'ISO 4217 code' }) currency!: string;
  @Field(() => String, { description: 'Why the invoice was cancelled' }) reason!: string;
  @Field(() => String, { description: 'Date of issue (YYYY-MM-DD)' }) issuedOn!: string;
  @Field(() => CreditRefundEnum, { description: 'How its money goes back' }) refund!: CreditRefund;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the card refund went through; null otherwise' })
  refundedAt!: Date | null;
}

@ObjectType({ description: 'A sponsor’s invoice' })
export class SponsorInvoice {
  @Field(() => ID, { description: 'The invoice id' }) id!: string;
  @Field(() => String, { description: 'Its number, e.g. AIBEX-2026-0001' }) number!: string;
  @Field(() => InvoiceStatusEnum, { description: 'Where it stands' }) status!: InvoiceStatus;
  @Field(() => String, { description: 'Where it stands, as the admin pages label it' }) statusLabel!: string;
  @Field(() => Boolean, { description: 'Open: it may be paid (by card or transfer) or marked paid' }) isOpen!: boolean;
  @Field(() => Boolean, { description: 'Paid, by either route' }) isPaid!: boolean;
  @Field(() => CurrencyCode, { description: 'ISO 4217 code of every amount' }) currency!: string;
  @Field(() => String, { description: 'The line charged' }) description!: string;
  @Field(() => Int, { description: 'Before taxes, minor units' }) netCents!: number;
  @Field(() => [InvoiceTax], { description: 'The taxes charged' }) taxes!: InvoiceTax[];
  @Field(() => Int, { description: 'What is to pay, minor units' }) totalCents!: number;
  @Field(() => String, { description: 'The total as people read it, e.g. ₦53,750.00' }) totalText!: string;
  @Field(() => String, { description: 'Date of issue (YYYY-MM-DD)' }) issuedOn!: string;
  @Field(() => String, { description: 'Due date (YYYY-MM-DD)' }) dueOn!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was paid; null until then' }) paidAt!: Date | null;
  @Field(() => InvoicePaymentRouteEnum, { nullable: true, description: 'How it was paid; null until then' })
  paidVia!: InvoicePaymentRoute | null;
  @Field(() => String, { nullable: true, description: 'The transfer’s or the provider’s reference; null until paid' })
  paymentReference!: string | null;
}

export const toInvoice = (row: InvoiceRow): SponsorInvoice => ({
  id: row.id,
  number: row.number,
  status: row.status,
  statusLabel: labelOf(row),
  isOpen: isOpenInvoice(row),
  isPaid: isPaidInvoice(row),
  currency: row.currency,
  description: row.description,
  netCents: row.netCents,
  taxes: row.taxes,
  totalCents: row.totalCents,
  totalText: formatMoney(row.totalCents, row.currency),
  issuedOn: row.issuedOn,
  dueOn: row.dueOn,
  paidAt: row.paidAt,
  paidVia: row.paidVia,
  paymentReference: row.paymentReference,
});

function labelOf(row: InvoiceRow): string {
  if (isOpenInvoice(row)) return 'Open';
  if (isPaidInvoice(row)) return row.paidVia === 'card' ? 'Paid by card' : 'Paid by bank transfer';
  return 'Void (credited)';
}

export const toCreditNote = (row: CreditNoteRow): CreditNote => ({ ...row });

export const toSettings = (row: InvoiceSettingsRow): InvoiceSettings => ({ ...row });

@ObjectType({ description: 'The sponsor’s own page, opened by the private link of their invoice e-mail' })
export class Sponsorship {
  /** Not in the schema: what the page's other parts (its VIP passes) are read by. */
  sponsorId!: string;
  @Field(() => String, { description: 'The company' }) company!: string;
  @Field(() => String, { description: 'The package title, e.g. GOLD' }) packageTitle!: string;
  @Field(() => String, { description: 'The language of the application: the page opens in it (en or fr)' })
  language!: string;
  @Field(() => SponsorInvoice, { nullable: true, description: 'The invoice in force (open or paid); null when none' })
  invoice!: SponsorInvoice | null;
  @Field(() => [CreditNote], { description: 'The credit notes of cancelled invoices, oldest first' })
  creditNotes!: CreditNote[];
  @Field(() => String, { description: 'How to pay by bank transfer (empty when the organisers gave none)' })
  bankDetails!: string;
  @Field(() => Boolean, { description: 'Whether "Pay by card" is offered now' }) canPayByCard!: boolean;
}

export const toSponsorship = (view: SponsorshipView): Sponsorship => ({
  sponsorId: view.sponsor.id,
  company: view.sponsor.company,
  packageTitle: view.package.title,
  language: view.sponsor.language,
  invoice: view.invoice ? toInvoice(view.invoice) : null,
  creditNotes: view.creditNotes.map(toCreditNote),
  bankDetails: view.bankDetails,
  canPayByCard: view.canPayByCard,
});

@ObjectType({ description: 'The card step of an invoice’s payment, for the browser' })
export class InvoiceCardStep {
  @Field(() => ID, { description: 'Our payment id' }) paymentId!: string;
  @Field(() => PaymentProviderEnum, { description: 'Which card processor takes the payment' })
  provider!: PaymentProviderEnum;
  @Field(() => String, {
    description: 'Stripe’s client secret (Stripe.js), Paystack’s checkout address, or the test provider’s secret',
  })
  clientSecret!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Stripe’s publishable key or Paystack’s public key; null for the test provider',
  })
  publishableKey!: string | null;
}

export const toCardStep = (step: CardStep): InvoiceCardStep => ({
  ...step,
  provider: step.provider as PaymentProviderEnum,
});
