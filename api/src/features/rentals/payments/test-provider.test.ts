import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase, type DatabaseHandle } from '../../../db/client.js';
import type { PaymentEvent } from './payment-provider.js';
import { judgeCard, TestPaymentProvider } from './test-provider.js';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe("the test provider's cards (Stripe's test mode)", () => {
  it('accepts the success cards, spaced or not', () => {
    expect(judgeCard(card('4242 4242 4242 4242'), now)).toBeUndefined();
    expect(judgeCard(card('5555555555554444'), now)).toBeUndefined();
  });

  it('declines, and says why, for the decline cards', () => {
    expect(judgeCard(card('4000 0000 0000 0002'), now)).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(judgeCard(card('4000000000009995'), now)).toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('checks the number, the expiry and the security code like the card form', () => {
    expect(judgeCard(card('4242 4242 4242 4241'), now)?.message).toBe('Your card number is incorrect.');
    expect(judgeCard(card('4242424242424242', { expMonth: 13 }), now)?.message).toBe(
      "Your card's expiration month is invalid.",
    );
    expect(judgeCard(card('4242424242424242', { expMonth: 10, expYear: 26 }), now)?.message).toBe(
      'Your card has expired.',
    );
    expect(judgeCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toBeUndefined();
    expect(judgeCard(card('4242424242424242', { cvc: '12' }), now)?.message).toBe(
      "Your card's security code is incomplete.",
    );
    expect(judgeCard(card('378282246310005', { cvc: '1234' }), now)).toBeUndefined();
  });

  it('refuses real card numbers: this is test mode', () => {
    expect(judgeCard(card('4111 1111 1111 1111'), now)?.message).toMatch(
      /^Your card was declined. This is a test payment/,
    );
  });
});

describe('the test provider: authorise now, capture later (manual capture)', () => {
  let handle: DatabaseHandle;
  let provider: TestPaymentProvider;
  const events: PaymentEvent[] = [];
  let n = 0;

  beforeAll(async () => {
    handle = await openDatabase({});
    await applyMigrations(handle);
    provider = new TestPaymentProvider(handle.db, () => now);
    provider.onEvent = async (event) => {
      events.push(event);
    };
    // Every migration, on an in-memory database.
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  /** A manual-capture intent of 50.00 whose card was confirmed with the success card. */
  async function authorised(amountCents = 5000) {
    const intent = await provider.initiate({
      amountCents,
      currency: 'USD',
      idempotencyKey: `checkout-${++n}`,
      metadata: {},
      captureMethod: 'manual',
    });
    const confirmed = await provider.confirmCard(intent.clientSecret, card('4242 4242 4242 4242'));
    expect(confirmed).toEqual({ status: 'requires_capture', intentId: intent.id });
    expect(events.at(-1)).toEqual({ type: 'authorized', paymentRef: intent.id });
    return intent;
  }

  it('authorises without charging: nothing can be refunded before the capture', async () => {
    const intent = await authorised();
    expect((await provider.retrieve(intent.id)).status).toBe('authorized');
    await expect(
      provider.refund({ ref: intent.id, amountCents: 100, idempotencyKey: `r-${intent.id}` }),
    ).rejects.toThrow('Only a succeeded payment can be refunded');
  });

  it('captures all of it; capturing twice answers the captured intent and charges nothing more', async () => {
    const intent = await authorised();
    const captured = await provider.capture({ ref: intent.id, idempotencyKey: `capture-${intent.id}` });
    expect(captured).toMatchObject({ status: 'captured', amountCents: 5000 });
    const again = await provider.capture({ ref: intent.id, idempotencyKey: `capture-${intent.id}` });
    expect(again).toMatchObject({ status: 'captured', amountCents: 5000 });
    await provider.refund({ ref: intent.id, amountCents: 5000, idempotencyKey: `r-${intent.id}` });
  });

  it('captures part of it: the rest is released, and refunds are bounded by what was captured', async () => {
    const intent = await authorised();
    await provider.capture({ ref: intent.id, amountCents: 3000, idempotencyKey: `capture-${intent.id}` });
    await expect(
      provider.refund({ ref: intent.id, amountCents: 3001, idempotencyKey: `r1-${intent.id}` }),
    ).rejects.toThrow('The refund is larger than what is left of the payment');
    await provider.refund({ ref: intent.id, amountCents: 1000, idempotencyKey: `r2-${intent.id}` });
    await provider.refund({ ref: intent.id, amountCents: 2000, idempotencyKey: `r3-${intent.id}` });
    await expect(
      provider.refund({ ref: intent.id, amountCents: 1, idempotencyKey: `r4-${intent.id}` }),
    ).rejects.toThrow('The refund is larger than what is left of the payment');
  });

  it('refuses to capture more than was authorised, or an intent not authorised', async () => {
    const intent = await authorised(2000);
    await expect(
      provider.capture({ ref: intent.id, amountCents: 2001, idempotencyKey: `capture-${intent.id}` }),
    ).rejects.toThrow('The amount to capture is larger than what was authorised');
    const unconfirmed = await provider.initiate({
      amountCents: 2000,
      currency: 'USD',
      idempotencyKey: `checkout-${++n}`,
      metadata: {},
      captureMethod: 'manual',
    });
    await expect(
      provider.capture({ ref: unconfirmed.id, idempotencyKey: `capture-${unconfirmed.id}` }),
    ).rejects.toThrow('This payment cannot be captured: its status is requires_payment_method');
  });

  it('releases an authorisation by cancelling it: a capture afterwards charges nothing and answers it canceled', async () => {
    const intent = await authorised();
    expect((await provider.cancel(intent.id)).status).toBe('canceled');
    const late = await provider.capture({ ref: intent.id, idempotencyKey: `capture-${intent.id}` });
    expect(late.status).toBe('canceled');
    await expect(
      provider.refund({ ref: intent.id, amountCents: 1, idempotencyKey: `r-${intent.id}` }),
    ).rejects.toThrow();
  });

  it("answers in the platform's words; a 3-D Secure card waits for the payer's answer to its challenge", async () => {
    const intent = await provider.initiate({
      amountCents: 3000,
      currency: 'USD',
      idempotencyKey: `checkout-${++n}`,
      metadata: {},
    });
    expect(intent).toMatchObject({ status: 'pending', refusal: undefined });
    const challenged = await provider.confirmCard(intent.clientSecret, card('4000 0027 6000 3184'));
    expect(challenged).toEqual({
      status: 'requires_action',
      intentId: intent.id,
      nextAction: { type: 'three_d_secure' },
    });
    expect((await provider.retrieve(intent.id)).status).toBe('requires_action');
    const done = await provider.authenticate(intent.clientSecret, 'complete');
    expect(done).toEqual({ status: 'succeeded', intentId: intent.id });
    expect(events.at(-1)).toEqual({ type: 'captured', paymentRef: intent.id });
    expect((await provider.retrieve(intent.id)).status).toBe('captured');

    const failing = await provider.initiate({
      amountCents: 3000,
      currency: 'USD',
      idempotencyKey: `checkout-${++n}`,
      metadata: {},
    });
    await provider.confirmCard(failing.clientSecret, card('4000002760003184'));
    const failed = await provider.authenticate(failing.clientSecret, 'fail');
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(events.at(-1)).toEqual({ type: 'refused', paymentRef: failing.id });
    expect(await provider.retrieve(failing.id)).toMatchObject({
      status: 'pending',
      refusal: expect.stringMatching(/unable to authenticate/),
    });
  });
});
