import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystackRequest } from '../../api/src/test/fake-paystack.js';
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
 * Paystack's money steps killed for real between Paystack's answer and our commit: Paystack charged the
 * saved card, refunded, or queued a transfer, and the process died (SIGKILL) before it heard so.
 * Paystack takes no idempotency keys: the next process finds each step by its reference (the charge's
 * `<ref>-capture`, the refund's merchant note, the transfer's `payout-<id>`), so the money moves once
 * and is recorded once. Paystack is the local server that speaks its API; it carries out the request,
 * then kills the app instead of answering.
 */

const SECRET_KEY = 'sk_test_local_paystack_crash';
const ADMIN = { email: 'paystack.crash.admin@example.com', password: 'admin-password-1' };
const ACCOUNT = { bankCode: '058', accountNumber: '0123456789', accountName: 'NGOZI ADAEZE OKAFOR' };
const HOUR = 3_600_000;

let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
let host: Awaited<ReturnType<typeof appHost>>;
let app: AppProcess;
let owner: HttpClient;
let renter: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET_KEY);
  paystack.addAccount(ACCOUNT);
  host = await appHost({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CURRENCY: 'NGN',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: 'pk_test_local_paystack_crash',
    PAYSTACK_API_URL: paystack.url,
    PAYOUT_COOLING_OFF_HOURS: '0',
  });
});
afterAll(async () => {
  if (app) await host?.kill(app);
  await host?.close();
  await paystack?.close();
});

async function startApp() {
  app = await host.start();
  const next = (previous: HttpClient | undefined) => {
    const client = new HttpClient(app.url);
    client.token = previous?.token;
    return client;
  };
  [owner, renter, admin] = [next(owner), next(renter), next(admin)];
}

/** The app dies while Paystack carries out the next request that `matches` (see killDuring); a new one starts. */
async function crashDuring(matches: (r: FakePaystackRequest) => boolean, act: () => Promise<unknown>, dueJobs: string) {
  await killDuring(host, app, paystack, matches, act, dueJobs);
  await startApp();
}

const statusOf = async (bookingId: string) =>
  (
    await renter.gql<{ booking: { status: string } }>('query($id: ID!) { booking(id: $id) { status } }', {
      id: bookingId,
    })
  ).data?.booking.status;

/** The transaction Paystack has for one of our payments. */
const transactionOf = (paymentId: string) =>
  [...paystack.transactions.values()].find((t) => t.metadata?.['paymentId'] === paymentId)!;

describe("Paystack's money steps killed between Paystack and the commit", () => {
  it('the saved card charged, a refund and a transfer each happen once, recorded once, after a restart', async () => {
    await startApp();
    await signIn(admin, ADMIN.email, ADMIN.password);
    const { email: ownerEmail, password: ownerPassword } = await signUpAndLogin(owner);
    await signUpAndLogin(renter);
    await confirmEmailAsHolder(admin, owner, ownerEmail);
    const categoryId = await createCategory(admin);
    const requestTool = await listTool(owner, categoryId, { price: '4000', bookingMode: 'REQUEST', deposit: '1000' });
    const instantTool = await listTool(owner, categoryId, { price: '2000' });

    // A request, its card saved on Paystack's checkout (the card check paid).
    const requested = await renter.gql<{ requestBooking: { id: string; bookings: { id: string }[] } }>(
      `mutation($input: AddToCartInput!) { requestBooking(input: $input, expectedTotal: "5000.00") { id bookings { id } } }`,
      {
        input: {
          toolId: requestTool,
          startDate: dayFromNow(10),
          startTime: '09:00',
          endDate: dayFromNow(11),
          endTime: '09:00',
        },
      },
    );
    expect(requested.errors).toBeUndefined();
    const accepted = {
      paymentId: requested.data!.requestBooking.id,
      bookingId: requested.data!.requestBooking.bookings[0]!.id,
      reference: transactionOf(requested.data!.requestBooking.id).reference,
    };
    paystack.pay(accepted.reference);
    await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', { id: accepted.paymentId });
    expect(await statusOf(accepted.bookingId)).toBe('REQUESTED');

    // An instant booking, paid on Paystack's checkout.
    await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
      input: {
        toolId: instantTool,
        startDate: dayFromNow(8),
        startTime: '09:00',
        endDate: dayFromNow(9),
        endTime: '09:00',
      },
    });
    const checkout = await renter.gql<{ checkout: { id: string; bookings: { id: string }[] } }>(
      'mutation { checkout(expectedTotal: "2000.00") { id bookings { id } } }',
    );
    expect(checkout.errors).toBeUndefined();
    const paid = {
      bookingId: checkout.data!.checkout.bookings[0]!.id,
      reference: transactionOf(checkout.data!.checkout.id).reference,
    };
    paystack.pay(paid.reference);
    await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
      id: checkout.data!.checkout.id,
    });
    expect(await statusOf(paid.bookingId)).toBe('CONFIRMED');

    // The owner's bank account, resolved by Paystack.
    const saved = await owner.gql(
      'mutation($p: String!) { setPaystackPayoutAccount(bankCode: "058", accountNumber: "0123456789", currentPassword: $p) { accountName } }',
      { p: ownerPassword },
    );
    expect(saved.errors).toBeUndefined();

    // 1. The charge: the owner accepts; Paystack charges the saved card; the process dies first.
    await crashDuring(
      (r) => r.path === '/transaction/charge_authorization',
      () =>
        owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', { id: accepted.bookingId }),
      `name = 'booking.request' and data->>'action' = 'capture'`,
    );
    await eventually(
      'the accepted request',
      () => statusOf(accepted.bookingId),
      (s) => s === 'CONFIRMED',
    );

    // 2. The refund: the renter cancels the paid booking far ahead (all of it back); Paystack
    //    refunds; the process dies before recording it.
    await crashDuring(
      (r) => r.method === 'POST' && r.path === '/refund',
      () => renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: paid.bookingId }),
      `name = 'booking.refund'`,
    );
    await eventually(
      'the refund',
      async () =>
        (
          await renter.gql<{ booking: { refundStatus: string | null } }>(
            'query($id: ID!) { booking(id: $id) { refundStatus } }',
            { id: paid.bookingId },
          )
        ).data?.booking.refundStatus,
      (s) => s === 'REFUNDED',
    );

    // 3. The transfer: the accepted rental is over, its window passed; the owner asks for the money;
    //    Paystack queues the transfer; the process dies before recording it.
    await host.kill(app);
    const ended = new Date(Date.now() - 100 * HOUR).toISOString();
    const began = new Date(Date.now() - 124 * HOUR).toISOString();
    await host.sqlWhileStopped(
      `update bookings set status = 'returned', starts_at = '${began}', ends_at = '${ended}', picked_up_at = '${began}', returned_at = '${ended}' where id = '${accepted.bookingId}'`,
    );
    await startApp();
    let payout = { id: '', amount: { amount: 0 } };
    await crashDuring(
      (r) => r.method === 'POST' && r.path === '/transfer',
      async () => {
        const asked = await owner.gql<{ requestPayout: typeof payout }>(
          'mutation { requestPayout { id amount { amount } } }',
        );
        expect(asked.errors).toBeUndefined();
        payout = asked.data!.requestPayout;
      },
      `name = 'payout.transfer'`,
    );
    expect(payout.amount.amount).toBe(360_000);
    const reference = `payout-${payout.id}`;
    // The new process's job finds the transfer under its reference; Paystack then pays it.
    await eventually(
      'the transfer looked up again',
      async () => paystack.requests.filter((r) => r.path === `/transfer/verify/${reference}`).length,
      (n) => n > 0,
    );
    paystack.settleTransfer(reference, 'success');
    const event = paystack.signedEvent('transfer.success', paystack.transfers.get(reference));
    const delivered = await fetch(`${app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
      body: event.body,
    });
    expect(delivered.status).toBe(200);
    const paidOut = await eventually(
      'the payout',
      async () =>
        (
          await owner.gql<{
            myEarnings: { payouts: { items: { id: string; status: string; reference: string | null }[] } };
          }>('{ myEarnings { payouts { items { id status reference } } } }')
        ).data?.myEarnings.payouts.items.find((p) => p.id === payout.id),
      (p) => p?.status === 'PAID',
    );

    // At Paystack: one charge of the saved card, the card check and the cancelled booking refunded
    // once each, one transfer.
    const charges = [...paystack.transactions.values()].filter((t) => t.reference === `${accepted.reference}-capture`);
    expect(charges).toMatchObject([{ amount: 500_000, status: 'success' }]);
    expect(paystack.refunds.filter((r) => r.transaction.reference === paid.reference)).toMatchObject([
      { amount: 200_000 },
    ]);
    expect(paystack.refunds.filter((r) => r.transaction.reference === accepted.reference)).toHaveLength(1);
    expect([...paystack.transfers.values()]).toMatchObject([{ reference, amount: 360_000, status: 'success' }]);
    expect(paidOut?.reference).toBe(paystack.transfers.get(reference)!.transfer_code);

    // And the books: each step recorded once, and they balance.
    await host.kill(app);
    const entries = await host.sqlWhileStopped<{ entry_key: string; amount_cents: number }>(
      'select entry_key, amount_cents from ledger_entries order by entry_key',
    );
    expect(Object.fromEntries(entries.map((e) => [e.entry_key, Number(e.amount_cents)]))).toEqual({
      [`charge:${accepted.bookingId}`]: 500_000,
      [`earning:${accepted.bookingId}`]: 360_000,
      [`fee:${accepted.bookingId}`]: 40_000,
      [`deposit:${accepted.bookingId}`]: 100_000,
      [`charge:${paid.bookingId}`]: 200_000,
      [`earning:${paid.bookingId}`]: 180_000,
      [`fee:${paid.bookingId}`]: 20_000,
      [`earning-reversal:${paid.bookingId}`]: -180_000,
      [`fee-reversal:${paid.bookingId}`]: -20_000,
      [`refund:${paid.bookingId}`]: -200_000,
      [`payout:${payout.id}`]: -360_000,
    });
  }, 300_000);
});
