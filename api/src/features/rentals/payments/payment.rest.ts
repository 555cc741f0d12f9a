import express, { Router, type Response } from 'express';
import { limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import { AppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';
import { paymentsUnavailable } from './disabled-provider.js';
import type { CardStepAnswer } from './test-provider.js';

/**
 * The payment calls of the REST API, the built-in test provider's card endpoints, and the payment
 * processor's webhook. The webhook router must be mounted before any JSON body parser: its signature
 * is computed over the raw bytes.
 */
export function paymentRoutes(services: Services) {
  const { checkout, payments, payouts, testProvider, config } = services;

  const webhook = Router();
  webhook.post('/payment/webhook', express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    if (!payments.parseWebhook) throw AppError.notFound('A webhook endpoint (no payment processor sends one here)');
    const event = payments.parseWebhook(req.body as Buffer, (name) => req.get(name));
    if (event?.type === 'payout') await payouts.settleTransfer(event.reference);
    else if (event) await checkout.handleEvent(event);
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
  const card = limited(services, 'payment.test-card');
  const provider = () => {
    if (testProvider) return testProvider;
    if (config.paymentMode === 'disabled') throw paymentsUnavailable();
    throw AppError.notFound('The test payment provider (Stripe is configured)');
  };
  const answer = (res: Response, result: CardStepAnswer) =>
    res.status(result.error ? 402 : 200).json({
      status: result.status,
      paymentIntentId: result.intentId,
      ...(result.nextAction ? { nextAction: result.nextAction } : {}),
      ...(result.error ? { error: result.error, message: result.error.message } : {}),
    });

  api.post('/payment/test-provider/confirm', card, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const result = await provider().confirmCard(String(body.clientSecret ?? ''), {
      number: body.cardNumber,
      expMonth: body.expMonth,
      expYear: body.expYear,
      cvc: body.cvc,
    });
    answer(res, result);
  });

  // The payer's answer to a 3-D Secure card's challenge (Stripe's test page: complete or fail).
  api.post('/payment/test-provider/authenticate', card, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    answer(res, await provider().authenticate(String(body.clientSecret ?? ''), body.outcome));
  });

  return { webhook, api };
}
