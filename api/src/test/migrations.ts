import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The project's migrations, as the server applies them at start-up. */
export const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A database as it was before the migration `tag`: every migration up to the one before applied, in a
 * fresh PGlite. `migrateRest` then applies the rest, as a start-up of the new version does, to rows a
 * test wrote meanwhile. `close` drops both.
 */
export async function databaseBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'aibex-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index <= 0) throw new Error(`databaseBefore: no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  const pglite = await PGlite.create({ extensions: { btree_gist } });
  await migrate(drizzle(pglite), { migrationsFolder: dir });
  return {
    pglite,
    migrateRest: () => migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await pglite.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An owner with a tool and a renter with a payment, written as raw rows into a database of 0033 or
 * later (before a migration that a test reads them through); `booking` adds a booking of the tool.
 */
export async function rentalRowsBefore(pglite: PGlite) {
  const person = async (email: string) =>
    (
      await pglite.query<{ id: string }>(
        `insert into users (first_name, last_name, email, password_hash) values ('A', 'B', $1, 'x') returning id`,
        [email],
      )
    ).rows[0]!.id;
  const owner = await person('owner@example.com');
  const renter = await person('renter@example.com');
  const [category] = (
    await pglite.query<{ id: string }>(`insert into rental_categories (name) values ('Drills') returning id`)
  ).rows;
  const [tool] = (
    await pglite.query<{ id: string }>(
      `insert into tools (owner_id, category_id, name, price_cents, rental_circle, country, city, time_zone, currency)
       values ($1, $2, 'Drill', 800, 'daily', 'Nigeria', 'Ikeja', 'Africa/Lagos', 'USD') returning id`,
      [owner, category!.id],
    )
  ).rows;
  const [payment] = (
    await pglite.query<{ id: string }>(
      `insert into payments (user_id, purpose, provider, amount_cents, currency)
       values ($1, 'checkout', 'test', 800, 'USD') returning id`,
      [renter],
    )
  ).rows;
  const booking = async (code: string, status: 'confirmed' | 'returned') =>
    (
      await pglite.query<{ id: string }>(
        `insert into bookings (code, tool_id, renter_id, owner_id, payment_id, quantity, starts_at, ends_at,
           rental_circle, billed_minutes, price_cents, amount_cents, status, pickup_code, currency, returned_at)
         values ($1, $2, $3, $4, $5, 1, '2026-11-10T09:00Z', '2026-11-11T09:00Z', 'daily', 1440, 800, 800,
           $6, '123456', 'USD', $7)
         returning id`,
        [code, tool!.id, renter, owner, payment!.id, status, status === 'returned' ? '2026-11-11T09:00Z' : null],
      )
    ).rows[0]!.id;
  return { owner, renter, toolId: tool!.id, booking };
}
