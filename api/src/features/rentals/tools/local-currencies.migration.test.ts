import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.js';

/** A database as it was before tools and bookings had currencies. */
let db: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  db = await databaseBefore('0028_local_currencies');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the migration to per-country currencies', () => {
  it("keeps what existing data was in: each booking its payment's currency, each tool and cart line marked for CURRENCY", async () => {
    const { pglite } = db;
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
        `insert into tools (owner_id, category_id, name, price_cents, country, city, time_zone)
         values ($1, $2, 'Drill', 1250000, 'Nigeria', 'Ikeja', 'Africa/Lagos') returning id`,
        [user!.id, category!.id],
      )
    ).rows;
    // The operator ran in naira then: the payment says so.
    const [payment] = (
      await pglite.query<{ id: string }>(
        `insert into payments (user_id, purpose, provider, amount_cents, currency)
         values ($1, 'checkout', 'test', 1250000, 'NGN') returning id`,
        [user!.id],
      )
    ).rows;
    await pglite.query(
      `insert into bookings (code, pickup_code, tool_id, renter_id, owner_id, payment_id, quantity, starts_at, ends_at,
         rental_circle, billed_minutes, price_cents, amount_cents, status)
       values ('LT000001', '482915', $1, $2, $2, $3, 1, '2026-12-10T09:00Z', '2026-12-11T09:00Z', 'daily', 1440,
         1250000, 1250000, 'confirmed')`,
      [tool!.id, user!.id, payment!.id],
    );

    await pglite.query(
      `insert into cart_items (user_id, tool_id, starts_at, ends_at, quantity, price_cents)
       values ($1, $2, '2026-12-12T09:00Z', '2026-12-13T09:00Z', 1, 1250000)`,
      [user!.id, tool!.id],
    );

    await db.migrateRest();

    const bookings = (await pglite.query<{ currency: string }>('select currency from bookings')).rows;
    expect(bookings).toEqual([{ currency: 'NGN' }]);
    // ISO 4217's "no currency" until the start-up gives it CURRENCY (ToolService.syncCurrencies).
    const tools = (await pglite.query<{ currency: string }>('select currency from tools')).rows;
    expect(tools).toEqual([{ currency: 'XXX' }]);
    // Cart lines too, given their tool's at start-up (CartService.syncCurrencies).
    const lines = (await pglite.query<{ currency: string }>('select currency from cart_items')).rows;
    expect(lines).toEqual([{ currency: 'XXX' }]);
    // From now on every tool and booking is written with its currency.
    await expect(
      pglite.query(
        `insert into tools (owner_id, category_id, name, price_cents, country, city, time_zone)
         values ($1, $2, 'Saw', 100, 'Ghana', 'Tema', 'Africa/Accra')`,
        [user!.id, category!.id],
      ),
    ).rejects.toThrow(/currency/);
  });
});
