import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPeriod, listTool, payCard, startMarketplace, type Marketplace } from '../../../test/factories.js';
import type { HttpClient } from '../../../test/test-app.js';
import { tools } from '../tools/tool.table.js';

/*
 * Stripe's 3-D Secure test card 4000 0027 6000 3184: the card asks its holder to authenticate. The
 * test provider answers `requires_action` (the browser shows the challenge), and the payment goes
 * through or fails by the payer's answer, as with Stripe.js against Stripe's test mode.
 */

const SECURE_CARD = '4000 0027 6000 3184';
let { app, owner, renter, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, renter, categoryId } = await startMarketplace({
    admin: { email: 'secure.admin@example.com', password: 'admin-password-1' },
    category: 'Secure tools',
  }));
});
afterAll(async () => {
  await app?.close();
});

const CHECKOUT = `mutation($total: String) { checkout(expectedTotal: $total) { id status clientSecret } }`;
const CONFIRM = `mutation($id: ID!) { confirmPayment(paymentId: $id) { id status failureMessage bookings { status } } }`;
const REQUEST = `mutation($input: AddToCartInput!) {
  requestBooking(input: $input, expectedTotal: "20.00") { id status clientSecret }
}`;

const authenticate = (client: HttpClient, clientSecret: string, outcome: 'complete' | 'fail') =>
  client.json('POST', '/api/payment/test-provider/authenticate', { clientSecret, outcome });

/** A one-line cart of a new 20.00-a-day tool, checked out: the payment and its client secret. */
async function checkedOut(days: number) {
  const toolId = await listTool(owner, categoryId, { price: '20', units: 1 });
  await renter.gql('mutation { emptyCart { totalQuantity } }');
  const added = await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
    input: { toolId, ...bookingPeriod(days, days + 1) },
  });
  expect(added.errors).toBeUndefined();
  const res = await renter.gql<{ checkout: { id: string; clientSecret: string } }>(CHECKOUT, { total: '20.00' });
  expect(res.errors).toBeUndefined();
  return res.data!.checkout;
}

describe('the 3-D Secure test card', () => {
  it('asks for authentication, and pays once the payer completes it', async () => {
    const payment = await checkedOut(10);
    const card = await payCard(renter, payment.clientSecret, SECURE_CARD);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure' } });
    // Nothing is charged while the challenge is open: the holds wait.
    const waiting = await renter.gql(CONFIRM, { id: payment.id });
    expect(waiting.data?.confirmPayment).toMatchObject({ status: 'PENDING', bookings: [{ status: 'HELD' }] });

    const done = await authenticate(renter, payment.clientSecret, 'complete');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'succeeded' });
    const paid = await renter.gql(CONFIRM, { id: payment.id });
    expect(paid.data?.confirmPayment).toMatchObject({ status: 'SUCCEEDED', bookings: [{ status: 'CONFIRMED' }] });
    // A second answer changes nothing.
    expect((await authenticate(renter, payment.clientSecret, 'fail')).body).toMatchObject({ status: 'succeeded' });
  });

  it('fails the payment when the payer fails the challenge, with the processor’s words', async () => {
    const payment = await checkedOut(14);
    expect((await payCard(renter, payment.clientSecret, SECURE_CARD)).body.status).toBe('requires_action');
    const failed = await authenticate(renter, payment.clientSecret, 'fail');
    expect(failed.status).toBe(402);
    expect(failed.body.message).toMatch(/unable to authenticate your payment method/);
    const after = await renter.gql(CONFIRM, { id: payment.id });
    expect(after.errors?.[0]?.extensions?.code).toBe('PAYMENT_FAILED');
    const row = await renter.gql('query($id: ID!) { payment(id: $id) { status failureMessage bookings { status } } }', {
      id: payment.id,
    });
    expect(row.data?.payment).toMatchObject({
      status: 'FAILED',
      failureMessage: expect.stringMatching(/unable to authenticate/),
      bookings: [{ status: 'EXPIRED' }],
    });
  });

  it('authorises a request to book once the challenge is completed', async () => {
    const toolId = await listTool(owner, categoryId, { price: '20', units: 1 });
    await app.database.db.update(tools).set({ bookingMode: 'request' }).where(eq(tools.id, toolId));
    const asked = await renter.gql<{ requestBooking: { id: string; clientSecret: string } }>(REQUEST, {
      input: { toolId, ...bookingPeriod(20, 21) },
    });
    expect(asked.errors).toBeUndefined();
    const { id, clientSecret } = asked.data!.requestBooking;
    expect((await payCard(renter, clientSecret, SECURE_CARD)).body.status).toBe('requires_action');
    expect((await authenticate(renter, clientSecret, 'complete')).body).toMatchObject({ status: 'requires_capture' });
    const confirmed = await renter.gql(CONFIRM, { id });
    expect(confirmed.data?.confirmPayment).toMatchObject({ status: 'AUTHORIZED', bookings: [{ status: 'REQUESTED' }] });
  });
});
