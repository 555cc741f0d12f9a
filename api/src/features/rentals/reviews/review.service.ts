import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { users } from '../../accounts/account.table.js';
import type { Viewer } from '../../../core/viewer.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { canReview } from '../bookings/lifecycle.js';
import { tools } from '../tools/tool.table.js';
import { authorizeReview } from './review.policy.js';
import { reviews, type ReviewRow } from './review.table.js';

/** A review can be changed this long after it was written. */
export const EDIT_WINDOW_DAYS = 7;
/** Page sizes of a tool's reviews. */
export const TOOL_REVIEWS_PAGE = { defaultSize: 10, maxSize: 50 };
const MAX_COMMENT = 2000;

export interface ReviewWithReviewer {
  review: ReviewRow;
  reviewer: { id: string; firstName: string };
}

function parseRating(input: unknown): number {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
    throw AppError.badInput([{ path: 'rating', msg: 'Choose a rating from 1 to 5 stars' }]);
  return value;
}

function parseComment(input: unknown): string {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length > MAX_COMMENT)
    throw AppError.badInput([{ path: 'comment', msg: `A review can be at most ${MAX_COMMENT} characters` }]);
  return text;
}

/**
 * Reviews: the renter rates a booking once it is returned, once per booking (changeable for seven
 * days). The tool's rating and count are recomputed in the same transaction.
 */
export class ReviewService {
  constructor(
    private readonly deps: {
      db: Database;
      pubsub: AppPubSub;
      notifications: NotificationService;
      /** Cached tool pages show the rating: every review invalidates them. */
      publicCache: Pick<PublicCache, 'invalidate'>;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private async recomputeRating(tx: Executor, toolId: string): Promise<void> {
    await tx
      .update(tools)
      .set({
        rating: sql`(select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.toolId} = ${toolId})`,
        ratingCount: sql`(select count(*) from ${reviews} where ${reviews.toolId} = ${toolId})::int`,
      })
      .where(eq(tools.id, toolId));
  }

  private async loadBooking(viewer: Viewer | undefined, bookingId: string) {
    if (!viewer) throw AppError.unauthenticated();
    const [row] = isUuid(bookingId)
      ? await this.deps.db
          .select({ booking: bookings, toolName: tools.name })
          .from(bookings)
          .innerJoin(tools, eq(tools.id, bookings.toolId))
          .where(eq(bookings.id, bookingId))
      : [];
    if (!row) throw AppError.notFound('The booking');
    authorizeReview(viewer, 'write', row.booking);
    return row;
  }

  /** Rates and reviews a returned booking: once per booking. */
  async add(viewer: Viewer | undefined, bookingId: string, input: { rating: unknown; comment?: unknown }) {
    const { booking, toolName } = await this.loadBooking(viewer, bookingId);
    const rating = parseRating(input.rating);
    const comment = parseComment(input.comment);
    if (!canReview(booking))
      throw new AppError('CONFLICT', 'You can review a tool once the owner has confirmed its return');
    try {
      const created = await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ bookingId: booking.id, toolId: booking.toolId, reviewerId: booking.renterId, rating, comment })
          .returning();
        await this.recomputeRating(tx, booking.toolId);
        const notes = await this.deps.notifications.add(tx, [
          {
            userId: booking.ownerId,
            kind: 'review',
            message: `${viewer!.user.firstName} rated ${toolName} ${rating} out of 5${comment ? `: “${comment.slice(0, 120)}”` : '.'}`,
            bookingId: booking.id,
          },
        ]);
        return { row: row!, notes };
      });
      this.deps.notifications.announce(created.notes);
      this.deps.publicCache.invalidate();
      this.deps.pubsub.publish('TOOL_CHANGED', booking.ownerId, { toolId: booking.toolId });
      return created.row;
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(
          'CONFLICT',
          `You already reviewed this booking. You can change your review within ${EDIT_WINDOW_DAYS} days of writing it.`,
        );
      throw error;
    }
  }

  /** Changes the booking's review, within seven days of writing it. */
  async update(viewer: Viewer | undefined, bookingId: string, input: { rating: unknown; comment?: unknown }) {
    const { booking } = await this.loadBooking(viewer, bookingId);
    const rating = parseRating(input.rating);
    const comment = parseComment(input.comment);
    const [existing] = await this.deps.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    if (!existing) throw AppError.notFound('Your review of this booking');
    if (this.now().getTime() - existing.createdAt.getTime() > EDIT_WINDOW_DAYS * 86_400_000)
      throw new AppError('CONFLICT', `A review can be changed within ${EDIT_WINDOW_DAYS} days of writing it`);
    const updated = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({ rating, comment, updatedAt: this.now() })
        .where(eq(reviews.id, existing.id))
        .returning();
      await this.recomputeRating(tx, booking.toolId);
      return row!;
    });
    this.deps.publicCache.invalidate();
    this.deps.pubsub.publish('TOOL_CHANGED', booking.ownerId, { toolId: booking.toolId });
    return updated;
  }

  /** The review of one booking, for the renter's page (null before one is written). */
  async forBooking(viewer: Viewer | undefined, bookingId: string): Promise<ReviewRow | null> {
    if (!viewer) throw AppError.unauthenticated();
    const [row] = isUuid(bookingId)
      ? await this.deps.db
          .select({ review: reviews, booking: bookings })
          .from(reviews)
          .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
          .where(eq(reviews.bookingId, bookingId))
      : [];
    if (!row) return null;
    authorizeReview(viewer, 'read', row.booking);
    return row.review;
  }

  /** A tool's reviews, newest first, with the reviewer's first name (public). */
  async forTool(toolId: string, params: { page?: number | null; pageSize?: number | null } = {}) {
    if (!isUuid(toolId)) throw AppError.notFound('The tool');
    const { page, pageSize } = paging(params, TOOL_REVIEWS_PAGE);
    return this.page(eq(reviews.toolId, toolId), page, pageSize);
  }

  /** The reviews of an owner's tools, newest first (their public profile). */
  async forOwner(ownerId: string, params: { page?: number | null; pageSize?: number | null } = {}) {
    const { page, pageSize } = paging(params, TOOL_REVIEWS_PAGE);
    if (!isUuid(ownerId)) return { items: [], total: 0, page, pageSize } satisfies Page<ReviewWithReviewer>;
    const theirs = inArray(
      reviews.toolId,
      this.deps.db.select({ id: tools.id }).from(tools).where(eq(tools.ownerId, ownerId)),
    );
    return this.page(theirs, page, pageSize);
  }

  /** The newest reviews across the marketplace (the old client's `get-review`). */
  latest(limit = 100) {
    return this.page(undefined, 1, Math.min(limit, 100));
  }

  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select({ review: reviews, reviewer: { id: users.id, firstName: users.firstName } })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize } satisfies Page<ReviewWithReviewer>;
  }

  /** Whether the viewer may still write or change a review of this booking. */
  canReview(booking: Pick<BookingRow, 'status' | 'renterId'>, review: ReviewRow | null, viewerId: string) {
    if (!canReview(booking) || booking.renterId !== viewerId) return false;
    return !review || this.now().getTime() - review.createdAt.getTime() <= EDIT_WINDOW_DAYS * 86_400_000;
  }
}
