import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { asEnum } from '../../../graphql/enums.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { REVIEW_WINDOW_DAYS, TOOL_REVIEWS_PAGE, reviewWindowEnd, type ReviewWithReviewer } from './review.service.js';
import { REVIEW_SUBJECTS, type ReviewRow } from './review.table.js';

const ReviewSubjectEnum = asEnum(REVIEW_SUBJECTS);
registerEnumType(ReviewSubjectEnum, {
  name: 'ReviewSubject',
  description: 'What a review is about',
  valuesConfig: {
    TOOL: { description: 'The tool (and its owner), reviewed by the renter' },
    RENTER: { description: 'The renter, reviewed by the tool’s owner' },
  },
});

@ObjectType({ description: 'Who wrote a review: the renter or the owner of the booking, by first name' })
class ReviewAuthor {
  @Field(() => ID, { description: "The reviewer's account id" }) id!: string;
  @Field(() => String, { description: "The reviewer's first name" }) firstName!: string;
}

@ObjectType({
  description:
    "A rating and comment on a returned booking: the renter's of the tool (public with the tool's reviews) or the " +
    "owner's of the renter (on the renter's profile). Hidden until both are in or the review window closes",
})
class Review {
  @Field(() => ID, { description: 'The review id' }) id!: string;
  @Field(() => ID, { description: 'The booking reviewed (one review each way per booking)' }) bookingId!: string;
  @Field(() => ID, { description: 'The tool of that booking' }) toolId!: string;
  @Field(() => ReviewSubjectEnum, { description: 'What it is about: the tool or the renter' }) about!: string;
  @Field(() => ReviewAuthor, { description: 'Who wrote it: the renter, or the owner' }) author!: ReviewAuthor;
  @Field(() => Int, { description: '1 to 5 stars' }) rating!: number;
  @Field(() => String, { description: 'What the author wrote, at most 2000 characters; may be empty' })
  comment!: string;
  @Field(() => DateTimeISO, { description: 'When it was written' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was last changed (createdAt if never)' }) updatedAt!: Date;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: `When it was published: once both reviews of the booking were in, or ${REVIEW_WINDOW_DAYS} days after the return; null while hidden`,
  })
  publishedAt!: Date | null;
  @Field(() => DateTimeISO, {
    description: `Until when its author can change it: until it is published (at the latest ${REVIEW_WINDOW_DAYS} days after the return)`,
  })
  editableUntil!: Date;
}

@ObjectType({ description: "A page of a tool's reviews, newest first" })
export class ReviewPage extends PageOf(Review) {}

@ObjectType({ description: "Reviews as a connection, newest first (a tool's, or a profile's): read on from a cursor" })
export class ReviewConnection extends ConnectionOf(Review) {}

/** The window of every review connection: the sizes of the review pages. */
export const ReviewWindow = ConnectionArgs(TOOL_REVIEWS_PAGE.defaultSize, TOOL_REVIEWS_PAGE.maxSize);

/** Which tool's reviews: toolReviews and toolReviewsConnection take the same. */
@ArgsType()
class ToolReviewListArgs {
  @Field(() => ID, { description: 'The tool id' }) toolId!: string;
}

@ObjectType({
  description: "A booking's two reviews as the viewer may see them: their own, and the other's once published",
})
class BookingReview {
  @Field(() => Review, {
    nullable: true,
    description: "The renter's review of the tool: null until written, and to the owner until published",
  })
  review!: Review | null;
  @Field(() => Review, {
    nullable: true,
    description: "The owner's review of the renter: null until written, and to the renter until published",
  })
  renterReview!: Review | null;
  @Field(() => Boolean, { description: 'Whether the viewer can write (or still change) their review now' })
  canReview!: boolean;
  @Field(() => Boolean, {
    description: "The other side has written theirs: it shows once the viewer's is in, or when the window closes",
  })
  otherHasReviewed!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: `When the window to review ends (${REVIEW_WINDOW_DAYS} days after the return) and what was written is published; null before the return`,
  })
  reviewableUntil!: Date | null;
}

const toReview = (review: ReviewRow, authorFirstName: string, windowEnd: Date | null = null): Review => ({
  id: review.id,
  bookingId: review.bookingId,
  toolId: review.toolId,
  about: review.about,
  author: { id: review.reviewerId, firstName: authorFirstName },
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
  publishedAt: review.publishedAt,
  editableUntil: review.publishedAt ?? windowEnd ?? review.createdAt,
});

export const fromRow = (row: ReviewWithReviewer) => toReview(row.review, row.reviewer.firstName);

/** What the renter (of the tool) or the owner (of the renter) writes, to add or to change their review. */
@ArgsType()
class ReviewArgs {
  @Field(() => ID, { description: 'The booking reviewed: a returned booking of the signed-in renter or owner' })
  bookingId!: string;
  @Field(() => Int, { description: '1 to 5 stars' }) rating!: number;
  @Field(() => String, { nullable: true, description: 'A comment, at most 2000 characters; empty when left out' })
  comment!: string | null;
}

/** The viewer's own review (they wrote it), changeable until published. */
const ownReview = (review: ReviewRow, ctx: GraphQLContext, booking: { returnedAt: Date | null }) =>
  toReview(review, ctx.viewer!.user.firstName, reviewWindowEnd(booking));

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewPage, { description: "A tool's reviews, newest first (public)" })
  async toolReviews(
    @Args(() => ToolReviewListArgs) { toolId }: ToolReviewListArgs,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(TOOL_REVIEWS_PAGE.defaultSize, TOOL_REVIEWS_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewPage> {
    return toPage(await ctx.services.reviews.forTool(toolId, page ?? {}), fromRow);
  }

  @Query(() => ReviewConnection, {
    description:
      "A tool's reviews as a connection, newest first (public): read on with first/after or back with last/before from cursors",
  })
  async toolReviewsConnection(
    @Args(() => ToolReviewListArgs) { toolId }: ToolReviewListArgs,
    @Args(() => ReviewWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewConnection> {
    const result = await ctx.services.reviews.forToolConnection(toolId, window);
    return toConnection(result, fromRow, result.count);
  }

  @Authorized()
  @Query(() => BookingReview, {
    description: "A booking's review and whether the viewer may write it: the booking's renter, owner or an admin",
  })
  async bookingReview(
    @Arg('bookingId', () => ID, { description: 'The booking id' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingReview> {
    const { booking, renter, owner } = await ctx.services.bookings.get(ctx.viewer, bookingId);
    const both = await ctx.services.reviews.forBooking(ctx.viewer, booking);
    const end = reviewWindowEnd(booking);
    return {
      review: both.tool && toReview(both.tool, renter.firstName, end),
      renterReview: both.renter && toReview(both.renter, owner.firstName, end),
      canReview: ctx.services.reviews.canReview(booking, both, ctx.viewer!.user.id),
      otherHasReviewed: both.otherWritten,
      reviewableUntil: end,
    };
  }

  @Authorized()
  @RateLimited('review.write')
  @Mutation(() => Review, {
    description: `Reviews a returned booking, once each way: its renter the tool, its owner the renter, within ${REVIEW_WINDOW_DAYS} days of the return. Hidden until the other side's is in or the window closes`,
  })
  async addReview(
    @Args(() => ReviewArgs) { bookingId, rating, comment }: ReviewArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Review> {
    const review = await ctx.services.reviews.add(ctx.viewer, bookingId, { rating, comment });
    return ownReview(review, ctx, (await ctx.services.bookings.get(ctx.viewer, bookingId)).booking);
  }

  @Authorized()
  @RateLimited('review.write')
  @Mutation(() => Review, { description: "Changes the viewer's review of the booking, until it is published" })
  async updateReview(
    @Args(() => ReviewArgs) { bookingId, rating, comment }: ReviewArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Review> {
    const review = await ctx.services.reviews.update(ctx.viewer, bookingId, { rating, comment });
    return ownReview(review, ctx, (await ctx.services.bookings.get(ctx.viewer, bookingId)).booking);
  }
}
