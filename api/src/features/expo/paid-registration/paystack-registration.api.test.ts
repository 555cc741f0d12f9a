import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { startFakePaystack, type FakePaystack, type PaystackTransaction } from '../../../test/fake-paystack.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { ledgerEntries } from '../../rentals/payments/ledger.table.js';
import { payments } from '../../rentals/payments/payment.table.js';
import { participants } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { registrationOrders } from './order.table.js';

/*
 * A paid registration type through Paystack, against a local server that speaks Paystack's API, in
 * naira and in cedis: the form's answer sends the payer to Paystack's checkout for the type's price;
 * the payer's return (or Paystack's signed webhook, in either order, any number of times) makes the
 * registration once; a declined payment is paid again on the same checkout; an address registered
 * already is refunded whole through Paystack.
 */

const SECRET_KEY = 'sk_test_local_paystack_registration';
const PUBLIC_KEY = 'pk_test_local_paystack_registration';

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) {
  createRegistrationType(input: $input) { id slug price { amount currency formatted } }
}`;
const REGISTER = `mutation($input: RegisterParticipantInput!) {
  registerParticipant(input: $input) {
    email
    payment { token expiresAt paymentId provider clientSecret publishableKey amount { amount currency formatted } }
  }
}`;
const ORDER = `query($token: String!) {
  registrationOrder(token: $token) { state email failure amount { amount currency } type { slug } }
}`;
const PAY_AGAIN = `mutation($token: String!) {
  payRegistrationOrder(token: $token) { paymentId provider clientSecret amount { amount currency } }
}`;

interface PaymentStep {
  token: string;
  paymentId: string;
  provider: string;
  clientSecret: string;
  publishableKey: string | null;
  amount: { amount: number; currency: string; formatted: string };
}

/** Per currency: the type's price in minor units (kobo, pesewas), as written, and who registers. */
const CASES = [
  { currency: 'NGN', price: 2_500_000, formatted: '₦25,000.00', phone: '+234 803 000 1111', country: 'Nigeria' },
  { currency: 'GHS', price: 15_000, formatted: 'GH₵150.00', phone: '+233 24 000 1111', country: 'Ghana' },
] as const;

describe.each(CASES)('paid registration through Paystack in $currency', (money) => {
  let paystack: FakePaystack;
  let world: OrganiserApp;
  let app: TestApp;
  let smtp: SmtpSink;
  let admin: HttpClient;

  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET_KEY);
    ({ app, smtp, admin } = world = await startOrganiserApp({
      PAYSTACK_SECRET_KEY: SECRET_KEY,
      PAYSTACK_PUBLIC_KEY: PUBLIC_KEY,
      PAYSTACK_API_URL: paystack.url,
      LOCAL_CURRENCIES: 'NG:NGN,GH:GHS',
    }));
  });
  afterAll(async () => {
    await world?.close();
    await paystack?.close();
  });

  let n = 0;
  async function paidType(input: Record<string, unknown> = {}) {
    n += 1;
    const res = await admin.gql(CREATE_TYPE, {
      input: {
        name: `Trade visitor ${money.currency} ${n}`,
        slug: `paystack-${money.currency.toLowerCase()}-${n}-${Date.now()}`,
        days: ['2026-12-10'],
        priceCents: money.price,
        currency: money.currency,
        ...input,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.createRegistrationType.price).toEqual({
      amount: money.price,
      currency: money.currency,
      formatted: money.formatted,
    });
    return res.data.createRegistrationType as { id: string; slug: string };
  }

  async function register(type: string, overrides: Record<string, unknown> = {}) {
    const input = {
      firstName: 'Ọláwálé',
      lastName: 'Adébáyọ̀',
      email: uniqueEmail(`paystack-${money.currency.toLowerCase()}`),
      phone: money.phone,
      country: money.country,
      type,
      ...overrides,
    };
    const res = await app.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    const step = res.data.registerParticipant.payment as PaymentStep;
    expect(step).toBeTruthy();
    return { input, step };
  }

  /** The Paystack transaction a payment of ours initialised (its metadata names the payment). */
  function transactionOf(paymentId: string): PaystackTransaction {
    const found = [...paystack.transactions.values()].filter((t) => t.metadata?.['paymentId'] === paymentId);
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  /** The payer on Paystack's checkout page: Pay (or Decline), then sent back to the registration's page. */
  async function onCheckoutPage(checkoutUrl: string, button: 'pay' | 'decline') {
    expect(checkoutUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const back = await fetch(`${checkoutUrl}/${button}`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    return new URL(back.headers.get('location')!);
  }

  function postWebhook(body: string, signature: string | undefined) {
    return fetch(`${app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
      body,
    });
  }

  const orderOf = async (token: string) => {
    const res = await app.client().gql(ORDER, { token });
    expect(res.errors).toBeUndefined();
    return res.data.registrationOrder as { state: string; email: string; failure: string | null };
  };
  const orderRow = async (token: string) => (await app.services.paidRegistrations.view(token)).order;
  const statusInDb = async (paymentId: string) => {
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const [order] = await app.database.db
      .select({ status: registrationOrders.status })
      .from(registrationOrders)
      .where(eq(registrationOrders.paymentId, paymentId));
    return { payment: payment!.status, order: order?.status };
  };
  const takenOf = async (typeId: string) =>
    (await app.database.db.select().from(registrationTypes).where(eq(registrationTypes.id, typeId)))[0]!.taken;
  const registrationsOf = (email: string) =>
    app.database.db.select().from(participants).where(eq(participants.email, email));
  /** The ledger's entries for the orders of an address, oldest first: [kind, amount, currency, order]. */
  const ledgerOf = async (email: string) => {
    const rows = await app.database.db
      .select({
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        currency: ledgerEntries.currency,
        orderId: ledgerEntries.registrationOrderId,
        paymentId: ledgerEntries.paymentId,
      })
      .from(ledgerEntries)
      .innerJoin(registrationOrders, eq(registrationOrders.id, ledgerEntries.registrationOrderId))
      .where(eq(registrationOrders.email, email))
      .orderBy(ledgerEntries.createdAt);
    return rows;
  };
  const kindsOf = async (email: string) => (await ledgerOf(email)).map((r) => [r.kind, r.amountCents, r.currency]);

  /**
   * The registration ledger against Paystack's books: per registration payment through Paystack, its
   * registration_payment + registration_refund entries are what Paystack was paid for it less what it
   * refunded, and its refundedCents is what Paystack refunded. (expectLedgerMatchesPaystack counts only
   * the rentals' charge/refund kinds.)
   */
  async function expectRegistrationLedgerMatchesPaystack() {
    const rows = await app.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'registration'), eq(payments.provider, 'paystack')));
    expect(rows.length).toBeGreaterThan(0);
    const entries = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.kind, ['registration_payment', 'registration_refund']));
    for (const p of rows) {
      const transaction = p.intentId ? paystack.transactions.get(p.intentId) : undefined;
      const refunded = paystack.refunds
        .filter((r) => r.transaction.reference === p.intentId)
        .reduce((sum, r) => sum + r.amount, 0);
      const paid = transaction && (transaction.status === 'success' || transaction.status === 'reversed');
      const ledger = entries.filter((e) => e.paymentId === p.id).reduce((sum, e) => sum + e.amountCents, 0);
      expect(ledger, `the ledger of payment ${p.id}`).toBe(paid ? transaction.amount - refunded : 0);
      expect(p.refundedCents, `refundedCents of payment ${p.id}`).toBe(refunded);
      for (const e of entries.filter((x) => x.paymentId === p.id)) expect(e.currency).toBe(money.currency);
    }
  }

  it("holds the place and sends the payer to Paystack's checkout for the type's price", async () => {
    const type = await paidType({ capacity: 5 });
    const { input, step } = await register(type.slug);
    expect(step).toMatchObject({
      provider: 'PAYSTACK',
      publishableKey: PUBLIC_KEY,
      amount: { amount: money.price, currency: money.currency, formatted: money.formatted },
    });
    // The client secret is Paystack's checkout address for the transaction the server initialised.
    const transaction = transactionOf(step.paymentId);
    expect(step.clientSecret).toBe(`${paystack.url}/checkout/${transaction.access_code}`);
    // The server computed the amount, in the currency's minor unit, and names the payer.
    expect(transaction).toMatchObject({ amount: money.price, currency: money.currency, status: 'abandoned' });
    expect(transaction.customer.email).toBe(input.email);
    // The place is held while the payer pays; nobody is registered, nothing is in the ledger.
    expect(await takenOf(type.id)).toBe(1);
    expect(await registrationsOf(input.email)).toEqual([]);
    expect(await orderOf(step.token)).toMatchObject({ state: 'AWAITING_PAYMENT', email: input.email, failure: null });
    expect(await ledgerOf(input.email)).toEqual([]);
  });

  it('paid on the checkout page: the return registers and confirms; the webhook again, or forged, changes nothing', async () => {
    const type = await paidType({ capacity: 5 });
    const { input, step } = await register(type.slug);
    const transaction = transactionOf(step.paymentId);
    const back = await onCheckoutPage(step.clientSecret, 'pay');
    expect(paystack.transactions.get(transaction.reference)!.status).toBe('success');
    // Back to this site's payment page, which names only the payment (the token stayed in the browser).
    expect(back.port).toBe(new URL(app.url).port);
    expect(back.pathname).toBe('/registration/payment');
    expect(back.searchParams.get('payment')).toBe(step.paymentId);
    expect(back.searchParams.get('reference')).toBe(transaction.reference);

    // The page asks about its order: the server verifies the transaction with Paystack and registers.
    expect(await orderOf(step.token)).toMatchObject({ state: 'PAID', email: input.email, failure: null });
    const registered = await registrationsOf(input.email);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ typeId: type.id, firstName: 'Ọláwálé', cancelledAt: null });
    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(mail.subject).not.toContain('refunded');
    expect(mail.text).toContain(registered[0]!.registrationCode);
    expect(await takenOf(type.id)).toBe(1);
    expect(await kindsOf(input.email)).toEqual([['registration_payment', money.price, money.currency]]);

    // Paystack's charge.success, forged: refused, nothing moves.
    const event = paystack.signedEvent('charge.success', paystack.transactions.get(transaction.reference));
    const tampered = event.body.replace(input.email, 'someone.else@example.com');
    expect(tampered).not.toBe(event.body);
    const forged = await postWebhook(tampered, event.signature);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await postWebhook(event.body, undefined)).status).toBe(400);
    // The real one, retried as Paystack does: one registration, one payment in the ledger.
    for (let i = 0; i < 2; i++) expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    expect(await orderOf(step.token)).toMatchObject({ state: 'PAID' });
    expect((await registrationsOf(input.email)).map((r) => r.registrationCode)).toEqual([
      registered[0]!.registrationCode,
    ]);
    expect(await kindsOf(input.email)).toEqual([['registration_payment', money.price, money.currency]]);
    expect(await takenOf(type.id)).toBe(1);
    // Paid already: paying again is refused, and Paystack is asked for nothing more.
    const count = paystack.transactions.size;
    const again = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(paystack.transactions.size).toBe(count);
    expect(paystack.refunds.filter((r) => r.transaction.reference === transaction.reference)).toEqual([]);
    await expectRegistrationLedgerMatchesPaystack();
  });

  it('the webhook first, then the return: registered once, whichever arrives first', async () => {
    const type = await paidType({ capacity: 5 });
    const { input, step } = await register(type.slug);
    const transaction = transactionOf(step.paymentId);
    // Paid on Paystack's page; the payer's browser never comes back (the tab closed).
    await onCheckoutPage(step.clientSecret, 'pay');
    const event = paystack.signedEvent('charge.success', paystack.transactions.get(transaction.reference));

    // A badly signed event first: refused, and the order still waits (read from the database: asking
    // registrationOrder would settle it).
    const bad = await postWebhook(event.body, `${event.signature.slice(0, -2)}00`);
    expect(bad.status).toBe(400);
    expect(await statusInDb(step.paymentId)).toEqual({ payment: 'pending', order: 'open' });
    expect(await registrationsOf(input.email)).toEqual([]);
    expect(await ledgerOf(input.email)).toEqual([]);

    // The signed one registers, without the browser.
    expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    expect(await statusInDb(step.paymentId)).toEqual({ payment: 'succeeded', order: 'registered' });
    const [registered] = await registrationsOf(input.email);
    expect(registered).toMatchObject({ typeId: type.id, cancelledAt: null });
    await smtp.waitFor((m) => m.to.includes(input.email) && m.text.includes(registered!.registrationCode));

    // Then the payer's return, and the webhook once more: nothing more.
    expect(await orderOf(step.token)).toMatchObject({ state: 'PAID', failure: null });
    expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    expect(await orderOf(step.token)).toMatchObject({ state: 'PAID' });
    expect(await registrationsOf(input.email)).toHaveLength(1);
    expect(await kindsOf(input.email)).toEqual([['registration_payment', money.price, money.currency]]);
    expect(await takenOf(type.id)).toBe(1);
    await expectRegistrationLedgerMatchesPaystack();
  });

  it('a declined payment keeps the place and says why; paying again is the same checkout, tried again', async () => {
    const type = await paidType({ capacity: 5 });
    const { input, step } = await register(type.slug);
    const declined = transactionOf(step.paymentId);
    const back = await onCheckoutPage(step.clientSecret, 'decline');
    expect(back.searchParams.get('payment')).toBe(step.paymentId);
    expect(paystack.transactions.get(declined.reference)!.status).toBe('failed');

    expect(await orderOf(step.token)).toMatchObject({ state: 'AWAITING_PAYMENT', failure: 'Declined' });
    expect(await registrationsOf(input.email)).toEqual([]);
    expect(await ledgerOf(input.email)).toEqual([]);
    expect(await takenOf(type.id)).toBe(1);

    const again = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(again.errors).toBeUndefined();
    const retry = again.data.payRegistrationOrder as PaymentStep;
    // The same transaction, tried again on its checkout (Paystack keeps a failed one payable): a second
    // one beside it would leave the first payable, its money arriving for a payment the order no longer names.
    expect(retry).toMatchObject({
      provider: 'PAYSTACK',
      paymentId: step.paymentId,
      clientSecret: step.clientSecret,
      amount: { amount: money.price, currency: money.currency },
    });
    expect(
      [...paystack.transactions.values()].filter(
        (t) => t.metadata?.['registrationOrder'] === declined.metadata?.['registrationOrder'],
      ),
    ).toHaveLength(1);
    // Asked twice, the same checkout again.
    const twice = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(twice.data.payRegistrationOrder).toMatchObject({
      paymentId: retry.paymentId,
      clientSecret: retry.clientSecret,
    });

    const returned = await onCheckoutPage(retry.clientSecret, 'pay');
    expect(returned.searchParams.get('payment')).toBe(retry.paymentId);
    expect(await orderOf(step.token)).toMatchObject({ state: 'PAID', failure: null });
    const registered = await registrationsOf(input.email);
    expect(registered.map((r) => r.typeId)).toEqual([type.id]);
    await smtp.waitFor((m) => m.to.includes(input.email) && m.text.includes(registered[0]!.registrationCode));
    expect((await ledgerOf(input.email)).map((r) => [r.kind, r.amountCents, r.currency, r.paymentId])).toEqual([
      ['registration_payment', money.price, money.currency, retry.paymentId],
    ]);
    expect(await takenOf(type.id)).toBe(1);
    await expectRegistrationLedgerMatchesPaystack();
  });

  it('an address registered already pays again: refunded whole through Paystack, its registration unchanged', async () => {
    const type = await paidType({ capacity: 5 });
    const email = uniqueEmail(`twice-${money.currency.toLowerCase()}`);
    const first = await register(type.slug, { email });
    await onCheckoutPage(first.step.clientSecret, 'pay');
    expect(await orderOf(first.step.token)).toMatchObject({ state: 'PAID' });
    const [original] = await registrationsOf(email);
    expect(original).toMatchObject({ typeId: type.id, firstName: 'Ọláwálé' });

    // The same answer a new address gets: a checkout, nothing that says the address is known.
    const second = await register(type.slug, { email, firstName: 'Someone' });
    expect(second.step).toMatchObject({ provider: 'PAYSTACK', amount: { amount: money.price } });
    const paid = transactionOf(second.step.paymentId);
    await onCheckoutPage(second.step.clientSecret, 'pay');
    expect(await orderOf(second.step.token)).toMatchObject({ state: 'PAID' });
    const order = await orderRow(second.step.token);
    expect(order.status).toBe('unfulfilled');

    const told = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('refunded'));
    expect(told.text).toContain(money.formatted);
    // The refund job gives the whole amount back through Paystack, once.
    await waitUntil(
      () => paystack.refunds.some((r) => r.transaction.reference === paid.reference),
      10_000,
      'the Paystack refund',
    );
    await waitUntil(async () => (await ledgerOf(email)).length === 3, 10_000, 'the refund in the ledger');
    expect(paystack.refunds.filter((r) => r.transaction.reference === paid.reference)).toMatchObject([
      { amount: money.price, currency: money.currency, merchant_note: `idempotency:registration-refund-${order.id}` },
    ]);
    expect(paystack.transactions.get(paid.reference)!.status).toBe('reversed');
    const refund = paystack.refunds.find((r) => r.transaction.reference === paid.reference)!;

    const ledger = await ledgerOf(email);
    expect(ledger.map((r) => [r.kind, r.amountCents, r.currency])).toEqual([
      ['registration_payment', money.price, money.currency],
      ['registration_payment', money.price, money.currency],
      ['registration_refund', -money.price, money.currency],
    ]);
    const ofSecond = ledger.filter((r) => r.orderId === order.id);
    expect(ofSecond.map((r) => r.kind).sort()).toEqual(['registration_payment', 'registration_refund']);
    expect(ofSecond.reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
    const refunded = await orderRow(second.step.token);
    expect(refunded.refundedAt).not.toBeNull();
    expect(refunded.refundRef).toBe(String(refund.id));
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, second.step.paymentId));
    expect(payment!.refundedCents).toBe(money.price);

    // The registration stands unchanged; the second order's place went back.
    expect(await registrationsOf(email)).toEqual([original]);
    expect(await takenOf(type.id)).toBe(1);
    // The refund job and the webhook again: Paystack is asked for no second refund, the ledger unchanged.
    await app.services.paidRegistrations.runJob({ action: 'refund', orderId: order.id });
    const event = paystack.signedEvent('charge.success', paystack.transactions.get(paid.reference));
    expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    expect(paystack.refunds.filter((r) => r.transaction.reference === paid.reference)).toHaveLength(1);
    expect(await ledgerOf(email)).toHaveLength(3);
    expect(await registrationsOf(email)).toEqual([original]);
    await expectRegistrationLedgerMatchesPaystack();
  });
});
