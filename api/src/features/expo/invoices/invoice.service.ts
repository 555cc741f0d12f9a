import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { parseInput, textField } from '../../../core/input.js';
import { requireAdmin } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import { parseDate, utcToZoned } from '../../../lib/zoned-time.js';
import { hashToken, isOpaqueToken, newOpaqueToken } from '../../../lib/tokens.js';
import { translator } from '../../../lib/i18n.js';
import { formatMoney } from '../../../lib/money.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { changesBetween, parseReason, recordAudit } from '../../audit/audit.js';
import { recordSponsorshipPayment, recordSponsorshipRefund } from '../../rentals/payments/ledger.js';
import type { PaymentRow } from '../../rentals/payments/payment.table.js';
import { isPaid } from '../../rentals/payments/payment-status.js';
import type { ExpoPayments } from '../../rentals/payments/expo-payments.js';
import { sponsors, sponsorshipPackages, type SponsorRow, type SponsorshipPackageRow } from '../expo.table.js';
import type { ExpoDeps } from '../participant.service.js';
import { sponsorPageUrl } from '../expo-emails.js';
import { invoiceEmail } from './invoice-emails.js';
import { invoicePdf, type InvoiceDocument } from './invoice-pdf.js';
import {
  INVOICE_MACHINE,
  invoiceInForceWhere,
  isOpenInvoice,
  isPaidInvoice,
  isVoidInvoice,
  moveInvoice,
  openInvoiceWhere,
  paidInvoiceWhere,
} from './invoice-status.js';
import {
  creditNotes,
  documentCounters,
  invoiceSettings,
  sponsorInvoices,
  type CreditNoteRow,
  type InvoiceRow,
  type InvoiceSettingsRow,
} from './invoice.table.js';

export const INVOICE_QUEUE = 'expo.invoices';
/** A credit note's refund (or the stop of an unfinished card payment), and the daily reminder sweep. */
export type InvoiceJob = { action: 'refund'; creditNoteId: string } | { action: 'remind' };
/** The settings are one record: their audit entries share this id, so their history reads as one. */
const SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-00000000f001';
const JOB_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
/** The largest invoice total: a Postgres integer of minor units (21 million naira). */
const MAX_CENTS = 2_000_000_000;

const settingsSchema = z.object({
  legalName: textField('Legal name', 200),
  address: textField('Address', 500),
  taxNumber: textField('Tax number', 100),
  bankDetails: textField('Bank details', 1000),
  invoicePrefix: textField('Invoice prefix', 20).regex(
    /^[A-Z0-9]{1,20}$/,
    'Invoice prefix must be capital letters and digits, such as AIBEX',
  ),
  paymentTermsDays: z
    .number({ error: 'Payment terms must be a whole number of days' })
    .int('Payment terms must be a whole number of days')
    .min(0, 'Payment terms must be 0 to 365 days')
    .max(365, 'Payment terms must be 0 to 365 days'),
  reminderDaysBefore: z
    .number({ error: 'Reminder days must be a whole number of days' })
    .int('Reminder days must be a whole number of days')
    .min(0, 'Reminder days must be 0 (no reminder) to 60')
    .max(60, 'Reminder days must be 0 (no reminder) to 60'),
  taxLines: z
    .array(
      z.object({
        name: textField('Tax name', 60).min(1, 'Please name the tax, such as VAT'),
        basisPoints: z
          .number({ error: 'A tax rate is in basis points: 750 for 7.5%' })
          .int('A tax rate is a whole number of basis points: 750 for 7.5%')
          .min(1, 'A tax rate is 1 to 10000 basis points (0.01% to 100%)')
          .max(10_000, 'A tax rate is 1 to 10000 basis points (0.01% to 100%)'),
      }),
    )
    .max(5, 'At most 5 tax lines'),
  paidSponsorsOnly: z.boolean({ error: 'Paid sponsors only must be true or false' }),
});
export type InvoiceSettingsInput = z.input<typeof settingsSchema>;

/** What an administrator may set when issuing: all optional, prefilled from the package and the terms. */
export interface IssueInput {
  amountCents?: number | null;
  currency?: string | null;
  description?: string | null;
  dueOn?: string | null;
}

/** The sponsor's own page: their application, its invoice in force and the credit notes. */
export interface SponsorshipView {
  sponsor: SponsorRow;
  package: SponsorshipPackageRow;
  invoice: InvoiceRow | null;
  creditNotes: CreditNoteRow[];
  bankDetails: string;
  /** Whether the sponsor may pay by card now (an open invoice, a provider that takes payments). */
  canPayByCard: boolean;
}

/** The hosted step of a card payment, as the browser needs it. */
export interface CardStep {
  paymentId: string;
  provider: string;
  clientSecret: string;
  publishableKey: string | null;
}

/**
 * Sponsors' invoices: the organisers' settings, issuing (numbered without gaps per year), payment by
 * card through the configured provider or by bank transfer (marked by an organiser), credit notes when
 * an invoiced application is cancelled, reminders before the due date, and the sponsor's own page
 * opened by the private link of the invoice e-mail. Money moves are in the ledger (ledger.ts).
 */
export class InvoiceService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: ExpoDeps & {
      jobs: Jobs;
      payments: ExpoPayments;
      publicKey: () => string | undefined;
      publicCache: Pick<PublicCache, 'invalidate'>;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, INVOICE_QUEUE, JOB_OPTIONS);
    // Once a day at 08:00 UTC (09:00 in Abuja): reminders go out in the morning.
    await this.deps.jobs.schedule(INVOICE_QUEUE, '0 8 * * *', { action: 'remind' });
    await workEach<InvoiceJob>(this.deps.jobs, INVOICE_QUEUE, (job) => this.runJob(job.data), { concurrency: 1 });
  }

  /** One job (the worker's, or a test's direct call). Safe to run again. */
  async runJob(job: InvoiceJob): Promise<void> {
    if (job.action === 'refund') await this.settleCredit(job.creditNoteId);
    else await this.sendReminders();
  }

  private today(): string {
    return utcToZoned(this.now(), this.deps.config.expo.timeZone).date;
  }

  // ================================================================ settings

  async settings(exec: Executor = this.deps.db): Promise<InvoiceSettingsRow> {
    const [row] = await exec.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
    if (row) return row;
    // The migration creates the row; a database restored without it gets the defaults back.
    const [created] = await exec.insert(invoiceSettings).values({ id: 1 }).onConflictDoNothing().returning();
    return created ?? (await this.settings(exec));
  }

  async adminSettings(viewer: Viewer | undefined): Promise<InvoiceSettingsRow> {
    requireAdmin(viewer);
    return this.settings();
  }

  async updateSettings(viewer: Viewer | undefined, input: InvoiceSettingsInput): Promise<InvoiceSettingsRow> {
    const actor = requireAdmin(viewer);
    const values = parseInput(settingsSchema, input);
    const updated = await this.deps.db.transaction(async (tx) => {
      const before = await this.settings(tx);
      const [after] = await tx
        .update(invoiceSettings)
        .set({ ...values, updatedAt: this.now() })
        .where(eq(invoiceSettings.id, 1))
        .returning();
      const changes = changesBetween(
        { ...before, taxLines: JSON.stringify(before.taxLines) },
        { ...values, taxLines: JSON.stringify(values.taxLines) },
        [
          'legalName',
          'address',
          'taxNumber',
          'bankDetails',
          'invoicePrefix',
          'paymentTermsDays',
          'reminderDaysBefore',
          'taxLines',
          'paidSponsorsOnly',
        ],
      );
      if (changes.length)
        await recordAudit(tx, actor, {
          action: 'invoice_settings.update',
          targetType: 'invoice_settings',
          targetId: SETTINGS_AUDIT_ID,
          targetLabel: 'Invoicing settings',
          changes,
        });
      return after!;
    });
    // The sponsor wall may now list only paid sponsors (or all approved ones again).
    this.deps.publicCache.invalidate();
    return updated;
  }

  /** Sets what a package's invoice charges before taxes (null: no price, the amount is given at issue). */
  async setPackagePrice(
    viewer: Viewer | undefined,
    packageId: string,
    input: { priceCents: number | null; currency: string | null },
  ): Promise<SponsorshipPackageRow> {
    const actor = requireAdmin(viewer);
    const priceCents = input.priceCents;
    if (priceCents != null && !(Number.isInteger(priceCents) && priceCents > 0 && priceCents <= MAX_CENTS))
      throw AppError.badInput([
        { path: 'priceCents', msg: `priceCents must be a whole number of minor units from 1 to ${MAX_CENTS}` },
      ]);
    const currency = priceCents == null ? null : this.currencyOf(input.currency ?? this.deps.config.currency);
    return this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(sponsorshipPackages)
        .where(eq(sponsorshipPackages.id, packageId.trim().toLowerCase()))
        .for('update');
      if (!before) throw AppError.notFound('The sponsorship package');
      const [after] = await tx
        .update(sponsorshipPackages)
        .set({ priceCents, currency })
        .where(eq(sponsorshipPackages.id, before.id))
        .returning();
      const changes = changesBetween(before, { priceCents, currency }, ['priceCents', 'currency']);
      if (changes.length)
        await recordAudit(tx, actor, {
          action: 'sponsorship_package.price',
          targetType: 'sponsorship_package',
          // Packages are keyed by a word ('gold'): the entry's id names no record, its label the package.
          targetId: randomUUID(),
          targetLabel: before.title,
          changes,
        });
      return after!;
    });
  }

  private currencyOf(input: string, path = 'currency'): string {
    const currency = input.trim().toUpperCase();
    if (!this.deps.config.currencies.includes(currency))
      throw AppError.badInput([
        {
          path,
          msg: `${path} must be one of the currencies the site takes: ${this.deps.config.currencies.join(', ')}`,
        },
      ]);
    return currency;
  }

  // ================================================================ issuing

  /**
   * The next number of a series in the caller's transaction: the counter row stays locked until the
   * transaction ends, so a concurrent issue waits, and a rolled-back issue gives its number back.
   */
  private async nextNumber(tx: Executor, series: string, year: number): Promise<number> {
    const [row] = await tx
      .insert(documentCounters)
      .values({ series, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.series, documentCounters.year],
        set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
      })
      .returning({ n: documentCounters.lastNumber });
    return row!.n;
  }

  private async lockSponsor(tx: Executor, sponsorId: string) {
    if (!isUuid(sponsorId)) throw AppError.notFound('The sponsorship application');
    const [row] = await tx
      .select({ sponsor: sponsors, package: sponsorshipPackages })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(eq(sponsors.id, sponsorId))
      .for('update', { of: sponsors });
    if (!row) throw AppError.notFound('The sponsorship application');
    return row;
  }

  /** The invoice in force of an application (open or paid), if any. */
  async currentInvoice(sponsorId: string, exec: Executor = this.deps.db): Promise<InvoiceRow | null> {
    const [row] = await exec
      .select()
      .from(sponsorInvoices)
      .where(and(eq(sponsorInvoices.sponsorId, sponsorId), invoiceInForceWhere()));
    return row ?? null;
  }

  /** Every invoice of an application, newest first (administrators). */
  async invoicesOf(viewer: Viewer | undefined, sponsorId: string): Promise<InvoiceRow[]> {
    requireAdmin(viewer);
    if (!isUuid(sponsorId)) throw AppError.notFound('The sponsorship application');
    return this.deps.db
      .select()
      .from(sponsorInvoices)
      .where(eq(sponsorInvoices.sponsorId, sponsorId))
      .orderBy(desc(sponsorInvoices.createdAt));
  }

  async creditNoteOf(invoiceId: string, exec: Executor = this.deps.db): Promise<CreditNoteRow | null> {
    const [row] = await exec.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
    return row ?? null;
  }

  /**
   * Issues the invoice of an approved application: the amount from its package's price unless given,
   * the taxes of the settings, due after the payment terms unless a date is given; numbered in the
   * same transaction. The sponsor gets it by e-mail with the PDF and a new private link to their page.
   */
  async issue(viewer: Viewer | undefined, sponsorId: string, input: IssueInput): Promise<InvoiceRow> {
    const actor = requireAdmin(viewer);
    const token = newOpaqueToken();
    const invoice = await this.deps.db.transaction(async (tx) => {
      const { sponsor, package: pkg } = await this.lockSponsor(tx, sponsorId);
      if (sponsor.status !== 'approved')
        throw new AppError(
          ErrorCode.CONFLICT,
          `The application of ${sponsor.company} is not approved: only an approved sponsor is invoiced`,
        );
      const current = await this.currentInvoice(sponsor.id, tx);
      if (current)
        throw new AppError(
          ErrorCode.CONFLICT,
          `${sponsor.company} already has invoice ${current.number}: cancel the application to credit it before issuing another`,
        );
      const settings = await this.settings(tx);
      const netCents = this.amountOf(input.amountCents, pkg);
      const currency = this.currencyOf(input.currency ?? pkg.currency ?? this.deps.config.currency);
      const issuedOn = this.today();
      const dueOn = this.dueDateOf(input.dueOn, issuedOn, settings.paymentTermsDays);
      const taxes = settings.taxLines.map((tax) => ({
        ...tax,
        amountCents: Math.round((netCents * tax.basisPoints) / 10_000),
      }));
      const totalCents = netCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
      if (totalCents > MAX_CENTS)
        throw AppError.badInput([{ path: 'amountCents', msg: `The total with taxes must be at most ${MAX_CENTS}` }]);
      const year = Number(issuedOn.slice(0, 4));
      const n = await this.nextNumber(tx, `invoice:${settings.invoicePrefix}`, year);
      const description =
        input.description?.trim() ||
        translator(sponsor.language)('invoice.line', {
          expo: this.deps.config.expo.name,
          package: pkg.title,
        });
      if (description.length > 300)
        throw AppError.badInput([{ path: 'description', msg: 'The description must be at most 300 characters' }]);
      const [row] = await tx
        .insert(sponsorInvoices)
        .values({
          sponsorId: sponsor.id,
          number: `${settings.invoicePrefix}-${year}-${String(n).padStart(4, '0')}`,
          year,
          language: sponsor.language,
          currency,
          description,
          netCents,
          taxes,
          totalCents,
          issuedOn,
          dueOn,
          seller: {
            legalName: settings.legalName,
            address: settings.address,
            taxNumber: settings.taxNumber,
            bankDetails: settings.bankDetails,
          },
          buyer: {
            company: sponsor.company,
            email: sponsor.email,
            address: [sponsor.address, sponsor.city, sponsor.state, sponsor.country].filter(Boolean).join(', '),
          },
        })
        .returning();
      await tx
        .update(sponsors)
        .set({ accessTokenHash: hashToken(token) })
        .where(eq(sponsors.id, sponsor.id));
      await recordAudit(tx, actor, {
        action: 'sponsor.invoice',
        targetType: 'sponsor',
        targetId: sponsor.id,
        targetLabel: sponsor.company,
        changes: [
          { field: 'invoice', before: null, after: row!.number },
          { field: 'total', before: null, after: formatMoney(totalCents, currency) },
        ],
      });
      const pageUrl = this.pageUrl(token, sponsor.language);
      await this.deps.outbox.enqueue(
        tx,
        invoiceEmail(this.deps.config, row!, 'issued', { pageUrl, pdf: await this.pdfOf(row!, pageUrl) }),
      );
      return row!;
    });
    return invoice;
  }

  private amountOf(amountCents: number | null | undefined, pkg: SponsorshipPackageRow): number {
    const amount = amountCents ?? pkg.priceCents;
    if (amount == null)
      throw AppError.badInput([
        {
          path: 'amountCents',
          msg: `The ${pkg.title} package has no price: give the amount in minor units (kobo), or set the package's price first`,
        },
      ]);
    if (!(Number.isInteger(amount) && amount > 0 && amount <= MAX_CENTS))
      throw AppError.badInput([
        { path: 'amountCents', msg: `amountCents must be a whole number of minor units from 1 to ${MAX_CENTS}` },
      ]);
    return amount;
  }

  private dueDateOf(input: string | null | undefined, issuedOn: string, termsDays: number): string {
    if (input == null || input === '') {
      const due = new Date(`${issuedOn}T12:00:00Z`);
      due.setUTCDate(due.getUTCDate() + termsDays);
      return due.toISOString().slice(0, 10);
    }
    const date = parseDate(input);
    if (!date || date < issuedOn)
      throw AppError.badInput([
        { path: 'dueOn', msg: `dueOn must be a date (YYYY-MM-DD) from today (${issuedOn}) on` },
      ]);
    return date;
  }

  private pageUrl(token: string, language: string): string {
    return sponsorPageUrl(this.deps.publicUrl(), token, language);
  }

  private document(invoice: InvoiceRow, pageUrl: string | null): InvoiceDocument {
    return {
      kind: 'invoice',
      number: invoice.number,
      language: invoice.language,
      currency: invoice.currency,
      seller: invoice.seller,
      buyer: invoice.buyer,
      expoName: this.deps.config.expo.name,
      description: invoice.description,
      netCents: invoice.netCents,
      taxes: invoice.taxes,
      totalCents: invoice.totalCents,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      payByCardUrl: this.deps.payments.available && isOpenInvoice(invoice) ? pageUrl : null,
      paid:
        isPaidInvoice(invoice) && invoice.paidAt
          ? {
              on: utcToZoned(invoice.paidAt, this.deps.config.expo.timeZone).date,
              reference: invoice.paymentReference,
            }
          : null,
    };
  }

  private async pdfOf(invoice: InvoiceRow, pageUrl: string | null, compress = true) {
    return {
      filename: `${invoice.number}.pdf`,
      content: await invoicePdf(this.document(invoice, pageUrl), { compress }),
    };
  }

  private async creditPdfOf(credit: CreditNoteRow, invoice: InvoiceRow) {
    const t = translator(invoice.language);
    const content = await invoicePdf({
      ...this.document(invoice, null),
      kind: 'credit_note',
      number: credit.number,
      issuedOn: credit.issuedOn,
      dueOn: undefined,
      paid: null,
      creditFor: { number: invoice.number, reason: credit.reason, refund: t(`invoice.refund.${credit.refund}`) },
    });
    return { filename: `${credit.number}.pdf`, content };
  }

  /** An invoice's PDF as it stands now (administrators). */
  async adminPdf(viewer: Viewer | undefined, invoiceId: string) {
    requireAdmin(viewer);
    return this.pdfOf(await this.load(invoiceId), null);
  }

  /** A credit note's PDF (administrators). */
  async adminCreditPdf(viewer: Viewer | undefined, invoiceId: string) {
    requireAdmin(viewer);
    const invoice = await this.load(invoiceId);
    const credit = await this.creditNoteOf(invoice.id);
    if (!credit) throw AppError.notFound('The credit note of this invoice');
    return this.creditPdfOf(credit, invoice);
  }

  private async load(invoiceId: string, exec: Executor = this.deps.db, lock = false): Promise<InvoiceRow> {
    if (!isUuid(invoiceId)) throw AppError.notFound('The invoice');
    const query = exec.select().from(sponsorInvoices).where(eq(sponsorInvoices.id, invoiceId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('The invoice');
    return row;
  }

  async adminInvoice(viewer: Viewer | undefined, invoiceId: string): Promise<InvoiceRow> {
    requireAdmin(viewer);
    return this.load(invoiceId);
  }

  // ================================================================ paid by bank transfer

  /** An organiser saw the bank transfer arrive: the invoice is paid, with the transfer's reference. */
  async markPaid(viewer: Viewer | undefined, invoiceId: string, referenceInput: unknown): Promise<InvoiceRow> {
    const actor = requireAdmin(viewer);
    const reference = parseInput(
      textField('Reference', 200).min(1, 'Please give the bank transfer’s reference, as the bank statement shows it'),
      referenceInput,
    );
    return this.deps.db.transaction(async (tx) => {
      const invoice = await this.load(invoiceId, tx, true);
      if (INVOICE_MACHINE.reached('mark_paid', invoice) && invoice.paymentReference === reference) return invoice;
      INVOICE_MACHINE.assert('mark_paid', invoice, 'admin');
      const now = this.now();
      const paid = await moveInvoice(tx, {
        name: 'mark_paid',
        invoiceId,
        changes: { paidAt: now, paidVia: 'transfer', paymentReference: reference },
      });
      await recordSponsorshipPayment(tx, paid!, { paymentId: null, reference, now });
      await recordAudit(tx, actor, {
        action: 'sponsor.invoice_paid',
        targetType: 'sponsor',
        targetId: invoice.sponsorId ?? invoice.id,
        targetLabel: `${invoice.buyer.company} (${invoice.number})`,
        changes: [
          { field: 'status', before: invoice.status, after: paid!.status },
          { field: 'paymentReference', before: null, after: reference },
        ],
      });
      await this.deps.outbox.enqueue(tx, invoiceEmail(this.deps.config, paid!, 'paid', {}));
      this.deps.publicCache.invalidate();
      return paid!;
    });
  }

  // ================================================================ credit notes

  /**
   * Cancels an invoiced application's invoice in the caller's transaction (the cancellation's): the
   * credit note is numbered, the invoice void, the sponsor e-mailed; a card payment's refund (or the
   * stop of an unfinished one) is queued. Nothing when the application has no invoice in force.
   */
  async creditOnCancel(tx: Executor, actor: Viewer, sponsorId: string, reason: string): Promise<CreditNoteRow | null> {
    const current = await this.currentInvoice(sponsorId, tx);
    if (!current) return null;
    return this.creditIn(tx, actor, current.id, reason);
  }

  /** Credits an invoice at an administrator's request (the application stays as it is). */
  async credit(viewer: Viewer | undefined, invoiceId: string, reasonInput: unknown): Promise<CreditNoteRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    const credit = await this.deps.db.transaction((tx) => this.creditIn(tx, actor, invoiceId, reason));
    this.deps.publicCache.invalidate();
    return credit;
  }

  private async creditIn(tx: Executor, actor: Viewer, invoiceId: string, reason: string): Promise<CreditNoteRow> {
    const invoice = await this.load(invoiceId, tx, true);
    if (isVoidInvoice(invoice)) {
      const existing = await this.creditNoteOf(invoice.id, tx);
      if (existing) return existing;
    }
    INVOICE_MACHINE.assert('credit', invoice, 'admin');
    const issuedOn = this.today();
    const year = Number(issuedOn.slice(0, 4));
    const n = await this.nextNumber(tx, 'credit_note', year);
    const refund = !isPaidInvoice(invoice) ? 'none' : invoice.paidVia === 'card' ? 'card' : 'manual';
    const [credit] = await tx
      .insert(creditNotes)
      .values({
        invoiceId: invoice.id,
        number: `CN-${year}-${String(n).padStart(4, '0')}`,
        year,
        totalCents: invoice.totalCents,
        currency: invoice.currency,
        reason,
        issuedOn,
        refund,
      })
      .returning();
    const voided = await moveInvoice(tx, { name: 'credit', invoiceId: invoice.id });
    await recordAudit(tx, actor, {
      action: 'sponsor.credit',
      targetType: 'sponsor',
      targetId: invoice.sponsorId ?? invoice.id,
      targetLabel: `${invoice.buyer.company} (${invoice.number})`,
      reason,
      changes: [
        { field: 'status', before: invoice.status, after: voided!.status },
        { field: 'creditNote', before: null, after: credit!.number },
      ],
    });
    await this.deps.outbox.enqueue(
      tx,
      invoiceEmail(this.deps.config, voided!, 'credited', {
        credit: credit!,
        pdf: await this.creditPdfOf(credit!, voided!),
      }),
    );
    // A card payment to give back, or one still open at the provider to stop.
    if (invoice.paymentId)
      await this.deps.jobs.send(INVOICE_QUEUE, { action: 'refund', creditNoteId: credit!.id } satisfies InvoiceJob, {
        ...JOB_OPTIONS,
        ...inTransaction(tx),
      });
    return credit!;
  }

  /**
   * A credit note's money step, outside any transaction (the provider is called): an unfinished card
   * payment is stopped (if its money arrived first it is recorded, then refunded); a captured one is
   * refunded, under a key of the credit note, and recorded in the ledger once. Safe to run again.
   */
  async settleCredit(creditNoteId: string): Promise<void> {
    const [credit] = await this.deps.db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
    if (!credit || credit.refundedAt) return;
    const invoice = await this.load(credit.invoiceId);
    if (!invoice.paymentId) return;
    let payment = await this.deps.payments.get(invoice.paymentId);
    if (!payment) return;
    if (!isPaid(payment) && (await this.deps.payments.stop(payment)) === 'captured') {
      await this.settleCard(invoice.id, payment.id);
      payment = (await this.deps.payments.get(invoice.paymentId))!;
    }
    if (!isPaid(payment) || !payment.intentId) return;
    const refund = await this.deps.payments.refund({ ...payment, intentId: payment.intentId }, `credit-${credit.id}`);
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const written = await recordSponsorshipRefund(
        tx,
        { id: invoice.id, totalCents: payment.amountCents, currency: payment.currency, paymentId: payment.id },
        { id: refund.id, now },
      );
      if (written) await this.deps.payments.recordRefund(tx, payment, now);
      await tx
        .update(creditNotes)
        .set({ refund: 'card', refundedAt: now, refundRef: refund.id })
        .where(and(eq(creditNotes.id, credit.id), isNull(creditNotes.refundedAt)));
    });
  }

  // ================================================================ paid by card

  /**
   * The provider captured a card payment of the invoice: the invoice is paid, once (the money is in
   * the ledger in the same transaction). Money that arrives for an invoice credited meanwhile is
   * recorded too, and its credit note's refund queued.
   */
  private async recordCard(tx: Executor, invoiceId: string, payment: PaymentRow): Promise<void> {
    const now = this.now();
    const invoice = await this.load(invoiceId, tx, true);
    await recordSponsorshipPayment(tx, invoice, { paymentId: payment.id, reference: payment.intentId, now });
    const paid = await moveInvoice(tx, {
      name: 'pay_by_card',
      invoiceId,
      changes: { paidAt: now, paidVia: 'card', paymentReference: payment.intentId },
    });
    if (paid) {
      await this.deps.outbox.enqueue(tx, invoiceEmail(this.deps.config, paid, 'paid', {}));
      return;
    }
    const credit = await this.creditNoteOf(invoiceId, tx);
    if (credit && credit.refund !== 'card') {
      await tx.update(creditNotes).set({ refund: 'card' }).where(eq(creditNotes.id, credit.id));
      await this.deps.jobs.send(INVOICE_QUEUE, { action: 'refund', creditNoteId: credit.id } satisfies InvoiceJob, {
        ...JOB_OPTIONS,
        ...inTransaction(tx),
      });
    }
  }

  private async settleCard(invoiceId: string, paymentId: string) {
    const outcome = await this.deps.payments.settle(paymentId, this.now(), (tx, payment) =>
      this.recordCard(tx, invoiceId, payment),
    );
    if (outcome.state === 'captured') this.deps.publicCache.invalidate();
    return outcome;
  }

  /** The provider's notification about a sponsorship payment (the webhook, the test provider). */
  async handlePaymentEvent(paymentId: string): Promise<void> {
    const [invoice] = await this.deps.db.select().from(sponsorInvoices).where(eq(sponsorInvoices.paymentId, paymentId));
    if (!invoice) return;
    await this.settleCard(invoice.id, paymentId);
  }

  // ================================================================ the sponsor's own page

  private invalidLink() {
    return AppError.badInput([
      {
        path: 'token',
        msg: 'This link to your sponsorship does not work any more: a newer invoice e-mail replaced it. Use the link of the latest e-mail, or ask the organisers for it.',
      },
    ]);
  }

  private async byToken(tokenInput: unknown) {
    if (!isOpaqueToken(tokenInput)) throw this.invalidLink();
    const [row] = await this.deps.db
      .select({ sponsor: sponsors, package: sponsorshipPackages })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(eq(sponsors.accessTokenHash, hashToken(tokenInput)));
    if (!row) throw this.invalidLink();
    return row;
  }

  /** What the sponsor's page shows; an unfinished card payment is asked about first (the return from the provider). */
  async sponsorship(tokenInput: unknown): Promise<SponsorshipView> {
    const { sponsor, package: pkg } = await this.byToken(tokenInput);
    let invoice = await this.currentInvoice(sponsor.id);
    if (invoice && isOpenInvoice(invoice) && invoice.paymentId) {
      await this.settleCard(invoice.id, invoice.paymentId).catch((error: unknown) => {
        // The page still opens when the provider does not answer; the webhook settles it later.
        if (!(error instanceof AppError && error.code === ErrorCode.SERVICE_UNAVAILABLE)) throw error;
      });
      invoice = await this.currentInvoice(sponsor.id);
    }
    const credits = await this.deps.db
      .select({ credit: creditNotes })
      .from(creditNotes)
      .innerJoin(sponsorInvoices, eq(sponsorInvoices.id, creditNotes.invoiceId))
      .where(eq(sponsorInvoices.sponsorId, sponsor.id))
      .orderBy(asc(creditNotes.createdAt));
    return {
      sponsor,
      package: pkg,
      invoice,
      creditNotes: credits.map((c) => c.credit),
      bankDetails: invoice?.seller.bankDetails ?? '',
      canPayByCard: Boolean(invoice && isOpenInvoice(invoice) && this.deps.payments.available),
    };
  }

  /**
   * Starts (or continues) paying the open invoice by card: the amount is the invoice's total, never
   * the browser's; a card step still open is answered again, never a second payment.
   */
  async payByCard(tokenInput: unknown): Promise<CardStep> {
    const { sponsor } = await this.byToken(tokenInput);
    if (!this.deps.payments.available)
      throw new AppError(
        ErrorCode.PAYMENTS_UNAVAILABLE,
        'Card payment is not available at the moment: pay by bank transfer with the details on the invoice.',
      );
    const started = await this.deps.db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(sponsorInvoices)
        .where(and(eq(sponsorInvoices.sponsorId, sponsor.id), invoiceInForceWhere()))
        .for('update');
      if (!invoice) throw AppError.notFound('An invoice to pay');
      if (!isOpenInvoice(invoice))
        throw new AppError(ErrorCode.CONFLICT, `Invoice ${invoice.number} is paid already: nothing more to pay.`);
      const earlier = invoice.paymentId ? await this.deps.payments.get(invoice.paymentId, tx) : undefined;
      if (earlier && isPaid(earlier)) return { invoice, payment: earlier };
      if (this.deps.payments.reusable(earlier)) return { invoice, payment: earlier };
      const payment = await this.deps.payments.create(tx, {
        amountCents: invoice.totalCents,
        currency: invoice.currency,
      });
      await tx.update(sponsorInvoices).set({ paymentId: payment.id }).where(eq(sponsorInvoices.id, invoice.id));
      return { invoice, payment };
    });
    if (isPaid(started.payment)) {
      await this.settleCard(started.invoice.id, started.payment.id);
      throw new AppError(ErrorCode.CONFLICT, `Invoice ${started.invoice.number} is paid already: nothing more to pay.`);
    }
    const payment = started.payment.clientSecret
      ? started.payment
      : await this.deps.payments.attach(started.payment, {
          email: sponsor.email,
          reference: { invoice: started.invoice.number },
          returnUrl: `${this.deps.publicUrl()}/my-sponsorship?${new URLSearchParams({ payment: started.payment.id })}`,
        });
    return {
      paymentId: payment.id,
      provider: payment.provider,
      clientSecret: payment.clientSecret!,
      publishableKey: this.deps.publicKey() ?? null,
    };
  }

  /** The sponsor's invoice PDF, or the credit note's (`credit`: its number), by the private link. */
  async sponsorPdf(tokenInput: unknown, number: unknown) {
    const { sponsor } = await this.byToken(tokenInput);
    const [invoice] = await this.deps.db
      .select()
      .from(sponsorInvoices)
      .where(and(eq(sponsorInvoices.sponsorId, sponsor.id), eq(sponsorInvoices.number, String(number ?? ''))));
    if (invoice) return this.pdfOf(invoice, null);
    const [credit] = await this.deps.db
      .select({ credit: creditNotes, invoice: sponsorInvoices })
      .from(creditNotes)
      .innerJoin(sponsorInvoices, eq(sponsorInvoices.id, creditNotes.invoiceId))
      .where(and(eq(sponsorInvoices.sponsorId, sponsor.id), eq(creditNotes.number, String(number ?? ''))));
    if (!credit) throw AppError.notFound('The document');
    return this.creditPdfOf(credit.credit, credit.invoice);
  }

  // ================================================================ reminders and the wall

  /**
   * E-mails each open invoice due within the settings' reminder days, once: the invoice is stamped in
   * the transaction that queues its e-mail, so a sweep run again (a restart, a retried job) skips it.
   */
  async sendReminders(): Promise<number> {
    const settings = await this.settings();
    if (settings.reminderDaysBefore <= 0) return 0;
    const today = this.today();
    const until = new Date(`${today}T12:00:00Z`);
    until.setUTCDate(until.getUTCDate() + settings.reminderDaysBefore);
    const due = await this.deps.db
      .select({ id: sponsorInvoices.id })
      .from(sponsorInvoices)
      .where(
        and(
          openInvoiceWhere(),
          isNull(sponsorInvoices.remindedAt),
          lte(sponsorInvoices.dueOn, until.toISOString().slice(0, 10)),
          sql`${sponsorInvoices.dueOn} >= ${today}`,
        ),
      );
    let sent = 0;
    for (const { id } of due) {
      await this.deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(sponsorInvoices)
          .set({ remindedAt: this.now() })
          .where(and(eq(sponsorInvoices.id, id), isNull(sponsorInvoices.remindedAt), openInvoiceWhere()))
          .returning();
        if (!claimed) return;
        await this.deps.outbox.enqueue(tx, invoiceEmail(this.deps.config, claimed, 'reminder', {}));
        sent++;
      });
    }
    return sent;
  }

  /** The sponsors the wall may list: every approved one, or only those with a paid invoice when the organisers say so. */
  async wallFilter(): Promise<((sponsorId: string) => boolean) | undefined> {
    const settings = await this.settings();
    if (!settings.paidSponsorsOnly) return undefined;
    const paid = await this.deps.db
      .select({ sponsorId: sponsorInvoices.sponsorId })
      .from(sponsorInvoices)
      .where(paidInvoiceWhere());
    const ids = new Set(paid.map((row) => row.sponsorId));
    return (sponsorId) => ids.has(sponsorId);
  }
}
