import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { bookAndPay, bookingPeriod, listTool, startMarketplace, type Marketplace } from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import { servedPdfText } from '../../../test/pdf-text.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { bookings } from './booking.table.js';

/*
 * Longer rentals cost less: an owner's percent off a rental charged for 7 days or more (weekly) and
 * for 28 days or more (monthly). The quote, the cart, the checkout and the receipt all take it from
 * the same rule, and a cart line keeps the discount it was added with until the owner changes it.
 */

const UPDATE = `mutation($id: ID!, $input: ToolUpdateInput!) {
  updateTool(id: $id, input: $input) { weeklyDiscountPercent monthlyDiscountPercent }
}`;
const QUOTE = `query($toolId: ID!, $period: PeriodInput!) {
  bookingQuote(toolId: $toolId, period: $period) { discountPercent fullUnitAmount { amount } unitAmount { amount } }
}`;
const CART = '{ cart { lines { discountPercent fullUnitAmount { amount } unitAmount { amount } problem } } }';
const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }';

type Errors = { errors?: { extensions?: { code?: string; fields?: { path: string; msg: string }[] } }[] };

describe('discounts for longer rentals', () => {
  let m: Marketplace;
  let db: Database;
  let toolId: string;

  beforeAll(async () => {
    m = await startMarketplace();
    db = m.app.database.db;
    // 20.00 a day.
    toolId = await listTool(m.owner, m.categoryId, { price: '20' });
  });
  afterAll(async () => {
    await m?.app.close();
  });

  const quote = async (period: Record<string, string>) => {
    const res = await m.renter.gql<{
      bookingQuote: { discountPercent: number; fullUnitAmount: { amount: number }; unitAmount: { amount: number } };
    }>(QUOTE, { toolId, period });
    expect(res.errors).toBeUndefined();
    const q = res.data!.bookingQuote;
    return [q.discountPercent, q.fullUnitAmount.amount, q.unitAmount.amount];
  };

  it('are set by the owner and taken off the quote from 7 and from 28 days', async () => {
    const res = await m.owner.gql<{ updateTool: unknown }>(UPDATE, {
      id: toolId,
      input: { weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 },
    });
    expect(res.data!.updateTool).toEqual({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 });
    expect(await quote(bookingPeriod(10, 16))).toEqual([0, 12_000, 12_000]);
    expect(await quote(bookingPeriod(10, 17))).toEqual([10, 14_000, 12_600]);
    expect(await quote(bookingPeriod(10, 38))).toEqual([25, 56_000, 42_000]);
  });

  it('that do not hold together are refused on their field, and nothing is saved', async () => {
    const refused = [
      [{ weeklyDiscountPercent: 20, monthlyDiscountPercent: 15 }, 'input.monthlyDiscountPercent'],
      [{ monthlyDiscountPercent: 5 }, 'input.monthlyDiscountPercent'],
      [{ weeklyDiscountPercent: 95 }, 'input.weeklyDiscountPercent'],
      [{ weeklyDiscountPercent: -1 }, 'input.weeklyDiscountPercent'],
    ] as const;
    for (const [input, path] of refused) {
      const res: Errors = await m.owner.gql(UPDATE, { id: toolId, input: { ...input, name: 'Renamed' } });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[0]?.path).toBe(path);
    }
    const tool = await m.owner.gql<{ tool: Record<string, unknown> }>(
      'query($id: ID!) { tool(id: $id) { name weeklyDiscountPercent monthlyDiscountPercent } }',
      { id: toolId },
    );
    expect(tool.data!.tool).toMatchObject({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 });
    expect(tool.data!.tool.name).not.toBe('Renamed');
  });

  it('stay with a cart line until the owner changes them; the booking and the ledger charge the discounted amount', async () => {
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    expect((await m.renter.gql(ADD, { input: { toolId, ...bookingPeriod(40, 47) } })).errors).toBeUndefined();
    const line = async () =>
      (
        await m.renter.gql<{
          cart: {
            lines: {
              discountPercent: number;
              fullUnitAmount: { amount: number };
              unitAmount: { amount: number };
              problem: string | null;
            }[];
          };
        }>(CART)
      ).data!.cart.lines[0]!;
    expect(await line()).toEqual({
      discountPercent: 10,
      fullUnitAmount: { amount: 14_000 },
      unitAmount: { amount: 12_600 },
      problem: null,
    });
    await m.owner.gql(UPDATE, { id: toolId, input: { weeklyDiscountPercent: 15 } });
    expect((await line()).problem).toContain('for a rental this long changed from 10% to 15%');
    const refused: Errors = await m.renter.gql('mutation { checkout { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const booking = await bookAndPay(m.renter, toolId, bookingPeriod(40, 47));
    expect(booking.amount.amount).toBe(11_900);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ priceCents: 2000, discountPercent: 15, amountCents: 11_900 });
    const charged = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, booking.id)))
      .filter((e) => e.kind === 'charge')
      .reduce((sum, e) => sum + e.amountCents, 0);
    expect(charged).toBe(11_900);
    await expectLedgerInvariant(db);

    // The receipt shows the full price, the discount and the rental after it.
    const res = await m.renter.request('GET', `/api/bookings/${booking.id}/receipt.pdf`);
    expect(res.status).toBe(200);
    const text = servedPdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Discount for a longer rental (15%)');
    expect(text).toContain('140.00');
    expect(text).toContain('-21.00');
    expect(text).toContain('119.00');
  });
});
