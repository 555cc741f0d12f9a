import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.js';

/** A database as it was before pickup codes. */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let pglite: Awaited<ReturnType<typeof databaseBefore>>['pglite'];

beforeAll(async () => {
  db = await databaseBefore('0024_booking_pickup_codes');
  pglite = db.pglite;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the migration to pickup codes', () => {
  it('gives every existing booking its own six-digit pickup code, with no wrong codes counted', async () => {
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
        `insert into tools (owner_id, category_id, name, price_cents, rental_circle, country, city, time_zone, units)
         values ($1, $2, 'Drill', 800, 'daily', 'Ghana', 'Accra', 'Africa/Accra', 100) returning id`,
        [user!.id, category!.id],
      )
    ).rows;
    const [payment] = (
      await pglite.query<{ id: string }>(
        `insert into payments (user_id, purpose, provider, amount_cents, currency)
         values ($1, 'checkout', 'test', 800, 'USD') returning id`,
        [user!.id],
      )
    ).rows;
    // 100 bookings made before the change, confirmed and waiting for their pickup.
    await pglite.query(
      `insert into bookings (code, tool_id, renter_id, owner_id, payment_id, quantity, starts_at, ends_at,
         rental_circle, billed_minutes, price_cents, amount_cents, status)
       select 'LT' || lpad(n::text, 6, '0'), $1, $2, $2, $3, 1, '2026-12-10T09:00Z', '2026-12-11T09:00Z',
         'daily', 1440, 800, 800, 'confirmed'
       from generate_series(1, 100) as n`,
      [tool!.id, user!.id, payment!.id],
    );

    await db.migrateRest();

    const rows = (
      await pglite.query<{
        code: string;
        pickup_code: string;
        pickup_code_failures: number;
        pickup_code_retry_at: null;
      }>('select code, pickup_code, pickup_code_failures, pickup_code_retry_at from bookings order by code')
    ).rows;
    expect(rows).toHaveLength(100);
    expect(rows.every((r) => /^\d{6}$/.test(r.pickup_code))).toBe(true);
    // Random, not derived from the booking code: 100 draws of a million are (almost surely) all different.
    expect(new Set(rows.map((r) => r.pickup_code)).size).toBeGreaterThan(97);
    expect(rows.some((r) => r.pickup_code === r.code.slice(2))).toBe(false);
    expect(rows.every((r) => r.pickup_code_failures === 0 && r.pickup_code_retry_at === null)).toBe(true);
    // From now on a booking cannot be without one.
    await expect(pglite.query(`update bookings set pickup_code = null where code = 'LT000001'`)).rejects.toThrow(
      /pickup_code/,
    );
  });
});
