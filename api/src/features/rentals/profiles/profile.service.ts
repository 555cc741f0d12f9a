import { and, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { users } from '../../accounts/account.table.js';
import { bookingEvents, bookings } from '../bookings/booking.table.js';
import { listedWhere, returnedWhere } from '../bookings/lifecycle.js';
import { conversations } from '../messages/message.table.js';
import { reviews } from '../reviews/review.table.js';
import { publicToolReviews } from '../reviews/review.service.js';
import type { ToolService, ToolWithRefs } from '../tools/tool.service.js';
import { tools } from '../tools/tool.table.js';

/** Tools a profile shows; the marketplace has the rest. */
export const PROFILE_TOOLS = 24;
/** Requests to book and cancellations are counted over the last year. */
const YEAR_MS = 365 * 86_400_000;

export interface OwnerProfile {
  id: string;
  firstName: string;
  memberSince: Date;
  emailVerified: boolean;
  idVerified: boolean;
  listedTools: number;
  tools: ToolWithRefs[];
  /** Average over the reviews of all their tools (null before the first), and how many. */
  rating: number | null;
  reviewCount: number;
  /** Requests to book answered in time, in percent of those that were answered or ran out (null: none). */
  responseRate: number | null;
  /** The median time to answer a request, in minutes (null: none answered). */
  responseMinutes: number | null;
  requestsAnswered: number;
}

/** What a profile shows of an account: first name, when they joined, whether the address is confirmed. */
async function publicFactsOf(db: Database, userId: string) {
  if (!isUuid(userId)) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      idVerifiedAt: users.idVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
}

/**
 * An owner's public profile: what renters weigh before booking (Airbnb's and Turo's host pages). Only
 * people with a listed tool have one, so a profile never reveals that a renter has an account; it shows
 * their first name alone, never their e-mail or last name.
 */
export class OwnerProfileService {
  constructor(private readonly deps: { db: Database; tools: ToolService; now: () => Date }) {}

  async get(ownerId: string): Promise<OwnerProfile> {
    const [person] = await publicFactsOf(this.deps.db, ownerId);
    const listed = person
      ? await this.deps.db
          .select({ n: count() })
          .from(tools)
          .where(and(eq(tools.ownerId, person.id), eq(tools.itemStatus, 'Available'), isNull(tools.deletedAt)))
      : [];
    const listedTools = listed[0]?.n ?? 0;
    if (!person || listedTools === 0) throw AppError.notFound('The owner');
    const since = new Date(this.deps.now().getTime() - YEAR_MS);
    const [shown, [rated], [answers]] = await Promise.all([
      this.deps.tools.listedOf(person.id, PROFILE_TOOLS),
      this.deps.db
        .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, n: count() })
        .from(reviews)
        .where(
          and(
            inArray(
              reviews.toolId,
              this.deps.db.select({ id: tools.id }).from(tools).where(eq(tools.ownerId, person.id)),
            ),
            publicToolReviews,
          ),
        ),
      this.requestAnswers(person.id, since),
    ]);
    const answered = answers?.answered ?? 0;
    const missed = answers?.missed ?? 0;
    return {
      id: person.id,
      firstName: person.firstName,
      memberSince: person.createdAt,
      emailVerified: person.emailVerifiedAt !== null,
      idVerified: person.idVerifiedAt !== null,
      listedTools,
      tools: shown,
      rating: rated?.average === null || rated?.average === undefined ? null : Math.round(rated.average * 100) / 100,
      reviewCount: rated?.n ?? 0,
      responseRate: answered + missed > 0 ? Math.round((100 * answered) / (answered + missed)) : null,
      responseMinutes:
        answers?.medianSeconds === null || answers?.medianSeconds === undefined
          ? null
          : Math.max(1, Math.round(answers.medianSeconds / 60)),
      requestsAnswered: answered,
    };
  }

  /**
   * The owner's requests to book of the last year, from the bookings' events: answered (accepted or
   * declined) or let run out, and the median time from the card's authorisation (when the request
   * reached them) to the answer. Withdrawn requests count neither way.
   */
  private requestAnswers(ownerId: string, since: Date) {
    const reached = sql`reached`;
    const answer = sql`answer`;
    return this.deps.db
      .select({
        answered: sql<number>`count(*) filter (where ${answer}.transition in ('accept_request', 'decline_request'))::int`,
        missed: sql<number>`count(*) filter (where ${answer}.transition = 'expire_request')::int`,
        medianSeconds: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by extract(epoch from ${answer}.created_at - ${reached}.created_at)) filter (where ${answer}.transition in ('accept_request', 'decline_request')))::float8`,
      })
      .from(bookings)
      .innerJoin(
        sql`${bookingEvents} ${reached}`,
        sql`${reached}.booking_id = ${bookings.id} and ${reached}.transition = 'authorize_payment'`,
      )
      .innerJoin(
        sql`${bookingEvents} ${answer}`,
        sql`${answer}.booking_id = ${bookings.id} and ${answer}.transition in ('accept_request', 'decline_request', 'expire_request')`,
      )
      .where(
        and(eq(bookings.ownerId, ownerId), eq(bookings.bookingMode, 'request'), gte(sql`${reached}.created_at`, since)),
      );
  }
}

export interface RenterProfile {
  id: string;
  firstName: string;
  memberSince: Date;
  emailVerified: boolean;
  idVerified: boolean;
  /** Rentals they brought back (returned bookings). */
  completedRentals: number;
  /** Average over the published reviews owners wrote of them (null before the first), and how many. */
  rating: number | null;
  reviewCount: number;
}

/**
 * A renter's profile, for the owners they asked to rent from: who is asking, as Airbnb shows a host
 * the guest. Only the renter themself, administrators, and owners of a tool the renter booked or asked
 * to book may see it; to anyone else it does not exist (NOT_FOUND), so it never reveals an account.
 */
export class RenterProfileService {
  constructor(private readonly deps: { db: Database }) {}

  async get(viewer: Viewer | undefined, renterId: string): Promise<RenterProfile> {
    if (!viewer) throw AppError.unauthenticated();
    const [person] = await publicFactsOf(this.deps.db, renterId);
    if (!person || !(await this.maySee(viewer, person.id))) throw AppError.notFound('The renter');
    const [[rentals], [rated]] = await Promise.all([
      this.deps.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.renterId, person.id), returnedWhere())),
      this.deps.db
        .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, n: count() })
        .from(reviews)
        .where(and(eq(reviews.subjectId, person.id), eq(reviews.about, 'renter'), isNotNull(reviews.publishedAt))),
    ]);
    return {
      id: person.id,
      firstName: person.firstName,
      memberSince: person.createdAt,
      emailVerified: person.emailVerifiedAt !== null,
      idVerified: person.idVerifiedAt !== null,
      completedRentals: rentals?.n ?? 0,
      rating: rated?.average === null || rated?.average === undefined ? null : Math.round(rated.average * 100) / 100,
      reviewCount: rated?.n ?? 0,
    };
  }

  /** The renter themself, an administrator, or an owner the renter booked (or asked to book) from. */
  private async maySee(viewer: Viewer, renterId: string): Promise<boolean> {
    if (viewer.user.id === renterId || isAdmin(viewer)) return true;
    const [asked] = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.renterId, renterId), eq(bookings.ownerId, viewer.user.id), listedWhere()))
      .limit(1);
    if (asked) return true;
    const [question] = await this.deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.renterId, renterId), eq(conversations.ownerId, viewer.user.id)))
      .limit(1);
    return question !== undefined;
  }
}
