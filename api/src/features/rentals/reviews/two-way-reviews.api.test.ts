import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBooking,
  buildTool,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { REVIEW_WINDOW_DAYS } from './review.service.js';
import { bookings } from '../bookings/booking.table.js';

/**
 * Two-way reviews: the renter reviews the tool, the owner the renter; each stays hidden until the
 * other's is in or the window closes, then both are published together.
 */
let m: Marketplace;
beforeAll(async () => {
  m = await startMarketplace({ owner: { first_name: 'Olu' }, renter: { first_name: 'Rita' } });
});
afterAll(() => m?.app.close());

const db = () => m.app.database.db;
const DAY = 86_400_000;
const ADD =
  'mutation($b: ID!, $r: Int!, $c: String) { addReview(bookingId: $b, rating: $r, comment: $c) { id about publishedAt } }';
const UPDATE =
  'mutation($b: ID!, $r: Int!, $c: String) { updateReview(bookingId: $b, rating: $r, comment: $c) { rating } }';
const BOTH = `query($b: ID!) { bookingReview(bookingId: $b) {
  canReview otherHasReviewed reviewableUntil
  review { rating comment author { firstName } publishedAt }
  renterReview { rating comment author { firstName } publishedAt }
} }`;
const TOOL =
  'query($t: ID!) { tool(id: $t) { rating ratingCount } toolReviews(toolId: $t) { total items { comment } } }';

async function returnedBooking(returnedDaysAgo = 1) {
  const tool = await buildTool(db(), { owner: { id: m.ownerId } });
  const booking = await buildBooking(db(), {
    status: 'returned',
    tool,
    renter: { id: m.renterId },
    startsAt: new Date(Date.now() - (returnedDaysAgo + 2) * DAY),
    endsAt: new Date(Date.now() - returnedDaysAgo * DAY),
  });
  return { tool, booking };
}

describe('two-way reviews', () => {
  it('stay hidden until both are in, then are published together and no longer change', async () => {
    const { tool, booking } = await returnedBooking();
    const b = booking.id;
    const renters = await m.renter.gql(ADD, { b, r: 4, c: 'Sharp blade, fair owner' });
    expect(renters.data?.addReview).toMatchObject({ about: 'TOOL', publishedAt: null });
    // Hidden from the owner and the public; the renter can still change it.
    expect((await m.app.client().gql(TOOL, { t: tool.id })).data).toEqual({
      tool: { rating: null, ratingCount: 0 },
      toolReviews: { total: 0, items: [] },
    });
    expect((await m.renter.gql(UPDATE, { b, r: 5, c: 'Sharp blade, fair owner' })).data?.updateReview).toEqual({
      rating: 5,
    });
    const ownersView = await m.owner.gql(BOTH, { b });
    expect(ownersView.data?.bookingReview).toMatchObject({
      canReview: true,
      otherHasReviewed: true,
      review: null,
      renterReview: null,
    });
    expect(new Date(ownersView.data?.bookingReview.reviewableUntil).getTime()).toBe(
      booking.returnedAt!.getTime() + REVIEW_WINDOW_DAYS * DAY,
    );
    const ownerNotes = await m.owner.gql('{ notifications { items { kind message } } }');
    expect(ownerNotes.data?.notifications.items[0]).toMatchObject({
      kind: 'REVIEW',
      message: expect.stringMatching(/^Rita reviewed .* Review Rita too: both reviews show once you have/),
    });

    // The owner's review of the renter publishes both.
    const owners = await m.owner.gql(ADD, { b, r: 3, c: 'Returned it late' });
    expect(owners.data?.addReview).toMatchObject({ about: 'RENTER', publishedAt: expect.any(String) });
    const rentersView = await m.renter.gql(BOTH, { b });
    expect(rentersView.data?.bookingReview).toMatchObject({
      canReview: false,
      otherHasReviewed: false,
      review: { rating: 5, comment: 'Sharp blade, fair owner', author: { firstName: 'Rita' } },
      renterReview: { rating: 3, comment: 'Returned it late', author: { firstName: 'Olu' } },
    });
    expect(rentersView.data?.bookingReview.review.publishedAt).toBe(
      rentersView.data?.bookingReview.renterReview.publishedAt,
    );
    expect((await m.app.client().gql(TOOL, { t: tool.id })).data).toEqual({
      tool: { rating: 5, ratingCount: 1 },
      toolReviews: { total: 1, items: [{ comment: 'Sharp blade, fair owner' }] },
    });
    // Published: neither side changes theirs, nor writes a second.
    const late = await m.renter.gql(UPDATE, { b, r: 1 });
    expect(late.errors?.[0]).toMatchObject({
      message: 'A review can be changed until it is published, not after',
      extensions: { code: 'CONFLICT' },
    });
    expect((await m.owner.gql(ADD, { b, r: 1 })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const renterNotes = await m.renter.gql('{ notifications { items { message } } }');
    expect(renterNotes.data?.notifications.items[0].message).toMatch(/^The reviews of .* are published/);
    // Administrators read both, and write neither.
    const adminView = await m.admin.gql(BOTH, { b });
    expect(adminView.data?.bookingReview.review).not.toBeNull();
    expect((await m.stranger.gql(BOTH, { b })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('are published when the window closes, whoever wrote; after it nobody writes', async () => {
    const { tool, booking } = await returnedBooking(REVIEW_WINDOW_DAYS - 1);
    await m.renter.gql(ADD, { b: booking.id, r: 2, c: 'Blunt' });
    // The job comes when the window closes; before that it publishes nothing.
    expect(await m.app.services.reviews.revealDue(booking.id)).toBe(false);
    // Two days later the window has closed.
    await db()
      .update(bookings)
      .set({ returnedAt: new Date(Date.now() - (REVIEW_WINDOW_DAYS + 1) * DAY) })
      .where(eq(bookings.id, booking.id));
    expect(await m.app.services.reviews.revealDue(booking.id)).toBe(true);
    expect(await m.app.services.reviews.revealDue(booking.id)).toBe(false);
    expect((await m.app.client().gql(TOOL, { t: tool.id })).data?.tool).toEqual({ rating: 2, ratingCount: 1 });
    const closed = await m.owner.gql(ADD, { b: booking.id, r: 5 });
    expect(closed.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The 14 days to review this booking ended on \d{4}-\d{2}-\d{2}$/),
      extensions: { code: 'CONFLICT' },
    });
    expect((await m.owner.gql(BOTH, { b: booking.id })).data?.bookingReview).toMatchObject({
      canReview: false,
      review: { rating: 2 },
      renterReview: null,
    });
  });

  it("show on the renter's profile, which only owners they booked or asked see", async () => {
    const { booking } = await returnedBooking();
    await m.renter.gql(ADD, { b: booking.id, r: 5 });
    await m.owner.gql(ADD, { b: booking.id, r: 4, c: 'Careful with the tool' });
    const PROFILE = `query($id: ID!) { renterProfile(id: $id) {
      id firstName emailVerified completedRentals rating reviewCount
      reviews { total items { rating comment author { firstName } } }
    } }`;
    const seen = await m.owner.gql(PROFILE, { id: m.renterId });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.renterProfile).toMatchObject({
      id: m.renterId,
      firstName: 'Rita',
      reviewCount: expect.any(Number),
    });
    // Newest first.
    expect(seen.data?.renterProfile.reviews.items[0]).toEqual({
      rating: 4,
      comment: 'Careful with the tool',
      author: { firstName: 'Olu' },
    });
    expect(seen.data?.renterProfile.completedRentals).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(seen.data)).not.toContain('@');
    // Themself, yes; a stranger or another owner, it does not exist; signed out, sign in.
    expect((await m.renter.gql(PROFILE, { id: m.renterId })).errors).toBeUndefined();
    expect((await m.stranger.gql(PROFILE, { id: m.renterId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await m.app.client().gql(PROFILE, { id: m.renterId })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    // Another owner sees it once the renter asks them a question, not before.
    const other = m.app.client();
    const { user } = await signUpAndLogin(other, { first_name: 'Ade' });
    const othersTool = await buildTool(db(), { owner: { id: user.id } });
    expect((await other.gql(PROFILE, { id: m.renterId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await m.renter.gql('mutation($t: ID!) { askOwner(toolId: $t, body: "Free on Friday?") { id } }', {
      t: othersTool.id,
    });
    expect((await other.gql(PROFILE, { id: m.renterId })).data?.renterProfile.firstName).toBe('Rita');
  });
});
