import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import type { Logger } from '../../../lib/logger.js';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider.js';
import { isPaid, isPending, isRefused, movePayment } from './payment-status.js';
import { payments, type PayerlessPurpose, type PaymentRow } from './payment.table.js';

/** Where an expo payment stands once the provider was asked. */
export type ExpoPaymentOutcome =
  | { state: 'captured'; payment: PaymentRow }
  | { state: 'waiting'; payment: PaymentRow }
  | { state: 'failed'; payment: PaymentRow; message: string };

/**
 * The expo's card payments: sponsors' invoices and paid registrations, through the configured provider
 * (the seams the rentals' checkout uses: `payments` rows moved by payment-status.ts, the provider's hosted
 * step, the webhook and the payer's return both settling through `settle`). The expo side (invoices/,
 * paid-registration/) decides what is paid and records it; this module alone writes `payments`. The
 * expo's payers have no account: the payment has no user, and the provider is given their e-mail.
 * One instance per purpose.
 */
export class ExpoPayments {
  constructor(
    private readonly deps: { db: Database; provider: PaymentProvider; logger: Logger; purpose: PayerlessPurpose },
  ) {}

  /** Whether a processor can take card payments at all (the disabled provider cannot). */
  get available(): boolean {
    return this.deps.provider.name !== 'disabled';
  }

  async get(paymentId: string, exec: Executor = this.deps.db): Promise<PaymentRow | undefined> {
    const [payment] = await exec.select().from(payments).where(eq(payments.id, paymentId));
    return payment;
  }

  /**
   * The card step of an earlier try that can still be finished: pending, or refused (the provider lets a
   * refused payment be tried again with another card: Stripe's intent goes back to needing a payment
   * method, Paystack's transaction stays payable). Reusing it is what keeps one payment per thing paid:
   * a new one beside it would leave the old one payable, and its money arriving later unrecorded.
   */
  reusable(payment: PaymentRow | undefined): payment is PaymentRow & { clientSecret: string } {
    return Boolean(payment && (isPending(payment) || isRefused(payment)) && payment.clientSecret);
  }

  /** Records a new payment for `amountCents` in the caller's transaction (the invoice locked there). */
  async create(tx: Executor, amount: { amountCents: number; currency: string }): Promise<PaymentRow> {
    const [payment] = await tx
      .insert(payments)
      .values({ purpose: this.deps.purpose, provider: this.deps.provider.name, ...amount })
      .returning();
    return payment!;
  }

  /**
   * Asks the provider for the payment's hosted step and records it. The idempotency key is the
   * payment's: asking again answers the same provider payment, never a second.
   */
  async attach(payment: PaymentRow, payer: { email: string; returnUrl: string; reference: Record<string, string> }) {
    let intent: ProviderPayment;
    try {
      intent = await this.deps.provider.initiate({
        amountCents: payment.amountCents,
        currency: payment.currency,
        idempotencyKey: `${payment.purpose}-${payment.id}`,
        metadata: { paymentId: payment.id, ...payer.reference },
        payerEmail: payer.email,
        returnUrl: payer.returnUrl,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.PAYMENTS_UNAVAILABLE) throw error;
      this.deps.logger.error({ err: error, paymentId: payment.id }, `${payment.purpose} payment could not be started`);
      throw new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The payment service is not answering. Nothing was charged; please try again in a moment.',
      );
    }
    const [updated] = await this.deps.db
      .update(payments)
      .set({ intentId: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    return updated!;
  }

  /**
   * Where the payment stands at the provider, recorded on our side: captured for the full amount moves
   * it to succeeded (once: `pay` moves only an unpaid payment), a refusal or a cancellation to failed.
   * `onCaptured` runs in the same transaction when this call is the one that recorded the money.
   */
  async settle(
    paymentId: string,
    now: Date,
    onCaptured: (tx: Executor, payment: PaymentRow) => Promise<void>,
  ): Promise<ExpoPaymentOutcome> {
    const payment = await this.get(paymentId);
    if (!payment) throw AppError.notFound('The payment');
    if (isPaid(payment)) return { state: 'captured', payment };
    if (!payment.intentId) return { state: 'waiting', payment };
    let outcome: ProviderPayment;
    try {
      outcome = await this.deps.provider.retrieve(payment.intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The payment service is not answering. Please try again in a moment.',
      );
    }
    if (outcome.status === 'captured') {
      if (
        outcome.amountCents !== payment.amountCents ||
        outcome.currency.toUpperCase() !== payment.currency.toUpperCase()
      )
        throw new Error(
          `Payment ${payment.id} is for ${payment.amountCents} ${payment.currency}, the provider's for ${outcome.amountCents} ${outcome.currency}`,
        );
      const settled = await this.deps.db.transaction(async (tx) => {
        const moved = await movePayment(tx, { name: 'pay', paymentId, now });
        if (moved) await onCaptured(tx, moved);
        return moved ?? (await this.get(paymentId, tx))!;
      });
      return { state: 'captured', payment: settled };
    }
    if (outcome.status === 'canceled' || (outcome.status === 'pending' && outcome.refusal)) {
      const message = outcome.refusal ?? 'This payment expired, and nothing was charged: pay again.';
      const failed = await this.deps.db.transaction((tx) =>
        movePayment(tx, {
          name: outcome.status === 'canceled' ? 'release' : 'refuse',
          paymentId,
          now,
          changes: { failureMessage: message },
        }),
      );
      return { state: 'failed', payment: failed ?? payment, message };
    }
    return { state: 'waiting', payment };
  }

  /**
   * Stops an unpaid payment at the provider so it can never be paid (its invoice is being credited);
   * answers whether the money had arrived first (then the caller settles it and refunds it).
   */
  async stop(payment: PaymentRow): Promise<'stopped' | 'captured'> {
    // A refused payment can still be tried again with another card (reusable): it is stopped too.
    if (!(isPending(payment) || isRefused(payment)) || !payment.intentId) return 'stopped';
    const answer = await this.deps.provider.cancel(payment.intentId);
    return answer.status === 'captured' ? 'captured' : 'stopped';
  }

  /** A payment that will never be paid (stopped at the provider, or never started there): released. */
  async release(tx: Executor, paymentId: string, now: Date): Promise<void> {
    await movePayment(tx, { name: 'release', paymentId, now });
  }

  /**
   * Gives a captured payment's money back through the provider (same key, same refund) and records
   * it on the payment in the caller's later transaction via `recordRefund`.
   */
  refund(payment: PaymentRow & { intentId: string }, key: string): Promise<{ id: string }> {
    return this.deps.provider.refund({ ref: payment.intentId, amountCents: payment.amountCents, idempotencyKey: key });
  }

  /** The payment's money is back (all of it). */
  async recordRefund(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
    await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.amountCents}`, updatedAt: now })
      .where(eq(payments.id, payment.id));
  }
}
