import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledRows } from './compiled-rows.js';
import { users } from '../features/accounts/account.table.js';
import { bookings } from '../features/rentals/bookings/booking.table.js';
import { rentalCategories } from '../features/rentals/categories/category.table.js';
import { tools } from '../features/rentals/tools/tool.table.js';
import { bookingPeriod, buildBooking, buildTool } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  // Two bookings of one tool (one returned, so its timestamps are set), and a tool nobody booked.
  const booked = await buildTool(db);
  await buildBooking(db, { tool: booked, status: 'confirmed', period: bookingPeriod(10, 12) });
  await buildBooking(db, { tool: booked, status: 'returned', period: bookingPeriod(2, 4) });
  await buildTool(db, { address: null, state: null });
});
afterAll(() => app?.close());

/** Every tool with its bookings (none: a left join that found nothing), both parties and some expressions. */
function toolsAndBookings(name: string) {
  const owner = alias(users, 'owner');
  const renter = alias(users, 'renter');
  return app.database.db
    .select({
      tool: { id: tools.id, name: tools.name, address: tools.address, state: tools.state, createdAt: tools.createdAt },
      category: { name: rentalCategories.name },
      booking: bookings,
      renter: { id: renter.id, firstName: renter.firstName },
      owner: { id: owner.id, lastName: owner.lastName },
      days: sql<number>`extract(day from ${bookings.endsAt} - ${bookings.startsAt})`.mapWith(Number),
      label: sql<string>`${tools.name} || ' / ' || ${rentalCategories.name}`,
    })
    .from(tools)
    .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
    .innerJoin(owner, eq(owner.id, tools.ownerId))
    .leftJoin(bookings, eq(bookings.toolId, tools.id))
    .leftJoin(renter, eq(renter.id, bookings.renterId))
    .orderBy(tools.createdAt, bookings.createdAt)
    .prepare(name);
}

describe('rows mapped by a compiled function', () => {
  it('are the rows Drizzle maps: same keys in the same order, same values and types, empty joins null', async () => {
    const expected = await toolsAndBookings('compiled_rows_drizzle').execute();
    const actual = await compiledRows(toolsAndBookings('compiled_rows_compiled')).execute();

    expect(actual).toEqual(expected);
    expect(expected).toHaveLength(3);
    // toEqual ignores key order and compares Dates by value: the shapes must match exactly too.
    const shape = (value: unknown): unknown =>
      value instanceof Date
        ? 'Date'
        : value && typeof value === 'object'
          ? Object.entries(value).map(([key, v]) => [key, shape(v)])
          : typeof value;
    expect(actual.map(shape)).toEqual(expected.map(shape));

    const unbooked = actual.find((row) => row.booking === null)!;
    expect(unbooked.renter).toBeNull();
    expect(unbooked.days).toBeNull();
    expect(unbooked.tool.address).toBeNull();
    const returned = actual.find((row) => row.booking?.status === 'returned')!;
    expect(returned.booking!.returnedAt).toBeInstanceOf(Date);
    expect(typeof returned.days).toBe('number');
  });

  it('refuses what is not a prepared select with its selection', () => {
    expect(() => compiledRows({})).toThrow(/prepared by Drizzle/);
    const prepared = compiledRows(toolsAndBookings('compiled_rows_twice'));
    expect(() => compiledRows(prepared)).toThrow(/prepared by Drizzle/);
  });
});
