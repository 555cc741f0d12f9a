import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystackRequest } from '../../api/src/test/fake-paystack.js';
import { signIn, uniqueEmail } from '../../api/src/test/factories.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { appHost, eventually, killDuring, type AppProcess } from './app-process.js';

/*
 * A paid registration's money steps through Paystack killed for real between Paystack and our commit:
 * Paystack said the payer paid (the transaction verified), or refunded an order that could not become a
 * registration, and the process died (SIGKILL) before it recorded so. The next process asks again: the
 * payer's page verifies the transaction once more and registers once; the refund job (queue
 * `expo.registration-orders`) finds its refund by the merchant note `idempotency:registration-refund-<order>`
 * instead of refunding twice, and records it once. Paystack is the local server that speaks its API; it
 * carries out the request, then kills the app instead of answering.
 */

const SECRET_KEY = 'sk_test_local_registration_crash';
const ADMIN = { email: 'registration.crash.admin@example.com', password: 'admin-password-1' };
/** ₦25,000 in kobo. */
const PRICE = 2_500_000;

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) {
  createRegistrationType(input: $input) { id slug price { amount currency } }
}`;
const REGISTER = `mutation($input: RegisterParticipantInput!) {
  registerParticipant(input: $input) { payment { token paymentId provider clientSecret amount { amount currency } } }
}`;
const ORDER = `query($token: String!) { registrationOrder(token: $token) { state email } }`;

let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
let host: Awaited<ReturnType<typeof appHost>>;
let app: AppProcess;
/** The organiser keeps the session across processes; the payer has none (the order's token is the key). */
let admin: HttpClient;
let payer: HttpClient;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET_KEY);
  host = await appHost({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CURRENCY: 'NGN',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: 'pk_test_local_registration_crash',
    PAYSTACK_API_URL: paystack.url,
  });
});
afterAll(async () => {
  if (app) await host?.kill(app);
  await host?.close();
  await paystack?.close();
});

async function startApp() {
  app = await host.start();
  const token = admin?.token;
  admin = new HttpClient(app.url);
  admin.token = token;
  payer = new HttpClient(app.url);
}

/**
 * The app dies while Paystack carries out the next request that `matches` (see killDuring); `whileDown`
 * reads the database left behind; a new process starts.
 */
async function crashDuring(
  matches: (r: FakePaystackRequest) => boolean,
  act: () => Promise<unknown>,
  dueJobs: string,
  whileDown: () => Promise<void>,
) {
  await killDuring(host, app, paystack, matches, act, dueJobs);
  await whileDown();
  await startApp();
}

/** The order of a payment and its ledger entries, as the database holds them (no process running). */
async function orderInDb(paymentId: string) {
  const [order] = await host.sqlWhileStopped<{ id: string; status: string; refund_ref: string | null }>(
    `select id, status, refund_ref from registration_orders where payment_id = ${quote(paymentId)}`,
  );
  const entries = await host.sqlWhileStopped<{ kind: string }>(
    `select kind from ledger_entries where registration_order_id = ${quote(order!.id)} order by kind`,
  );
  return { ...order!, entries: entries.map((e) => e.kind) };
}

/** The form's answer for `email` registering as `type`: the order's token and Paystack's checkout. */
async function register(type: string, email: string, firstName: string) {
  const res = await payer.gql<{
    registerParticipant: {
      payment: { token: string; paymentId: string; provider: string; clientSecret: string; amount: unknown };
    };
  }>(REGISTER, {
    input: { firstName, lastName: 'Adébáyọ̀', email, phone: '+234 803 000 1111', country: 'Nigeria', type },
  });
  expect(res.errors).toBeUndefined();
  const step = res.data!.registerParticipant.payment;
  expect(step).toMatchObject({ provider: 'PAYSTACK', amount: { amount: PRICE, currency: 'NGN' } });
  const transactions = [...paystack.transactions.values()].filter((t) => t.metadata?.['paymentId'] === step.paymentId);
  expect(transactions).toHaveLength(1);
  return { ...step, transaction: transactions[0]! };
}

/** The payer presses Pay on Paystack's checkout page and is sent back (the browser's return is not followed). */
async function payOnCheckout(checkoutUrl: string, reference: string) {
  expect(checkoutUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true);
  expect((await fetch(checkoutUrl)).status).toBe(200);
  const back = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(back.status).toBe(303);
  expect(paystack.transactions.get(reference)!.status).toBe('success');
}

const orderOf = async (token: string) => {
  const res = await payer.gql<{ registrationOrder: { state: string; email: string } }>(ORDER, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.registrationOrder;
};

/** The site's revenue on the admin dashboard: succeeded payments less what was refunded (in kobo). */
const revenue = async () =>
  (await admin.gql<{ adminDashboard: { revenue: { amount: number } } }>('{ adminDashboard { revenue { amount } } }'))
    .data?.adminDashboard.revenue.amount;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("a paid registration's money steps killed between Paystack and the commit", () => {
  it('the payment verified and the refund of a registered address each happen once, recorded once, after a restart', async () => {
    await startApp();
    await signIn(admin, ADMIN.email, ADMIN.password);
    const created = await admin.gql<{ createRegistrationType: { id: string; slug: string } }>(CREATE_TYPE, {
      input: {
        name: 'Trade visitor',
        slug: `trade-crash-${Date.now()}`,
        days: ['2026-12-10'],
        priceCents: PRICE,
        currency: 'NGN',
        capacity: 5,
      },
    });
    expect(created.errors).toBeUndefined();
    const type = created.data!.createRegistrationType;
    const email = uniqueEmail('registration-crash');

    // 1. The capture: paid on Paystack's checkout; the payer's page asks about its order, Paystack
    //    verifies the transaction as paid, and the process dies before it records the money.
    const first = await register(type.slug, email, 'Ọláwálé');
    await payOnCheckout(first.clientSecret, first.transaction.reference);
    await crashDuring(
      (r) => r.method === 'GET' && decodeURIComponent(r.path) === `/transaction/verify/${first.transaction.reference}`,
      () => orderOf(first.token),
      // No job finishes a capture: the payer's page (or Paystack's webhook) asks Paystack again.
      'false',
      // Died before the commit: the order still open, nothing in the ledger.
      async () => expect(await orderInDb(first.paymentId)).toMatchObject({ status: 'open', entries: [] }),
    );
    expect(await orderOf(first.token)).toEqual({ state: 'PAID', email });
    // Asked again after the restart (the dropped verify, then this one): the answer was never heard before.
    expect(
      paystack.requests.filter(
        (r) => decodeURIComponent(r.path) === `/transaction/verify/${first.transaction.reference}`,
      ),
    ).toHaveLength(2);

    // The books, read with no process running (PGlite allows one at a time).
    await host.kill(app);
    const [firstOrder] = await host.sqlWhileStopped<{ id: string; status: string }>(
      `select id, status from registration_orders where payment_id = ${quote(first.paymentId)}`,
    );
    expect(firstOrder).toMatchObject({ status: 'registered' });
    const registered = await host.sqlWhileStopped(`select * from participants where email = ${quote(email)}`);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ first_name: 'Ọláwálé', type_id: type.id, cancelled_at: null });
    const paidEntries = await host.sqlWhileStopped<{ kind: string; amount_cents: number; currency: string }>(
      `select kind, amount_cents, currency from ledger_entries where registration_order_id = ${quote(firstOrder!.id)}`,
    );
    expect(paidEntries.map((e) => [e.kind, Number(e.amount_cents), e.currency])).toEqual([
      ['registration_payment', PRICE, 'NGN'],
    ]);
    const takenOf = async () =>
      Number(
        (
          await host.sqlWhileStopped<{ taken: number }>(
            `select taken from registration_types where id = ${quote(type.id)}`,
          )
        )[0]!.taken,
      );
    expect(await takenOf()).toBe(1);
    await startApp();
    expect(await revenue()).toBe(PRICE);

    // 2. The refund: the registered address registers and pays again; the order cannot become a
    //    registration, and its refund job asks Paystack to refund; Paystack refunds, the process dies.
    const second = await register(type.slug, email, 'Someone');
    await payOnCheckout(second.clientSecret, second.transaction.reference);
    await crashDuring(
      (r) =>
        r.method === 'POST' &&
        r.path === '/refund' &&
        (r.body as { transaction?: unknown } | undefined)?.transaction === second.transaction.id,
      () => orderOf(second.token),
      `name = 'expo.registration-orders' and data->>'action' = 'refund'`,
      // Died before recording the refund: the order unfulfilled, its payment in the ledger, no refund.
      async () =>
        expect(await orderInDb(second.paymentId)).toMatchObject({
          status: 'unfulfilled',
          refund_ref: null,
          entries: ['registration_payment'],
        }),
    );
    expect(paystack.refunds.filter((r) => r.transaction.reference === second.transaction.reference)).toHaveLength(1);
    // The next process's job finds the refund by its note and records it: both payments, one refunded.
    await eventually('the refund recorded', revenue, (amount) => amount === PRICE);
    expect(await orderOf(second.token)).toEqual({ state: 'PAID', email });

    // At Paystack: one refund of the whole amount, under the order's key; asked for once.
    await host.kill(app);
    const [secondOrder] = await host.sqlWhileStopped<{ id: string; status: string; refund_ref: string | null }>(
      `select id, status, refund_ref from registration_orders where payment_id = ${quote(second.paymentId)}`,
    );
    const refunds = paystack.refunds.filter((r) => r.transaction.reference === second.transaction.reference);
    expect(refunds).toMatchObject([
      { amount: PRICE, currency: 'NGN', merchant_note: `idempotency:registration-refund-${secondOrder!.id}` },
    ]);
    expect(paystack.requests.filter((r) => r.method === 'POST' && r.path === '/refund')).toHaveLength(1);
    expect(paystack.transactions.get(second.transaction.reference)!.status).toBe('reversed');
    expect(secondOrder).toMatchObject({ status: 'unfulfilled', refund_ref: String(refunds[0]!.id) });

    // And the books: the second order's payment and its refund once each; the first order's payment once.
    const entries = await host.sqlWhileStopped<{
      kind: string;
      amount_cents: number;
      registration_order_id: string;
      provider_ref: string | null;
    }>(
      `select kind, amount_cents, registration_order_id, provider_ref from ledger_entries where kind in ('registration_payment', 'registration_refund') order by created_at, kind`,
    );
    expect(entries.map((e) => [e.registration_order_id, e.kind, Number(e.amount_cents)])).toEqual([
      [firstOrder!.id, 'registration_payment', PRICE],
      [secondOrder!.id, 'registration_payment', PRICE],
      [secondOrder!.id, 'registration_refund', -PRICE],
    ]);
    expect(entries.at(-1)!.provider_ref).toBe(String(refunds[0]!.id));
    const [payment] = await host.sqlWhileStopped<{ refunded_cents: number }>(
      `select refunded_cents from payments where id = ${quote(second.paymentId)}`,
    );
    expect(Number(payment!.refunded_cents)).toBe(PRICE);

    // The registration stands as it was; the second order's place went back.
    expect(await host.sqlWhileStopped(`select * from participants where email = ${quote(email)}`)).toEqual(registered);
    expect(await takenOf()).toBe(1);
  }, 180_000);
});
