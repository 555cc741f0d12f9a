import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { startFakePaystack } from '../../../test/fake-paystack.js';
import { PaymentProviderError } from './payment-provider.js';
import { PaystackPaymentProvider } from './paystack-provider.js';

const SECRET = 'sk_test_local_paystack_secret';
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
let provider: PaystackPaymentProvider;
let n = 0;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  provider = new PaystackPaymentProvider({ secretKey: SECRET, publicKey: 'pk_test_local', apiUrl: paystack.url });
});
afterAll(() => paystack.close());

/** A payment as the checkout workflow asks for it, under a key of its own. */
const initiate = (args: { amountCents?: number; currency?: string; manual?: boolean; key?: string } = {}) =>
  provider.initiate({
    amountCents: args.amountCents ?? 1_250_000,
    currency: args.currency ?? 'NGN',
    idempotencyKey: args.key ?? `rental-${++n}-${Date.now()}`,
    metadata: { paymentId: `payment-${n}` },
    captureMethod: args.manual ? 'manual' : 'automatic',
    payerEmail: 'ada@example.com',
    returnUrl: 'http://localhost:4000/user/booking-page?payment=1',
  });

/** What Paystack sends to the webhook, as the app's endpoint hands it to the provider. */
const webhook = (event: string, data: unknown, signature?: string) => {
  const signed = paystack.signedEvent(event, data);
  const headers: Record<string, string> = { 'x-paystack-signature': signature ?? signed.signature };
  return provider.parseWebhook(Buffer.from(signed.body), (name) => headers[name]);
};

describe('Paystack as a payment provider', () => {
  it("hands the browser Paystack's checkout page and reads the payment as the payer leaves it", async () => {
    const payment = await initiate({ amountCents: 1_250_000 });
    expect(payment).toMatchObject({ status: 'pending', amountCents: 1_250_000, currency: 'NGN' });
    const accessCode = paystack.transactions.get(payment.id)!.access_code;
    expect(payment.clientSecret).toBe(`${paystack.url}/checkout/${accessCode}`);
    // Paying on that page sends the payer back to where the app asked, with the reference.
    const paid = await fetch(`${payment.clientSecret}/pay`, { method: 'POST', redirect: 'manual' });
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/user/booking-page');
    expect(back.searchParams.get('payment')).toBe('1');
    expect(back.searchParams.get('reference')).toBe(payment.id);
    expect(await provider.retrieve(payment.id)).toMatchObject({ status: 'captured' });
    const again = await initiate({ amountCents: 1_250_000 });
    paystack.pay(again.id, { channel: 'card' });
    expect(await provider.retrieve(again.id)).toMatchObject({ status: 'captured' });
  });

  it('reads a refused payment, then the one paid through another channel', async () => {
    const payment = await initiate({ amountCents: 1_250_000 });
    expect(paystack.transactions.get(payment.id)).toMatchObject({ amount: 1_250_000, currency: 'NGN' });

    paystack.decline(payment.id, 'Insufficient Funds');
    expect(await provider.retrieve(payment.id)).toMatchObject({ status: 'pending', refusal: 'Insufficient Funds' });
    paystack.pay(payment.id, { channel: 'bank_transfer' });
    expect(await provider.retrieve(payment.id)).toMatchObject({
      status: 'captured',
      amountCents: 1_250_000,
      refusal: undefined,
    });
  });

  it('answers a second payment, never a second charge, when the first answer was lost', async () => {
    const key = `rental-lost-${Date.now()}`;
    const lost = paystack.dropAnswerAfter((r) => r.path === '/transaction/initialize');
    await expect(initiate({ key })).rejects.toBeInstanceOf(PaymentProviderError);
    await lost;
    const again = await initiate({ key });
    expect(again.id).toBe(`${key}.2`);
    // The first was never handed to anybody: only the second can be paid.
    expect(paystack.transactions.get(key)!.status).toBe('abandoned');
  });

  it('refuses a currency Paystack does not take, with a clear error', async () => {
    const refused = await initiate({ currency: 'EUR' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toMatch(/Paystack does not take EUR: it takes NGN, GHS/);
  });

  it('refunds part, then the rest, once per key', async () => {
    const payment = await initiate({ amountCents: 300_000, currency: 'GHS' });
    paystack.pay(payment.id);
    const part = await provider.refund({ ref: payment.id, amountCents: 100_000, idempotencyKey: 'refund-a' });
    // The same key again (a retry after a crash): the same refund, not a second.
    expect(await provider.refund({ ref: payment.id, amountCents: 100_000, idempotencyKey: 'refund-a' })).toEqual(part);
    await provider.refund({ ref: payment.id, amountCents: 200_000, idempotencyKey: 'refund-b' });
    const refunds = paystack.refunds.filter((r) => r.transaction.reference === payment.id);
    expect(refunds.map((r) => r.amount)).toEqual([100_000, 200_000]);
    // Refunded in full: Paystack says reversed; the payment stays captured (refunds are their own records).
    expect(await provider.retrieve(payment.id)).toMatchObject({ status: 'captured' });
    await expect(
      provider.refund({ ref: payment.id, amountCents: 1, idempotencyKey: 'refund-c' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  describe('a request to book (manual capture): the saved card is charged when the owner accepts', () => {
    it('checks the card with a small charge, charges the amount on capture, and refunds the check', async () => {
      const payment = await initiate({ amountCents: 2_000_000, manual: true });
      const check = paystack.transactions.get(payment.id)!;
      expect(check.amount).toBe(5_000);
      expect(payment).toMatchObject({ status: 'pending', amountCents: 2_000_000 });
      paystack.pay(payment.id);
      expect(await provider.retrieve(payment.id)).toMatchObject({ status: 'authorized', amountCents: 2_000_000 });

      const captured = await provider.capture({ ref: payment.id, idempotencyKey: 'capture-1' });
      expect(captured).toMatchObject({ status: 'captured', amountCents: 2_000_000 });
      // Again (a retry): nothing more is charged or refunded.
      expect(await provider.capture({ ref: payment.id, idempotencyKey: 'capture-1' })).toMatchObject({
        status: 'captured',
      });
      const charges = [...paystack.transactions.values()].filter((t) => t.reference.startsWith(payment.id));
      expect(charges.map((t) => [t.amount, t.status])).toEqual([
        [5_000, 'reversed'],
        [2_000_000, 'success'],
      ]);
      expect(paystack.refunds.filter((r) => r.transaction.reference === payment.id)).toHaveLength(1);

      // A refund of a request comes out of the charge, not the check.
      await provider.refund({ ref: payment.id, amountCents: 500_000, idempotencyKey: 'refund-r' });
      expect(paystack.refunds.at(-1)).toMatchObject({
        amount: 500_000,
        transaction: { reference: `${payment.id}-capture` },
      });
    });

    it('answers canceled with the bank’s words when the saved card is refused, and refunds the check', async () => {
      const payment = await initiate({ amountCents: 800_000, manual: true });
      const paid = paystack.pay(payment.id);
      paystack.failCharges(paid.authorization.authorization_code, 'Insufficient Funds');
      expect(await provider.capture({ ref: payment.id, idempotencyKey: 'capture-2' })).toMatchObject({
        status: 'canceled',
        refusal: 'Insufficient Funds',
      });
      expect(paystack.transactions.get(payment.id)!.status).toBe('reversed');
    });

    it('releases an authorised request by refunding the check', async () => {
      const payment = await initiate({ amountCents: 800_000, manual: true });
      paystack.pay(payment.id);
      expect(await provider.cancel(payment.id)).toMatchObject({ status: 'canceled' });
      expect(paystack.transactions.get(payment.id)!.status).toBe('reversed');
    });
  });

  it('cancels an unpaid payment, and says captured when the money came first', async () => {
    const unpaid = await initiate();
    expect(await provider.cancel(unpaid.id)).toMatchObject({ status: 'canceled' });
    const paid = await initiate();
    paystack.pay(paid.id);
    expect(await provider.cancel(paid.id)).toMatchObject({ status: 'captured' });
  });

  it('reads only webhooks Paystack signed', async () => {
    const payment = await initiate();
    paystack.pay(payment.id);
    const data = paystack.transactions.get(payment.id);
    expect(webhook('charge.success', data)).toEqual({ type: 'captured', paymentRef: payment.id });
    // Transfers are owners' payouts: the payout service reads them.
    for (const event of ['transfer.success', 'transfer.failed', 'transfer.reversed'])
      expect(webhook(event, { reference: 'payout-1' })).toEqual({ type: 'payout', reference: 'payout-1' });
    expect(webhook('transfer.otp', { reference: 'payout-1' })).toBeUndefined();
    expect(webhook('refund.processed', { reference: 'x' })).toBeUndefined();
    const forged = (() => {
      try {
        return webhook('charge.success', data, 'ab'.repeat(64));
      } catch (error) {
        return error;
      }
    })();
    expect(forged).toBeInstanceOf(AppError);
    expect((forged as AppError).fields).toEqual([
      { path: 'x-paystack-signature', msg: 'The webhook signature is not valid' },
    ]);

    const request = await initiate({ manual: true });
    paystack.pay(request.id);
    expect(webhook('charge.success', paystack.transactions.get(request.id))).toEqual({
      type: 'authorized',
      paymentRef: request.id,
    });
  });
});
