import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, rentalRowsBefore } from '../../../test/migrations.js';

/** A database as it was when only renters reviewed, and every review showed at once. */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let pglite: Awaited<ReturnType<typeof databaseBefore>>['pglite'];

beforeAll(async () => {
  db = await databaseBefore('0036_two_way_reviews');
  pglite = db.pglite;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the migration to two-way reviews', () => {
  it('keeps every review as a published review of the tool, about its owner', async () => {
    const { owner, renter, toolId, booking: bookingOf } = await rentalRowsBefore(pglite);
    const booking = await bookingOf('LT000001', 'returned');
    await pglite.query(
      `insert into reviews (booking_id, tool_id, reviewer_id, rating, comment, created_at)
       values ($1, $2, $3, 4, 'Good drill', '2026-11-12T10:00Z')`,
      [booking, toolId, renter],
    );

    await db.migrateRest();

    const rows = await pglite.query('select about, subject_id, reviewer_id, published_at from reviews');
    expect(rows.rows).toEqual([
      { about: 'tool', subject_id: owner, reviewer_id: renter, published_at: new Date('2026-11-12T10:00Z') },
    ]);
    // The owner's review of the same booking is a second one; a second of the same side is not.
    await pglite.query(
      `insert into reviews (booking_id, tool_id, reviewer_id, about, subject_id, rating) values ($1, $2, $3, 'renter', $4, 5)`,
      [booking, toolId, owner, renter],
    );
    await expect(
      pglite.query(
        `insert into reviews (booking_id, tool_id, reviewer_id, about, subject_id, rating) values ($1, $2, $3, 'tool', $4, 1)`,
        [booking, toolId, renter, owner],
      ),
    ).rejects.toThrow(/reviews_booking_about_key/);
  });
});
