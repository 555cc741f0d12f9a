import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { ledgerEntries } from '../../rentals/payments/ledger.table.js';
import { payments } from '../../rentals/payments/payment.table.js';
import { participants } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { registrationOrders } from './order.table.js';

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) {
  createRegistrationType(input: $input) { id slug name price { amount currency formatted } }
}`;
const REGISTER = `mutation($input: RegisterParticipantInput!) {
  registerParticipant(input: $input) {
    email
    payment { token expiresAt paymentId provider clientSecret amount { amount currency formatted } }
  }
}`;
const ORDER = `query($token: String!) {
  registrationOrder(token: $token) { state email firstName failure amount { amount currency } type { slug } }
}`;
const PAY_AGAIN = `mutation($token: String!) { payRegistrationOrder(token: $token) { paymentId clientSecret amount { amount } } }`;

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;
let year: number;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp({
    PAYMENTS_TEST_MODE: 'true',
    LOCAL_CURRENCIES: 'NG:NGN,GH:GHS',
  }));
  year = new Date().getUTCFullYear();
});
afterAll(() => world?.close());

let n = 0;
async function paidType(input: Record<string, unknown> = {}) {
  n += 1;
  const res = await admin.gql(CREATE_TYPE, {
    input: {
      name: `Trade visitor ${n}`,
      slug: `trade-${n}-${Date.now()}`,
      days: ['2026-12-10'],
      priceCents: 2_500_000,
      currency: 'NGN',
      ...input,
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string; name: string };
}

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ọláwálé',
  lastName: 'Adébáyọ̀',
  email: uniqueEmail('trade'),
  phone: '+234 803 000 1111',
  country: 'Nigeria',
  ...overrides,
});

async function register(type: string, overrides: Record<string, unknown> = {}) {
  const input = person({ type, ...overrides });
  const res = await app.client().gql(REGISTER, { input });
  return { res, input, step: res.data?.registerParticipant?.payment as { token: string; clientSecret: string } };
}

const confirmCard = (clientSecret: string, cardNumber = '4242424242424242') =>
  app.client().json('POST', '/api/payment/test-provider/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: year + 2,
    cvc: '123',
  });

const COUNTS = `{ adminRegistrationCounts { types { type { id } registered paid awaitingPayment revenue { decimal currency formatted } } } }`;
async function countsOf(typeId: string) {
  const res = await admin.gql(COUNTS);
  expect(res.errors).toBeUndefined();
  const { type: _type, ...counts } = res.data.adminRegistrationCounts.types.find(
    (c: { type: { id: string } }) => c.type.id === typeId,
  );
  return counts;
}

const orderOf = (token: string) => app.client().gql(ORDER, { token });
const takenOf = async (typeId: string) =>
  (await app.database.db.select().from(registrationTypes).where(eq(registrationTypes.id, typeId)))[0]!.taken;
const registrationsOf = (email: string) =>
  app.database.db.select().from(participants).where(eq(participants.email, email));
const ledgerOf = async (email: string) => {
  const rows = await app.database.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .innerJoin(registrationOrders, eq(registrationOrders.id, ledgerEntries.registrationOrderId))
    .where(eq(registrationOrders.email, email))
    .orderBy(ledgerEntries.createdAt);
  return rows.map((r) => [r.kind, r.amountCents, r.currency]);
};

describe('paid registration types', () => {
  it('holds the place, takes the price in naira by card, then registers and confirms; a refused card is paid again', async () => {
    const type = await paidType({ capacity: 5 });
    const listed = await app.client().gql('{ registrationTypes { slug price { amount currency formatted } } }');
    expect(listed.data.registrationTypes).toContainEqual({
      slug: type.slug,
      price: { amount: 2_500_000, currency: 'NGN', formatted: '₦25,000.00' },
    });

    const { res, input, step } = await register(type.slug);
    expect(res.errors).toBeUndefined();
    expect(res.data.registerParticipant.payment).toMatchObject({
      provider: 'TEST',
      amount: { amount: 2_500_000, currency: 'NGN', formatted: '₦25,000.00' },
    });
    // The place is held while the payer pays; nobody is registered, nothing is mailed yet.
    expect(await takenOf(type.id)).toBe(1);
    expect(await registrationsOf(input.email)).toEqual([]);
    expect((await orderOf(step.token)).data.registrationOrder).toMatchObject({
      state: 'AWAITING_PAYMENT',
      email: input.email,
      failure: null,
    });

    // A refused card: the order waits, saying why; paying again tries the same payment with another card.
    expect((await confirmCard(step.clientSecret, '4000000000000002')).status).toBe(402);
    const refused = await orderOf(step.token);
    expect(refused.data.registrationOrder).toMatchObject({
      state: 'AWAITING_PAYMENT',
      failure: 'Your card was declined.',
    });
    const again = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(again.errors).toBeUndefined();
    expect(again.data.payRegistrationOrder.amount.amount).toBe(2_500_000);
    expect(again.data.payRegistrationOrder.clientSecret).toBe(step.clientSecret);
    // Asked twice, the open payment is answered again, never a second one.
    const twice = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(twice.data.payRegistrationOrder.paymentId).toBe(again.data.payRegistrationOrder.paymentId);

    expect((await confirmCard(again.data.payRegistrationOrder.clientSecret)).status).toBe(200);
    await waitUntil(
      async () => (await orderOf(step.token)).data.registrationOrder.state === 'PAID',
      10_000,
      'the payment to register',
    );
    const [registered] = await registrationsOf(input.email);
    expect(registered).toMatchObject({ typeId: type.id, firstName: 'Ọláwálé', cancelledAt: null });
    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(mail.text).toContain(registered!.registrationCode);
    expect(await takenOf(type.id)).toBe(1);
    expect(await ledgerOf(input.email)).toEqual([['registration_payment', 2_500_000, 'NGN']]);
    // The page and the webhook settling again change nothing.
    await app.services.paidRegistrations.handlePaymentEvent(again.data.payRegistrationOrder.paymentId);
    await orderOf(step.token);
    expect(await registrationsOf(input.email)).toHaveLength(1);
    expect(await ledgerOf(input.email)).toHaveLength(1);
    const paid = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(paid.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Deleted by an organiser: the order stays for the books (its ledger entry), without the person.
    const removed = await admin.gql('mutation($id: ID!) { deleteParticipant(id: $id, reason: "Asked by phone") }', {
      id: registered!.id,
    });
    expect(removed.errors).toBeUndefined();
    const [kept] = await app.database.db
      .select()
      .from(registrationOrders)
      .where(eq(registrationOrders.paymentId, again.data.payRegistrationOrder.paymentId));
    expect(kept).toMatchObject({ details: null, email: null, participantId: null });
    expect(await ledgerOf(input.email)).toEqual([]);
    const entries = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.registrationOrderId, kept!.id));
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([['registration_payment', 2_500_000]]);
  });

  it('answers a registered address as a new one, then refunds its payment whole and tells the address', async () => {
    const type = await paidType();
    const email = uniqueEmail('twice');
    const first = await register(type.slug, { email });
    await confirmCard(first.step.clientSecret);
    await waitUntil(async () => (await registrationsOf(email)).length === 1, 10_000, 'the first registration');
    const code = (await registrationsOf(email))[0]!.registrationCode;

    const second = await register(type.slug, { email, firstName: 'Someone' });
    // The same answer a new address gets: a payment step, nothing that says the address is known.
    expect(second.res.errors).toBeUndefined();
    expect(second.step.token).toBeTruthy();
    await confirmCard(second.step.clientSecret);
    await waitUntil(
      async () => (await orderOf(second.step.token)).data.registrationOrder.state === 'PAID',
      10_000,
      'the second payment',
    );
    const told = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('refunded'));
    expect(told.text).toContain('₦25,000.00');
    await waitUntil(async () => (await ledgerOf(email)).length === 3, 10_000, 'the refund');
    expect(await ledgerOf(email)).toEqual([
      ['registration_payment', 2_500_000, 'NGN'],
      ['registration_payment', 2_500_000, 'NGN'],
      ['registration_refund', -2_500_000, 'NGN'],
    ]);
    // The registration stands unchanged; the second order's place went back.
    expect((await registrationsOf(email)).map((r) => [r.registrationCode, r.firstName])).toEqual([[code, 'Ọláwálé']]);
    expect(await takenOf(type.id)).toBe(1);
    const { order } = await app.services.paidRegistrations.view(second.step.token);
    expect(order.refundedAt).not.toBeNull();
    // The refund job run again adds nothing.
    await app.services.paidRegistrations.runJob({ action: 'refund', orderId: order.id });
    expect(await ledgerOf(email)).toHaveLength(3);
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, order.paymentId));
    expect(payment!.refundedCents).toBe(2_500_000);
    // The organisers' numbers: one paid registration, its revenue net of the refund.
    expect(await countsOf(type.id)).toEqual({
      registered: 1,
      paid: 1,
      awaitingPayment: 0,
      revenue: [{ decimal: '25000.00', currency: 'NGN', formatted: '₦25,000.00' }],
    });

    // A refund whose job gave up (the provider down for hours) is the minute sweep's: done again, once.
    await app.database.db
      .update(registrationOrders)
      .set({ refundedAt: null, refundRef: null, closedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(registrationOrders.id, order.id));
    await app.services.paidRegistrations.runJob({ action: 'expire' });
    expect((await app.services.paidRegistrations.view(second.step.token)).order.refundedAt).not.toBeNull();
    expect(await ledgerOf(email)).toHaveLength(3);

    // Deleted by an organiser: every closed order of the address forgets the person, the refunded one too.
    const [registration] = await registrationsOf(email);
    await admin.gql('mutation($id: ID!) { deleteParticipant(id: $id, reason: "Asked by phone") }', {
      id: registration!.id,
    });
    const forgotten = await app.database.db
      .select({ email: registrationOrders.email, details: registrationOrders.details })
      .from(registrationOrders)
      .where(eq(registrationOrders.typeId, type.id));
    expect(forgotten).toEqual([
      { email: null, details: null },
      { email: null, details: null },
    ]);
  });

  it('gives the place back when not paid in time, to the waitlist first', async () => {
    const type = await paidType({ capacity: 1 });
    const { step, input } = await register(type.slug);
    // A refused card: the payment could still be tried again until the hold lapses.
    expect((await confirmCard(step.clientSecret, '4000000000000002')).status).toBe(402);
    const full = await register(type.slug);
    expect(full.res.errors?.[0]?.extensions?.code).toBe('SOLD_OUT');
    expect(await countsOf(type.id)).toEqual({ registered: 0, paid: 0, awaitingPayment: 1, revenue: [] });
    const waiting = uniqueEmail('waiting');
    const joined = await app.client().gql('mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) }', {
      input: { type: type.slug, firstName: 'Amina', lastName: 'Bello', email: waiting },
    });
    expect(joined.errors).toBeUndefined();

    await app.database.db
      .update(registrationOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationOrders.email, input.email));
    await app.services.paidRegistrations.runJob({ action: 'expire' });
    expect((await orderOf(step.token)).data.registrationOrder.state).toBe('EXPIRED');
    const late = await app.client().gql(PAY_AGAIN, { token: step.token });
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // The refused payment was stopped at the provider with the order: the old card form cannot pay it now.
    const stale = await confirmCard(step.clientSecret);
    expect(stale.body?.status).not.toBe('succeeded');
    expect((await orderOf(step.token)).data.registrationOrder.state).toBe('EXPIRED');
    // The freed place went to the person waiting: offered, so still held.
    await smtp.waitFor((m) => m.to.includes(waiting) && m.subject.includes('held for you'));
    expect(await takenOf(type.id)).toBe(1);
    expect(await registrationsOf(input.email)).toEqual([]);
    // The books keep its order: the type is hidden or closed, never deleted.
    const removed = await admin.gql('mutation($id: ID!) { deleteRegistrationType(id: $id) }', { id: type.id });
    expect(removed.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('cannot be deleted'),
    });
  });

  it('never holds more places than the capacity under a burst of orders', async () => {
    const type = await paidType({ capacity: 3 });
    const burst = await Promise.all(Array.from({ length: 8 }, () => register(type.slug)));
    const opened = burst.filter((b) => !b.res.errors);
    expect(opened).toHaveLength(3);
    expect(burst.filter((b) => b.res.errors?.[0]?.extensions?.code === 'SOLD_OUT')).toHaveLength(5);
    expect(await takenOf(type.id)).toBe(3);
  });

  it('refuses a price where nobody can pay: the default type (the old client’s), sponsors’ passes, groups', async () => {
    const types = await admin.gql('{ adminRegistrationTypes { id isDefault name days } }');
    const fallback = types.data.adminRegistrationTypes.find((t: { isDefault: boolean }) => t.isDefault);
    const priced = await admin.gql(
      'mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { id } }',
      { id: fallback.id, input: { name: fallback.name, days: fallback.days, isDefault: true, priceCents: 100 } },
    );
    expect(priced.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'input.priceCents', msg: expect.stringContaining('default type is free') }],
    });
    const passes = await admin.gql(CREATE_TYPE, {
      input: { name: 'VIP', days: ['2026-12-10'], sponsorPasses: true, priceCents: 100 },
    });
    expect(passes.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.priceCents');
    const foreign = await admin.gql(CREATE_TYPE, {
      input: { name: 'Euro visitor', days: ['2026-12-10'], priceCents: 100, currency: 'EUR' },
    });
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.currency', msg: expect.stringContaining('USD or NGN or GHS') },
    ]);

    const type = await paidType();
    const group = await app
      .client()
      .gql('mutation($input: GroupRegistrationInput!) { registerGroup(input: $input) { message } }', {
        input: {
          type: type.slug,
          company: 'Glow Ltd',
          contact: { firstName: 'Ngozi', lastName: 'Eze', email: uniqueEmail('contact'), phone: '+234 803 000 4444' },
          country: 'Nigeria',
          attendees: [{ firstName: 'Ada', lastName: 'Obi', email: uniqueEmail('staff') }],
        },
      });
    expect(group.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({
      path: 'input.type',
      msg: expect.stringContaining('is paid'),
    });
    expect(await takenOf(type.id)).toBe(0);
  });

  it('answers an unknown token as a broken link', async () => {
    const res = await orderOf('x'.repeat(43));
    expect(res.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('token');
  });
});
