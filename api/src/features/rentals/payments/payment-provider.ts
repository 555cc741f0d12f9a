/**
 * What the app needs from a card processor. Implementations: the built-in test provider (the
 * embedded default, behaving like Stripe's test mode), Stripe, and the disabled provider that stands
 * in when neither may take payments (see disabled-provider.ts). Amounts are integer cents.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  /** Manual capture: the card is authorised; `capture` charges it, `cancelIntent` releases it. */
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** automatic: charged when the card is confirmed. manual: authorised only, until captured or released. */
export type CaptureMethod = 'automatic' | 'manual';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The card processor's words for the last refusal, meant for the payer. */
  lastError: string | undefined;
}

/** A payment's outcome as the processor reports it (a webhook, or the test provider's own call). */
export interface PaymentEvent {
  /** authorized: a manual-capture intent's card is authorised (a request to book), not charged yet. */
  type: 'succeeded' | 'authorized' | 'failed';
  intentId: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe' | 'disabled';
  /** Handed to the browser's card form (Stripe); undefined for the test provider. */
  readonly publishableKey: string | undefined;
  /** Same key, same intent: a retried call never creates a second one. */
  createIntent(args: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    /** Default automatic. */
    captureMethod?: CaptureMethod;
  }): Promise<ProviderIntent>;
  /**
   * Charges an authorised card (an intent in 'requires_capture'), all of it or `amountCents` of it
   * (the rest is released). Same key, same capture; an intent already captured answers as it is.
   */
  capture(args: { intentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Cancels an intent that has not been paid (or releases an authorisation that was not captured),
   * so that it can never be paid afterwards; safe to repeat.
   * Answers the intent as it stands afterwards: 'canceled', or the state that kept it from being
   * cancelled ('succeeded': the money arrived first; 'processing': the processor is still deciding).
   */
  cancelIntent(id: string): Promise<ProviderIntent>;
  /** Same key, same refund; `amountCents` may be part of what was captured (several refunds add up to at most all of it). */
  refund(args: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}

/** The processor could not be reached or answered with an error that is not the payer's doing. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
