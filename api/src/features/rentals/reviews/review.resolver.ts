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
} from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { EDIT_WINDOW_DAYS, TOOL_REVIEWS_PAGE, type ReviewWithReviewer } from './review.service.js';
import type { ReviewRow } from './review.table.js';

@ObjectType({ description: 'Who wrote a review: the renter of the booking, by first name' })
class ReviewAuthor {
  @Field(() => ID, { description: "The reviewer's account id" }) id!: string;
  @Field(() => String, { description: "The reviewer's first name" }) firstName!: string;
}

@ObjectType({ description: "A renter's rating and comment on a returned booking; public with the tool's reviews" })
class Review {
  @Field(() => ID, { description: 'The review id' }) id!: string;
  @Field(() => ID, { description: 'The booking reviewed (one review per booking)' }) bookingId!: string;
  @Field(() => ID, { description: 'The tool of that booking' }) toolId!: string;
  @Field(() => ReviewAuthor, { description: 'Who wrote it: the renter of the booking' }) author!: ReviewAuthor;
  @Field(() => Int, { description: '1 to 5 stars' }) rating!: number;
  @Field(() => String, { description: 'What the renter wrote, at most 2000 characters; may be empty' })
  comment!: string;
  @Field(() => DateTimeISO, { description: 'When it was written' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was last changed (createdAt if never)' }) updatedAt!: Date;
  @Field(() => DateTimeISO, {
    description: `Until when its author can change it: ${EDIT_WINDOW_DAYS} days after it was written`,
  })
  editableUntil!: Date;
}

@ObjectType({ description: "A page of a tool's reviews, newest first" })
export class ReviewPage extends PageOf(Review) {}

@ObjectType({ description: "A booking's review as its renter sees it" })
class BookingReview {
  @Field(() => Review, { nullable: true, description: 'The review; null until the renter writes one' })
  review!: Review | null;
  @Field(() => Boolean, { description: 'Whether the viewer can write (or still change) it now' }) canReview!: boolean;
}

const toReview = (review: ReviewRow, authorFirstName: string): Review => ({
  id: review.id,
  bookingId: review.bookingId,
  toolId: review.toolId,
  author: { id: review.reviewerId, firstName: authorFirstName },
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
  editableUntil: new Date(review.createdAt.getTime() + EDIT_WINDOW_DAYS * 86_400_000),
});

export const fromRow = (row: ReviewWithReviewer) => toReview(row.review, row.reviewer.firstName);

/** What a renter writes about a booking, to add or to change its review. */
@ArgsType()
class ReviewArgs {
  @Field(() => ID, { description: 'The booking reviewed: a returned booking of the signed-in renter' })
  bookingId!: string;
  @Field(() => Int, { description: '1 to 5 stars' }) rating!: number;
  @Field(() => String, { nullable: true, description: 'A comment, at most 2000 characters; empty when left out' })
  comment!: string | null;
}

/** The viewer's own review (they wrote it). */
const ownReview = (review: ReviewRow, ctx: GraphQLContext) => toReview(review, ctx.viewer!.user.firstName);

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewPage, { description: "A tool's reviews, newest first (public)" })
  async toolReviews(
    @Arg('toolId', () => ID, { description: 'The tool id' }) toolId: string,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(TOOL_REVIEWS_PAGE.defaultSize, TOOL_REVIEWS_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewPage> {
    return toPage(await ctx.services.reviews.forTool(toolId, page ?? {}), fromRow);
  }

  @Authorized()
  @Query(() => BookingReview, {
    description: "A booking's review and whether the viewer may write it: the booking's renter, owner or an admin",
  })
  async bookingReview(
    @Arg('bookingId', () => ID, { description: 'The booking id' }) bookingId: string,
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
