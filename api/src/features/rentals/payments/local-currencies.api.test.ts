import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  dayFromNow,
  listTool,
  markEmailVerified,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { startFakePaystack, type FakePaystack } from '../../../test/fake-paystack.js';
import { expectLedgerMatchesPaystack } from '../../../test/ledger-books.js';
import type { HttpClient } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { bookings, cartItems } from '../bookings/booking.table.js';
import { tools } from '../tools/tool.table.js';
import { ledgerEntries } from './ledger.table.js';
import { payments } from './payment.table.js';

/*
 * One marketplace, three currencies: the operator's in US dollars (CURRENCY), with tools picked up in
 * Nigeria priced in naira and in Ghana in cedis (LOCAL_CURRENCIES). A price, a cart, a payment, a
 * payout, an owner's balances and the admin's tiles each stay in one currency; search compares like
 * with like; a tool keeps its currency until it moves to a country of another.
 */

const SECRET_KEY = 'sk_test_local_currencies';
const HOUR = 3_600_000;
const TOOL_CURRENCY = '{ price { amount currency formatted } deposit { currency } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: { errors?: { extensions?: { fields?: { path: string }[] } }[] }) =>
  res.errors?.[0]?.extensions?.fields?.map((f) => f.path);
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

const PLACES = {
  lagos: { country: 'Nigeria', state: 'Lagos', city: 'Ikeja' },
  accra: { country: 'Ghana', state: 'Greater Accra', city: 'Accra' },
  nairobi: { country: 'Kenya', state: 'Nairobi County', city: 'Nairobi' },
};

describe('prices in the currency of their country', () => {
  let paystack: FakePaystack;
  let m: Marketplace;
  let db: Database;
  let day = 10;
  const word = `zq${Date.now().toString(36)}`;
  const toolIds: Record<keyof typeof PLACES, string> = { lagos: '', accra: '', nairobi: '' };

  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET_KEY);
    paystack.addAccount({ bankCode: '058', accountNumber: '0123456789', accountName: 'NGOZI ADAEZE OKAFOR' });
    m = await startMarketplace({
      env: {
        CURRENCY: 'USD',
        LOCAL_CURRENCIES: 'NG:NGN, gh:ghs',
        PAYSTACK_SECRET_KEY: SECRET_KEY,
        PAYSTACK_PUBLIC_KEY: 'pk_test_local_currencies',
        PAYSTACK_API_URL: paystack.url,
        PAYOUT_COOLING_OFF_HOURS: '0',
      },
    });
    db = m.app.database.db;
    await markEmailVerified(db, m.ownerId, m.renterId);
    toolIds.lagos = await listTool(m.owner, m.categoryId, {
      name: `${word} compressor`,
      price: '12500',
      deposit: '5000',
      ...PLACES.lagos,
    });
    toolIds.accra = await listTool(m.owner, m.categoryId, { name: `${word} generator`, price: '150', ...PLACES.accra });
    toolIds.nairobi = await listTool(m.owner, m.categoryId, { name: `${word} ladder`, price: '30', ...PLACES.nairobi });
  });
  afterAll(async () => {
    await m?.app.close();
    await paystack?.close();
  });

  const toolOf = async (id: string) =>
    (
      await m.renter.gql<{
        tool: { price: { amount: number; currency: string; formatted: string }; deposit: { currency: string } };
      }>(`query($id: ID!) { tool(id: $id) ${TOOL_CURRENCY} }`, { id })
    ).data!.tool;

  function period() {
    day += 2;
    return { startDate: dayFromNow(day), startTime: '09:00', endDate: dayFromNow(day + 1), endTime: '09:00' };
  }

  const addToCart = (renter: HttpClient, toolId: string) =>
    renter.gql<{ addToCart: { totalAmount: { amount: number; currency: string; decimal: string } } }>(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { amount currency decimal } } }',
      { input: { toolId, ...period() } },
    );

  /** The renter's cart of one tool, paid on Paystack's checkout page: the payment's bookings. */
  async function paidBooking(toolId: string) {
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await addToCart(m.renter, toolId);
    expect(added.errors).toBeUndefined();
    const started = await m.renter.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation($total: String) { checkout(expectedTotal: $total) { id clientSecret } }',
      { total: added.data!.addToCart.totalAmount.decimal },
    );
    expect(started.errors).toBeUndefined();
    const back = await fetch(`${started.data!.checkout.clientSecret}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    const confirmed = await m.renter.gql<{
      confirmPayment: { paid: boolean; amount: { currency: string }; bookings: { id: string }[] };
    }>('mutation($id: ID!) { confirmPayment(paymentId: $id) { paid amount { currency } bookings { id } } }', {
      id: started.data!.checkout.id,
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmPayment.paid).toBe(true);
    return { paymentId: started.data!.checkout.id, ...confirmed.data!.confirmPayment };
  }

  it('prices a Lagos tool in naira, an Accra tool in cedis and a Nairobi tool in dollars, as people there read them', async () => {
    expect(await toolOf(toolIds.lagos)).toEqual({
      price: { amount: 1_250_000, currency: 'NGN', formatted: '₦12,500.00' },
      deposit: { currency: 'NGN' },
    });
    expect((await toolOf(toolIds.accra)).price).toEqual({ amount: 15_000, currency: 'GHS', formatted: 'GH₵150.00' });
    expect((await toolOf(toolIds.nairobi)).price).toEqual({ amount: 3_000, currency: 'USD', formatted: '$30.00' });
    const site = await m.renter.gql<{ site: { currency: string; currencies: string[]; localCurrencies: unknown[] } }>(
      '{ site { currency currencies localCurrencies { country currency } } }',
    );
    expect(site.data!.site).toEqual({
      currency: 'USD',
      currencies: ['USD', 'NGN', 'GHS'],
      localCurrencies: [
        { country: 'NG', currency: 'NGN' },
        { country: 'GH', currency: 'GHS' },
      ],
    });
  });

  it('compares prices with prices of the same currency in search: the site currency unless another is named', async () => {
    const browse = (filter: Record<string, unknown>, orderBy?: Record<string, string>) =>
      m.renter.gql<{ tools: { items: { id: string; price: { currency: string } }[] } }>(
        'query($filter: ToolBrowseInput, $orderBy: ToolOrder) { tools(filter: $filter, orderBy: $orderBy) { items { id price { currency } } } }',
        { filter: { search: word, ...filter }, orderBy },
      );
    const ids = (res: Awaited<ReturnType<typeof browse>>) => res.data!.tools.items.map((t) => t.id);
    // 100 or more: 12,500 naira and 150 cedis are, 30 dollars is not; only naira when naira is named.
    expect(ids(await browse({ minPrice: '100', currency: 'NGN' }))).toEqual([toolIds.lagos]);
    expect(ids(await browse({ minPrice: '100', currency: 'GHS' }))).toEqual([toolIds.accra]);
    // A code is the enum's, upper-case: 'ghs' is no CurrencyCode, refused before anything runs.
    expect(codeOf(await browse({ currency: 'ghs' }))).toBe('BAD_USER_INPUT');
    expect(ids(await browse({ maxPrice: '100' }))).toEqual([toolIds.nairobi]);
    expect(ids(await browse({ currency: 'GHS' }))).toEqual([toolIds.accra]);
    // By price: each currency's tools among themselves, never 30 dollars between 150 cedis and 12,500 naira.
    const cheapest = await browse({}, { field: 'PRICE', direction: 'ASC' });
    expect(cheapest.data!.tools.items.map((t) => t.price.currency)).toEqual(['GHS', 'NGN', 'USD']);
    const wrong = await browse({ minPrice: '10', currency: 'EUR' });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(wrong)).toEqual(['filter.currency']);
  });

  it('keeps a cart, and so a payment, in one currency', async () => {
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    const first = await addToCart(m.renter, toolIds.lagos);
    expect(first.data!.addToCart.totalAmount).toMatchObject({ amount: 1_750_000, currency: 'NGN' });
    const mixed = await addToCart(m.renter, toolIds.accra);
    expect(codeOf(mixed)).toBe('CONFLICT');
    expect(messageOf(mixed)).toMatch(/priced in GHS and your cart in NGN: one payment is in one currency/);
    const cart = await m.renter.gql<{ cart: { lines: unknown[]; totalAmount: { currency: string } } }>(
      '{ cart { lines { id } totalAmount { currency } } }',
    );
    expect(cart.data!.cart).toEqual({ lines: [{ id: expect.any(String) }], totalAmount: { currency: 'NGN' } });
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it('charges a Lagos tool in naira and an Accra tool in cedis through Paystack, each booked, paid and recorded in its own', async () => {
    const naira = await paidBooking(toolIds.lagos);
    const cedis = await paidBooking(toolIds.accra);
    expect(naira.amount.currency).toBe('NGN');
    expect(cedis.amount.currency).toBe('GHS');
    for (const [paid, currency] of [
      [naira, 'NGN'],
      [cedis, 'GHS'],
    ] as const) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paid.paymentId));
      expect(paystack.transactions.get(payment!.intentId!)?.currency).toBe(currency);
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, paid.bookings[0]!.id));
      expect(booking!.currency).toBe(currency);
      const kinds = await db
        .selectDistinct({ currency: ledgerEntries.currency })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, paid.paymentId));
      expect(kinds).toEqual([{ currency }]);
      const seen = await m.renter.gql<{ booking: { amount: { currency: string; formatted: string } } }>(
        'query($id: ID!) { booking(id: $id) { amount { currency formatted } } }',
        { id: booking!.id },
      );
      expect(seen.data!.booking.amount.currency).toBe(currency);
    }
    await expectLedgerMatchesPaystack(db, paystack);
  });

  it("keeps an owner's balances and payouts apart per currency, each paid to an account that takes it", async () => {
    // Earnings available now: a naira rental and a cedi rental returned past the dispute window.
    for (const currency of ['NGN', 'GHS']) {
      const tool = await buildTool(db, { ownerId: m.ownerId, currency, priceCents: 10_000 });
      const endsAt = new Date(Date.now() - 60 * HOUR);
      await buildBooking(db, { tool, status: 'returned', startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt });
    }
    const earnings = (currency?: string) =>
      m.owner.gql<{
        myEarnings: { currency: string; currencies: string[]; available: { amount: number; currency: string } };
      }>(
        'query($currency: CurrencyCode) { myEarnings(currency: $currency) { currency currencies available { amount currency } } }',
        { currency },
      );
    const naira = (await earnings('NGN')).data!.myEarnings;
    const cedis = (await earnings('GHS')).data!.myEarnings;
    expect(naira.available).toEqual({ amount: 18_000, currency: 'NGN' });
    expect(cedis.available).toEqual({ amount: 18_000, currency: 'GHS' });
    expect([...naira.currencies].sort()).toEqual(['GHS', 'NGN']);
    expect(codeOf(await earnings('EUR'))).toBe('BAD_USER_INPUT');
    // A balance in a currency the operator has since dropped from LOCAL_CURRENCIES stays reachable.
    const dropped = await buildTool(db, { ownerId: m.ownerId, currency: 'KES', priceCents: 10_000 });
    const endedAt = new Date(Date.now() - 60 * HOUR);
    await buildBooking(db, {
      tool: dropped,
      status: 'returned',
      startsAt: new Date(endedAt.getTime() - 48 * HOUR),
      endsAt: endedAt,
    });
    expect((await earnings('KES')).data!.myEarnings.available).toEqual({ amount: 18_000, currency: 'KES' });

    // A Nigerian account, from the naira bank list: naira can go there, cedis cannot.
    const banks = await m.owner.gql<{ payoutBanks: { code: string }[] }>('{ payoutBanks(currency: NGN) { code } }');
    expect(banks.data!.payoutBanks.map((b) => b.code)).toContain('058');
    const ghanaBanks = await m.owner.gql<{ payoutBanks: { code: string }[] }>(
      '{ payoutBanks(currency: GHS) { code } }',
    );
    expect(ghanaBanks.data!.payoutBanks.map((b) => b.code)).not.toContain('058');
    const saved = await m.owner.gql(
      'mutation($password: String!) { setPaystackPayoutAccount(bankCode: "058", accountNumber: "0123456789", currentPassword: $password, currency: NGN) { accountName } }',
      { password: DEFAULT_PASSWORD },
    );
    expect(saved.errors).toBeUndefined();
    const REQUEST =
      'mutation($currency: CurrencyCode) { requestPayout(currency: $currency) { id amount { amount currency } } }';
    const refused = await m.owner.gql(REQUEST, { currency: 'GHS' });
    expect(codeOf(refused)).toBe('PAYOUT_ACCOUNT_REQUIRED');
    expect(messageOf(refused)).toMatch(/takes NGN, and this payout is in GHS/);
    const paid = await m.owner.gql<{ requestPayout: { id: string; amount: { amount: number; currency: string } } }>(
      REQUEST,
      { currency: 'NGN' },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.requestPayout.amount).toEqual({ amount: 18_000, currency: 'NGN' });
    const reference = `payout-${paid.data!.requestPayout.id}`;
    await waitUntil(() => paystack.transfers.has(reference), 20_000, 'the naira transfer');
    expect(paystack.transfers.get(reference)).toMatchObject({ amount: 18_000, currency: 'NGN' });
    // The naira payout took naira only: the cedis are all still there.
    expect((await earnings('NGN')).data!.myEarnings.available.amount).toBe(0);
    expect((await earnings('GHS')).data!.myEarnings.available.amount).toBe(18_000);
  });

  it("shows the admin each currency's money apart, the site's first", async () => {
    const res = await m.admin.gql<{
      adminDashboard: {
        revenue: { currency: string };
        moneyByCurrency: { currency: string; revenue: { amount: number } }[];
      };
    }>('{ adminDashboard { revenue { currency } moneyByCurrency { currency revenue { amount } } } }');
    expect(res.errors).toBeUndefined();
    const tiles = res.data!.adminDashboard;
    expect(tiles.revenue.currency).toBe('USD');
    expect(tiles.moneyByCurrency.map((t) => t.currency).slice(0, 3)).toEqual(['USD', 'NGN', 'GHS']);
    const [revenue] = await db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::int` })
      .from(payments)
      .where(sql`${payments.currency} = 'NGN' and ${payments.succeededAt} is not null`);
    expect(tiles.moneyByCurrency.find((t) => t.currency === 'NGN')!.revenue.amount).toBe(Number(revenue!.cents));
  });

  it('asks for the price again when a tool moves to a country of another currency, and keeps it otherwise', async () => {
    const UPDATE =
      'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { price { amount currency } deposit { amount currency } } }';
    // A renter has it in their cart at ₦12,500 a day.
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    expect((await addToCart(m.renter, toolIds.lagos)).errors).toBeUndefined();
    const moved = await m.owner.gql(UPDATE, { id: toolIds.lagos, input: { ...PLACES.accra } });
    expect(codeOf(moved)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(moved)).toEqual(['input.price', 'input.deposit']);
    expect(messageOf(moved)).toMatch(/priced in GHS, not NGN/);
    expect((await toolOf(toolIds.lagos)).price.currency).toBe('NGN');
    const renamed = await m.owner.gql(UPDATE, { id: toolIds.lagos, input: { name: `${word} compressor 2` } });
    expect(renamed.errors).toBeUndefined();
    const repriced = await m.owner.gql(UPDATE, {
      id: toolIds.lagos,
      input: { ...PLACES.accra, price: '200', deposit: '80' },
    });
    expect(repriced.errors).toBeUndefined();
    expect(repriced.data).toEqual({
      updateTool: { price: { amount: 20_000, currency: 'GHS' }, deposit: { amount: 8_000, currency: 'GHS' } },
    });
    // The cart says so before anything is charged, and the checkout refuses the old price.
    const cart = await m.renter.gql<{ cart: { lines: { problem: string | null }[] } }>(
      '{ cart { lines { problem } } }',
    );
    expect(cart.data!.cart.lines[0]!.problem).toMatch(/is now priced in GHS: GH₵200\.00 a day, not ₦12,500\.00/);
    const refused = await m.renter.gql('mutation { checkout { id } }');
    expect(codeOf(refused)).toBe('CONFLICT');
    // Seen once, the line takes today's price and currency.
    const after = await m.renter.gql<{
      cart: { lines: { problem: string | null }[]; totalAmount: { currency: string } };
    }>('{ cart { lines { problem } totalAmount { currency } } }');
    expect(after.data!.cart).toMatchObject({ lines: [{ problem: null }], totalAmount: { currency: 'GHS' } });
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it("gives tools listed (and cart lines added) before currencies the operator's currency at start-up", async () => {
    const old = await buildTool(db, { ownerId: m.ownerId, currency: 'XXX', ...PLACES.lagos });
    await db.insert(cartItems).values({
      userId: m.renterId,
      toolId: old.id,
      startsAt: new Date(Date.now() + 50 * HOUR),
      endsAt: new Date(Date.now() + 74 * HOUR),
      quantity: 1,
      priceCents: old.priceCents,
      currency: 'XXX',
    });
    expect(await m.app.services.tools.syncCurrencies()).toBe(1);
    expect(await m.app.services.cart.syncCurrencies()).toBe(1);
    const [row] = await db.select({ currency: tools.currency }).from(tools).where(eq(tools.id, old.id));
    expect(row!.currency).toBe('USD');
    const [line] = await db
      .select({ currency: cartItems.currency })
      .from(cartItems)
      .where(eq(cartItems.toolId, old.id));
    expect(line!.currency).toBe('USD');
    expect(await m.app.services.tools.syncCurrencies()).toBe(0);
    expect(await m.app.services.cart.syncCurrencies()).toBe(0);
  });
});
