import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, dayFromNow, listTool, signIn, signUpAndLogin } from '../../../test/factories.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';

const SECRET_KEY = 'sk_test_local_adapter';
const WEBHOOK_SECRET = 'whsec_local_adapter_secret';
const ADMIN = { email: 'stripe.admin@example.com', password: 'admin-password-1' };

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let app: TestApp;
let renter: HttpClient;
let owner: HttpClient;
let categoryId: string;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  app = await startTestApp({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_adapter',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  const admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  categoryId = await createCategory(admin);
  owner = app.client();
  await signUpAndLogin(owner);
  renter = app.client();
  await signUpAndLogin(renter);
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

/** A webhook as Stripe sends it: the event JSON, signed with the endpoint's secret and a timestamp. */
function signedEvent(type: string, intentId: string, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({
    id: `evt_${intentId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { payload, signature };
}

async function postWebhook(payload: string, signature: string) {
  return fetch(`${app.url}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

async function checkoutOneTool(days: number) {
  const toolId = await listTool(owner, categoryId, { price: '40', units: 1 });
  await renter.gql('mutation { emptyCart { totalQuantity } }');
  await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }', {
    input: { toolId, startDate: dayFromNow(days), startTime: '09:00', endDate: dayFromNow(days + 1), endTime: '09:00' },
  });
  const res = await renter.gql('mutation { checkout(expectedTotal: "40") { id status clientSecret provider } }');
  expect(res.errors).toBeUndefined();
  return res.data!.checkout as { id: string; status: string; clientSecret: string; provider: string };
}

describe('the Stripe adapter against a server that speaks Stripe API', () => {
  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    const res = await renter.gql('{ paymentSettings { provider publishableKey currency } }');
    expect(res.data?.paymentSettings).toEqual({
      provider: 'STRIPE',
      publishableKey: 'pk_test_local_adapter',
      currency: 'USD',
    });
  });

  it('creates one PaymentIntent per checkout with an idempotency key, and books once the webhook says it succeeded', async () => {
    const checkout = await checkoutOneTool(10);
    expect(checkout.provider).toBe('STRIPE');
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const last = created.at(-1)!;
    expect(last.idempotencyKey).toBe(`checkout-${checkout.id}`);
    expect(last.form.get('amount')).toBe('4000');
    expect(last.form.get('currency')).toBe('usd');
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === checkout.clientSecret)!;
    expect(intent.metadata.paymentId).toBe(checkout.id);

    // Before the card step the server sees nothing to confirm.
    const early = await renter.gql(
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { status } } }',
      {
        id: checkout.id,
      },
    );
    expect(early.data?.confirmPayment).toEqual({ status: 'PENDING', bookings: [{ status: 'HELD' }] });

    stripe.succeed(intent.id);
    const event = signedEvent('payment_intent.succeeded', intent.id);
    const delivered = await postWebhook(event.payload, event.signature);
    expect(delivered.status).toBe(200);
    // Stripe retries webhooks; the browser confirms too. One set of bookings whatever the order.
    expect((await postWebhook(event.payload, event.signature)).status).toBe(200);
    const confirmed = await renter.gql(
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { id status } } }',
      {
        id: checkout.id,
      },
    );
    expect(confirmed.data?.confirmPayment.status).toBe('SUCCEEDED');
    expect(confirmed.data?.confirmPayment.bookings).toEqual([{ id: expect.any(String), status: 'CONFIRMED' }]);

    // Cancelling refunds through Stripe with an idempotency key.
    const bookingId = confirmed.data!.confirmPayment.bookings[0].id;
    await renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: bookingId });
    await waitUntil(() => stripe.refunds.some((r) => r.payment_intent === intent.id), 20_000, 'the Stripe refund');
    expect(stripe.refunds.find((r) => r.payment_intent === intent.id)?.amount).toBe(4000);
    const refundCall = stripe.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.id,
    );
    expect(refundCall?.idempotencyKey).toBe(`refund-${bookingId}`);
  });

  it('refuses webhooks with a bad signature or an old timestamp', async () => {
    const checkout = await checkoutOneTool(20);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === checkout.clientSecret)!;
    stripe.succeed(intent.id);
    const good = signedEvent('payment_intent.succeeded', intent.id);
    const tampered = good.payload.replace(intent.id, 'pi_someone_else');
    expect((await postWebhook(tampered, good.signature)).status).toBe(400);
    const stale = signedEvent('payment_intent.succeeded', intent.id, Math.floor(Date.now() / 1000) - 3600);
    expect((await postWebhook(stale.payload, stale.signature)).status).toBe(400);
    const unsigned = await fetch(`${app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: good.payload,
    });
    expect(unsigned.status).toBe(400);
    const payment = await renter.gql('query($id: ID!) { payment(id: $id) { status } }', { id: checkout.id });
    expect(payment.data?.payment.status).toBe('PENDING');
  });

  it('releases the holds when Stripe reports a failed payment', async () => {
    const checkout = await checkoutOneTool(30);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === checkout.clientSecret)!;
    stripe.decline(intent.id, 'Your card has insufficient funds.');
    const event = signedEvent('payment_intent.payment_failed', intent.id);
    expect((await postWebhook(event.payload, event.signature)).status).toBe(200);
    const payment = await renter.gql(
      'query($id: ID!) { payment(id: $id) { status failureMessage bookings { status } } }',
      {
        id: checkout.id,
      },
    );
    expect(payment.data?.payment).toEqual({
      status: 'FAILED',
      failureMessage: 'Your card has insufficient funds.',
      bookings: [{ status: 'EXPIRED' }],
    });
    expect(stripe.intents.get(intent.id)?.status).toBe('canceled');
  });
});

describe("the renter's own unpaid hold, through the Stripe adapter", () => {
  const RESUME = 'mutation($id: ID!) { resumePayment(paymentId: $id) { id status clientSecret bookings { status } } }';
  const RELEASE = 'mutation($id: ID!) { releaseHold(paymentId: $id) { id status bookings { status } } }';
  const creations = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

  it('resumes the same PaymentIntent: Stripe is never asked for a second one', async () => {
    const checkout = await checkoutOneTool(40);
    const before = creations();
    const resumed = await renter.gql(RESUME, { id: checkout.id });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data?.resumePayment).toEqual({
      id: checkout.id,
      status: 'PENDING',
      clientSecret: checkout.clientSecret,
      bookings: [{ status: 'HELD' }],
    });
    const again = await renter.gql('mutation { checkout(expectedTotal: "40") { id clientSecret } }');
    expect(again.data?.checkout).toEqual({ id: checkout.id, clientSecret: checkout.clientSecret });
    expect(creations()).toBe(before);
    await renter.gql(RELEASE, { id: checkout.id });
  });

  it('releases by cancelling the PaymentIntent at Stripe first', async () => {
    const checkout = await checkoutOneTool(50);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === checkout.clientSecret)!;
    const released = await renter.gql(RELEASE, { id: checkout.id });
    expect(released.errors).toBeUndefined();
    expect(released.data?.releaseHold).toEqual({
      id: checkout.id,
      status: 'CANCELLED',
      bookings: [{ status: 'EXPIRED' }],
    });
    expect(stripe.intents.get(intent.id)?.status).toBe('canceled');
    const cancel = stripe.requests.find((r) => r.path === `/v1/payment_intents/${intent.id}/cancel`);
    expect(cancel?.idempotencyKey).toBe(`cancel-${intent.id}`);
  });

  it('settles instead of releasing when Stripe already took the payment (its webhook not yet here)', async () => {
    const checkout = await checkoutOneTool(60);
    const intent = [...stripe.intents.values()].find((i) => i.client_secret === checkout.clientSecret)!;
    stripe.succeed(intent.id);
    const released = await renter.gql(RELEASE, { id: checkout.id });
    expect(released.errors).toBeUndefined();
    expect(released.data?.releaseHold).toEqual({
      id: checkout.id,
      status: 'SUCCEEDED',
      bookings: [{ status: 'CONFIRMED' }],
    });
    expect(stripe.intents.get(intent.id)?.status).toBe('succeeded');
    // The webhook arriving afterwards changes nothing.
    const event = signedEvent('payment_intent.succeeded', intent.id);
    expect((await postWebhook(event.payload, event.signature)).status).toBe(200);
    const payment = await renter.gql('query($id: ID!) { payment(id: $id) { status bookings { status } } }', {
      id: checkout.id,
    });
    expect(payment.data?.payment).toEqual({ status: 'SUCCEEDED', bookings: [{ status: 'CONFIRMED' }] });
  });
});
