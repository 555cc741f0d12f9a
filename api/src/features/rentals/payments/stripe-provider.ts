import Stripe from 'stripe';
import { AppError } from '../../../lib/errors.js';
import {
  atProcessor,
  type InitiateArgs,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** A Stripe-compatible server instead of api.stripe.com (tests, stripe-mock). */
  apiUrl?: string | undefined;
}

/** Stripe's PaymentIntent statuses in the platform's words. */
const STATUS: Record<Stripe.PaymentIntent.Status, ProviderPaymentStatus> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'canceled',
};

const toPayment = (intent: Stripe.PaymentIntent): ProviderPayment => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  // A status Stripe adds later reads as still deciding: the app looks again instead of acting on it.
  status: STATUS[intent.status] ?? 'processing',
  amountCents: intent.amount,
  currency: intent.currency,
  refusal: intent.last_payment_error?.message ?? undefined,
});

/** Stripe's webhook types the app uses, and what each says happened. */
const EVENTS: Partial<Record<Stripe.Event.Type, PaymentEvent['type']>> = {
  'payment_intent.succeeded': 'captured',
  // A manual-capture intent (a request to book) whose card is authorised.
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.payment_failed': 'refused',
  'payment_intent.canceled': 'canceled',
};

/**
 * The stripe SDK's client, as every part of the app that calls Stripe uses it: two network retries
 * (the SDK sends the same idempotency key again), 20 s timeout, no telemetry, and `apiUrl` for a
 * Stripe-compatible server (tests).
 */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe PaymentIntents: the browser confirms the card with Stripe Elements, outcomes arrive by webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = stripeClient(settings);
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return atProcessor('Stripe', what, run);
  }

  initiate(args: InitiateArgs): Promise<ProviderPayment> {
    return this.call('create the payment', async () =>
      toPayment(
        await this.stripe.paymentIntents.create(
          {
            amount: args.amountCents,
            currency: args.currency.toLowerCase(),
            allowed_payment_method_types: ['card'],
            capture_method: args.captureMethod ?? 'automatic',
            metadata: args.metadata,
          },
          { idempotencyKey: args.idempotencyKey },
        ),
      ),
    );
  }

  retrieve(ref: string): Promise<ProviderPayment> {
    return this.call('read the payment', async () => toPayment(await this.stripe.paymentIntents.retrieve(ref)));
  }

  cancel(ref: string): Promise<ProviderPayment> {
    return this.call('cancel the payment', async () => {
      const intent = await this.stripe.paymentIntents.retrieve(ref);
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toPayment(intent);
      try {
        return toPayment(await this.stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel-${ref}` }));
      } catch (error) {
        // The payment moved on between the two calls (it succeeded, or is processing): say where it is.
        if ((error as { code?: unknown }).code !== 'payment_intent_unexpected_state') throw error;
        return toPayment(await this.stripe.paymentIntents.retrieve(ref));
      }
    });
  }

  capture(args: { ref: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment> {
    return this.call('charge the authorised card', async () => {
      const intent = await this.stripe.paymentIntents.retrieve(args.ref);
      // Captured already (a retry), or nothing left to capture: Stripe cancels an uncaptured payment
      // when its authorisation lapses (about 7 days), and the caller closes the request.
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toPayment(intent);
      return toPayment(
        await this.stripe.paymentIntents.capture(
          args.ref,
          args.amountCents === undefined ? {} : { amount_to_capture: args.amountCents },
          { idempotencyKey: args.idempotencyKey },
        ),
      );
    });
  }

  refund(args: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.call('refund the payment', async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: args.ref, amount: args.amountCents },
        { idempotencyKey: args.idempotencyKey },
      );
      return { id: refund.id };
    });
  }

  /**
   * Verifies a webhook's signature (`stripe-signature`) and timestamp (Stripe's default tolerance, 5
   * minutes) and answers the payment event it carries, or undefined for event types the app does not use.
   */
  parseWebhook(rawBody: Buffer, header: (name: string) => string | undefined): PaymentEvent | undefined {
    if (!this.settings.webhookSecret)
      throw new AppError('FORBIDDEN', 'Webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header('stripe-signature') ?? '',
        this.settings.webhookSecret,
      );
    } catch {
      throw AppError.badInput([{ path: 'stripe-signature', msg: 'The webhook signature is not valid' }]);
    }
    const type = EVENTS[event.type];
    // Every type in EVENTS is a payment_intent.* event: its object is the PaymentIntent.
    return type ? { type, paymentRef: (event.data.object as Stripe.PaymentIntent).id } : undefined;
  }
}
