import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, dayFromNow, listTool, signIn, signUpAndLogin } from '../../../test/factories.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';
import { tools } from '../tools/tool.table.js';
import { ledgerEntries } from './ledger.table.js';

/*
 * Request to book through the Stripe adapter: a manual-capture PaymentIntent, authorised by the card
 * step (Stripe's payment_intent.amount_capturable_updated webhook), captured when the owner accepts
 * and cancelled (the authorisation released) when they decline.
 */

const SECRET_KEY = 'sk_test_local_requests';
const WEBHOOK_SECRET = 'whsec_local_requests_secret';
const ADMIN = { email: 'stripe.requests.admin@example.com', password: 'admin-password-1' };

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
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_requests',
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

function signedEvent(type: string, intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}_${type}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

async function postWebhook(type: string, intentId: string) {
  const { payload, signature } = signedEvent(type, intentId);
  return fetch(`${app.url}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

const BOOKING = `query($id: ID!) { booking(id: $id) { status } }`;

/** A request-to-book tool (40.00 a day, a 10.00 deposit), requested and authorised at Stripe. */
async function authorisedRequest(days: number) {
  const toolId = await listTool(owner, categoryId, { price: '40', units: 1 });
  await app.database.db.update(tools).set({ bookingMode: 'request', depositCents: 1000 }).where(eq(tools.id, toolId));
  const res = await renter.gql(
    `mutation($input: AddToCartInput!) { requestBooking(input: $input, expectedTotal: "50.00") { id status clientSecret bookings { id } } }`,
    {
      input: {
        toolId,
        startDate: dayFromNow(days),
        startTime: '09:00',
        endDate: dayFromNow(days + 1),
        endTime: '09:00',
      },
    },
  );
  expect(res.errors).toBeUndefined();
  const payment = res.data!.requestBooking as { id: string; clientSecret: string; bookings: { id: string }[] };
  const intent = [...stripe.intents.values()].find((i) => i.client_secret === payment.clientSecret)!;
  const created = stripe.requests.find(
    (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `checkout-${payment.id}`,
  );
  expect(created?.form.get('capture_method')).toBe('manual');
  expect(created?.form.get('amount')).toBe('5000');

  // Stripe Elements authorises the card; Stripe tells us with amount_capturable_updated.
  stripe.authorize(intent.id);
  expect((await postWebhook('payment_intent.amount_capturable_updated', intent.id)).status).toBe(200);
  const bookingId = payment.bookings[0]!.id;
  expect((await renter.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('REQUESTED');
  expect(stripe.intents.get(intent.id)?.status).toBe('requires_capture');
  // Both parties see the rental and the deposit beside it.
  for (const party of [renter, owner]) {
    const sums = await party.gql('query($id: ID!) { booking(id: $id) { amount { amount } deposit { amount } } }', {
      id: bookingId,
    });
    expect(sums.data!.booking).toEqual({ amount: { amount: 4000 }, deposit: { amount: 1000 } });
  }
  return { bookingId, paymentId: payment.id, intentId: intent.id };
}

describe('request to book through the Stripe adapter', () => {
  it('accepted: the PaymentIntent is captured with an idempotency key, then recorded once', async () => {
    const { bookingId, paymentId, intentId } = await authorisedRequest(10);
    const accepted = await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', {
      id: bookingId,
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptBookingRequest.status).toBe('CONFIRMED');
    const captures = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0]!.idempotencyKey).toBe(`capture-${paymentId}`);
    expect(captures[0]!.form.get('amount_to_capture')).toBe('5000');
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 5000 });

    // Stripe's payment_intent.succeeded arriving afterwards changes nothing.
    expect((await postWebhook('payment_intent.succeeded', intentId)).status).toBe(200);
    const entries = await app.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, bookingId))
      .orderBy(ledgerEntries.entryKey);
    expect(entries).toEqual([
      { kind: 'charge', amount: 5000 },
      { kind: 'deposit_held', amount: 1000 },
      { kind: 'owner_earning', amount: 3600 },
      { kind: 'platform_fee', amount: 400 },
    ]);
  });

  it('an authorisation that lapsed before the owner accepts: nothing charged, the request closes, both are told', async () => {
    const { bookingId, paymentId, intentId } = await authorisedRequest(30);
    // Stripe cancels an uncaptured PaymentIntent when its authorisation lapses.
    stripe.lapse(intentId);
    const accepted = await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', {
      id: bookingId,
    });
    expect(accepted.errors?.[0]).toMatchObject({
      extensions: { code: 'PAYMENT_FAILED' },
      message: expect.stringContaining('authorisation expired'),
    });
    expect(stripe.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/capture`)).toBe(false);
    expect((await renter.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('DECLINED');
    const payment = await renter.gql('query($id: ID!) { payment(id: $id) { status } }', { id: paymentId });
    expect(payment.data!.payment.status).toBe('CANCELLED');
    // The capture job that follows finds the request closed and finishes quietly.
    await app.services.checkout.requests.runJob({ action: 'capture', bookingId });
    const entries = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
    expect(entries).toEqual([]);
    const notes = await renter.gql('{ notifications { items { message } } }');
    expect(JSON.stringify(notes.data)).toContain('expired before it could be charged');
  });

  it('declined: the PaymentIntent is cancelled at Stripe (the authorisation released), nothing captured', async () => {
    const { bookingId, intentId } = await authorisedRequest(20);
    const declined = await owner.gql(
      'mutation($id: ID!) { declineBookingRequest(bookingId: $id, reason: "Booked elsewhere") { status } }',
      { id: bookingId },
    );
    expect(declined.data!.declineBookingRequest.status).toBe('DECLINED');
    const cancel = stripe.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(cancel?.idempotencyKey).toBe(`cancel-${intentId}`);
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    expect(stripe.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/capture`)).toBe(false);
  });
});
