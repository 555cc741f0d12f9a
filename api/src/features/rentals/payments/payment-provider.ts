import { AppError } from '../../../lib/errors.js';

/**
 * What the app needs from a payment processor, in the platform's words: every adapter translates its
 * processor's own (Stripe's PaymentIntent statuses and webhook types, Paystack's transaction statuses
 * and events) into these, so the checkout workflow never reads a processor's vocabulary. Adapters: the
 * built-in test provider (the embedded default, behaving like Stripe's test mode), Stripe, Paystack
 * (paystack-provider.ts), and the disabled provider that stands in when none may take payments (see
 * disabled-provider.ts). Amounts are integer minor units.
 *
 * A processor-side payment (Stripe's PaymentIntent, Paystack's transaction) is where a payment stands:
 *
 *   pending ──the payer's step──▶ requires_action ──▶ processing ──▶ captured (automatic capture)
 *      │                                │                        └─▶ authorized ──capture──▶ captured
 *      └────────────── cancel (never paid, or an authorisation released or lapsed) ──▶ canceled
 *
 * A refused card leaves it `pending` with `refusal` set (the payer may try another card; the app lets
 * go of the holds). A refund is its own record (`refund`): a captured payment stays captured.
 */
export const PROVIDER_PAYMENT_STATUSES = [
  /** Created; no card (or other means) has gone through yet, or the last one was refused (`refusal`). */
  'pending',
  /** The payer has one more step at the processor: 3-D Secure, a bank's page, an OTP or USSD code. */
  'requires_action',
  /** The processor is deciding (a bank transfer, a slow network): look again later. */
  'processing',
  /** Manual capture: the money is reserved on the card, not taken. `capture` takes it, `cancel` releases it. */
  'authorized',
  /** The processor has the money. */
  'captured',
  /** It can never be paid: cancelled before it was, or an authorisation released or lapsed. */
  'canceled',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/**
 * When the money is taken. automatic: at the payer's confirmation (instant booking, the old client).
 * manual: authorised at the confirmation, taken by `capture` later (a request to book, when the owner
 * accepts); a processor without holds on cards implements it with a reusable authorisation.
 */
export type CaptureMethod = 'automatic' | 'manual';

/** A payment at the processor, as the app reads it. */
export interface ProviderPayment {
  /** The processor's reference (Stripe's PaymentIntent id, Paystack's transaction reference). */
  id: string;
  /**
   * What the browser's payment step needs: Stripe's client secret (for Stripe.js), the address of
   * Paystack's checkout page for this transaction (the browser goes there, and comes back to `returnUrl`).
   */
  clientSecret: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** The processor's words for the last refusal, meant for the payer (the payment stays `pending`). */
  refusal: string | undefined;
}

/**
 * What a processor's notification (a webhook, or the test provider's own call) says happened. The app
 * never acts on the event alone: it asks the processor where the payment stands (`retrieve`), so a
 * forged, late or repeated event changes nothing by itself.
 */
export interface PaymentEvent {
  type: 'captured' | 'authorized' | 'refused' | 'canceled';
  /** ProviderPayment.id */
  paymentRef: string;
}

/**
 * A notification about an owner's payout (Paystack's transfer.success, transfer.failed,
 * transfer.reversed): as with payments, the app asks the processor where the transfer stands.
 */
export interface PayoutEvent {
  type: 'payout';
  /** The payout's reference at the processor (`payout-<id>`). */
  reference: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe' | 'paystack' | 'disabled';
  /** Handed to the browser's payment form (Stripe's publishable key); undefined for the test provider. */
  readonly publishableKey: string | undefined;
  /** Same key, same payment: a retried call never creates a second one. */
  initiate(args: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    /** Default automatic. */
    captureMethod?: CaptureMethod;
    /** Whose payment it is: a processor that sends receipts or needs a customer (Paystack) uses it. */
    payerEmail?: string | undefined;
    /** Where a processor's own checkout page sends the payer back to once they have paid (or not). */
    returnUrl?: string | undefined;
  }): Promise<ProviderPayment>;
  /** Where the payment stands now (Stripe: retrieve the intent; Paystack: verify the transaction). */
  retrieve(ref: string): Promise<ProviderPayment>;
  /**
   * Takes the money of an `authorized` payment, all of it or `amountCents` of it (the rest is
   * released). Same key, same capture; a payment already captured answers as it is, and one whose
   * authorisation lapsed answers `canceled`.
   */
  capture(args: { ref: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment>;
  /**
   * Cancels a payment that has not been paid (or releases an authorisation that was not captured), so
   * that it can never be paid afterwards; safe to repeat. Answers the payment as it stands afterwards:
   * `canceled`, or the state that kept it from being cancelled (`captured`: the money arrived first;
   * `processing`: the processor is still deciding).
   */
  cancel(ref: string): Promise<ProviderPayment>;
  /** Same key, same refund; `amountCents` may be part of what was captured (several refunds add up to at most all of it). */
  refund(args: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Reads a notification the processor sent to the webhook endpoint: verifies it (signature, age) and
   * answers the event in the app's words, or undefined for the kinds the app does not use. Absent for a
   * processor that sends none (the test provider calls the app itself).
   */
  parseWebhook?(rawBody: Buffer, header: (name: string) => string | undefined): PaymentEvent | PayoutEvent | undefined;
}

/** The processor could not be reached or answered with an error that is not the payer's doing. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** What an adapter's `initiate` is asked. */
export type InitiateArgs = Parameters<PaymentProvider['initiate']>[0];

/**
 * Runs one step at a processor: a failure becomes a PaymentProviderError that names the processor and
 * the step ("Stripe could not refund the payment: …"); the app's own errors pass as they are.
 */
export async function atProcessor<T>(processor: string, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError || error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(`${processor} could not ${what}: ${(error as Error).message}`, { cause: error });
  }
}
