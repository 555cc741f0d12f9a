import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceBooking,
  bookingPeriod as period,
  buildBooking,
  buildTool,
  buildUser,
  dayFromNow,
  DEFAULT_PASSWORD,
  listTool,
  payCard,
  signIn,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { utcToZoned } from '../../../lib/zoned-time.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { testProviderIntents, testProviderRefunds } from '../payments/payment.table.js';
import { bookings } from './booking.table.js';

let smtp: SmtpSink;
// Filled in by beforeAll.
let { app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger, categoryId } = await startMarketplace({
    env: {
      SMTP_URL: smtp.url,
      // A week, so that bookings a few days ahead can be picked up now; later ones cannot.
      PICKUP_OPENS_HOURS_BEFORE: '168',
    },
    admin: { email: 'bookings.admin@example.com', password: 'admin-password-1' },
    category: 'Power tools',
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita' },
  }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A paid booking of the renter's, built in the database, of `tool` (a new tool of the owner's by default). */
const paidBooking = async (p: ReturnType<typeof period>, tool?: Awaited<ReturnType<typeof buildTool>>) =>
  buildBooking(app.database.db, {
    tool: tool ?? (await buildTool(app.database.db, { owner: { id: ownerId }, categoryId })),
    renter: { id: renterId },
    period: p,
  });

const ADD = `mutation($input: AddToCartInput!) {
  addToCart(input: $input) {
    totalQuantity totalAmount { decimal }
    lines { id quantity price { decimal } billedPeriods unitAmount { decimal } total { decimal } problem startTime }
  }
}`;
const CHECKOUT = `mutation($total: String) {
  checkout(expectedTotal: $total) {
    id status amount { amount currency decimal formatted } clientSecret holdExpiresAt bookings { id code status }
  }
}`;
const CONFIRM = `mutation($id: ID!) {
  confirmPayment(paymentId: $id) { id status bookings { id code status amount { amount currency decimal } } }
}`;

async function addToCart(client: HttpClient, toolId: string, p = period(10, 12), quantity = 1) {
  return client.gql(ADD, { input: { toolId, quantity, ...p } });
}

/** Cart -> checkout -> card -> confirm: what the cart page does. */
async function book(client: HttpClient, toolId: string, p = period(10, 12), quantity = 1) {
  await client.gql('mutation { emptyCart { totalQuantity } }');
  const added = await addToCart(client, toolId, p, quantity);
  expect(added.errors).toBeUndefined();
  const checkout = await client.gql(CHECKOUT, { total: added.data!.addToCart.totalAmount.decimal });
  expect(checkout.errors).toBeUndefined();
  const card = await payCard(client, checkout.data!.checkout.clientSecret);
  expect(card.body.status).toBe('succeeded');
  const confirmed = await client.gql(CONFIRM, { id: checkout.data!.checkout.id });
  expect(confirmed.errors).toBeUndefined();
  return confirmed.data!.confirmPayment as {
    id: string;
    status: string;
    bookings: {
      id: string;
      code: string;
      status: string;
      amount: { amount: number; currency: string; decimal: string };
    }[];
  };
}

describe('the booking form', () => {
  let toolId: string;
  beforeAll(async () => {
    toolId = await listTool(owner, categoryId, { price: '12.50', rentalCircle: 'hourly', units: 2 });
  });

  it('refuses a period left out by the schema, naming each field', async () => {
    const res = await renter.gql(ADD, { input: { toolId } });
    expect(res.data).toBeUndefined();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(Array(4).fill('BAD_USER_INPUT'));
    for (const field of ['startDate', 'startTime', 'endDate', 'endTime'])
      expect(res.errors?.map((e) => e.message).join('\n')).toContain(`Field "${field}" of required type "String!"`);
  });

  it("refuses a quote's period with a time left out by the schema, naming the field", async () => {
    const res = await renter.gql(
      'query($toolId: ID!, $period: PeriodInput!) { bookingQuote(toolId: $toolId, period: $period) { free } }',
      { toolId, period: { startDate: '2030-01-10', endDate: '2030-01-10', endTime: '12:00' } },
    );
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toContain('Field "startTime" of required type "String!"');
  });

  it('names each empty value with the booking form messages', async () => {
    const res = await renter.gql(ADD, { input: { toolId, startDate: '', startTime: '', endDate: '', endTime: '' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.msg)).toEqual([
      'Please select your start date',
      'Please select your start time',
      'Please select your returning date',
      'Please select your returning time',
    ]);
  });

  it('refuses a return before the start, a start in the past, and a quantity of 0 or above the free units', async () => {
    const backwards = await addToCart(renter, toolId, period(10, 9));
    expect(backwards.errors?.[0]?.message).toBe('The return must be after the start');
    const past = await addToCart(renter, toolId, period(-2, 3));
    expect(past.errors?.[0]?.message).toBe('The start cannot be in the past');
    const zero = await addToCart(renter, toolId, period(10, 11), 0);
    expect(zero.errors?.[0]?.message).toBe('The quantity must be a whole number of at least 1');
    const tooMany = await addToCart(renter, toolId, period(10, 11), 3);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(tooMany.errors?.[0]?.message).toBe('Only 2 units are free for the chosen period');
    const offList = await addToCart(renter, toolId, { ...period(10, 11), startTime: '06:00' });
    expect(offList.errors?.[0]?.message).toBe('Please choose a start time from the list');
  });

  it('quotes the exact hours of the period and the units free, for anyone', async () => {
    const anonymous = app.client();
    const res = await anonymous.gql(
      'query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free units billedMinutes rentalCircle price { amount currency decimal formatted } unitAmount { amount currency decimal formatted } } }',
      { id: toolId, p: period(10, 10, '09:00', '11:30') },
    );
    // 9.00 to 11.30 AM: 2.5 hours at $12.50.
    expect(res.data?.bookingQuote).toEqual({
      free: 2,
      units: 2,
      billedMinutes: 150,
      rentalCircle: 'HOURLY',
      price: { amount: 1250, currency: 'USD', decimal: '12.50', formatted: '$12.50' },
      unitAmount: { amount: 3125, currency: 'USD', decimal: '31.25', formatted: '$31.25' },
    });
    const settings = await anonymous.gql(
      '{ bookingSettings { timeZone today holdMinutes timeSlots { value label } } }',
    );
    expect(settings.data?.bookingSettings).toMatchObject({
      timeZone: 'Africa/Lagos',
      today: dayFromNow(0),
      holdMinutes: 15,
    });
    expect(settings.data?.bookingSettings.timeSlots).toHaveLength(26);
    expect(settings.data?.bookingSettings.timeSlots.at(-1)).toEqual({ value: '19:15', label: '7.15 PM' });
  });

  it('does not let an owner book their own tool', async () => {
    const res = await addToCart(owner, toolId, period(10, 11));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the cart (one line per tool, quantities, totals)', () => {
  it('adds one to the quantity for the same line, removes one at a time, recomputes totals, empties', async () => {
    const toolId = await listTool(owner, categoryId, { price: '10', units: 5 });
    const other = await listTool(owner, categoryId, { price: '4', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    const first = await addToCart(renter, toolId, period(20, 22), 2);
    expect(first.data?.addToCart).toMatchObject({ totalQuantity: 1, totalAmount: { decimal: '40.00' } });
    const again = await addToCart(renter, toolId, period(20, 22), 2);
    // Same tool and period: one more, one more unit price (price x period), still one line.
    expect(again.data?.addToCart).toMatchObject({ totalQuantity: 1, totalAmount: { decimal: '60.00' } });
    expect(again.data?.addToCart.lines[0]).toMatchObject({
      quantity: 3,
      price: { decimal: '10.00' },
      unitAmount: { decimal: '20.00' },
      total: { decimal: '60.00' },
      billedPeriods: 2,
    });
    const two = await addToCart(renter, other, period(20, 21));
    expect(two.data?.addToCart).toMatchObject({ totalQuantity: 2, totalAmount: { decimal: '64.00' } });

    const lineId = two.data!.addToCart.lines[0].id;
    const removed = await renter.gql(
      'mutation($id: ID!) { removeFromCart(lineId: $id) { totalQuantity totalAmount { decimal } lines { quantity } } }',
      {
        id: lineId,
      },
    );
    expect(removed.data?.removeFromCart).toMatchObject({ totalQuantity: 2, totalAmount: { decimal: '44.00' } });
    // Survives a reload: the cart lives on the server.
    const reloaded = await renter.gql('{ cart { totalQuantity totalAmount { amount decimal } } }');
    expect(reloaded.data?.cart).toEqual({ totalQuantity: 2, totalAmount: { amount: 4400, decimal: '44.00' } });
    // Another user's line cannot be touched.
    expect(
      (await stranger.gql('mutation($id: ID!) { removeFromCart(lineId: $id) { totalQuantity } }', { id: lineId }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const emptied = await renter.gql('mutation { emptyCart { totalQuantity totalAmount { amount } lines { id } } }');
    expect(emptied.data?.emptyCart).toEqual({ totalQuantity: 0, totalAmount: { amount: 0 }, lines: [] });
  });
});

describe('checkout and card payment', () => {
  it('books with 4242..., once, and tells the owner at once', async () => {
    const toolName = `Orbital sander ${Date.now()}`;
    const toolId = await listTool(owner, categoryId, { name: toolName, price: '15', units: 1 });
    const paid = await book(renter, toolId, period(5, 7));
    expect(paid.status).toBe('SUCCEEDED');
    expect(paid.bookings).toHaveLength(1);
    expect(paid.bookings[0]).toMatchObject({
      status: 'CONFIRMED',
      amount: { amount: 3000, currency: 'USD', decimal: '30.00' },
    });
    expect(paid.bookings[0]!.code).toMatch(/^LT\d{6}$/);

    // Confirming again, and the provider's event arriving late, change nothing.
    const again = await renter.gql(CONFIRM, { id: paid.id });
    expect(again.data?.confirmPayment.bookings.map((b: { id: string }) => b.id)).toEqual([paid.bookings[0]!.id]);
    const [intent] = await app.database.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.status, 'succeeded'));
    await app.services.checkout.handleEvent({ type: 'captured', paymentRef: intent!.id });
    const rows = await app.database.db.select().from(bookings).where(eq(bookings.toolId, toolId));
    expect(rows.filter((b) => b.status === 'confirmed')).toHaveLength(1);

    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerEmail.toLowerCase()) && m.subject === 'Your tool has just been booked',
    );
    expect(mail.text).toContain(toolName);
    expect(mail.text).toContain(paid.bookings[0]!.code);
    const mine = await owner.gql('{ myTools(page: { pageSize: 100 }) { items { id bookingsCount } } }');
    expect(mine.data?.myTools.items.find((t: { id: string }) => t.id === toolId)?.bookingsCount).toBe(1);
    const bell = await owner.gql('{ notifications { unread items { kind message bookingId } } }');
    expect(bell.data?.notifications.items).toContainEqual({
      kind: 'BOOKING_CREATED',
      message: expect.stringContaining('Your tool has just been booked'),
      bookingId: paid.bookings[0]!.id,
    });
    // The paid line left the cart.
    expect((await renter.gql('{ cart { totalQuantity } }')).data?.cart.totalQuantity).toBe(0);
  });

  it('refuses a total that differs from the server price, and re-prices a line whose price changed', async () => {
    const toolId = await listTool(owner, categoryId, { price: '10', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await addToCart(renter, toolId, period(30, 31));
    const wrong = await renter.gql(CHECKOUT, { total: '1' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(wrong.errors?.[0]?.message).toContain('$10.00');
    await owner.gql('mutation($id: ID!) { updateTool(id: $id, input: { price: "12" }) { id } }', { id: toolId });
    const changed = await renter.gql(CHECKOUT, { total: '10' });
    expect(changed.errors?.[0]?.message).toMatch(/changed from \$10\.00 to \$12\.00 a day/);
    const cart = await renter.gql('{ cart { totalAmount { decimal } lines { problem } } }');
    expect(cart.data?.cart).toEqual({ totalAmount: { decimal: '12.00' }, lines: [{ problem: null }] });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('shows a declined card its message, creates nothing and releases the hold', async () => {
    const toolId = await listTool(owner, categoryId, { price: '8', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await addToCart(renter, toolId, period(40, 41));
    const checkout = await renter.gql(CHECKOUT, { total: '8' });
    const card = await payCard(renter, checkout.data!.checkout.clientSecret, '4000 0000 0000 0002');
    expect(card.status).toBe(402);
    expect(card.body.message).toBe('Your card was declined.');
    const confirm = await renter.gql(CONFIRM, { id: checkout.data!.checkout.id });
    expect(confirm.errors?.[0]).toMatchObject({
      message: 'Your card was declined.',
      extensions: { code: 'PAYMENT_FAILED' },
    });
    const insufficient = await renter.gql(CHECKOUT, { total: '8.00' });
    const poor = await payCard(renter, insufficient.data!.checkout.clientSecret, '4000000000009995');
    expect(poor.body.message).toBe('Your card has insufficient funds.');

    const history = await renter.gql('{ myRentalHistory { items { tool { id } } } }');
    expect(history.data?.myRentalHistory.items.filter((b: { tool: { id: string } }) => b.tool.id === toolId)).toEqual(
      [],
    );
    // The period is free again for someone else; the cart is still there for another card.
    const quote = await stranger.gql(
      'query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }',
      {
        id: toolId,
        p: period(40, 41),
      },
    );
    expect(quote.data?.bookingQuote.free).toBe(1);
    expect((await renter.gql('{ cart { totalQuantity } }')).data?.cart.totalQuantity).toBe(1);
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('lets an unpaid hold expire and releases a lapsed hold at once for the next renter', async () => {
    const toolId = await listTool(owner, categoryId, { price: '9', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await addToCart(renter, toolId, period(50, 51));
    const held = await renter.gql(CHECKOUT, { total: '9' });
    expect(held.data?.checkout.status).toBe('PENDING');
    expect(new Date(held.data!.checkout.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // While held, the period is taken.
    await stranger.gql('mutation { emptyCart { totalQuantity } }');
    const blocked = await addToCart(stranger, toolId, period(50, 51));
    expect(blocked.errors?.[0]?.message).toBe('This tool is not available for the chosen period');
    // The expiry job's work, 15 minutes later.
    await app.services.checkout.expireHold(held.data!.checkout.id);
    const late = await payCard(renter, held.data!.checkout.clientSecret);
    expect(late.body.status).toBe('canceled');
    const free = await addToCart(stranger, toolId, period(50, 51));
    expect(free.errors).toBeUndefined();

    // A hold past its time stops blocking even before the job runs.
    const second = await stranger.gql(CHECKOUT, { total: '9' });
    await app.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.paymentId, second.data!.checkout.id));
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    const third = await addToCart(renter, toolId, period(50, 51));
    const taken = await renter.gql(CHECKOUT, { total: third.data!.addToCart.totalAmount.decimal });
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.checkout.bookings).toHaveLength(1);
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await stranger.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('a payment that arrives after its hold was taken by someone else is refunded, not double-booked', async () => {
    const toolId = await listTool(owner, categoryId, { price: '11', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await addToCart(renter, toolId, period(60, 61));
    const slow = await renter.gql(CHECKOUT, { total: '11' });
    await app.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.paymentId, slow.data!.checkout.id));
    const fast = await book(stranger, toolId, period(60, 61));
    expect(fast.bookings[0]!.status).toBe('CONFIRMED');
    await payCard(renter, slow.data!.checkout.clientSecret);
    const result = await renter.gql(CONFIRM, { id: slow.data!.checkout.id });
    expect(result.data?.confirmPayment.bookings[0].status).toBe('CANCELLED');
    await waitUntil(
      async () =>
        (await app.database.db.select().from(bookings).where(eq(bookings.paymentId, slow.data!.checkout.id)))[0]
          ?.refundStatus === 'refunded',
      20_000,
      'the refund of the lapsed hold',
    );
    const confirmed = await app.database.db.select().from(bookings).where(eq(bookings.toolId, toolId));
    expect(confirmed.filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });
});

describe('availability under concurrent checkouts', () => {
  let crowd: HttpClient[];
  beforeAll(async () => {
    crowd = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const client = app.client();
        await signIn(client, (await buildUser(app.database.db)).email, DEFAULT_PASSWORD);
        return client;
      }),
    );
  }, 120_000);

  async function race(toolId: string, p: ReturnType<typeof period>) {
    await Promise.all(crowd.map((c) => c.gql('mutation { emptyCart { totalQuantity } }')));
    for (const c of crowd) expect((await addToCart(c, toolId, p)).errors).toBeUndefined();
    return Promise.all(crowd.map((c) => c.gql(CHECKOUT, {})));
  }

  it('50 checkouts of a one-unit tool for overlapping periods: exactly one holds it', async () => {
    const toolId = await listTool(owner, categoryId, { price: '5', units: 1, name: 'Single tile cutter' });
    const results = await race(toolId, period(70, 72));
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(r.errors?.[0]?.message).toBe('Single tile cutter: This tool is not available for the chosen period');
    }
  }, 120_000);

  it('a three-unit tool gives exactly three', async () => {
    const toolId = await listTool(owner, categoryId, { price: '5', units: 3 });
    const results = await race(toolId, period(80, 81));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    const held = await app.database.db.select().from(bookings).where(eq(bookings.toolId, toolId));
    expect(held.reduce((sum, b) => sum + b.quantity, 0)).toBe(3);
  }, 120_000);

  it('adjacent periods do not overlap', async () => {
    const toolId = await listTool(owner, categoryId, { price: '5', units: 1, rentalCircle: 'hourly' });
    const morning = await book(renter, toolId, period(90, 90, '08:00', '10:00'));
    const noon = await book(stranger, toolId, period(90, 90, '10:00', '12:00'));
    expect(morning.bookings[0]!.status).toBe('CONFIRMED');
    expect(noon.bookings[0]!.status).toBe('CONFIRMED');
    const calendar = await app
      .client()
      .gql(
        'query($id: ID!, $from: DateTimeISO!, $to: DateTimeISO!) { toolCalendar(toolId: $id, from: $from, to: $to) { units periods { quantity } } }',
        { id: toolId, from: new Date().toISOString(), to: new Date(Date.now() + 100 * 86_400_000).toISOString() },
      );
    expect(calendar.errors).toBeUndefined();
    expect(calendar.data?.toolCalendar).toEqual({ units: 1, periods: [{ quantity: 1 }, { quantity: 1 }] });
  });
});

describe('the GraphQL contract: exact money, pages, lookups that never wipe their siblings', () => {
  it('takes expectedTotal as decimal text, parsed exactly: "12.5" is 12.50, "12.345" is refused by name', async () => {
    const toolId = await listTool(owner, categoryId, { price: '12.50', units: 1 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    await addToCart(renter, toolId, period(110, 111));
    for (const total of ['12.345', '-12.50', '1e3', '12,50', '', '0x10']) {
      const refused = await renter.gql(CHECKOUT, { total });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'expectedTotal', msg: expect.stringContaining('at most 2 decimals') }],
      });
    }
    const held = await renter.gql(CHECKOUT, { total: '12.5' });
    expect(held.errors).toBeUndefined();
    expect(held.data?.checkout).toMatchObject({
      status: 'PENDING',
      amount: { amount: 1250, currency: 'USD', decimal: '12.50', formatted: '$12.50' },
    });
    const payment = await renter.gql('query($id: ID!) { payment(id: $id) { provider amount { amount } } }', {
      id: held.data!.checkout.id,
    });
    expect(payment.data?.payment).toEqual({ provider: 'TEST', amount: { amount: 1250 } });
    const released = await renter.gql('mutation($id: ID!) { releaseHold(paymentId: $id) { status } }', {
      id: held.data!.checkout.id,
    });
    expect(released.data?.releaseHold.status).toBe('CANCELLED');
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('pages, searches and orders the booking lists, and refuses a page size out of range with the range', async () => {
    // One word: a search word must start the name (or the code, or a person's name).
    const name = `Pagingladder${Date.now()}`;
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, name });
    const made = [];
    for (const day of [124, 120, 122]) made.push(await paidBooking(period(day, day + 1), tool));
    const byStart = [made[1]!.id, made[2]!.id, made[0]!.id];
    const LIST = `query($page: PageInput, $search: String, $orderBy: BookingOrder) {
      myRentalHistory(page: $page, search: $search, orderBy: $orderBy) { total page pageSize hasMore items { id } }
      myBookings(page: $page, search: $search, orderBy: $orderBy) { total hasMore items { id } }
    }`;
    const orderBy = { field: 'STARTS_AT', direction: 'ASC' };
    const first = await renter.gql(LIST, { page: { page: 1, pageSize: 2 }, search: name, orderBy });
    expect(first.errors).toBeUndefined();
    expect(first.data?.myRentalHistory).toEqual({
      total: 3,
      page: 1,
      pageSize: 2,
      hasMore: true,
      items: byStart.slice(0, 2).map((id) => ({ id })),
    });
    // The renter owns no tools: their My Bookings is empty, whatever the search.
    expect(first.data?.myBookings).toEqual({ total: 0, hasMore: false, items: [] });
    const second = await renter.gql(LIST, { page: { page: 2, pageSize: 2 }, search: name, orderBy });
    expect(second.data?.myRentalHistory).toMatchObject({ total: 3, hasMore: false, items: [{ id: byStart[2] }] });
    // The owner finds the same bookings by the tool's name; newest booked first by default.
    const owned = await owner.gql(LIST, { search: name });
    expect(owned.data?.myBookings).toEqual({
      total: 3,
      hasMore: false,
      items: [...made].reverse().map((b) => ({ id: b.id })),
    });
    const admins = await admin.gql(
      'query($s: String, $o: BookingOrder) { adminBookings(search: $s, orderBy: $o, status: CONFIRMED) { total items { id status } } }',
      { s: name, o: { field: 'STARTS_AT', direction: 'DESC' } },
    );
    expect(admins.data?.adminBookings.items.map((b: { id: string }) => b.id)).toEqual([...byStart].reverse());
    for (const pageSize of [0, 101]) {
      const refused = await renter.gql(LIST, { page: { pageSize } });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'page.pageSize', msg: 'pageSize must be a whole number from 1 to 100' }],
      });
    }
    const badStatus = await admin.gql('{ adminBookings(status: "held") { total } }');
    expect(badStatus.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a booking or payment that is not there as null with NOT_FOUND, and keeps the rest', async () => {
    const { id } = await paidBooking(period(130, 131));
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await renter.gql(
      `query($id: ID!, $missing: ID!) {
        gone: booking(id: $missing) { id }
        mine: booking(id: $id) { id status }
        lost: payment(id: $missing) { id }
        myBookingSummary { asRenter }
      }`,
      { id, missing },
    );
    expect(res.data).toMatchObject({ gone: null, mine: { id, status: 'CONFIRMED' }, lost: null });
    expect(res.data?.myBookingSummary.asRenter).toBeGreaterThan(0);
    expect(res.errors?.map((e) => [e.path?.[0], e.extensions?.code]).sort()).toEqual([
      ['gone', 'NOT_FOUND'],
      ['lost', 'NOT_FOUND'],
    ]);
  });
});

describe('the marketplace filter "free between two dates"', () => {
  it('leaves out a tool booked on those days and keeps it for other days', async () => {
    const name = `Scaffold tower ${Date.now()}`;
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, name, priceCents: 5000 });
    const toolId = tool.id;
    await paidBooking(period(100, 102), tool);
    const browse = async (freeFrom: string, freeTo: string) => {
      const res = await app.client().gql('query($f: ToolBrowseInput) { tools(filter: $f) { items { id } } }', {
        f: { search: name, freeFrom, freeTo },
      });
      expect(res.errors).toBeUndefined();
      return res.data!.tools.items.map((t: { id: string }) => t.id);
    };
    expect(await browse(dayFromNow(101), dayFromNow(101))).toEqual([]);
    expect(await browse(dayFromNow(95), dayFromNow(100))).toEqual([]);
    expect(await browse(dayFromNow(103), dayFromNow(105))).toEqual([toolId]);
    const bad = await app
      .client()
      .gql('query { tools(filter: { freeFrom: "2026-12-10", freeTo: "2026-12-01" }) { total } }');
    expect(bad.errors?.[0]?.message).toBe('The last day must not be before the first');
  });
});

describe('after the payment: pickup, return, cancellation, privacy', () => {
  let bookingId: string;
  beforeAll(async () => {
    const paid = await paidBooking(period(3, 4));
    bookingId = paid.id;
    bookingCode = paid.code;
    pickupCode = paid.pickupCode;
  });

  let bookingCode: string;
  let pickupCode: string;
  const PICKUP = `mutation($id: ID!, $code: String!) {
    confirmPickup(bookingId: $id, code: $code) { status pickupDate canConfirmReturn }
  }`;
  const RETURN = 'mutation($id: ID!) { confirmReturn(bookingId: $id) { status returnedAt } }';

  it('only the owner confirms the pickup and the return', async () => {
    for (const client of [renter, stranger, admin]) {
      const refused = await client.gql(PICKUP, { id: bookingId, code: pickupCode });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // The return comes after the pickup, never instead of it.
    expect((await owner.gql(RETURN, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // The pickup needs the renter's pickup code: the booking code, which the owner sees, proves nothing.
    const wrong = await owner.gql(PICKUP, { id: bookingId, code: bookingCode });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'code' }] });
    const picked = await owner.gql(PICKUP, {
      id: bookingId,
      code: ` ${pickupCode.slice(0, 3)} ${pickupCode.slice(3)} `,
    });
    expect(picked.data?.confirmPickup).toMatchObject({ status: 'PICKED_UP', canConfirmReturn: true });
    expect(picked.data?.confirmPickup.pickupDate).toBeTruthy();
    expect((await renter.gql(RETURN, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const returned = await owner.gql(RETURN, { id: bookingId });
    expect(returned.data?.confirmReturn).toEqual({ status: 'RETURNED', returnedAt: expect.any(String) });
    const bell = await renter.gql('{ notifications { items { kind } } }');
    expect(bell.data?.notifications.items.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['PICKUP_CONFIRMED', 'RETURN_CONFIRMED']),
    );
  });

  it("users cannot see each other's bookings; admins can", async () => {
    const nobody = app.client();
    await signUpAndLogin(nobody);
    const query = 'query($id: ID!) { booking(id: $id) { code viewerRole tool { address } } }';
    expect((await nobody.gql(query, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await renter.gql(query, { id: bookingId })).data?.booking).toMatchObject({
      viewerRole: 'RENTER',
      tool: { address: '4 Allen Avenue' },
    });
    expect((await owner.gql(query, { id: bookingId })).data?.booking.viewerRole).toBe('OWNER');
    expect((await admin.gql(query, { id: bookingId })).data?.booking.viewerRole).toBe('ADMIN');
    const strangers = await nobody.gql('{ myRentalHistory { total } myBookings { total } }');
    expect(strangers.data).toEqual({ myRentalHistory: { total: 0 }, myBookings: { total: 0 } });
    expect((await nobody.json('GET', `/api/rentalBookings/${renterId}/my-bookings`)).status).toBe(403);
    expect((await renter.gql('{ adminBookings { total } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the renter cancels before the start and is refunded in full', async () => {
    const laterTool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, priceCents: 2500 });
    const { id } = await paidBooking(period(20, 22), laterTool);
    expect(
      (await owner.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const cancelled = await renter.gql(
      'mutation($id: ID!) { cancelBooking(bookingId: $id) { status refundStatus canCancel } }',
      { id },
    );
    expect(cancelled.data?.cancelBooking).toEqual({ status: 'CANCELLED', refundStatus: 'PENDING', canCancel: false });
    await waitUntil(
      async () =>
        (await renter.gql('query($id: ID!) { booking(id: $id) { refundStatus } }', { id })).data?.booking
          .refundStatus === 'REFUNDED',
      20_000,
      'the refund',
    );
    const refunds = await app.database.db.select().from(testProviderRefunds);
    expect(refunds.some((r) => r.amountCents === 5000)).toBe(true);
    // The period is free again.
    const quote = await stranger.gql(
      'query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }',
      {
        id: laterTool.id,
        p: period(20, 22),
      },
    );
    expect(quote.data?.bookingQuote.free).toBe(1);
  });
});

describe('reminders', () => {
  it('reminds of a pickup tomorrow and of an overdue return, once each', async () => {
    const name = `Concrete mixer ${Date.now()}`;
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, name, priceCents: 3500 });
    // The reminder job looks at the clock: a booking that starts in 12 hours.
    const { id, code, pickupCode } = await buildBooking(app.database.db, {
      tool,
      renter: { id: renterId },
      startsAt: new Date(Date.now() + 12 * 3_600_000),
      endsAt: new Date(Date.now() + 36 * 3_600_000),
    });
    expect(await app.services.reminders.send()).toBeGreaterThanOrEqual(1);
    // 'today' or 'tomorrow' as the tool's clocks (Lagos) count the days.
    const lagosDay = (instant: Date) => utcToZoned(instant, 'Africa/Lagos').date;
    const day = lagosDay(new Date(Date.now() + 12 * 3_600_000)) === lagosDay(new Date()) ? 'today' : 'tomorrow';
    const pickupMail = await smtp.waitFor((m) => m.subject === `Pickup ${day}: ${name}`);
    expect(pickupMail.text).toContain(code);
    // The renter's reminder carries the pickup code they give the owner.
    expect(pickupMail.text).toContain(`${pickupCode.slice(0, 3)} ${pickupCode.slice(3)}`);
    // Once only.
    await app.services.reminders.send();
    expect(smtp.mails.filter((m) => m.subject === `Pickup ${day}: ${name}`)).toHaveLength(1);

    // Picked up, past its return time and not returned: the renter and the owner hear about it, once.
    await app.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 5 * 3_600_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(bookings.id, id));
    await advanceBooking(app.database.db, id, 'picked_up');
    await app.services.reminders.send();
    const overdueMails = () => smtp.mails.filter((m) => m.subject === `Overdue: ${name}`);
    await waitUntil(() => overdueMails().length === 2, 15_000, 'the overdue e-mails to renter and owner');
    expect(overdueMails().some((m) => m.to.includes(ownerEmail.toLowerCase()))).toBe(true);
    await app.services.reminders.send();
    await new Promise((r) => setTimeout(r, 1500));
    expect(overdueMails()).toHaveLength(2);
    const view = await owner.gql('query($id: ID!) { booking(id: $id) { overdue } }', { id });
    expect(view.data?.booking.overdue).toBe(true);
    const bell = await renter.gql('{ notifications { items { kind bookingId } } }');
    expect(bell.data?.notifications.items).toEqual(
      expect.arrayContaining([
        { kind: 'PICKUP_REMINDER', bookingId: id },
        { kind: 'OVERDUE', bookingId: id },
      ]),
    );
  });
});

describe('the lifecycle keeps the rental honest (a return before the rental, a pickup too early)', () => {
  const STATE = `query($id: ID!) {
    booking(id: $id) {
      status canCancel canConfirmPickup canConfirmReturn canReview pickupOpensAt pickupDate
      timeline { transition fromStatus toStatus actor label }
    }
  }`;

  it('refuses a return of a booking that has not started, keeps it cancellable and its period sold', async () => {
    const paid = await paidBooking(period(28, 30));
    const { id, toolId } = paid;

    const returned = await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', { id });
    expect(returned.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const legacy = await owner.json('PUT', `/api/user/${ownerId}/rentalBookings/update-booking/${id}`, {
      authorization: 'Authorized',
      returned_status: 'Returned',
    });
    expect(legacy.status).toBe(409);
    // Too early for the pickup as well: it opens a week before the start here.
    const early = await owner.gql(
      'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
      { id, code: paid.pickupCode },
    );
    expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(early.errors?.[0]?.message).toMatch(/168 hours before the start/);

    const asOwner = (await owner.gql(STATE, { id })).data!.booking;
    expect(asOwner).toMatchObject({ status: 'CONFIRMED', canConfirmPickup: false, canConfirmReturn: false });
    expect(new Date(asOwner.pickupOpensAt).getTime()).toBeGreaterThan(Date.now());
    const asRenter = (await renter.gql(STATE, { id })).data!.booking;
    expect(asRenter).toMatchObject({ status: 'CONFIRMED', canCancel: true, canReview: false, pickupDate: null });
    // The period stays sold: nobody else can book it.
    const other = app.client();
    await signUpAndLogin(other);
    const blocked = await addToCart(other, toolId, period(28, 30));
    expect(blocked.errors?.[0]?.extensions?.code ?? blocked.data?.addToCart.lines[0]?.problem).toBeTruthy();
  });

  it('records every step on a timeline both parties see', async () => {
    const { id, pickupCode: code } = await paidBooking(period(5, 6));
    await owner.gql('mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }', {
      id,
      code,
    });
    await owner.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', { id });
    const seenByRenter = (await renter.gql(STATE, { id })).data!.booking;
    expect(seenByRenter).toMatchObject({ status: 'RETURNED', canReview: true, canCancel: false });
    expect(seenByRenter.timeline).toEqual([
      { transition: 'BOOK', fromStatus: null, toStatus: 'HELD', actor: 'RENTER', label: 'Booked' },
      { transition: 'CONFIRM_PAYMENT', fromStatus: 'HELD', toStatus: 'CONFIRMED', actor: 'SYSTEM', label: 'Paid' },
      {
        transition: 'CONFIRM_PICKUP',
        fromStatus: 'CONFIRMED',
        toStatus: 'PICKED_UP',
        actor: 'OWNER',
        label: 'Picked up',
      },
      {
        transition: 'CONFIRM_RETURN',
        fromStatus: 'PICKED_UP',
        toStatus: 'RETURNED',
        actor: 'OWNER',
        label: 'Returned',
      },
    ]);
    expect((await owner.gql(STATE, { id })).data!.booking.timeline).toEqual(seenByRenter.timeline);
    expect((await stranger.gql(STATE, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("the old client's REST sequence", () => {
  it('pays, confirms, books with the server price, lists and returns', async () => {
    const toolName = `Pressure washer ${Date.now()}`;
    const toolId = await listTool(owner, categoryId, { name: toolName, price: '30', units: 2 });
    expect((await app.client().json('POST', `/api/user/${renterId}/add-rental-booking`, {})).body).toBe(
      'UnAuthorized ',
    );

    const intent = await renter.json('POST', '/api/payment/create-payment-intent', { amount: 3000, userId: renterId });
    expect(intent.status).toBe(201);
    expect(intent.body).toEqual({ clientSecret: expect.any(String), paymentId: expect.any(String) });
    expect(
      (await stranger.json('POST', '/api/payment/create-payment-intent', { amount: 3000, userId: renterId })).status,
    ).toBe(403);
    // Booking before the card is confirmed: no payment covers it.
    const early = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: toolId,
      start_date: dayFromNow(12),
      start_time: '9.00 AM',
      end_date: dayFromNow(13),
      end_time: '9.00 AM',
      price: '0.01',
    });
    expect(early.status).toBe(402);
    expect(early.body.code).toBe('PAYMENT_REQUIRED');

    await payCard(renter, intent.body.clientSecret);
    const confirmed = await renter.json('PUT', `/api/payment/confirm-payment/${intent.body.paymentId}`, {
      paymentIntentId: 'ignored',
      amount: 3000,
      userId: renterId,
    });
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });

    // Two days cost $60: the $30 payment does not cover them, whatever price the client sends.
    const tooDear = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: toolId,
      start_date: dayFromNow(12),
      start_time: '9.00 AM',
      end_date: dayFromNow(14),
      end_time: '9.00 AM',
      price: '15',
      payment: '30',
    });
    expect(tooDear.status).toBe(402);
    const booked = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: toolId,
      start_date: dayFromNow(12),
      start_time: '9.00 AM',
      end_date: dayFromNow(13),
      end_time: '9.00 AM',
      quantity: 1,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.rental).toMatchObject({
      name: toolName,
      payment: '30.00',
      authorization: 'UnAuthorized',
      returned_status: 'null',
      start_time: '9.00 AM',
      toolOwnerId: ownerId,
    });
    // The payment is used up: a second booking needs a second payment.
    const twice = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: toolId,
      start_date: dayFromNow(15),
      start_time: '9.00 AM',
      end_date: dayFromNow(16),
      end_time: '9.00 AM',
    });
    expect(twice.status).toBe(402);

    const id = booked.body.rental.id;
    const ownerView = await owner.json('GET', '/api/rentalBookings/my-bookings');
    expect(ownerView.body.bookings.map((b: { id: string }) => b.id)).toContain(id);
    const renterView = await renter.json('GET', `/api/rentalBookings/${renterId}/my-bookings`);
    expect(renterView.body.bookings.map((b: { id: string }) => b.id)).toContain(id);
    const adminView = await admin.json('GET', '/api/all-bookings');
    expect(adminView.body.bookings.map((b: { id: string }) => b.id)).toContain(id);
    expect((await renter.json('GET', '/api/all-bookings')).status).toBe(403);

    // The tokenless notification acknowledges a real booking only; it is no open relay.
    expect(
      (await app.client().json('POST', '/api/send-notification', { toolOwner_id: ownerId, bookingName: toolName }))
        .status,
    ).toBe(200);
    expect(
      (await app.client().json('POST', '/api/send-notification', { toolOwner_id: ownerId, bookingName: 'Anything' }))
        .status,
    ).toBe(404);
    expect(
      (
        await renter.json('POST', `/api/user/${ownerId}/notifications/add-notification`, {
          message: 'Your tool has just been booked',
          userId: renterId,
        })
      ).status,
    ).toBe(201);
    const nobody = app.client();
    await signUpAndLogin(nobody);
    expect(
      (
        await nobody.json('POST', `/api/user/${ownerId}/notifications/add-notification`, {
          message: 'spam',
          userId: renterId,
        })
      ).status,
    ).toBe(403);

    const update = `/api/user/${ownerId}/rentalBookings/update-booking/${id}`;
    expect(
      (
        await renter.json('PUT', `/api/user/${renterId}/rentalBookings/update-booking/${id}`, {
          returned_status: 'Returned',
        })
      ).status,
    ).toBe(403);
    const legacyReturn = { authorization: 'Authorized', returned_status: 'Returned' };
    // Twelve days before its start it cannot have come back.
    expect((await owner.json('PUT', update, legacyReturn)).status).toBe(409);
    await advanceBooking(app.database.db, id, 'picked_up');
    const returned = await owner.json('PUT', update, legacyReturn);
    expect(returned.body.booking).toMatchObject({ authorization: 'Authorized', returned_status: 'Returned' });
  });
});
