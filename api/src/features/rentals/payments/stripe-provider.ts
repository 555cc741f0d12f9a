import Stripe from 'stripe';
import { AppError } from '../../../lib/errors.js';
import {
  PaymentProviderError,
  type CaptureMethod,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** A Stripe-compatible server instead of api.stripe.com (tests, stripe-mock). */
  apiUrl?: string | undefined;
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
  lastError: intent.last_payment_error?.message ?? undefined,
});

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

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${(error as Error).message}`, { cause: error });
    }
  }

  createIntent(args: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    captureMethod?: CaptureMethod;
  }): Promise<ProviderIntent> {
    return this.call('create the payment', async () =>
      toIntent(
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

  retrieveIntent(id: string): Promise<ProviderIntent> {
    return this.call('read the payment', async () => toIntent(await this.stripe.paymentIntents.retrieve(id)));
  }

  cancelIntent(id: string): Promise<ProviderIntent> {
    return this.call('cancel the payment', async () => {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toIntent(intent);
      try {
        return toIntent(await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }));
      } catch (error) {
        // The payment moved on between the two calls (it succeeded, or is processing): say where it is.
        if ((error as { code?: unknown }).code !== 'payment_intent_unexpected_state') throw error;
        return toIntent(await this.stripe.paymentIntents.retrieve(id));
      }
    });
  }

  capture(args: { intentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderIntent> {
    return this.call('charge the authorised card', async () => {
      const intent = await this.stripe.paymentIntents.retrieve(args.intentId);
      // Captured already (a retry), or nothing left to capture: Stripe cancels an uncaptured payment
      // when its authorisation lapses (about 7 days), and the caller closes the request.
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toIntent(intent);
      return toIntent(
        await this.stripe.paymentIntents.capture(
          args.intentId,
          args.amountCents === undefined ? {} : { amount_to_capture: args.amountCents },
          { idempotencyKey: args.idempotencyKey },
        ),
      );
    });
  }

  refund(args: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.call('refund the payment', async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: args.intentId, amount: args.amountCents },
        { idempotencyKey: args.idempotencyKey },
      );
      return { id: refund.id };
    });
  }

  /**
   * Verifies a webhook's signature and timestamp (Stripe's default tolerance, 5 minutes) and
   * answers the payment event it carries, or undefined for event types the app does not use.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | undefined {
    if (!this.settings.webhookSecret)
      throw new AppError('FORBIDDEN', 'Webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch {
      throw AppError.badInput([{ path: 'stripe-signature', msg: 'The webhook signature is not valid' }]);
    }
    if (event.type === 'payment_intent.succeeded') return { type: 'succeeded', intentId: event.data.object.id };
    if (event.type === 'payment_intent.payment_failed') return { type: 'failed', intentId: event.data.object.id };
    // A manual-capture intent (a request to book) whose card is authorised.
    if (event.type === 'payment_intent.amount_capturable_updated')
      return { type: 'authorized', intentId: event.data.object.id };
    return undefined;
  }
}
