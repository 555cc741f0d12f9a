import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, dayFromNow, listTool, signIn, signUpAndLogin } from '../../../test/factories.js';
import { startFakePaystack, type FakePaystack } from '../../../test/fake-paystack.js';
import { expectLedgerMatchesPaystack } from '../../../test/ledger-books.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { ledgerEntries } from './ledger.table.js';

/*
 * The marketplace's money through Paystack, against a local server that speaks Paystack's API, in
 * naira and in cedis: the renter pays on Paystack's checkout page and comes back to the page that
 * confirms the payment; a request to book saves the card (a small card check, refunded) and charges
 * it when the owner accepts; refunds and deposits go back through Paystack; the webhook is signed.
 */

const SECRET_KEY = 'sk_test_local_paystack_app';
const ADMIN = { email: 'paystack.admin@example.com', password: 'admin-password-1' };

const CHECKOUT = 'mutation($total: String) { checkout(expectedTotal: $total) { id status clientSecret provider } }';
const CONFIRM =
  'mutation($id: ID!) { confirmPayment(paymentId: $id) { status paid bookings { id status pickupCode } } }';
const BOOKING = 'query($id: ID!) { booking(id: $id) { status } }';

/** Per currency: a tool's daily price, its deposit (decimal text) and the card check Paystack charges. */
const CASES = [
  { currency: 'NGN', price: '12500', deposit: '5000', minor: 1_250_000, depositMinor: 500_000, check: 5_000 },
  { currency: 'GHS', price: '150', deposit: '40', minor: 15_000, depositMinor: 4_000, check: 100 },
] as const;

describe.each(CASES)('Paystack in $currency', (money) => {
  let paystack: FakePaystack;
  let app: TestApp;
  let admin: HttpClient;
  let owner: HttpClient;
  let renter: HttpClient;
  let categoryId: string;
  let day = 10;

  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET_KEY);
    app = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CURRENCY: money.currency,
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_PUBLIC_KEY: 'pk_test_local_paystack_app',
      PAYSTACK_API_URL: paystack.url,
      // A rental tomorrow can be picked up now, whatever the time of day.
      PICKUP_OPENS_HOURS_BEFORE: '48',
    });
    admin = app.client();
    await signIn(admin, ADMIN.email, ADMIN.password);
    categoryId = await createCategory(admin);
    owner = app.client();
    await signUpAndLogin(owner);
    renter = app.client();
    await signUpAndLogin(renter);
  });
  afterAll(async () => {
    await app?.close();
    await paystack?.close();
  });

  /** A tool for one day (and its deposit), in the cart, checked out: the payment and its checkout page. */
  async function checkout(options: { deposit?: boolean } = {}) {
    const toolId = await listTool(owner, categoryId, {
      price: money.price,
      ...(options.deposit ? { deposit: money.deposit } : {}),
    });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await renter.gql<{ addToCart: { totalAmount: { decimal: string } } }>(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }',
      { input: period() },
    );
    expect(added.errors).toBeUndefined();
    const res = await renter.gql<{ checkout: { id: string; status: string; clientSecret: string; provider: string } }>(
      CHECKOUT,
      { total: added.data!.addToCart.totalAmount.decimal },
    );
    expect(res.errors).toBeUndefined();
    return { toolId, ...res.data!.checkout };

    function period() {
      day += 2;
      return { toolId, startDate: dayFromNow(day), startTime: '09:00', endDate: dayFromNow(day + 1), endTime: '09:00' };
    }
  }

  /** The payer on Paystack's checkout page: Pay (or Decline), then sent back to the app's page. */
  async function onCheckoutPage(checkoutUrl: string, button: 'pay' | 'decline') {
    expect(checkoutUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const back = await fetch(`${checkoutUrl}/${button}`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    return new URL(back.headers.get('location')!);
  }

  async function confirm(paymentId: string) {
    return renter.gql<{
      confirmPayment: { status: string; paid: boolean; bookings: { id: string; status: string; pickupCode: string }[] };
    }>(CONFIRM, { id: paymentId });
  }

  function postWebhook(body: string, signature: string | undefined) {
    return fetch(`${app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
      body,
    });
  }

  const entriesOf = async (bookingId: string) =>
    Object.fromEntries(
      (
        await app.database.db
          .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.bookingId, bookingId))
      ).map((e) => [e.kind, e.amount]),
    );

  it("tells the browser to pay on Paystack's checkout, in the marketplace's currency", async () => {
    const res = await renter.gql('{ paymentSettings { provider publishableKey currency } }');
    expect(res.data?.paymentSettings).toEqual({
      provider: 'PAYSTACK',
      publishableKey: 'pk_test_local_paystack_app',
      currency: money.currency,
    });
  });

  it('instant booking: paid on the checkout page, confirmed on return, the webhook changes nothing, cancelled and refunded', async () => {
    const payment = await checkout();
    expect(payment).toMatchObject({ provider: 'PAYSTACK', status: 'PENDING' });
    const transaction = [...paystack.transactions.values()].find((t) => t.metadata?.['paymentId'] === payment.id)!;
    // The server computed the amount, in the currency's minor unit, and names the payer.
    expect(transaction).toMatchObject({ amount: money.minor, currency: money.currency, status: 'abandoned' });
    expect(transaction.customer.email).toMatch(/@example\.com$/);

    const back = await onCheckoutPage(payment.clientSecret, 'pay');
    // Back to this site (its public address: localhost and the port it listens on).
    expect(back.port).toBe(new URL(app.url).port);
    expect(back.pathname).toBe('/user/booking-page');
    expect(back.searchParams.get('payment')).toBe(payment.id);

    const confirmed = await confirm(payment.id);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmPayment).toMatchObject({ status: 'SUCCEEDED', paid: true });
    const [booking] = confirmed.data!.confirmPayment.bookings;
    expect(booking!.status).toBe('CONFIRMED');

    // Paystack's charge.success (retried, as Paystack does) after the browser's confirmation: one set of bookings.
    const event = paystack.signedEvent('charge.success', paystack.transactions.get(transaction.reference));
    for (let i = 0; i < 2; i++) expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    expect((await confirm(payment.id)).data!.confirmPayment.bookings).toEqual([booking]);
    const fee = Math.round(money.minor / 10);
    expect(await entriesOf(booking!.id)).toEqual({
      charge: money.minor,
      owner_earning: money.minor - fee,
      platform_fee: fee,
    });

    // Cancelled in good time: the whole rental goes back through Paystack, once.
    const cancelled = await renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', {
      id: booking!.id,
    });
    expect(cancelled.errors).toBeUndefined();
    await waitUntil(
      () => paystack.refunds.some((r) => r.transaction.reference === transaction.reference),
      20_000,
      'the Paystack refund',
    );
    expect(paystack.refunds.filter((r) => r.transaction.reference === transaction.reference)).toMatchObject([
      { amount: money.minor, currency: money.currency, merchant_note: `idempotency:refund-${booking!.id}` },
    ]);
    await waitUntil(
      async () => (await entriesOf(booking!.id))['refund'] === -money.minor,
      20_000,
      'the refund in the ledger',
    );
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });

  it('a declined payment releases the held dates and charges nothing; the renter can book them again', async () => {
    const payment = await checkout();
    const back = await onCheckoutPage(payment.clientSecret, 'decline');
    expect(back.searchParams.get('payment')).toBe(payment.id);
    const refused = await confirm(payment.id);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'PAYMENT_FAILED' } });
    const status = await renter.gql('query($id: ID!) { payment(id: $id) { status failureMessage } }', {
      id: payment.id,
    });
    expect(status.data!.payment).toMatchObject({ status: 'FAILED', failureMessage: expect.any(String) });
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });

  it('refuses a webhook with a bad or missing signature, and ignores one for a reference it does not know', async () => {
    const payment = await checkout();
    const transaction = [...paystack.transactions.values()].find((t) => t.metadata?.['paymentId'] === payment.id)!;
    paystack.pay(transaction.reference);
    const good = paystack.signedEvent('charge.success', transaction);
    const tampered = good.body.replace(String(money.minor), String(money.minor + 1));
    const bad = await postWebhook(tampered, good.signature);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await postWebhook(good.body, undefined)).status).toBe(400);
    const status = await renter.gql('query($id: ID!) { payment(id: $id) { status } }', { id: payment.id });
    expect(status.data!.payment.status).toBe('PENDING');

    const stranger = paystack.signedEvent('charge.success', { ...transaction, reference: 'not-one-of-ours' });
    expect((await postWebhook(stranger.body, stranger.signature)).status).toBe(200);

    // The good one books, without the browser.
    expect((await postWebhook(good.body, good.signature)).status).toBe(200);
    const after = await renter.gql('query($id: ID!) { payment(id: $id) { status } }', { id: payment.id });
    expect(after.data!.payment.status).toBe('SUCCEEDED');
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });

  /** A request-to-book tool with a deposit, requested, and its card saved on Paystack's checkout. */
  async function savedCardRequest(startDay?: number) {
    const toolId = await listTool(owner, categoryId, {
      price: money.price,
      deposit: money.deposit,
      bookingMode: 'REQUEST',
    });
    day += 2;
    if (startDay !== undefined) day = startDay;
    const res = await renter.gql<{ requestBooking: { id: string; clientSecret: string; bookings: { id: string }[] } }>(
      'mutation($input: AddToCartInput!) { requestBooking(input: $input) { id clientSecret bookings { id } } }',
      {
        input: {
          toolId,
          startDate: dayFromNow(day),
          startTime: '09:00',
          endDate: dayFromNow(day + 1),
          endTime: '09:00',
        },
      },
    );
    expect(res.errors).toBeUndefined();
    const payment = res.data!.requestBooking;
    const back = await onCheckoutPage(payment.clientSecret, 'pay');
    expect(back.pathname).toBe('/user/request-sent');
    const check = [...paystack.transactions.values()].find((t) => t.metadata?.['paymentId'] === payment.id)!;
    // Only the card check is charged now (cards only: the one channel that can be charged again).
    expect(check).toMatchObject({ amount: money.check, status: 'success', channel: 'card' });
    const confirmed = await renter.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', {
      id: payment.id,
    });
    expect(confirmed.data!.confirmPayment.status).toBe('AUTHORIZED');
    const bookingId = payment.bookings[0]!.id;
    expect((await renter.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('REQUESTED');
    return { bookingId, paymentId: payment.id, reference: check.reference, check };
  }

  it('request to book, accepted: the saved card is charged the rental and deposit, the card check goes back', async () => {
    const { bookingId, reference } = await savedCardRequest(1);
    const accepted = await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', {
      id: bookingId,
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptBookingRequest.status).toBe('CONFIRMED');
    const charge = paystack.transactions.get(`${reference}-capture`);
    expect(charge).toMatchObject({ amount: money.minor + money.depositMinor, status: 'success' });
    expect(paystack.refunds.filter((r) => r.transaction.reference === reference)).toMatchObject([
      { amount: money.check },
    ]);
    const fee = Math.round(money.minor / 10);
    expect(await entriesOf(bookingId)).toEqual({
      charge: money.minor + money.depositMinor,
      deposit_held: money.depositMinor,
      owner_earning: money.minor - fee,
      platform_fee: fee,
    });
    // A second accept (a double click) charges nothing more.
    await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', { id: bookingId });
    expect([...paystack.transactions.keys()].filter((k) => k.startsWith(reference))).toHaveLength(2);

    // Returned: the deposit is kept in part by an administrator's decision, the rest goes back.
    const pickupCode = (
      await renter.gql<{ booking: { pickupCode: string } }>('query($id: ID!) { booking(id: $id) { pickupCode } }', {
        id: bookingId,
      })
    ).data!.booking.pickupCode;
    expect(
      (
        await owner.gql('mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { id } }', {
          id: bookingId,
          code: pickupCode,
        })
      ).errors,
    ).toBeUndefined();
    expect(
      (await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', { id: bookingId })).errors,
    ).toBeUndefined();
    const claimed = await owner.gql<{ claimDamage: { id: string } }>(
      'mutation($id: ID!, $amount: String!, $reason: String!) { claimDamage(bookingId: $id, amount: $amount, reason: $reason) { id } }',
      { id: bookingId, amount: money.deposit, reason: 'The chuck is cracked' },
    );
    expect(claimed.errors).toBeUndefined();
    const kept = Math.round(money.depositMinor / 4);
    const decided = await admin.gql(
      'mutation($id: ID!, $refund: String!, $award: String!, $note: String!) { decideDispute(disputeId: $id, refundToRenter: $refund, awardToOwner: $award, note: $note) { status } }',
      { id: claimed.data!.claimDamage.id, refund: '0', award: (kept / 100).toFixed(2), note: 'A quarter of it' },
    );
    expect(decided.errors).toBeUndefined();
    const disputeId = claimed.data!.claimDamage.id;
    // Twice at the same moment (the refund job may be running too): Paystack takes no idempotency key.
    await Promise.all([
      app.services.deposits.refundDecision(disputeId),
      app.services.deposits.refundDecision(disputeId),
    ]);
    await app.services.deposits.refundDecision(disputeId);
    // A partial refund of the charge: what the owner did not keep of the deposit, once.
    expect(paystack.refunds.filter((r) => r.transaction.reference === `${reference}-capture`)).toMatchObject([
      { amount: money.depositMinor - kept, merchant_note: `idempotency:dispute-${disputeId}` },
    ]);
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });

  it('request to book, declined: nothing charged, the card check goes back', async () => {
    const { bookingId, reference } = await savedCardRequest();
    const declined = await owner.gql(
      'mutation($id: ID!) { declineBookingRequest(bookingId: $id, reason: "Booked elsewhere") { status } }',
      { id: bookingId },
    );
    expect(declined.data!.declineBookingRequest.status).toBe('DECLINED');
    expect(paystack.transactions.has(`${reference}-capture`)).toBe(false);
    await waitUntil(
      () => paystack.refunds.some((r) => r.transaction.reference === reference),
      20_000,
      'the card check refunded',
    );
    expect(paystack.refunds.filter((r) => r.transaction.reference === reference)).toMatchObject([
      { amount: money.check },
    ]);
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });

  it('request to book whose saved card is refused at accept: the request closes, both sides are told', async () => {
    const { bookingId, paymentId, check } = await savedCardRequest();
    paystack.failCharges(
      (check.authorization as { authorization_code: string }).authorization_code,
      'Insufficient Funds',
    );
    const accepted = await owner.gql('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }', {
      id: bookingId,
    });
    expect(accepted.errors?.[0]).toMatchObject({
      extensions: { code: 'PAYMENT_FAILED' },
      message: expect.stringContaining('Insufficient Funds'),
    });
    expect((await renter.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('DECLINED');
    const payment = await renter.gql('query($id: ID!) { payment(id: $id) { status } }', { id: paymentId });
    expect(payment.data!.payment.status).toBe('CANCELLED');
    for (const side of [renter, owner]) {
      const notes = await side.gql<{ notifications: { items: { bookingId: string | null; message: string }[] } }>(
        '{ notifications(page: { pageSize: 50 }) { items { bookingId message } } }',
      );
      expect(notes.data!.notifications.items.some((n) => n.bookingId === bookingId)).toBe(true);
    }
    await expectLedgerMatchesPaystack(app.database.db, paystack);
  });
});
