import { and, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { users } from '../../accounts/account.table.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import type { NotificationRow as Notification } from '../../notifications/notification.table.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { canReview } from '../bookings/lifecycle.js';
import { tools } from '../tools/tool.table.js';
import { authorizeReview } from './review.policy.js';
import { reviews, type ReviewRow, type ReviewSubject } from './review.table.js';

/** A booking can be reviewed (by each side) this long after the return; then its reviews are published. */
export const REVIEW_WINDOW_DAYS = 14;
/** The job that publishes a booking's reviews when its window closes. */
export const REVIEW_REVEAL_QUEUE = 'review.reveal';
/** Page sizes of a tool's reviews. */
export const TOOL_REVIEWS_PAGE = { defaultSize: 10, maxSize: 50 };
const MAX_COMMENT = 2000;

export interface ReviewWithReviewer {
  review: ReviewRow;
  reviewer: { id: string; firstName: string };
}

/** A booking's two reviews, each as the viewer may see it (null before it is written, or while hidden). */
export interface BookingReviews {
  /** The renter's review of the tool. */
  tool: ReviewRow | null;
  /** The owner's review of the renter. */
  renter: ReviewRow | null;
  /** The other side wrote theirs, hidden until the viewer's is in or the window closes. */
  otherWritten: boolean;
}

/** Until when a returned booking can be reviewed; null before the return. */
export function reviewWindowEnd(booking: Pick<BookingRow, 'returnedAt'>): Date | null {
  return booking.returnedAt ? new Date(booking.returnedAt.getTime() + REVIEW_WINDOW_DAYS * 86_400_000) : null;
}

/** What the viewer reviews, by their side of the booking: a renter the tool, an owner the renter. */
function subjectOf(viewer: Viewer, booking: Pick<BookingRow, 'renterId'>): ReviewSubject {
  return viewer.user.id === booking.renterId ? 'tool' : 'renter';
}

const published = isNotNull(reviews.publishedAt);
/** The public reviews of tools: by renters, once published. */
export const publicToolReviews = and(eq(reviews.about, 'tool'), published);

/** The published reviews of one tool (toolReviews and its connection). */
const toolReviewsWhere = (toolId: string) => and(eq(reviews.toolId, toolId), publicToolReviews);
/** The published reviews of one renter, by the owners they rented from. */
const renterReviewsWhere = (renterId: string) =>
  and(eq(reviews.subjectId, renterId), eq(reviews.about, 'renter'), published);

/** Every list of reviews is newest first: its pages and its connection alike. */
const NEWEST_FIRST: KeysetKey[] = [
  { expr: reviews.createdAt, direction: 'desc' },
  { expr: reviews.id, direction: 'desc' },
];

/** A list of reviews as a connection; `count` counts every match, run only when asked for. */
export type ReviewConnectionRows = Connection<ReviewWithReviewer> & { count: () => Promise<number> };

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
 * Two-way reviews of returned bookings: the renter reviews the tool, the owner reviews the renter,
 * once each, within REVIEW_WINDOW_DAYS of the return. A review is hidden until the other side's is
 * in or the window closes (then both are published together, as Airbnb and Sharetribe do), so
 * neither writes knowing the other's; it can be changed until then. The tool's rating counts its
 * published reviews, recomputed in the transaction that publishes them.
 */
export class ReviewService {
  constructor(
    private readonly deps: {
      db: Database;
      pubsub: AppPubSub;
      jobs: Jobs;
      notifications: NotificationService;
      /** Cached tool pages show the rating: every published review invalidates them. */
      publicCache: Pick<PublicCache, 'invalidate'>;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private async recomputeRating(tx: Executor, toolId: string): Promise<void> {
    const ofTool = and(eq(reviews.toolId, toolId), publicToolReviews);
    await tx
      .update(tools)
      .set({
        rating: sql`(select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${ofTool})`,
        ratingCount: sql`(select count(*) from ${reviews} where ${ofTool})::int`,
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

  /** Refuses a review of a booking not returned yet, or whose window has closed. */
  private assertOpen(booking: BookingRow) {
    if (!canReview(booking))
      throw new AppError('CONFLICT', 'A booking can be reviewed once the owner has confirmed the return of the tool');
    const end = reviewWindowEnd(booking)!;
    if (this.now() >= end)
      throw new AppError(
        'CONFLICT',
        `The ${REVIEW_WINDOW_DAYS} days to review this booking ended on ${end.toISOString().slice(0, 10)}`,
      );
  }

  /**
   * The viewer's review of a returned booking, once: the renter's of the tool, the owner's of the
   * renter. It is published with the other side's as soon as both are in.
   */
  async add(viewer: Viewer | undefined, bookingId: string, input: { rating: unknown; comment?: unknown }) {
    const { booking, toolName } = await this.loadBooking(viewer, bookingId);
    const rating = parseRating(input.rating);
    const comment = parseComment(input.comment);
    this.assertOpen(booking);
    const about = subjectOf(viewer!, booking);
    const subjectId = about === 'tool' ? booking.ownerId : booking.renterId;
    const otherId = subjectId;
    const now = this.now();
    try {
      const created = await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            bookingId: booking.id,
            toolId: booking.toolId,
            reviewerId: viewer!.user.id,
            about,
            subjectId,
            rating,
            comment,
          })
          .returning();
        const [other] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.bookingId, booking.id), ne(reviews.about, about)));
        if (other) {
          const notes = await this.publish(tx, booking, toolName, now);
          return { row: (await tx.select().from(reviews).where(eq(reviews.id, row!.id)))[0]!, notes, published: true };
        }
        await this.deps.jobs.send(
          REVIEW_REVEAL_QUEUE,
          { bookingId: booking.id },
          { startAfter: reviewWindowEnd(booking)!, singletonKey: booking.id, retryLimit: 5, ...inTransaction(tx) },
        );
        const notes = await this.deps.notifications.add(tx, [
          {
            userId: otherId,
            kind: 'review',
            message:
              about === 'tool'
                ? `${viewer!.user.firstName} reviewed ${toolName} (${booking.code}). Review ${viewer!.user.firstName} too: both reviews show once you have, or when the ${REVIEW_WINDOW_DAYS} days to review end.`
                : `${viewer!.user.firstName} reviewed you as the renter of ${toolName} (${booking.code}). Review the tool too: both reviews show once you have, or when the ${REVIEW_WINDOW_DAYS} days to review end.`,
            bookingId: booking.id,
          },
        ]);
        return { row: row!, notes, published: false };
      });
      this.deps.notifications.announce(created.notes);
      if (created.published) this.announcePublished(booking);
      return created.row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'You already reviewed this booking');
      throw error;
    }
  }

  /**
   * Publishes a booking's hidden reviews, in the caller's transaction: both parties are told, and a
   * review of the tool counts in its rating from now on. Answers the notes to announce.
   */
  private async publish(tx: Executor, booking: BookingRow, toolName: string, now: Date): Promise<Notification[]> {
    const shown = await tx
      .update(reviews)
      .set({ publishedAt: now })
      .where(and(eq(reviews.bookingId, booking.id), isNull(reviews.publishedAt)))
      .returning({ about: reviews.about });
    if (!shown.length) return [];
    if (shown.some((r) => r.about === 'tool')) await this.recomputeRating(tx, booking.toolId);
    const message = `The reviews of ${toolName} (${booking.code}) are published: read them on the booking's page.`;
    return this.deps.notifications.add(tx, [
      { userId: booking.renterId, kind: 'review', message, bookingId: booking.id },
      { userId: booking.ownerId, kind: 'review', message, bookingId: booking.id },
    ]);
  }

  /** After the commit: tool pages show the new rating. */
  private announcePublished(booking: Pick<BookingRow, 'ownerId' | 'toolId'>) {
    this.deps.publicCache.invalidate();
    this.deps.pubsub.publish('TOOL_CHANGED', booking.ownerId, { toolId: booking.toolId });
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, REVIEW_REVEAL_QUEUE, { retryLimit: 5 });
    await workEach<{ bookingId: string }>(this.deps.jobs, REVIEW_REVEAL_QUEUE, async (job) => {
      await this.revealDue(job.data.bookingId);
    });
  }

  /**
   * The window of a booking's reviews has closed: whatever was written is published (one side may
   * never have written). Safe to run again; early, it does nothing.
   */
  async revealDue(bookingId: string): Promise<boolean> {
    const now = this.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, toolName: tools.name })
        .from(bookings)
        .innerJoin(tools, eq(tools.id, bookings.toolId))
        .where(eq(bookings.id, bookingId))
        .for('update', { of: bookings });
      const end = row && reviewWindowEnd(row.booking);
      if (!row || !end || now < end) return undefined;
      const notes = await this.publish(tx, row.booking, row.toolName, now);
      return { booking: row.booking, notes };
    });
    if (!outcome?.notes.length) return false;
    this.deps.notifications.announce(outcome.notes);
    this.announcePublished(outcome.booking);
    return true;
  }

  /** Changes the viewer's review of the booking, while it is hidden (until both are in or the window closes). */
  async update(viewer: Viewer | undefined, bookingId: string, input: { rating: unknown; comment?: unknown }) {
    const { booking } = await this.loadBooking(viewer, bookingId);
    const rating = parseRating(input.rating);
    const comment = parseComment(input.comment);
    const about = subjectOf(viewer!, booking);
    const [existing] = await this.deps.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.bookingId, booking.id), eq(reviews.about, about)));
    if (!existing) throw AppError.notFound('Your review of this booking');
    if (existing.publishedAt)
      throw new AppError('CONFLICT', 'A review can be changed until it is published, not after');
    this.assertOpen(booking);
    const [row] = await this.deps.db
      .update(reviews)
      .set({ rating, comment, updatedAt: this.now() })
      .where(and(eq(reviews.id, existing.id), isNull(reviews.publishedAt)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'A review can be changed until it is published, not after');
    return row;
  }

  /**
   * A booking's two reviews as the viewer may see them: their own always, the other side's once
   * published (administrators see both).
   */
  async forBooking(
    viewer: Viewer | undefined,
    booking: Pick<BookingRow, 'id' | 'renterId' | 'ownerId'>,
  ): Promise<BookingReviews> {
    if (!viewer) throw AppError.unauthenticated();
    authorizeReview(viewer, 'read', booking);
    const rows = await this.deps.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    const mine = (r: ReviewRow) => r.reviewerId === viewer.user.id;
    const visible = (r: ReviewRow | undefined) => (r && (r.publishedAt || mine(r) || isAdmin(viewer)) ? r : null);
    const tool = rows.find((r) => r.about === 'tool');
    const renter = rows.find((r) => r.about === 'renter');
    return {
      tool: visible(tool),
      renter: visible(renter),
      otherWritten: rows.some((r) => !mine(r) && !r.publishedAt),
    };
  }

  /** A tool's reviews, newest first, with the reviewer's first name (public). */
  async forTool(toolId: string, params: { page?: number | null; pageSize?: number | null } = {}) {
    if (!isUuid(toolId)) throw AppError.notFound('The tool');
    const { page, pageSize } = paging(params, TOOL_REVIEWS_PAGE);
    return this.page(toolReviewsWhere(toolId), page, pageSize);
  }

  /**
   * A tool's reviews as a connection, newest first, read on from a cursor: a review published between
   * two reads moves no other onto the next page. `count` counts them all, run only when asked for.
   */
  async forToolConnection(toolId: string, window: KeysetWindow): Promise<ReviewConnectionRows> {
    if (!isUuid(toolId)) throw AppError.notFound('The tool');
    return this.connection('toolReviews', window, toolReviewsWhere(toolId));
  }

  /** The reviews of an owner's tools, newest first (their public profile). */
  async forOwner(ownerId: string, params: { page?: number | null; pageSize?: number | null } = {}) {
    const { page, pageSize } = paging(params, TOOL_REVIEWS_PAGE);
    if (!isUuid(ownerId)) return { items: [], total: 0, page, pageSize } satisfies Page<ReviewWithReviewer>;
    return this.page(this.ownerReviewsWhere(ownerId), page, pageSize);
  }

  /** forOwner as a connection (OwnerProfile.reviewsConnection): the same reviews, read on from a cursor. */
  async forOwnerConnection(ownerId: string, window: KeysetWindow): Promise<ReviewConnectionRows> {
    return this.connection('OwnerProfile.reviews', window, isUuid(ownerId) ? this.ownerReviewsWhere(ownerId) : null);
  }

  /** The published reviews of a renter by the owners they rented from, newest first (their profile). */
  async forRenter(renterId: string, params: { page?: number | null; pageSize?: number | null } = {}) {
    const { page, pageSize } = paging(params, TOOL_REVIEWS_PAGE);
    if (!isUuid(renterId)) return { items: [], total: 0, page, pageSize } satisfies Page<ReviewWithReviewer>;
    return this.page(renterReviewsWhere(renterId), page, pageSize);
  }

  /** forRenter as a connection (RenterProfile.reviewsConnection): the same reviews, read on from a cursor. */
  async forRenterConnection(renterId: string, window: KeysetWindow): Promise<ReviewConnectionRows> {
    return this.connection('RenterProfile.reviews', window, isUuid(renterId) ? renterReviewsWhere(renterId) : null);
  }

  /** The newest published reviews of tools across the marketplace (the old client's `get-review`). */
  latest(limit = 100) {
    return this.page(publicToolReviews, 1, Math.min(limit, 100));
  }

  /** The public reviews of an owner's tools. */
  private ownerReviewsWhere(ownerId: string) {
    const theirs = inArray(
      reviews.toolId,
      this.deps.db.select({ id: tools.id }).from(tools).where(eq(tools.ownerId, ownerId)),
    );
    return and(theirs, publicToolReviews);
  }

  private async page(where: SQL | undefined, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select({ review: reviews, reviewer: { id: users.id, firstName: users.firstName } })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(where)
        .orderBy(...keysetOrderBy(NEWEST_FIRST))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize } satisfies Page<ReviewWithReviewer>;
  }

  /**
   * The reviews `where` picks as a connection of `list`, newest first as its pages are; `where` null
   * (an id that names nobody) is an empty list. The window is checked either way.
   */
  private async connection(
    list: string,
    window: KeysetWindow,
    where: SQL | undefined | null,
  ): Promise<ReviewConnectionRows> {
    const keyset = keysetPage(window, { list, order: 'createdAt_desc', keys: NEWEST_FIRST }, TOOL_REVIEWS_PAGE);
    if (where === null) return { ...keyset.finish<ReviewWithReviewer & { cursor: string }>([]), count: async () => 0 };
    const rows = await this.deps.db
      .select({ review: reviews, reviewer: { id: users.id, firstName: users.firstName }, cursor: keyset.cursorValues })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(reviews).where(where))[0]?.n ?? 0,
    };
  }

  /** Whether the viewer may still write, or change, their review of this booking. */
  canReview(
    booking: Pick<BookingRow, 'status' | 'renterId' | 'ownerId' | 'returnedAt'>,
    reviewsOf: BookingReviews,
    viewerId: string,
  ) {
    const side = viewerId === booking.renterId ? 'tool' : viewerId === booking.ownerId ? 'renter' : undefined;
    const end = reviewWindowEnd(booking);
    if (!side || !canReview(booking) || !end || this.now() >= end) return false;
    const own = reviewsOf[side];
    return !own || !own.publishedAt;
  }
}
