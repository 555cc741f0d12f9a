// The built-in test provider confirms bookings for Stripe's published test cards without taking any
// money. In production it must never stand in for a real processor by accident: without Stripe keys
// card payment is unavailable (checkout refused, nothing held), and the test provider runs only when
// PAYMENTS_TEST_MODE says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../api/src/features/rentals/bookings/booking.table.js';
import { payments, testProviderIntents } from '../../api/src/features/rentals/payments/payment.table.js';
import { bookAndPay, bookingPeriod, createCategory, listTool } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { newUser, outcomeOf, signInAdmin, startSecurityApp, type Person } from './support.js';

const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };

/** A tool listed by a new owner, and a new renter with it in the cart; answers the renter and the cart total. */
async function renterWithCart(app: TestApp) {
  const admin = await signInAdmin(app);
  const owner = await newUser(app);
  const toolId = await listTool(owner.client, await createCategory(admin));
  const renter = await newUser(app);
  const added = await renter.client.gql<{ addToCart: { totalAmount: { decimal: string } } }>(
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }',
    { input: { toolId, quantity: 1, ...bookingPeriod(10, 12) } },
  );
  expect(added.errors).toBeUndefined();
  return { renter, toolId, total: added.data!.addToCart.totalAmount.decimal };
}

describe('production without a payment provider', () => {
  let app: TestApp;
  let renter: Person;
  let total: string;
  beforeAll(async () => {
    app = await startSecurityApp({ NODE_ENV: 'production' });
    ({ renter, total } = await renterWithCart(app));
  });
  afterAll(() => app?.close());

  const nothingHeldOrPaid = async () => {
    expect(await app.database.db.select().from(bookings)).toEqual([]);
    expect(await app.database.db.select().from(payments)).toEqual([]);
    expect(await app.database.db.select().from(testProviderIntents)).toEqual([]);
  };

  it('starts without the test provider and tells the browser card payment is unavailable', async () => {
    expect(app.services.testProvider).toBeUndefined();
    const settings = await renter.client.gql('{ paymentSettings { provider publishableKey } }');
    expect(settings.data?.paymentSettings).toEqual({ provider: 'DISABLED', publishableKey: null });
  });

  it('refuses the GraphQL checkout with PAYMENTS_UNAVAILABLE, holding nothing and keeping the cart', async () => {
    const res = await renter.client.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation($total: String) { checkout(expectedTotal: $total) { id clientSecret } }',
      { total },
    );
    expect(outcomeOf(res)).toBe('PAYMENTS_UNAVAILABLE');
    expect(res.errors![0]!.message).toMatch(/card payment is not available yet/i);
    await nothingHeldOrPaid();
    const cart = await renter.client.gql('{ cart { totalQuantity } }');
    expect(cart.data?.cart.totalQuantity).toBe(1);
  });

  it('refuses the REST payment intent with 503 PAYMENTS_UNAVAILABLE', async () => {
    const res = await renter.client.json('POST', '/api/payment/create-payment-intent', {
      userId: renter.user.id,
      amount: 5000,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
    expect(res.body.message).toMatch(/card payment is not available yet/i);
    await nothingHeldOrPaid();
  });

  it('refuses the test card at the test provider endpoint', async () => {
    const res = await renter.client.json('POST', '/api/payment/test-provider/confirm', {
      clientSecret: `pi_test_${'a'.repeat(24)}_secret_${'b'.repeat(24)}`,
      ...TEST_CARD,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
  });

  it('never confirms a booking through the whole pay-with-4242 sequence', async () => {
    const checkout = await renter.client.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation($total: String) { checkout(expectedTotal: $total) { id clientSecret } }',
      { total },
    );
    const card = await renter.client.json('POST', '/api/payment/test-provider/confirm', {
      clientSecret: checkout.data?.checkout.clientSecret ?? '',
      ...TEST_CARD,
    });
    expect(card.body.status).not.toBe('succeeded');
    await nothingHeldOrPaid();
  });
});

describe('production with PAYMENTS_TEST_MODE=1', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startSecurityApp({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' });
  });
  afterAll(() => app?.close());

  it('takes the test card and confirms the booking, as the operator asked', async () => {
    const { renter, toolId } = await renterWithCart(app);
    const settings = await renter.client.gql('{ paymentSettings { provider } }');
    expect(settings.data?.paymentSettings.provider).toBe('TEST');
    const booking = await bookAndPay(renter.client, toolId);
    expect(booking.status).toBe('CONFIRMED');
  });
});
