import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPeriod, buildBooking, buildTool, startMarketplace, type Marketplace } from '../../../test/factories.js';

let m: Marketplace;
beforeAll(async () => {
  m = await startMarketplace({ renter: { first_name: 'Rita' } });
});
afterAll(() => m?.app.close());

const REVIEW_FIELDS = 'id bookingId toolId about author { id firstName } rating comment publishedAt editableUntil';

describe('reviews', () => {
  it('name their booking, tool and author, and page one way', async () => {
    const tool = await buildTool(m.app.database.db, { owner: { id: m.ownerId }, units: 3 });
    const bookingIds: string[] = [];
    for (const day of [10, 12, 14]) {
      const booking = await buildBooking(m.app.database.db, {
        status: 'returned',
        tool,
        renter: { id: m.renterId },
        period: bookingPeriod(day, day + 1),
      });
      bookingIds.push(booking.id);
      const added = await m.renter.gql(
        `mutation($b: ID!) { addReview(bookingId: $b, rating: 4, comment: "Day ${day}") { ${REVIEW_FIELDS} } }`,
        { b: booking.id },
      );
      expect(added.data?.addReview).toMatchObject({
        bookingId: booking.id,
        toolId: tool.id,
        about: 'TOOL',
        author: { id: m.renterId, firstName: 'Rita' },
        rating: 4,
        comment: `Day ${day}`,
        publishedAt: null,
      });
      // Published once the owner has reviewed the renter too.
      const owners = await m.owner.gql('mutation($b: ID!) { addReview(bookingId: $b, rating: 5) { about } }', {
        b: booking.id,
      });
      expect(owners.data?.addReview).toEqual({ about: 'RENTER' });
    }
    const PAGE = `query($t: ID!, $p: PageInput) { toolReviews(toolId: $t, page: $p) {
      total page pageSize hasMore items { ${REVIEW_FIELDS} }
    } }`;
    const first = await m.app.client().gql(PAGE, { t: tool.id, p: { pageSize: 2 } });
    expect(first.data?.toolReviews).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    // Newest first.
    expect(first.data?.toolReviews.items.map((r: { bookingId: string }) => r.bookingId)).toEqual([
      bookingIds[2],
      bookingIds[1],
    ]);
    const last = await m.app.client().gql(PAGE, { t: tool.id, p: { pageSize: 2, page: 2 } });
    expect(last.data?.toolReviews).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(last.data?.toolReviews.items).toHaveLength(1);
    const mine = await m.renter.gql(
      `query($b: ID!) { bookingReview(bookingId: $b) { canReview review { ${REVIEW_FIELDS} } } }`,
      { b: bookingIds[0] },
    );
    // Published, it can no longer be changed.
    expect(mine.data?.bookingReview).toMatchObject({
      canReview: false,
      review: { bookingId: bookingIds[0], author: { id: m.renterId, firstName: 'Rita' } },
    });
  });

  it('refuses a page size outside 1 to 50, naming it', async () => {
    const tool = await buildTool(m.app.database.db, { owner: { id: m.ownerId } });
    const res = await m.app
      .client()
      .gql('query($t: ID!) { toolReviews(toolId: $t, page: { pageSize: 51 }) { total } }', { t: tool.id });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'page.pageSize' }] });
  });
});
