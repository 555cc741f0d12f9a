import express, { Router } from 'express';
import { limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import { AppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';
import { paymentsUnavailable } from './disabled-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

/**
 * The payment calls of the REST API, the built-in test provider's card endpoint, and Stripe's
 * webhook. The webhook router must be mounted before any JSON body parser: its signature is
 * computed over the raw bytes.
 */
export function paymentRoutes(services: Services) {
  const { checkout, payments, testProvider, config } = services;

  const webhook = Router();
  webhook.post('/payment/webhook', express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    if (!(payments instanceof StripePaymentProvider))
      throw AppError.notFound('A webhook endpoint (Stripe is not configured)');
    const event = payments.parseWebhook(req.body as Buffer, req.get('stripe-signature'));
    if (event) await checkout.handleEvent(event);
    res.json({ received: true });
  });

  const api = Router();
  const auth = resolveViewer(services);

  api.put('/payment/confirm-payment/:paymentId', auth, async (req, res) => {
    const result = await checkout.confirm(requireViewer(req), String(req.params.paymentId));
    res.json({
      message: result.pending ? 'The payment is not complete yet' : 'Payment confirmed',
      status: result.pending ? 'pending' : result.payment.status,
      paymentId: result.payment.id,
      bookings: result.bookings.map((b) => ({ id: b.id, booking_code: b.code, status: b.status })),
    });
  });

  // The test provider's card step (what Stripe.js does against Stripe): the client secret is the
  // credential, as with Stripe. Documented in the README so an API client can pay too.
  api.post('/payment/test-provider/confirm', limited(services, 'payment.test-card'), async (req, res) => {
    if (!testProvider) {
      if (config.paymentMode === 'disabled') throw paymentsUnavailable();
      throw AppError.notFound('The test payment provider (Stripe is configured)');
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = await testProvider.confirmCard(String(body.clientSecret ?? ''), {
      number: body.cardNumber,
      expMonth: body.expMonth,
      expYear: body.expYear,
      cvc: body.cvc,
    });
    res.status(result.error ? 402 : 200).json({
      status: result.status,
      paymentIntentId: result.intentId,
      ...(result.error ? { error: result.error, message: result.error.message } : {}),
    });
  });

  return { webhook, api };
}
