import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  advanceBooking,
  bookAndPay,
  bookingPeriod,
  dayFromNow,
  listTool,
  payCard,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import type { HttpClient } from '../../../test/test-app.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { bookings } from '../bookings/booking.table.js';
import { bookingExtensions } from '../bookings/extension.table.js';
import { tools } from '../tools/tool.table.js';
import { ledgerEntries } from './ledger.table.js';
import { PaymentProviderError } from './payment-provider.js';
import { payments, testProviderIntents } from './payment.table.js';

/*
 * Extensions: the renter of a paid rental asks to keep it longer and authorises the card for the
 * extra time (held meanwhile); the owner accepts (charged, the booking ends later, the ledger balances)
 * or declines (released); an unanswered request lapses when the rental ends.
 */

let { app, owner, renter, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, renter, stranger, categoryId } = await startMarketplace({ category: 'Ladders' }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => app.database.db;
const extensions = () => app.services.checkout.extensions;

const FIELDS =
  'id bookingId status toEndsAt amount { amount decimal } billedLength answerBy reason clientSecret canAccept canDecline canWithdraw';
const QUOTE = `query($id: ID!, $input: ExtensionInput!) { extensionQuote(bookingId: $id, input: $input) { endsAt amount { amount decimal } billedLength } }`;
const REQUEST = `mutation($id: ID!, $input: ExtensionInput!, $total: String) {
  requestExtension(bookingId: $id, input: $input, expectedTotal: $total) { ${FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmExtension(id: $id) { ${FIELDS} } }`;
const ACCEPT = `mutation($id: ID!) { acceptExtension(id: $id) { ${FIELDS} } }`;
const DECLINE = `mutation($id: ID!, $reason: String) { declineExtension(id: $id, reason: $reason) { ${FIELDS} } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawExtension(id: $id) { ${FIELDS} } }`;
const LIST = `query($id: ID!) { bookingExtensions(bookingId: $id) { ${FIELDS} } }`;

/** A daily tool at 40.00 a day, one unit; booked by the renter from day 10 to day 12 at 9.00. */
async function bookedRental(options: { maxDays?: number } = {}) {
  const toolId = await listTool(owner, categoryId, { price: '40', units: 1 });
  if (options.maxDays)
    await db()
      .update(tools)
      .set({ maxRentalMinutes: options.maxDays * 1440 })
      .where(eq(tools.id, toolId));
  const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
  return { toolId, bookingId: booking.id, code: booking.code };
}

const until = (day: number, time = '09:00') => ({ endDate: dayFromNow(day), endTime: time });

/** The renter asks until `day`, authorises the test card and confirms: answers the requested extension. */
async function askAndAuthorise(bookingId: string, day = 13, total = '40.00') {
  const asked = await renter.gql(REQUEST, { id: bookingId, input: until(day), total });
  expect(asked.errors).toBeUndefined();
  const extension = asked.data!.requestExtension;
  expect(extension).toMatchObject({ status: 'AWAITING_CARD', canWithdraw: true });
  expect(extension.clientSecret).toEqual(expect.any(String));
  const card = await payCard(renter, extension.clientSecret);
  expect(card.body).toMatchObject({ status: 'requires_capture' });
  const confirmed = await renter.gql(CONFIRM, { id: extension.id });
  expect(confirmed.errors).toBeUndefined();
  expect(confirmed.data!.confirmExtension).toMatchObject({ status: 'REQUESTED', clientSecret: null });
  return extension.id as string;
}

const endOf = async (bookingId: string) =>
  (await db().select({ endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.endsAt;

const entries = (bookingId: string) =>
  db()
    .select({ key: ledgerEntries.entryKey, kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), like(ledgerEntries.entryKey, 'extension-%')))
    .orderBy(ledgerEntries.entryKey);

const quoteFor = (client: HttpClient, toolId: string, period: ReturnType<typeof bookingPeriod>) =>
  client.gql('query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }', {
    id: toolId,
    p: period,
  });

const intentStatusOf = async (extensionId: string) => {
  const [row] = await db()
    .select({ payment: payments.status, intent: testProviderIntents.status })
    .from(bookingExtensions)
    .innerJoin(payments, eq(payments.id, bookingExtensions.paymentId))
    .innerJoin(testProviderIntents, eq(testProviderIntents.id, payments.intentId))
    .where(eq(bookingExtensions.id, extensionId));
  return row!;
};

describe('extending a rental', () => {
  it('is priced at the booking price, held while the owner answers, and charged and recorded once when accepted', async () => {
    const { toolId, bookingId, code } = await bookedRental();
    const quote = await renter.gql(QUOTE, { id: bookingId, input: until(13) });
    expect(quote.data!.extensionQuote).toMatchObject({
      amount: { amount: 4000, decimal: '40.00' },
      billedLength: '1 day',
    });

    const extensionId = await askAndAuthorise(bookingId);
    // The extra time is held: nobody else can book day 12 to 13.
    expect((await quoteFor(stranger, toolId, bookingPeriod(12, 13))).data!.bookingQuote.free).toBe(0);
    const seen = await owner.gql(LIST, { id: bookingId });
    expect(seen.data!.bookingExtensions).toEqual([
      expect.objectContaining({
        id: extensionId,
        status: 'REQUESTED',
        canAccept: true,
        canDecline: true,
        canWithdraw: false,
      }),
    ]);
    const asked = await db()
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'extension_requested'), like(emailOutbox.text, `%${code}%`)));
    expect(asked).toHaveLength(1);

    const accepted = await owner.gql(ACCEPT, { id: extensionId });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptExtension).toMatchObject({ status: 'EXTENDED', canAccept: false });
    expect((await endOf(bookingId)).toISOString().slice(0, 10)).toBe(dayFromNow(13));
    // Charged once, even when the capture job runs again after a crash.
    await extensions().runJob({ action: 'capture', extensionId });
    expect(await entries(bookingId)).toEqual([
      { key: `extension-charge:${extensionId}`, kind: 'charge', amount: 4000 },
      { key: `extension-earning:${extensionId}`, kind: 'owner_earning', amount: 3600 },
      { key: `extension-fee:${extensionId}`, kind: 'platform_fee', amount: 400 },
    ]);
    expect(await intentStatusOf(extensionId)).toEqual({ payment: 'succeeded', intent: 'succeeded' });
    await expectLedgerInvariant(db());
    const booking = await renter.gql('query($id: ID!) { booking(id: $id) { endDate timeline { transition } } }', {
      id: bookingId,
    });
    expect(booking.data!.booking.endDate).toBe(dayFromNow(13));
    expect(booking.data!.booking.timeline.map((t: { transition: string }) => t.transition)).toEqual(
      expect.arrayContaining(['EXTENSION_REQUESTED', 'EXTENDED']),
    );
    // A second extension prices from the new end.
    const next = await renter.gql(QUOTE, { id: bookingId, input: until(15) });
    expect(next.data!.extensionQuote.amount.amount).toBe(8000);
  });

  it('refuses an end before the current one, over another booking, past the longest rental, and from others', async () => {
    const { toolId, bookingId } = await bookedRental({ maxDays: 3 });
    const early = await renter.gql(QUOTE, { id: bookingId, input: until(12) });
    expect(early.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(early.errors![0]!.extensions)).toContain('endDate');
    const missing = await renter.gql(QUOTE, { id: bookingId, input: { endDate: 'soon', endTime: '25:00' } });
    expect(missing.errors![0]!.extensions!.fields).toEqual([
      expect.objectContaining({ path: 'input.endDate' }),
      expect.objectContaining({ path: 'input.endTime' }),
    ]);
    const tooLong = await renter.gql(QUOTE, { id: bookingId, input: until(14) });
    expect(tooLong.errors![0]!.message).toMatch(/at most 3 days, extensions included/);

    // Someone else books from day 12 at 13.00: the extra time until day 13 is taken.
    const other = app.client();
    await signUpAndLogin(other);
    await bookAndPay(other, toolId, bookingPeriod(12, 13, '13:00', '13:00'));
    const over = await renter.gql(REQUEST, { id: bookingId, input: until(13) });
    expect(over.errors![0]!.message).toMatch(/booked or blocked by then/);
    const fits = await renter.gql(QUOTE, { id: bookingId, input: until(12, '12:00') });
    expect(fits.errors).toBeUndefined();

    expect((await owner.gql(QUOTE, { id: bookingId, input: until(13) })).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    expect((await stranger.gql(QUOTE, { id: bookingId, input: until(13) })).errors![0]!.extensions!.code).toBe(
      'NOT_FOUND',
    );
    expect((await stranger.gql(LIST, { id: bookingId })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('declined or withdrawn: the card is released, nothing charged, and the time free again', async () => {
    const { toolId, bookingId } = await bookedRental();
    const first = await askAndAuthorise(bookingId);
    expect((await renter.gql(ACCEPT, { id: first })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(
      (await renter.gql(REQUEST, { id: bookingId, input: until(14), total: '80.00' })).errors![0]!.message,
    ).toMatch(/already asked/);
    const declined = await owner.gql(DECLINE, { id: first, reason: 'I need it on Friday' });
    expect(declined.data!.declineExtension).toMatchObject({ status: 'DECLINED', reason: 'I need it on Friday' });
    expect(await intentStatusOf(first)).toEqual({ payment: 'cancelled', intent: 'canceled' });
    expect((await quoteFor(stranger, toolId, bookingPeriod(12, 13))).data!.bookingQuote.free).toBe(1);
    expect((await owner.gql(DECLINE, { id: first })).data!.declineExtension.status).toBe('DECLINED');

    // A rental given back early frees the extra time its open request held.
    const early = await bookedRental();
    await askAndAuthorise(early.bookingId);
    expect((await quoteFor(stranger, early.toolId, bookingPeriod(12, 13))).data!.bookingQuote.free).toBe(0);
    await advanceBooking(db(), early.bookingId, 'returned');
    expect((await quoteFor(stranger, early.toolId, bookingPeriod(12, 13))).data!.bookingQuote.free).toBe(1);

    const second = await askAndAuthorise(bookingId);
    const withdrawn = await renter.gql(WITHDRAW, { id: second });
    expect(withdrawn.data!.withdrawExtension).toMatchObject({ status: 'WITHDRAWN', canWithdraw: false });
    expect(await intentStatusOf(second)).toEqual({ payment: 'cancelled', intent: 'canceled' });
    expect((await owner.gql(ACCEPT, { id: second })).errors![0]!.extensions!.code).toBe('CONFLICT');
    expect(await endOf(bookingId)).toEqual(new Date(`${dayFromNow(12)}T08:00:00.000Z`));
    expect(await entries(bookingId)).toEqual([]);
    await expectLedgerInvariant(db());
  });

  it('lapses unanswered when the rental ends, and an unfinished card step after its hold', async () => {
    const { bookingId } = await bookedRental();
    const asked = await askAndAuthorise(bookingId);
    await extensions().runJob({ action: 'answer', extensionId: asked });
    expect((await owner.gql(LIST, { id: bookingId })).data!.bookingExtensions[0].status).toBe('REQUESTED');
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date((await endOf(bookingId)).getTime() + 60_000));
    await extensions().runJob({ action: 'answer', extensionId: asked });
    vi.restoreAllMocks();
    expect(await intentStatusOf(asked)).toEqual({ payment: 'cancelled', intent: 'canceled' });

    const open = await renter.gql(REQUEST, { id: bookingId, input: until(13), total: '40.00' });
    const unpaid = open.data!.requestExtension.id;
    await extensions().runJob({ action: 'hold', extensionId: unpaid });
    const [latest] = (await renter.gql(LIST, { id: bookingId })).data!.bookingExtensions;
    expect(latest).toMatchObject({ id: unpaid, status: 'AWAITING_CARD' });
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(Date.now() + 16 * 60_000));
    await extensions().runJob({ action: 'hold', extensionId: unpaid });
    vi.restoreAllMocks();
    const after = (await renter.gql(LIST, { id: bookingId })).data!.bookingExtensions;
    expect(after.map((e: { status: string }) => e.status)).toEqual(['EXPIRED', 'EXPIRED']);
    await expectLedgerInvariant(db());
  });

  it('asked again for another return during the card step: the first is let go of, its card step cancelled', async () => {
    const { bookingId } = await bookedRental();
    const first = (await renter.gql(REQUEST, { id: bookingId, input: until(13), total: '40.00' })).data!
      .requestExtension;
    const again = await renter.gql(REQUEST, { id: bookingId, input: until(13), total: '40.00' });
    expect(again.data!.requestExtension.id).toBe(first.id);
    const second = await renter.gql(REQUEST, { id: bookingId, input: until(14), total: '80.00' });
    expect(second.data!.requestExtension).toMatchObject({ status: 'AWAITING_CARD' });
    await extensions().runJob({ action: 'release', extensionId: first.id });
    const rows = (await renter.gql(LIST, { id: bookingId })).data!.bookingExtensions;
    expect(rows.map((e: { status: string }) => e.status)).toEqual(['AWAITING_CARD', 'WITHDRAWN']);
    expect(await intentStatusOf(first.id)).toEqual({ payment: 'cancelled', intent: 'canceled' });
    expect((await payCard(renter, first.clientSecret)).body).not.toMatchObject({ status: 'requires_capture' });
  });

  it('accepted while the processor is down: the capture job charges it later, once', async () => {
    const { bookingId } = await bookedRental();
    const extensionId = await askAndAuthorise(bookingId);
    const provider = app.services.payments;
    const capture = provider.capture.bind(provider);
    vi.spyOn(provider, 'capture').mockRejectedValueOnce(new PaymentProviderError('down'));
    const accepted = await owner.gql(ACCEPT, { id: extensionId });
    expect(accepted.errors![0]!.extensions!.code).toBe('SERVICE_UNAVAILABLE');
    expect((await owner.gql(LIST, { id: bookingId })).data!.bookingExtensions[0].status).toBe('ACCEPTED');
    vi.mocked(provider.capture).mockImplementation(capture);
    await extensions().runJob({ action: 'capture', extensionId });
    await extensions().runJob({ action: 'capture', extensionId });
    expect((await owner.gql(LIST, { id: bookingId })).data!.bookingExtensions[0].status).toBe('EXTENDED');
    expect(await entries(bookingId)).toHaveLength(3);
    await expectLedgerInvariant(db());
  });
});
