import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Transaction } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { ensureQueue, workEach, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft, OutboxService } from '../../outbox/outbox.service.js';
import type { BookingService } from '../bookings/booking.service.js';
import { UNALLOCATED_REFUND_OPTIONS, UNALLOCATED_REFUND_QUEUE } from './checkout-constants.js';
import type { CheckoutWorkflow } from './checkout-workflow.js';
import { recordUnallocatedRefund } from './ledger.js';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.js';
import { isPaid, paymentPaidWhere } from './payment-status.js';
import { payerOf, payments, type PaymentRow } from './payment.table.js';

/**
 * The old client's payments: it pays an amount it computed, then books against the payment (pretix's
 * "payment before order"). The money is charged whole (the checkout workflow's step 5); each booking
 * takes its amount from it (`take`); what no booking took after UNALLOCATED_REFUND_MINUTES (a booking
 * refused because the period was taken, or because the client counted differently; or a payment larger
 * than its booking) goes back to the card by itself, in three steps that survive a crash between them:
 * 1. the intention: the unused part is fixed (`unallocatedRefundCents`); no booking takes it any more;
 * 2. the processor refunds it (key `unallocated-<payment>`: asked again, it answers the same refund);
 * 3. the refund is recorded once (the ledger's entry key), with the payer's e-mail.
 */
export class PrepaidPayments {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      provider: PaymentProvider;
      bookings: BookingService;
      workflow: CheckoutWorkflow;
      jobs: Jobs;
      logger: Logger;
      outbox?: OutboxService;
      publicUrl?: () => string;
    },
  ) {}

  private now() {
    return this.deps.bookings.now();
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, UNALLOCATED_REFUND_QUEUE, UNALLOCATED_REFUND_OPTIONS);
    await workEach<{ paymentId: string }>(this.deps.jobs, UNALLOCATED_REFUND_QUEUE, (job) =>
      this.refundUnallocated(job.data.paymentId),
    );
  }

  /** What the old client pays in: the site's currency (its payment comes before it names a tool). */
  get currency(): string {
    return this.deps.config.currency;
  }

  /** A payment for an amount, before anything is booked: recorded, then given its processor payment. */
  async start(userId: string, amountCents: number): Promise<PaymentRow> {
    this.deps.workflow.ensurePaymentsAvailable();
    const [payment] = await this.deps.db
      .insert(payments)
      .values({
        userId,
        purpose: 'legacy',
        provider: this.deps.provider.name,
        amountCents,
        currency: this.currency,
      })
      .returning();
    return this.deps.workflow.openIntent(payment!);
  }

  /**
   * Takes `amountCents` of a paid prepaid payment of the user (the one named, or the oldest with enough
   * left), in the caller's transaction; refuses when none covers it. A payment whose unused part is
   * being refunded is not taken from.
   */
  async take(
    tx: Transaction,
    userId: string,
    paymentId: string | undefined,
    { amountCents, currency }: { amountCents: number; currency: string },
  ) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, 'legacy'),
          paymentPaidWhere(),
          isNull(payments.unallocatedRefundCents),
          paymentId ? eq(payments.id, paymentId) : undefined,
          eq(payments.currency, currency),
          sql`${payments.amountCents} - ${payments.allocatedCents} >= ${amountCents}`,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(1)
      .for('update');
    if (!payment)
      throw new AppError(
        'PAYMENT_REQUIRED',
        `No completed payment of yours covers this booking (${formatMoney(amountCents, currency)}). Pay first, then book.`,
      );
    await tx
      .update(payments)
      .set({ allocatedCents: sql`${payments.allocatedCents} + ${amountCents}`, updatedAt: this.now() })
      .where(eq(payments.id, payment.id));
    return payment;
  }

  /** The refund job of a prepaid payment, once its window has passed (or a test's direct call). Safe to run again. */
  async refundUnallocated(paymentId: string): Promise<void> {
    // 1. The intention: what is left unused now is what goes back, and no booking takes it afterwards.
    const due = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || payment.purpose !== 'legacy' || !isPaid(payment) || payment.unallocatedRefundCents !== null)
        return payment;
      const [fixed] = await tx
        .update(payments)
        .set({ unallocatedRefundCents: payment.amountCents - payment.allocatedCents, updatedAt: this.now() })
        .where(eq(payments.id, paymentId))
        .returning();
      return fixed;
    });
    const cents = due?.unallocatedRefundCents;
    if (!due?.intentId || !cents || cents <= 0) return;
    // 2. The processor gives it back (the same refund, however often it is asked).
    let refund: { id: string };
    try {
      refund = await this.deps.provider.refund({
        ref: due.intentId,
        amountCents: cents,
        idempotencyKey: `unallocated-${due.id}`,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError)
        this.deps.logger.warn({ err: error, paymentId }, 'unused money not refunded yet; the job retries');
      throw error;
    }
    // 3. Recorded once: the ledger's entry, the payment's refunded amount and the payer's e-mail.
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      if (!(await recordUnallocatedRefund(tx, due, { id: refund.id, amountCents: cents, now }))) return;
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${cents}`, updatedAt: now })
        .where(eq(payments.id, due.id));
      const [payer] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, payerOf(due)));
      if (payer) await this.deps.outbox?.enqueue(tx, this.refundedEmail(payer, due, cents));
    });
  }

  private refundedEmail(payer: { email: string; firstName: string }, payment: PaymentRow, cents: number): EmailDraft {
    const money = (amount: number) => formatMoney(amount, payment.currency);
    const reference = payment.id.slice(0, 8).toUpperCase();
    const subject = `We refunded ${money(cents)} of your payment`;
    const used =
      payment.allocatedCents > 0
        ? `Your bookings used ${money(payment.allocatedCents)} of it; the ${money(cents)} left over`
        : `No booking was made with it, so all of it (${money(cents)})`;
    return {
      to: payer.email,
      subject,
      template: 'payment.unallocated-refunded',
      meta: { paymentId: payment.id },
      ...renderEmail(
        {
          title: subject,
          paragraphs: [
            `Hello ${payer.firstName},`,
            `You paid ${money(payment.amountCents)} before booking. ${used} has been refunded to your card. Your bank may take a few days to show it.`,
          ],
          details: [
            ['Payment', `${reference} (${payment.id})`],
            ['Paid', money(payment.amountCents)],
            ['Used by bookings', money(payment.allocatedCents)],
            ['Refunded', money(cents)],
          ],
          action: { label: 'See your bookings', url: `${this.deps.publicUrl?.() ?? ''}/user/my-rental-history` },
        },
        this.deps.config.expo.name,
      ),
    };
  }
}
