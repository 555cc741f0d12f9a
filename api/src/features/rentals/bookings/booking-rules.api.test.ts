import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { bookingPeriod, buildBooking, listTool, startMarketplace, type Marketplace } from '../../../test/factories.js';

/*
 * An owner's booking rules: the shortest and longest rental, the notice a booking needs, how far ahead
 * it may start, and the time kept free after each rental. Each is asked of every booking (the quote,
 * the cart, the checkout under the tool's lock), on the booking form's field it is about.
 */

const RULES = 'minRentalLength maxRentalLength bufferHours noticeHours maxAdvanceDays bookingRules';
const UPDATE = `mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { rentalCircle ${RULES} } }`;
const QUOTE =
  'query($toolId: ID!, $period: PeriodInput!) { bookingQuote(toolId: $toolId, period: $period) { free billedMinutes } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: { errors?: { extensions?: { fields?: { path: string; msg: string }[] } }[] }) =>
  res.errors?.[0]?.extensions?.fields;

describe("an owner's booking rules", () => {
  let m: Marketplace;
  let db: Database;
  let toolId: string;

  beforeAll(async () => {
    m = await startMarketplace();
    db = m.app.database.db;
    toolId = await listTool(m.owner, m.categoryId, { price: '20' });
  });
  afterAll(async () => {
    await m?.app.close();
  });

  const quote = (period: Record<string, string>) =>
    m.renter.gql<{ bookingQuote: { free: number; billedMinutes: number } }>(QUOTE, { toolId, period });

  it('are set with the tool, in its own units, and shown in words', async () => {
    const res = await m.owner.gql<{ updateTool: Record<string, unknown> }>(UPDATE, {
      id: toolId,
      input: { minRentalLength: 2, maxRentalLength: 5, bufferHours: 4, noticeHours: 48, maxAdvanceDays: 30 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTool).toEqual({
      rentalCircle: 'DAILY',
      minRentalLength: 2,
      maxRentalLength: 5,
      bufferHours: 4,
      noticeHours: 48,
      maxAdvanceDays: 30,
      bookingRules: [
        'Rented for at least 2 days',
        'Rented for at most 5 days',
        'Book at least 2 days ahead',
        'Bookable up to 30 days ahead',
        '4 hours kept free between rentals',
      ],
    });
  });

  it('refuse a period that breaks one, on the field it is about', async () => {
    const broken = [
      [bookingPeriod(10, 11), 'period.endDate', 'This tool is rented for at least 2 days'],
      [bookingPeriod(10, 16), 'period.endDate', 'This tool is rented for at most 5 days'],
      [
        bookingPeriod(1, 3),
        'period.startDate',
        'Book at least 2 days before the start: the owner needs that much notice',
      ],
      [bookingPeriod(40, 42), 'period.startDate', 'This tool can be booked at most 30 days ahead'],
    ] as const;
    for (const [period, path, msg] of broken) {
      const res = await quote(period);
      expect(codeOf(res), msg).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)).toEqual([{ path, msg }]);
    }
    const kept = await quote(bookingPeriod(10, 12));
    expect(kept.data!.bookingQuote).toEqual({ free: 1, billedMinutes: 2880 });
  });

  it('keep the buffer free after each rental: before the next may start, and before one ends', async () => {
    // Booked from day 20 at 13.00 to day 22 at 13.00 (Lagos time): with 4 hours kept free, until 17.00.
    await buildBooking(db, { tool: { id: toolId }, period: bookingPeriod(20, 22, '13:00', '13:00') });
    const freeFrom = async (period: Record<string, string>) => {
      const res = await quote(period);
      expect(res.errors, JSON.stringify(period)).toBeUndefined();
      return res.data!.bookingQuote.free;
    };
    expect(await freeFrom(bookingPeriod(22, 24, '15:00', '15:00'))).toBe(0);
    expect(await freeFrom(bookingPeriod(22, 24, '17:00', '17:00'))).toBe(1);
    // A rental before it must end 4 hours before day 20 at 13.00.
    expect(await freeFrom(bookingPeriod(17, 20, '10:00', '10:00'))).toBe(0);
    expect(await freeFrom(bookingPeriod(17, 20, '09:00', '09:00'))).toBe(1);
  });

  it('are asked again at checkout: a cart line the owner made too short notice for is refused', async () => {
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await m.renter.gql(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }',
      {
        input: { toolId, ...bookingPeriod(4, 6) },
      },
    );
    expect(added.errors).toBeUndefined();
    // The owner now wants a week's notice.
    expect((await m.owner.gql(UPDATE, { id: toolId, input: { noticeHours: 168 } })).errors).toBeUndefined();
    const cart = await m.renter.gql<{ cart: { lines: { problem: string | null }[] } }>(
      '{ cart { lines { problem } } }',
    );
    expect(cart.data!.cart.lines[0]!.problem).toMatch(/Book at least 7 days before the start/);
    const checkout = await m.renter.gql('mutation { checkout { id } }');
    expect(codeOf(checkout)).toBe('CONFLICT');
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    await m.owner.gql(UPDATE, { id: toolId, input: { noticeHours: 48 } });
  });

  it('that do not hold together are refused, naming the field, and nothing is saved', async () => {
    const refused = [
      [{ minRentalLength: 5, maxRentalLength: 2 }, 'input.maxRentalLength'],
      [{ bufferHours: 30 }, 'input.bufferHours'],
      [{ noticeHours: -1 }, 'input.noticeHours'],
      [{ maxAdvanceDays: 400 }, 'input.maxAdvanceDays'],
      [{ minRentalLength: 91 }, 'input.minRentalLength'],
    ] as const;
    for (const [input, path] of refused) {
      const res = await m.owner.gql(UPDATE, { id: toolId, input: { ...input, name: 'Renamed' } });
      expect(codeOf(res), path).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)?.map((f) => f.path)).toEqual([path]);
    }
    const res = await m.owner.gql<{ tool: Record<string, unknown> & { name: string } }>(
      `query($id: ID!) { tool(id: $id) { name ${RULES} } }`,
      { id: toolId },
    );
    expect(res.data!.tool).toMatchObject({ minRentalLength: 2, maxRentalLength: 5, bufferHours: 4 });
    expect(res.data!.tool.name).not.toBe('Renamed');
  });

  it('keep their lengths when the tool changes from days to hours and back', async () => {
    const hourly = await m.owner.gql<{ updateTool: Record<string, unknown> }>(UPDATE, {
      id: toolId,
      input: { rentalCircle: 'HOURLY' },
    });
    expect(hourly.data!.updateTool).toMatchObject({ minRentalLength: 48, maxRentalLength: 120 });
    const shorter = await m.owner.gql<{ updateTool: Record<string, unknown> }>(UPDATE, {
      id: toolId,
      input: { minRentalLength: 3 },
    });
    expect(shorter.data!.updateTool).toMatchObject({
      minRentalLength: 3,
      bookingRules: expect.arrayContaining(['Rented for at least 3 hours']),
    });
    // Back to days: 3 hours is a day at least.
    const daily = await m.owner.gql<{ updateTool: Record<string, unknown> }>(UPDATE, {
      id: toolId,
      input: { rentalCircle: 'DAILY' },
    });
    expect(daily.data!.updateTool).toMatchObject({ minRentalLength: 1, maxRentalLength: 5 });
  });
});
