import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.js';

/** A database as it was before exact billing. */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let pglite: Awaited<ReturnType<typeof databaseBefore>>['pglite'];

beforeAll(async () => {
  db = await databaseBefore('0015_billing_minutes_and_tool_zones');
  pglite = db.pglite;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the migration to exact billing', () => {
  it('keeps the length old bookings were charged for, and gives old tools a zone to re-derive', async () => {
    const [user] = (
      await pglite.query<{ id: string }>(
        `insert into users (first_name, last_name, email, password_hash) values ('Ada', 'Obi', 'ada@example.com', 'x') returning id`,
      )
    ).rows;
    const [category] = (
      await pglite.query<{ id: string }>(`insert into rental_categories (name) values ('Drills') returning id`)
    ).rows;
    const [tool] = (
      await pglite.query<{ id: string }>(
        `insert into tools (owner_id, category_id, name, price_cents, rental_circle, country, city)
         values ($1, $2, 'Drill', 800, 'hourly', 'Ghana', 'Accra') returning id`,
        [user!.id, category!.id],
      )
    ).rows;
    const [payment] = (
      await pglite.query<{ id: string }>(
        `insert into payments (user_id, purpose, provider, amount_cents, currency)
         values ($1, 'checkout', 'test', 7200, 'USD') returning id`,
        [user!.id],
      )
    ).rows;
    // 10.00 AM to 1.30 PM was charged as 4 hours ($32); two days of a daily tool as 2 days.
    const insert = (code: string, circle: string, start: string, end: string, count: number, cents: number) =>
      pglite.query(
        `insert into bookings (code, tool_id, renter_id, owner_id, payment_id, quantity, starts_at, ends_at,
           rental_circle, period_count, price_cents, amount_cents, status)
         values ($1, $2, $3, $3, $4, 1, $5, $6, $7, $8, 800, $9, 'confirmed')`,
        [code, tool!.id, user!.id, payment!.id, start, end, circle, count, cents],
      );
    await insert('LT000001', 'hourly', '2026-12-10T10:00Z', '2026-12-10T13:30Z', 4, 3200);
    await insert('LT000002', 'daily', '2026-12-11T09:00Z', '2026-12-13T09:00Z', 2, 4000);

    await db.migrateRest();

    const bookings = await pglite.query<{ code: string; billed_minutes: number; amount_cents: number }>(
      'select code, billed_minutes, amount_cents from bookings order by code',
    );
    expect(bookings.rows).toEqual([
      { code: 'LT000001', billed_minutes: 240, amount_cents: 3200 },
      { code: 'LT000002', billed_minutes: 2880, amount_cents: 4000 },
    ]);
    const columns = await pglite.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'bookings' and column_name = 'period_count'`,
    );
    expect(columns.rows).toEqual([]);
    const tools = await pglite.query<{ time_zone: string }>('select time_zone from tools');
    // A placeholder until the start-up step (ToolService.syncTimeZones) derives Africa/Accra.
    expect(tools.rows).toEqual([{ time_zone: 'UTC' }]);
    await expect(
      pglite.query(
        `insert into tools (owner_id, category_id, name, price_cents, country, city) values ($1, $2, 'Saw', 100, 'Ghana', 'Tema')`,
        [user!.id, category!.id],
      ),
    ).rejects.toThrow(/time_zone/);
  });
});
