import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookingPeriod,
  listTool,
  payCard,
  payLegacyIntent,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import type { HttpClient } from '../../../test/test-app.js';
import { notifications } from '../../notifications/notification.table.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { payments, testProviderIntents } from '../payments/payment.table.js';
import { tools } from '../tools/tool.table.js';
import { bookings } from './booking.table.js';

/*
 * Request to book: the renter's card is authorised (not charged) and the period held until the
 * owner accepts (charged: confirmed) or declines, the renter withdraws, or the deadline passes
 * (released: declined). Deposits are charged with the rental and kept apart in the ledger.
 */

let { app, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace({
    admin: { email: 'requests.admin@example.com', password: 'admin-password-1' },
    category: 'Generators',
  }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => app.database.db;
const requests = () => app.services.checkout.requests;

/** A tool booked on request, 40.00 a day with a 15.00 deposit per unit (the owner's settings). */
async function requestTool(options: { deposit?: number; mode?: 'request' | 'instant' } = {}) {
  const toolId = await listTool(owner, categoryId, { price: '40', units: 1 });
  await db()
    .update(tools)
    .set({ bookingMode: options.mode ?? 'request', depositCents: options.deposit ?? 1500 })
    .where(eq(tools.id, toolId));
  return toolId;
}

const BOOKING_FIELDS = 'id status requestExpiresAt canAccept canDecline canWithdraw amount { amount } viewerRole';
const REQUEST = `mutation($input: AddToCartInput!, $total: String) {
  requestBooking(input: $input, expectedTotal: $total) { id status clientSecret amount { amount decimal } bookings { id status } }
}`;
const ACCEPT = `mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { ${BOOKING_FIELDS} } }`;
const DECLINE = `mutation($id: ID!, $reason: String) { declineBookingRequest(bookingId: $id, reason: $reason) { ${BOOKING_FIELDS} } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawBookingRequest(bookingId: $id) { ${BOOKING_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmPayment(paymentId: $id) { id status bookings { id status } } }`;
const BOOKING = `query($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`;

/** The renter asks and authorises the test card; answers the booking and payment ids. */
async function requestAndAuthorise(toolId: string, period = bookingPeriod(10, 11), total = '55.00') {
  const asked = await renter.gql(REQUEST, { input: { toolId, quantity: 1, ...period }, total });
  expect(asked.errors).toBeUndefined();
  const payment = asked.data!.requestBooking;
  expect(payment).toMatchObject({ status: 'PENDING', amount: { amount: 5500 }, bookings: [{ status: 'HELD' }] });
  const card = await payCard(renter, payment.clientSecret);
  expect(card.body).toMatchObject({ status: 'requires_capture' });
  const confirmed = await renter.gql(CONFIRM, { id: payment.id });
  expect(confirmed.errors).toBeUndefined();
  expect(confirmed.data!.confirmPayment).toMatchObject({ status: 'AUTHORIZED', bookings: [{ status: 'REQUESTED' }] });
  return { bookingId: payment.bookings[0].id as string, paymentId: payment.id as string };
}

const freeFor = async (client: HttpClient, toolId: string, period: ReturnType<typeof bookingPeriod>) =>
  (
    await client.gql('query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }', {
      id: toolId,
      p: period,
    })
  ).data?.bookingQuote.free as number;

const entries = (bookingId: string) =>
  db()
    .select({ key: ledgerEntries.entryKey, kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(ledgerEntries.entryKey);

const intentOf = async (paymentId: string) => {
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  const [intent] = await db().select().from(testProviderIntents).where(eq(testProviderIntents.id, payment!.intentId!));
  return { payment: payment!, intent: intent! };
};

const mailsTo = (template: string, bookingCode?: string) =>
  db()
    .select({ to: emailOutbox.toAddress, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, template),
        bookingCode ? sql`${emailOutbox.text} like ${'%' + bookingCode + '%'}` : undefined,
      ),
    );

const notesOf = (userId: string, bookingId: string) =>
  db()
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId)));

async function codeOf(bookingId: string) {
  const [row] = await db().select({ code: bookings.code }).from(bookings).where(eq(bookings.id, bookingId));
  return row!.code;
}

describe('request to book', () => {
  it('is refused by the cart, with what to do instead', async () => {
    const toolId = await requestTool();
    const res = await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
      input: { toolId, quantity: 1, ...bookingPeriod(5, 6) },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/booked on request.*"Request to book"/);
  });

  it('refuses a request for an instant tool, and a total the renter did not see', async () => {
    const instant = await requestTool({ mode: 'instant' });
    const res = await renter.gql(REQUEST, { input: { toolId: instant, ...bookingPeriod(5, 6) } });
    expect(res.errors?.[0]?.message).toMatch(/booked instantly/);
    const toolId = await requestTool();
    const wrong = await renter.gql(REQUEST, { input: { toolId, ...bookingPeriod(5, 6) }, total: '40.00' });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(wrong.errors?.[0]?.message).toBe(
      'The total is now $55.00, not $40.00: check the booking form and request again',
    );
  });

  it('accepted: authorised and held while pending, then charged with its deposit and confirmed', async () => {
    const toolId = await requestTool();
    const period = bookingPeriod(10, 11);
    const before = Date.now();
    const { bookingId, paymentId } = await requestAndAuthorise(toolId, period);
    const code = await codeOf(bookingId);

    // Authorised, not charged: nothing in the ledger; the period is held for everyone else.
    expect(await entries(bookingId)).toEqual([]);
    const { intent } = await intentOf(paymentId);
    expect(intent).toMatchObject({ status: 'requires_capture', captureMethod: 'manual', amountCapturedCents: 0 });
    expect(await freeFor(stranger, toolId, period)).toBe(0);

    // The owner sees it with its deadline (24 hours) and may accept or decline; the renter may withdraw.
    const asOwner = (await owner.gql(BOOKING, { id: bookingId })).data!.booking;
    expect(asOwner).toMatchObject({ status: 'REQUESTED', canAccept: true, canDecline: true, canWithdraw: false });
    const deadline = new Date(asOwner.requestExpiresAt).getTime();
    expect(deadline - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const asRenter = (await renter.gql(BOOKING, { id: bookingId })).data!.booking;
    expect(asRenter).toMatchObject({ canAccept: false, canDecline: false, canWithdraw: true });
    const mine = await owner.gql('{ myBookings { items { id status } } }');
    expect(mine.data!.myBookings.items).toContainEqual({ id: bookingId, status: 'REQUESTED' });

    // Both sides were told, in the app and by e-mail.
    expect((await notesOf(ownerId, bookingId))[0]?.message).toMatch(/asks to book .* Accept or decline by/);
    expect((await notesOf(renterId, bookingId))[0]?.message).toMatch(
      /Your card is authorised for \$55\.00 .*not charged/,
    );
    expect(await mailsTo('request.owner', code)).toHaveLength(1);
    expect(await mailsTo('request.renter', code)).toHaveLength(1);

    // Accepted: charged (rental 40.00 + deposit 15.00) and confirmed; the split is of the rental only.
    const accepted = await owner.gql(ACCEPT, { id: bookingId });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptBookingRequest).toMatchObject({ status: 'CONFIRMED', requestExpiresAt: null });
    expect((await intentOf(paymentId)).intent).toMatchObject({ status: 'succeeded', amountCapturedCents: 5500 });
    expect((await intentOf(paymentId)).payment.status).toBe('succeeded');
    expect(await entries(bookingId)).toEqual([
      { key: `charge:${bookingId}`, kind: 'charge', amount: 5500 },
      { key: `deposit:${bookingId}`, kind: 'deposit_held', amount: 1500 },
      { key: `earning:${bookingId}`, kind: 'owner_earning', amount: 3600 },
      { key: `fee:${bookingId}`, kind: 'platform_fee', amount: 400 },
    ]);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ depositCents: 1500, depositStatus: 'held', bookingMode: 'request' });
    expect(row!.acceptedAt).not.toBeNull();
    expect(await mailsTo('request.accepted', code)).toHaveLength(1);
    expect(await freeFor(stranger, toolId, period)).toBe(0);

    // A second accept is refused with a clear code, and charges nothing more.
    const again = await owner.gql(ACCEPT, { id: bookingId });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('You already accepted this request.');
    expect(await entries(bookingId)).toHaveLength(4);
  });

  it('only the owner accepts or declines, only the renter withdraws', async () => {
    const toolId = await requestTool();
    const { bookingId } = await requestAndAuthorise(toolId, bookingPeriod(14, 15));
    expect((await renter.gql(ACCEPT, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await owner.gql(WITHDRAW, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stranger.gql(DECLINE, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await renter.gql(WITHDRAW, { id: bookingId });
  });

  it('declined: the period is free at once, the card released, the renter told why', async () => {
    const toolId = await requestTool();
    const period = bookingPeriod(16, 17);
    const { bookingId, paymentId } = await requestAndAuthorise(toolId, period);
    const res = await owner.gql(DECLINE, { id: bookingId, reason: 'The generator is at the workshop that week.' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.declineBookingRequest).toMatchObject({ status: 'DECLINED', canAccept: false, canDecline: false });
    expect(await freeFor(stranger, toolId, period)).toBe(1);
    const { payment, intent } = await intentOf(paymentId);
    expect(intent.status).toBe('canceled');
    expect(payment.status).toBe('cancelled');
    expect(await entries(bookingId)).toEqual([]);
    expect((await notesOf(renterId, bookingId)).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/declined your request .*"The generator is at the workshop that week\.".*not charged/),
    );
    expect(await mailsTo('request.decline_request', await codeOf(bookingId))).toHaveLength(1);
    expect(await mailsTo('request.decline_request.owner', await codeOf(bookingId))).toHaveLength(1);
    // Declining again changes nothing; accepting now is refused.
    expect((await owner.gql(DECLINE, { id: bookingId })).errors).toBeUndefined();
    expect((await owner.gql(ACCEPT, { id: bookingId })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const history = await renter.gql('{ myRentalHistory { items { id status } } }');
    expect(history.data!.myRentalHistory.items).toContainEqual({ id: bookingId, status: 'DECLINED' });
  });

  it('withdrawn by the renter: the period is free, the card released, the owner told', async () => {
    const toolId = await requestTool();
    const period = bookingPeriod(18, 19);
    const { bookingId, paymentId } = await requestAndAuthorise(toolId, period);
    const res = await renter.gql(WITHDRAW, { id: bookingId });
    expect(res.data!.withdrawBookingRequest).toMatchObject({ status: 'DECLINED', canWithdraw: false });
    expect(await freeFor(stranger, toolId, period)).toBe(1);
    expect((await intentOf(paymentId)).intent.status).toBe('canceled');
    expect((await notesOf(ownerId, bookingId)).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/withdrew the request/),
    );
  });

  it('expired: the deadline job releases the card and the period; accepting after the deadline is refused', async () => {
    const toolId = await requestTool();
    const period = bookingPeriod(20, 21);
    const { bookingId, paymentId } = await requestAndAuthorise(toolId, period);

    // Before the deadline, the job changes nothing.
    await requests().runJob({ action: 'expire', bookingId });
    expect((await owner.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('REQUESTED');

    const later = new Date(Date.now() + 25 * 3_600_000);
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(later);
    const late = await owner.gql(ACCEPT, { id: bookingId });
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toBe('The time to answer this request has run out: the card was released.');

    await requests().runJob({ action: 'expire', bookingId });
    expect((await owner.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('DECLINED');
    expect((await intentOf(paymentId)).intent.status).toBe('canceled');
    expect((await intentOf(paymentId)).payment.status).toBe('cancelled');
    expect(await freeFor(stranger, toolId, period)).toBe(1);
    expect((await notesOf(ownerId, bookingId)).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/lapsed: it was not answered in time/),
    );
    expect((await notesOf(renterId, bookingId)).map((n) => n.message)).toContainEqual(
      expect.stringMatching(/did not answer your request .* in time/),
    );
    // Run again (a retried job): nothing more happens.
    await requests().runJob({ action: 'expire', bookingId });
    expect(await entries(bookingId)).toEqual([]);
  });

  it('a crash between the capture and its record is finished by the capture job, charging once', async () => {
    const toolId = await requestTool();
    const { bookingId, paymentId } = await requestAndAuthorise(toolId, bookingPeriod(22, 23));
    const record = vi
      .spyOn(app.services.checkout.workflow, 'recordCapture')
      .mockRejectedValueOnce(new Error('the process died'));
    const res = await owner.gql(ACCEPT, { id: bookingId });
    expect(res.errors).toBeDefined();
    expect(record).toHaveBeenCalledTimes(1);

    // The processor charged the card; our records do not say so yet.
    expect((await intentOf(paymentId)).intent).toMatchObject({ status: 'succeeded', amountCapturedCents: 5500 });
    const [stuck] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stuck).toMatchObject({ status: 'requested' });
    expect(stuck!.acceptedAt).not.toBeNull();
    expect(await entries(bookingId)).toEqual([]);
    // The owner cannot accept twice meanwhile, and the deadline job leaves an accepted request alone.
    expect((await owner.gql(ACCEPT, { id: bookingId })).errors?.[0]?.message).toBe(
      'You already accepted this request: the card is being charged.',
    );
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(Date.now() + 25 * 3_600_000));
    await requests().runJob({ action: 'expire', bookingId });
    vi.mocked(app.services.bookings.now).mockRestore();

    // The capture job (queued with the acceptance) finishes it; running it twice changes nothing.
    await requests().runJob({ action: 'capture', bookingId });
    await requests().runJob({ action: 'capture', bookingId });
    expect((await owner.gql(BOOKING, { id: bookingId })).data!.booking.status).toBe('CONFIRMED');
    expect((await entries(bookingId)).map((e) => [e.kind, e.amount])).toEqual([
      ['charge', 5500],
      ['deposit_held', 1500],
      ['owner_earning', 3600],
      ['platform_fee', 400],
    ]);
    expect((await intentOf(paymentId)).intent.amountCapturedCents).toBe(5500);
  });

  it('an authorisation that arrives after the hold lapsed and the period was taken is released', async () => {
    const toolId = await requestTool({ deposit: 0 });
    const period = bookingPeriod(24, 25);
    const asked = await renter.gql(REQUEST, { input: { toolId, ...period }, total: '40.00' });
    const payment = asked.data!.requestBooking;
    const bookingId = payment.bookings[0].id as string;
    // The 15 minutes run out, and someone else requests and is authorised for the same period.
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    // Someone else's request then lets go of the lapsed hold and takes the period.
    const other = await stranger.gql(REQUEST, { input: { toolId, ...period }, total: '40.00' });
    expect(other.errors).toBeUndefined();
    await payCard(stranger, other.data!.requestBooking.clientSecret);
    expect((await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status).toBe('expired');

    // The renter's card is authorised at last: nothing charged, the authorisation released.
    const card = await payCard(renter, payment.clientSecret);
    expect(card.body).toMatchObject({ status: 'requires_capture' });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('cancelled');
    expect((await intentOf(payment.id)).intent.status).toBe('canceled');
    expect((await intentOf(payment.id)).payment.status).toBe('cancelled');
    expect(await entries(bookingId)).toEqual([]);
  });
});

describe("the old client's booking", () => {
  it('refuses a tool booked on request (it cannot wait for an owner), and books others without a deposit', async () => {
    const requested = await requestTool();
    await payLegacyIntent(renter, renterId, 4000);
    const refused = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: requested,
      start_date: bookingPeriod(40, 41).startDate,
      start_time: '9.00 AM',
      end_date: bookingPeriod(40, 41).endDate,
      end_time: '9.00 AM',
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/booked on request .* book it on the website\. Nothing was charged/);

    const instant = await requestTool({ mode: 'instant', deposit: 2500 });
    const booked = await renter.json<{ booking?: { id: string } }>('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: instant,
      start_date: bookingPeriod(40, 41).startDate,
      start_time: '9.00 AM',
      end_date: bookingPeriod(40, 41).endDate,
      end_time: '9.00 AM',
    });
    expect(booked.status).toBeLessThan(300);
    const [row] = await db().select().from(bookings).where(eq(bookings.toolId, instant));
    expect(row).toMatchObject({ depositCents: 0, depositStatus: null, status: 'confirmed' });
  });
});

describe('deposits at checkout', () => {
  it('are charged with the rental, shown apart in the cart, and kept apart in the ledger', async () => {
    const toolId = await requestTool({ mode: 'instant', deposit: 2500 });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await renter.gql(
      `mutation($input: AddToCartInput!) { addToCart(input: $input) {
        lines { total { decimal } deposit { decimal } } rentalAmount { decimal } depositAmount { decimal } totalAmount { decimal }
      } }`,
      { input: { toolId, quantity: 1, ...bookingPeriod(30, 31) } },
    );
    expect(added.data!.addToCart).toEqual({
      lines: [{ total: { decimal: '40.00' }, deposit: { decimal: '25.00' } }],
      rentalAmount: { decimal: '40.00' },
      depositAmount: { decimal: '25.00' },
      totalAmount: { decimal: '65.00' },
    });
    const checkout = await renter.gql(
      'mutation { checkout(expectedTotal: "65.00") { id clientSecret amount { amount } } }',
    );
    expect(checkout.data!.checkout.amount.amount).toBe(6500);
    await payCard(renter, checkout.data!.checkout.clientSecret);
    const paid = await renter.gql(CONFIRM, { id: checkout.data!.checkout.id });
    const bookingId = paid.data!.confirmPayment.bookings[0].id as string;
    expect(paid.data!.confirmPayment.bookings[0].status).toBe('CONFIRMED');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ depositCents: 2500, depositStatus: 'held', bookingMode: 'instant' });
    expect(await entries(bookingId)).toEqual([
      { key: `charge:${bookingId}`, kind: 'charge', amount: 6500 },
      { key: `deposit:${bookingId}`, kind: 'deposit_held', amount: 2500 },
      { key: `earning:${bookingId}`, kind: 'owner_earning', amount: 3600 },
      { key: `fee:${bookingId}`, kind: 'platform_fee', amount: 400 },
    ]);
  });
});
