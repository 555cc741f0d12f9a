import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPeriod, listTool, payCard, startMarketplace, type Marketplace } from '../../../test/factories.js';
import type { HttpClient } from '../../../test/test-app.js';
import { bookings } from '../bookings/booking.table.js';
import { payments, testProviderIntents } from './payment.table.js';

/*
 * A renter's own unpaid hold (a checkout whose card step never finished: a lost connection, a
 * reload) is theirs: the cart shows it with the time left, "resume" continues the same payment,
 * "release" lets go of it at once. Others still see the period taken until then.
 */

// Filled in by beforeAll.
let { app, owner, renter, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, renter, stranger, categoryId } = await startMarketplace({
    admin: { email: 'holds.admin@example.com', password: 'admin-password-1' },
    category: 'Ladders',
  }));
});
afterAll(async () => {
  await app?.close();
});

const CART = `{
  cart {
    totalAmount { decimal }
    lines { id problem }
    pendingPayment { paymentId clientSecret holdExpiresAt amount { decimal } matchesCart toolNames }
  }
}`;
const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }`;
const PAYMENT_FIELDS = 'id status amount { decimal } clientSecret holdExpiresAt failureMessage bookings { id status }';
const CHECKOUT = `mutation($total: String) { checkout(expectedTotal: $total) { ${PAYMENT_FIELDS} } }`;
const RESUME = `mutation($id: ID!) { resumePayment(paymentId: $id) { ${PAYMENT_FIELDS} } }`;
const RELEASE = `mutation($id: ID!) { releaseHold(paymentId: $id) { ${PAYMENT_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmPayment(paymentId: $id) { ${PAYMENT_FIELDS} } }`;

interface PaymentView {
  id: string;
  status: string;
  amount: { decimal: string };
  clientSecret: string | null;
  holdExpiresAt: string | null;
  failureMessage: string | null;
  bookings: { id: string; status: string }[];
}

async function fill(client: HttpClient, lines: { toolId: string; period: ReturnType<typeof bookingPeriod> }[]) {
  await client.gql('mutation { emptyCart { totalQuantity } }');
  let total = '0.00';
  for (const line of lines) {
    const added = await client.gql(ADD, { input: { toolId: line.toolId, quantity: 1, ...line.period } });
    expect(added.errors).toBeUndefined();
    total = added.data!.addToCart.totalAmount.decimal;
  }
  return total;
}

/** Fills the cart and starts paying, then stops: the card step never reaches the processor. */
async function startAndAbandon(client: HttpClient, toolId: string, period: ReturnType<typeof bookingPeriod>) {
  const total = await fill(client, [{ toolId, period }]);
  const res = await client.gql<{ checkout: PaymentView }>(CHECKOUT, { total });
  expect(res.errors).toBeUndefined();
  return res.data!.checkout;
}

const bookingsOfTool = (toolId: string) => app.database.db.select().from(bookings).where(eq(bookings.toolId, toolId));

const intentsOf = (paymentId: string) =>
  app.database.db
    .select()
    .from(testProviderIntents)
    .where(sql`${testProviderIntents.metadata}->>'paymentId' = ${paymentId}`);

const freeFor = async (client: HttpClient, toolId: string, period: ReturnType<typeof bookingPeriod>) =>
  (
    await client.gql('query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }', {
      id: toolId,
      p: period,
    })
  ).data?.bookingQuote.free as number;

describe("the renter's own unpaid hold", () => {
  it('does not make their cart say the tool is unavailable: the cart shows the hold as theirs', async () => {
    const toolId = await listTool(owner, categoryId, { name: 'Extension ladder', price: '25', units: 1 });
    const period = bookingPeriod(10, 11);
    const held = await startAndAbandon(renter, toolId, period);

    const { data } = await renter.gql(CART);
    expect(data?.cart.lines).toEqual([{ id: expect.any(String), problem: null }]);
    expect(data?.cart.pendingPayment).toEqual({
      paymentId: held.id,
      clientSecret: held.clientSecret,
      holdExpiresAt: held.holdExpiresAt,
      amount: { decimal: '25.00' },
      matchesCart: true,
      toolNames: ['Extension ladder'],
    });
    const left = new Date(data!.cart.pendingPayment.holdExpiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);

    // The tool page (quote and calendar) agrees with the cart for its renter, and only for them.
    expect(await freeFor(renter, toolId, period)).toBe(1);
    expect(await freeFor(stranger, toolId, period)).toBe(0);
    const calendar = async (client: HttpClient) =>
      (
        await client.gql(
          'query($id: ID!, $from: DateTimeISO!, $to: DateTimeISO!) { toolCalendar(toolId: $id, from: $from, to: $to) { periods { quantity } } }',
          { id: toolId, from: new Date().toISOString(), to: new Date(Date.now() + 30 * 86_400_000).toISOString() },
        )
      ).data?.toolCalendar.periods;
    expect(await calendar(renter)).toEqual([]);
    expect(await calendar(stranger)).toEqual([{ quantity: 1 }]);
    await stranger.gql('mutation { emptyCart { totalQuantity } }');
    const blocked = await stranger.gql(ADD, { input: { toolId, quantity: 1, ...period } });
    expect(blocked.errors?.[0]?.message).toBe('This tool is not available for the chosen period');
    expect((await stranger.gql(CART)).data?.cart.pendingPayment).toBeNull();
    await stranger.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('resumes the same payment: same intent and client secret, no second hold, booked once', async () => {
    const toolId = await listTool(owner, categoryId, { price: '30', units: 1 });
    const held = await startAndAbandon(renter, toolId, bookingPeriod(20, 21));

    const resumed = await renter.gql<{ resumePayment: PaymentView }>(RESUME, { id: held.id });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data!.resumePayment).toMatchObject({
      id: held.id,
      status: 'PENDING',
      clientSecret: held.clientSecret,
      holdExpiresAt: held.holdExpiresAt,
      bookings: held.bookings,
    });
    // Pay again with the cart unchanged (a second click, a second tab): still the same payment.
    const again = await renter.gql<{ checkout: PaymentView }>(CHECKOUT, { total: '30' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.checkout).toMatchObject({ id: held.id, clientSecret: held.clientSecret });
    expect(await intentsOf(held.id)).toHaveLength(1);
    expect((await bookingsOfTool(toolId)).map((b) => b.status)).toEqual(['held']);

    expect((await payCard(renter, held.clientSecret!)).body.status).toBe('succeeded');
    const confirmed = await renter.gql<{ confirmPayment: PaymentView }>(CONFIRM, { id: held.id });
    expect(confirmed.data!.confirmPayment.status).toBe('SUCCEEDED');
    expect((await bookingsOfTool(toolId)).map((b) => b.status)).toEqual(['confirmed']);
    expect((await renter.gql(CART)).data?.cart).toMatchObject({ lines: [], pendingPayment: null });
  });

  it('two tabs paying the same cart at the same moment share one payment and one hold', async () => {
    const toolId = await listTool(owner, categoryId, { price: '12', units: 1 });
    const total = await fill(renter, [{ toolId, period: bookingPeriod(25, 26) }]);
    const [a, b] = await Promise.all([
      renter.gql<{ checkout: PaymentView }>(CHECKOUT, { total }),
      renter.gql<{ checkout: PaymentView }>(CHECKOUT, { total }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data!.checkout.id).toBe(a.data!.checkout.id);
    expect(b.data!.checkout.clientSecret).toBe(a.data!.checkout.clientSecret);
    expect(await intentsOf(a.data!.checkout.id)).toHaveLength(1);
    expect((await bookingsOfTool(toolId)).map((row) => row.status)).toEqual(['held']);
    await renter.gql(RELEASE, { id: a.data!.checkout.id });
  });

  it('releases at once: the period is free for another renter and the intent is cancelled', async () => {
    const toolId = await listTool(owner, categoryId, { price: '18', units: 1 });
    const period = bookingPeriod(30, 31);
    const held = await startAndAbandon(renter, toolId, period);
    expect(await freeFor(stranger, toolId, period)).toBe(0);

    // Only its renter may release it.
    const foreign = await stranger.gql(RELEASE, { id: held.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const released = await renter.gql<{ releaseHold: PaymentView }>(RELEASE, { id: held.id });
    expect(released.errors).toBeUndefined();
    expect(released.data!.releaseHold).toMatchObject({
      id: held.id,
      status: 'CANCELLED',
      clientSecret: null,
      bookings: [{ status: 'EXPIRED' }],
    });
    const [intent] = await intentsOf(held.id);
    expect(intent!.status).toBe('canceled');
    expect(await freeFor(stranger, toolId, period)).toBe(1);
    // Releasing twice changes nothing; the card step of a released payment charges nothing.
    const twice = await renter.gql<{ releaseHold: PaymentView }>(RELEASE, { id: held.id });
    expect(twice.data!.releaseHold.status).toBe('CANCELLED');
    expect((await payCard(renter, held.clientSecret!)).body.status).toBe('canceled');
    // The cart keeps its line, without the hold; resuming what was released is refused.
    const cart = await renter.gql(CART);
    expect(cart.data?.cart).toMatchObject({ lines: [{ problem: null }], pendingPayment: null });
    const resume = await renter.gql(RESUME, { id: held.id });
    expect(resume.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Someone else books it at once.
    const total = await fill(stranger, [{ toolId, period }]);
    const theirs = await stranger.gql<{ checkout: PaymentView }>(CHECKOUT, { total });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.checkout.bookings).toEqual([{ id: expect.any(String), status: 'HELD' }]);
    await stranger.gql(RELEASE, { id: theirs.data!.checkout.id });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await stranger.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('a release of a payment the processor already took settles it instead', async () => {
    const toolId = await listTool(owner, categoryId, { price: '22', units: 1 });
    const held = await startAndAbandon(renter, toolId, bookingPeriod(40, 41));
    // The card went through at the processor, but its word never reached us (a lost connection).
    const [intent] = await intentsOf(held.id);
    await app.database.db
      .update(testProviderIntents)
      .set({ status: 'succeeded' })
      .where(eq(testProviderIntents.id, intent!.id));

    const released = await renter.gql<{ releaseHold: PaymentView }>(RELEASE, { id: held.id });
    expect(released.errors).toBeUndefined();
    expect(released.data!.releaseHold).toMatchObject({ status: 'SUCCEEDED', bookings: [{ status: 'CONFIRMED' }] });
    expect((await intentsOf(held.id))[0]!.status).toBe('succeeded');
    expect((await bookingsOfTool(toolId)).map((b) => b.status)).toEqual(['confirmed']);
    expect((await renter.gql(CART)).data?.cart).toMatchObject({ lines: [], pendingPayment: null });
  });

  it('a changed cart shows the old hold as not matching; paying releases it first and holds the new cart', async () => {
    const first = await listTool(owner, categoryId, { price: '10', units: 1 });
    const second = await listTool(owner, categoryId, { price: '5', units: 1 });
    const period = bookingPeriod(50, 51);
    const held = await startAndAbandon(renter, first, period);
    const added = await renter.gql(ADD, { input: { toolId: second, quantity: 1, ...period } });
    expect(added.errors).toBeUndefined();

    const cart = await renter.gql(CART);
    expect(cart.data?.cart.lines.map((l: { problem: string | null }) => l.problem)).toEqual([null, null]);
    expect(cart.data?.cart.pendingPayment).toMatchObject({
      paymentId: held.id,
      matchesCart: false,
      amount: { decimal: '10.00' },
    });

    const fresh = await renter.gql<{ checkout: PaymentView }>(CHECKOUT, { total: '15' });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.checkout.id).not.toBe(held.id);
    expect(fresh.data!.checkout.bookings.map((b) => b.status)).toEqual(['HELD', 'HELD']);
    const [old] = await app.database.db.select().from(payments).where(eq(payments.id, held.id));
    expect(old!.status).toBe('cancelled');
    expect((await intentsOf(held.id))[0]!.status).toBe('canceled');
    const rows = await app.database.db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.toolId, [first, second]), eq(bookings.status, 'held')));
    expect(rows).toHaveLength(2);
    expect((await renter.gql(CART)).data?.cart.pendingPayment).toMatchObject({
      paymentId: fresh.data!.checkout.id,
      matchesCart: true,
      amount: { decimal: '15.00' },
    });
    await renter.gql(RELEASE, { id: fresh.data!.checkout.id });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('the hold-expiry job firing during a resume cancels the intent first, so a late card charges nothing', async () => {
    const toolId = await listTool(owner, categoryId, { price: '14', units: 1 });
    const held = await startAndAbandon(renter, toolId, bookingPeriod(60, 61));
    const resumed = await renter.gql<{ resumePayment: PaymentView }>(RESUME, { id: held.id });
    await app.services.checkout.expireHold(held.id);
    const late = await payCard(renter, resumed.data!.resumePayment.clientSecret!);
    expect(late.body.status).toBe('canceled');
    expect((await intentsOf(held.id))[0]!.status).toBe('canceled');
    expect((await bookingsOfTool(toolId)).map((b) => b.status)).toEqual(['expired']);
    expect((await renter.gql(CART)).data?.cart.pendingPayment).toBeNull();
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('a resume after the hold lapsed is refused with the reason, and the period is let go', async () => {
    const toolId = await listTool(owner, categoryId, { price: '16', units: 1 });
    const held = await startAndAbandon(renter, toolId, bookingPeriod(65, 66));
    await app.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.paymentId, held.id));
    expect((await renter.gql(CART)).data?.cart.pendingPayment).toBeNull();
    const resume = await renter.gql(RESUME, { id: held.id });
    expect(resume.errors?.[0]).toMatchObject({
      message: expect.stringContaining('15 minutes to pay ran out'),
      extensions: { code: 'CONFLICT' },
    });
    expect((await intentsOf(held.id))[0]!.status).toBe('canceled');
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('survives a crash between the provider call and the commit, both ways', async () => {
    const toolId = await listTool(owner, categoryId, { price: '19', units: 1 });
    // 1. The intent was created but its id never stored: resuming finds the same intent by its key.
    const held = await startAndAbandon(renter, toolId, bookingPeriod(70, 71));
    await app.database.db.update(payments).set({ intentId: null, clientSecret: null }).where(eq(payments.id, held.id));
    const resumed = await renter.gql<{ resumePayment: PaymentView }>(RESUME, { id: held.id });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data!.resumePayment.clientSecret).toBe(held.clientSecret);
    expect(await intentsOf(held.id)).toHaveLength(1);

    // 2. The intent was cancelled at the processor but the release never committed: releasing
    // again finishes it, and resuming it is refused.
    const [intent] = await intentsOf(held.id);
    await app.services.payments.cancel(intent!.id);
    const refused = await renter.gql(RESUME, { id: held.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('PAYMENT_FAILED');
    const released = await renter.gql<{ releaseHold: PaymentView }>(RELEASE, { id: held.id });
    expect(released.data!.releaseHold).toMatchObject({ status: 'CANCELLED', bookings: [{ status: 'EXPIRED' }] });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('a payment event arriving during the release is settled, never released', async () => {
    const toolId = await listTool(owner, categoryId, { price: '21', units: 1 });
    const held = await startAndAbandon(renter, toolId, bookingPeriod(80, 81));
    const [release, card] = await Promise.all([
      renter.gql<{ releaseHold: PaymentView }>(RELEASE, { id: held.id }),
      payCard(renter, held.clientSecret!),
    ]);
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, held.id));
    const [intent] = await intentsOf(held.id);
    const statuses = (await bookingsOfTool(toolId)).map((b) => b.status);
    if (card.body.status === 'succeeded') {
      // The card won: the money is ours, so the booking stands whatever the release answered.
      expect(intent!.status).toBe('succeeded');
      expect(payment!.status).toBe('succeeded');
      expect(statuses).toEqual(['confirmed']);
      expect(release.errors).toBeUndefined();
      expect(release.data!.releaseHold.status).toBe('SUCCEEDED');
    } else {
      expect(intent!.status).toBe('canceled');
      expect(payment!.status).toBe('cancelled');
      expect(statuses).toEqual(['expired']);
    }
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });
});
