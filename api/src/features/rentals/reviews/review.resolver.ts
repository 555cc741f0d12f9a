import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageOf } from '../../../graphql/page.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { EDIT_WINDOW_DAYS, type ReviewWithReviewer } from './review.service.js';
import type { ReviewRow } from './review.table.js';

@ObjectType()
class Review {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '1 to 5 stars' }) rating!: number;
  @Field(() => String) comment!: string;
  @Field(() => String, { description: "The reviewer's first name" }) reviewerFirstName!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'The review can be changed until then' }) editableUntil!: Date;
}

@ObjectType()
class ReviewPage extends PageOf(Review) {}

@ObjectType({ description: "A booking's review as its renter sees it" })
class BookingReview {
  @Field(() => Review, { nullable: true }) review!: Review | null;
  @Field(() => Boolean, { description: 'Whether the viewer can write (or still change) it now' }) canReview!: boolean;
}

const toReview = (review: ReviewRow, reviewerFirstName: string): Review => ({
  id: review.id,
  rating: review.rating,
  comment: review.comment,
  reviewerFirstName,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
  editableUntil: new Date(review.createdAt.getTime() + EDIT_WINDOW_DAYS * 86_400_000),
});

const fromRow = (row: ReviewWithReviewer) => toReview(row.review, row.reviewer.firstName);

/** What a renter writes about a booking, to add or to change its review. */
@ArgsType()
class ReviewArgs {
  @Field(() => ID) bookingId!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) comment!: string | null;
}

/** The viewer's own review (they wrote it). */
const ownReview = (review: ReviewRow, ctx: GraphQLContext) => toReview(review, ctx.viewer!.user.firstName);

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewPage, { description: "A tool's reviews, newest first" })
  async toolReviews(
    @Arg('toolId', () => ID) toolId: string,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewPage> {
    const result = await ctx.services.reviews.forTool(toolId, { page, pageSize });
    return { ...result, items: result.items.map(fromRow) };
  }

  @Authorized()
  @Query(() => BookingReview)
  async bookingReview(
    @Arg('bookingId', () => ID) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingReview> {
    const booking = await ctx.services.bookings.get(ctx.viewer, bookingId);
    const review = await ctx.services.reviews.forBooking(ctx.viewer, bookingId);
    return {
      review: review ? toReview(review, booking.renter.firstName) : null,
      canReview: ctx.services.reviews.canReview(booking.booking, review, ctx.viewer!.user.id),
    };
  }

  @Authorized()
  @RateLimited('review.write')
  @Mutation(() => Review, { description: 'Rates and reviews a returned booking (its renter, once)' })
  async addReview(
    @Args(() => ReviewArgs) { bookingId, rating, comment }: ReviewArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Review> {
    return ownReview(await ctx.services.reviews.add(ctx.viewer, bookingId, { rating, comment }), ctx);
  }

  @Authorized()
  @RateLimited('review.write')
  @Mutation(() => Review, {
    description: `Changes the booking's review, within ${EDIT_WINDOW_DAYS} days of writing it`,
  })
  async updateReview(
    @Args(() => ReviewArgs) { bookingId, rating, comment }: ReviewArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Review> {
    return ownReview(await ctx.services.reviews.update(ctx.viewer, bookingId, { rating, comment }), ctx);
  }
}
