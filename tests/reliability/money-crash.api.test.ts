import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeRequest } from '../../api/src/test/fake-stripe.js';
import {
  confirmEmailAsHolder,
  createCategory,
  dayFromNow,
  listTool,
  signIn,
  signUpAndLogin,
} from '../../api/src/test/factories.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { appHost, eventually, killDuring, type AppProcess } from './app-process.js';

/*
 * Every money step of the trust layer killed for real between Stripe's answer and our commit: the
 * processor captured, released, refunded or transferred, and the process died (SIGKILL) before it
 * heard so. The next process finishes each step from its durable job, with the same idempotency key,
 * so the money moves once and is recorded once. Stripe is the local server that speaks its API; it
 * carries out the request, then kills the app instead of answering.
 */

const SECRET_KEY = 'sk_test_local_crash';
const ADMIN = { email: 'money.crash.admin@example.com', password: 'admin-password-1' };
const HOUR = 3_600_000;

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let host: Awaited<ReturnType<typeof appHost>>;
let app: AppProcess;
/** The people keep their sessions (tokens) across processes; each process has its own address. */
let owner: HttpClient;
let renter: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  host = await appHost({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_crash',
    STRIPE_WEBHOOK_SECRET: 'whsec_local_crash_secret',
    STRIPE_API_URL: stripe.url,
    STRIPE_CONNECT: 'true',
    // The wait after a change of payout details is tested in tests/security/payouts.test.ts.
    PAYOUT_COOLING_OFF_HOURS: '0',
  });
});
afterAll(async () => {
  if (app) await host?.kill(app);
  await host?.close();
  await stripe?.close();
});

/** The three people talk to the process that runs now. */
async function startApp() {
  app = await host.start();
  const next = (previous: HttpClient | undefined) => {
    const client = new HttpClient(app.url);
    client.token = previous?.token;
    return client;
  };
  [owner, renter, admin] = [next(owner), next(renter), next(admin)];
}

/** The app dies while Stripe carries out the next request that `matches` (see killDuring); a new one starts. */
async function crashDuring(matches: (r: FakeRequest) => boolean, act: () => Promise<unknown>, dueJobs: string) {
  await killDuring(host, app, stripe, matches, act, dueJobs);
  await startApp();
}

const statusOf = async (bookingId: string) =>
  (
    await renter.gql<{ booking: { status: string } }>('query($id: ID!) { booking(id: $id) { status } }', {
      id: bookingId,
    })
  ).data?.booking.status;

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** A request for `toolId` from `days` ahead, its card authorised at Stripe. */
async function authorisedRequest(toolId: string, days: number) {
  const res = await renter.gql<{ requestBooking: { id: string; clientSecret: string; bookings: { id: string }[] } }>(
    `mutation($input: AddToCartInput!) { requestBooking(input: $input, expectedTotal: "50.00") { id clientSecret bookings { id } } }`,
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
  const payment = res.data!.requestBooking;
  stripe.authorize(intentOf(payment.clientSecret));
  const confirmed = await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
    id: payment.id,
  });
  expect(confirmed.errors).toBeUndefined();
  const bookingId = payment.bookings[0]!.id;
  expect(await statusOf(bookingId)).toBe('REQUESTED');
  return { bookingId, paymentId: payment.id, intentId: intentOf(payment.clientSecret) };
}

describe('money steps killed between Stripe and the commit', () => {
  it('capture, release, refund and payout each happen once, recorded once, after a restart', async () => {
    await startApp();
    await signIn(admin, ADMIN.email, ADMIN.password);
    const { email: ownerEmail, password: ownerPassword } = await signUpAndLogin(owner);
    await signUpAndLogin(renter);
    // Payouts need the owner's address confirmed.
    await confirmEmailAsHolder(admin, owner, ownerEmail);
    const categoryId = await createCategory(admin);
    const requestTool = await listTool(owner, categoryId, { price: '40', bookingMode: 'REQUEST', deposit: '10' });
    const instantTool = await listTool(owner, categoryId, { price: '20' });

    const accepted = await authorisedRequest(requestTool, 10);
    const declined = await authorisedRequest(requestTool, 20);
    await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
      input: {
        toolId: instantTool,
        startDate: dayFromNow(8),
        startTime: '09:00',
        endDate: dayFromNow(9),
        endTime: '09:00',
      },
    });
    const checkout = await renter.gql<{ checkout: { id: string; clientSecret: string; bookings: { id: string }[] } }>(
      'mutation { checkout(expectedTotal: "20.00") { id clientSecret bookings { id } } }',
    );
    expect(checkout.errors).toBeUndefined();
    const paid = {
      bookingId: checkout.data!.checkout.bookings[0]!.id,
      intentId: intentOf(checkout.data!.checkout.clientSecret),
    };
    stripe.succeed(paid.intentId);
    await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
      id: checkout.data!.checkout.id,
    });
    expect(await statusOf(paid.bookingId)).toBe('CONFIRMED');

    // The owner connects a Stripe account that can be paid.
    const onboarding = await owner.gql('mutation($p: String!) { startStripeOnboarding(currentPassword: $p) { url } }', {
      p: ownerPassword,
    });
    expect(onboarding.errors).toBeUndefined();
    const account = [...stripe.connect.accounts.values()].at(-1)!;
    stripe.connect.completeOnboarding(account.id);
    expect((await owner.gql('mutation { refreshStripeAccount { stripePayoutsEnabled } }')).data).toEqual({
      refreshStripeAccount: { stripePayoutsEnabled: true },
    });

    // 1. Capture: the owner accepts; Stripe charges the card; the process dies before recording it.
    await crashDuring(
      (r) => r.path === `/v1/payment_intents/${accepted.intentId}/capture`,
      () =>
        owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', { id: accepted.bookingId }),
      `name = 'booking.request' and data->>'action' = 'capture'`,
    );
    await eventually(
      'the accepted request',
      () => statusOf(accepted.bookingId),
      (s) => s === 'CONFIRMED',
    );

    // 2. Release: the owner declines; Stripe releases the authorisation; the process dies.
    await crashDuring(
      (r) => r.path === `/v1/payment_intents/${declined.intentId}/cancel`,
      () =>
        owner.gql('mutation($id: ID!) { declineBookingRequest(bookingId: $id, reason: "Away that week") { status } }', {
          id: declined.bookingId,
        }),
      `name = 'booking.request' and data->>'action' = 'release'`,
    );
    expect(await statusOf(declined.bookingId)).toBe('DECLINED');
    const releasedPayment = async () =>
      (
        await renter.gql<{ payment: { status: string } }>('query($id: ID!) { payment(id: $id) { status } }', {
          id: declined.paymentId,
        })
      ).data?.payment.status;
    await eventually('the released authorisation', releasedPayment, (s) => s === 'CANCELLED');

    // 3. Refund: the renter cancels the paid booking (flexible, far ahead: all of it back); Stripe
    //    refunds; the process dies before recording it.
    await crashDuring(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === paid.intentId,
      () => renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: paid.bookingId }),
      `name = 'booking.refund'`,
    );
    const refundOf = async () =>
      (
        await renter.gql<{ booking: { status: string; refundStatus: string | null } }>(
          'query($id: ID!) { booking(id: $id) { status refundStatus } }',
          { id: paid.bookingId },
        )
      ).data?.booking;
    await eventually('the refund', refundOf, (b) => b?.refundStatus === 'REFUNDED');

    // 4. Payout: the accepted rental is over and its dispute window passed; the owner asks for the
    //    money; Stripe transfers it; the process dies before recording the transfer.
    await host.kill(app);
    const ended = new Date(Date.now() - 100 * HOUR).toISOString();
    const began = new Date(Date.now() - 124 * HOUR).toISOString();
    await host.sqlWhileStopped(
      `update bookings set status = 'returned', starts_at = '${began}', ends_at = '${ended}', picked_up_at = '${began}', returned_at = '${ended}' where id = '${accepted.bookingId}'`,
    );
    await startApp();
    let payout = { id: '', amount: { amount: 0 } };
    // The owner asks; the job transfers at once; the app dies before recording the transfer.
    await crashDuring(
      (r) => r.path === '/v1/transfers',
      async () => {
        const requested = await owner.gql<{ requestPayout: typeof payout }>(
          'mutation { requestPayout { id amount { amount } } }',
        );
        expect(requested.errors).toBeUndefined();
        payout = requested.data!.requestPayout;
      },
      `name = 'payout.transfer'`,
    );
    expect(payout.amount.amount).toBe(3600);
    const payoutStatus = async () =>
      (
        await owner.gql<{
          myEarnings: { payouts: { items: { id: string; status: string; reference: string | null }[] } };
        }>('{ myEarnings { payouts { items { id status reference } } } }')
      ).data?.myEarnings.payouts.items.find((p) => p.id === payout.id);
    const paidOut = await eventually('the payout', payoutStatus, (p) => p?.status === 'PAID');

    // Each step moved money at Stripe once, whatever the retries: one capture, one release, one
    // refund, one transfer, each retried under its first idempotency key.
    const keysOf = (path: string) =>
      new Set(stripe.requests.filter((r) => r.path === path).map((r) => r.idempotencyKey));
    expect(keysOf(`/v1/payment_intents/${accepted.intentId}/capture`).size).toBe(1);
    expect(stripe.intents.get(accepted.intentId)).toMatchObject({ status: 'succeeded', amount_received: 5000 });
    expect(stripe.intents.get(declined.intentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.intentId)).toEqual([
      expect.objectContaining({ amount: 2000 }),
    ]);
    expect(stripe.connect.transfers).toEqual([expect.objectContaining({ amount: 3600, destination: account.id })]);
    expect(paidOut?.reference).toBe(stripe.connect.transfers[0]!.id);

    // And the books: each step recorded once, and they balance.
    await host.kill(app);
    const entries = await host.sqlWhileStopped<{ entry_key: string; kind: string; amount_cents: number }>(
      'select entry_key, kind, amount_cents from ledger_entries order by entry_key',
    );
    const byKey = Object.fromEntries(entries.map((e) => [e.entry_key, Number(e.amount_cents)]));
    expect(byKey).toEqual({
      [`charge:${accepted.bookingId}`]: 5000,
      [`earning:${accepted.bookingId}`]: 3600,
      [`fee:${accepted.bookingId}`]: 400,
      [`deposit:${accepted.bookingId}`]: 1000,
      [`charge:${paid.bookingId}`]: 2000,
      [`earning:${paid.bookingId}`]: 1800,
      [`fee:${paid.bookingId}`]: 200,
      [`earning-reversal:${paid.bookingId}`]: -1800,
      [`fee-reversal:${paid.bookingId}`]: -200,
      [`refund:${paid.bookingId}`]: -2000,
      [`payout:${payout.id}`]: -3600,
    });
    const payments = await host.sqlWhileStopped<{ intent_id: string; status: string; refunded_cents: number }>(
      'select intent_id, status, refunded_cents from payments',
    );
    expect(Object.fromEntries(payments.map((p) => [p.intent_id, [p.status, Number(p.refunded_cents)]]))).toEqual({
      [accepted.intentId]: ['succeeded', 0],
      [declined.intentId]: ['cancelled', 0],
      [paid.intentId]: ['succeeded', 2000],
    });
  }, 300_000);
});
