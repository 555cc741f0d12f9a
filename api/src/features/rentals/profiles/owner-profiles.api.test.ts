import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { buildBooking, listTool, startMarketplace, type Marketplace } from '../../../test/factories.js';
import { bookingEvents, bookings } from '../bookings/booking.table.js';
import { reviews } from '../reviews/review.table.js';

/*
 * Owners' public profiles: first name, member since, e-mail confirmed, listed tools, the rating of
 * all their tools, and how they answer requests to book (share answered in time, median time). Only
 * accounts with a listed tool have one.
 */

const PROFILE = `query($id: ID!) {
  ownerProfile(id: $id) {
    id firstName emailVerified listedTools rating reviewCount responseRate responseMinutes requestsAnswered
    tools { name }
    reviews { total items { rating comment author { firstName } } }
  }
}`;
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe("owners' public profiles", () => {
  let m: Marketplace;
  let db: Database;

  beforeAll(async () => {
    m = await startMarketplace();
    db = m.app.database.db;
  });
  afterAll(async () => {
    await m?.app.close();
  });

  /** A request to book that reached the owner three days ago and ended with `answer` `after` minutes later. */
  async function request(
    toolId: string,
    answer: 'accept_request' | 'decline_request' | 'expire_request',
    after: number,
  ) {
    const booking = await buildBooking(db, { tool: { id: toolId }, status: 'declined' });
    const reached = new Date(Date.now() - 3 * 86_400_000);
    await db.update(bookings).set({ bookingMode: 'request' }).where(eq(bookings.id, booking.id));
    // The request's own story, at the times chosen: in place of the factory's.
    await db.delete(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    await db.insert(bookingEvents).values([
      {
        bookingId: booking.id,
        transition: 'authorize_payment',
        toStatus: 'requested',
        actor: 'system',
        createdAt: reached,
      },
      {
        bookingId: booking.id,
        transition: answer,
        toStatus: answer === 'accept_request' ? 'confirmed' : 'declined',
        actor: answer === 'expire_request' ? 'system' : 'owner',
        createdAt: new Date(reached.getTime() + after * 60_000),
      },
    ]);
    return booking;
  }

  it('show an owner: tools, rating of all their tools, and how they answer requests', async () => {
    const drill = await listTool(m.owner, m.categoryId, { name: 'Cordless drill' });
    const saw = await listTool(m.owner, m.categoryId, { name: 'Circular saw' });
    // Answered after 30 and 90 minutes, one let run out: 2 of 3 answered, median 60 minutes.
    await request(drill, 'accept_request', 30);
    await request(saw, 'decline_request', 90);
    await request(saw, 'expire_request', 24 * 60);
    const reviewed = await buildBooking(db, { tool: { id: drill }, status: 'returned' });
    const other = await buildBooking(db, { tool: { id: saw }, status: 'returned' });
    const hidden = await buildBooking(db, { tool: { id: saw }, status: 'returned' });
    const shown = { about: 'tool' as const, subjectId: m.ownerId, publishedAt: new Date() };
    await db.insert(reviews).values([
      {
        bookingId: reviewed.id,
        toolId: drill,
        reviewerId: reviewed.renterId,
        rating: 5,
        comment: 'Strong drill',
        ...shown,
      },
      { bookingId: other.id, toolId: saw, reviewerId: other.renterId, rating: 4, comment: '', ...shown },
      // Not published yet (the owner has not reviewed the renter, the window is open): it does not count.
      { bookingId: hidden.id, toolId: saw, reviewerId: hidden.renterId, rating: 1, comment: '', subjectId: m.ownerId },
    ]);

    const res = await m.app.client().gql<{ ownerProfile: Record<string, unknown> }>(PROFILE, { id: m.ownerId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.ownerProfile).toMatchObject({
      id: m.ownerId,
      listedTools: 2,
      rating: 4.5,
      reviewCount: 2,
      responseRate: 67,
      responseMinutes: 60,
      requestsAnswered: 2,
      tools: [{ name: 'Circular saw' }, { name: 'Cordless drill' }],
      reviews: { total: 2 },
    });
    // Nothing private: no e-mail or last name anywhere in the answer.
    expect(JSON.stringify(res.data)).not.toMatch(/@example\.com/);
  });

  it('exist only for accounts with a listed tool: a renter is not revealed', async () => {
    expect(codeOf(await m.app.client().gql(PROFILE, { id: m.renterId }))).toBe('NOT_FOUND');
    expect(codeOf(await m.app.client().gql(PROFILE, { id: 'nobody' }))).toBe('NOT_FOUND');
  });
});
