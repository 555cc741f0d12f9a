import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { toConnection } from '../../../graphql/connection.js';
import { PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { TOOL_REVIEWS_PAGE } from '../reviews/review.service.js';
import { fromRow, ReviewConnection, ReviewPage, ReviewWindow } from '../reviews/review.resolver.js';
import { Tool, toTool } from '../tools/tool.types.js';
import { PROFILE_TOOLS } from './profile.service.js';

@ObjectType({ description: "An owner's public profile: who they are on the marketplace, and how they answer renters" })
export class OwnerProfile {
  @Field(() => ID, { description: "The owner's account id" }) id!: string;
  @Field(() => String, { description: 'Their first name (the last name and e-mail stay private)' }) firstName!: string;
  @Field(() => DateTimeISO, { description: 'When they joined' }) memberSince!: Date;
  @Field(() => Boolean, { description: 'They confirmed their e-mail address' }) emailVerified!: boolean;
  @Field(() => Boolean, {
    description: 'An administrator checked their ID document against a selfie of them (ID verified)',
  })
  idVerified!: boolean;
  @Field(() => Int, { description: 'Tools they have listed now' }) listedTools!: number;
  @Field(() => [Tool], { description: `Their listed tools, newest first (at most ${PROFILE_TOOLS})` }) tools!: Tool[];
  @Field(() => Float, {
    nullable: true,
    description: 'Average rating of the reviews of all their tools, 1 to 5 (not money); null before the first',
  })
  rating!: number | null;
  @Field(() => Int, { description: 'How many reviews the rating averages' }) reviewCount!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'Of the requests to book of the last year that they answered or let run out, the share answered in time, in percent; null without any',
  })
  responseRate!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The median time they took to answer a request to book, in minutes; null when none was answered',
  })
  responseMinutes!: number | null;
  @Field(() => Int, { description: 'Requests to book of the last year they answered' }) requestsAnswered!: number;
}

/** Owners' public profiles, linked from their tools. */
@Resolver(() => OwnerProfile)
export class OwnerProfileResolver {
  @Query(() => OwnerProfile, {
    nullable: true,
    description:
      "An owner's public profile, for anyone. NOT_FOUND unless the account has a listed tool: a renter's account is never revealed",
  })
  async ownerProfile(
    @Arg('id', () => ID, { description: "The owner's account id (Tool.owner.id)" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OwnerProfile> {
    const profile = await ctx.services.profiles.get(id);
    return { ...profile, tools: profile.tools.map((row) => toTool(row, ctx)) };
  }

  @FieldResolver(() => ReviewPage, { description: 'The reviews of their tools, newest first' })
  async reviews(
    @Root() profile: OwnerProfile,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(TOOL_REVIEWS_PAGE.defaultSize, TOOL_REVIEWS_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewPage> {
    return toPage(await ctx.services.reviews.forOwner(profile.id, page ?? {}), fromRow);
  }

  @FieldResolver(() => ReviewConnection, {
    description:
      'The reviews of their tools as a connection, newest first: read on with first/after or back with last/before from cursors',
  })
  async reviewsConnection(
    @Root() profile: OwnerProfile,
    @Args(() => ReviewWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewConnection> {
    const result = await ctx.services.reviews.forOwnerConnection(profile.id, window);
    return toConnection(result, fromRow, result.count);
  }
}

@ObjectType({
  description:
    "A renter's profile, for the owners they booked or asked to book from: who is asking, and how they rented",
})
export class RenterProfile {
  @Field(() => ID, { description: "The renter's account id" }) id!: string;
  @Field(() => String, { description: 'Their first name (the last name and e-mail stay private)' }) firstName!: string;
  @Field(() => DateTimeISO, { description: 'When they joined' }) memberSince!: Date;
  @Field(() => Boolean, { description: 'They confirmed their e-mail address' }) emailVerified!: boolean;
  @Field(() => Boolean, {
    description: 'An administrator checked their ID document against a selfie of them (ID verified)',
  })
  idVerified!: boolean;
  @Field(() => Int, { description: 'Rentals they brought back' }) completedRentals!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Average rating of owners' published reviews of them, 1 to 5 (not money); null before the first",
  })
  rating!: number | null;
  @Field(() => Int, { description: 'How many reviews the rating averages' }) reviewCount!: number;
}

/** Renters' profiles, for the owners they booked or asked to book from. */
@Resolver(() => RenterProfile)
export class RenterProfileResolver {
  @Authorized()
  @Query(() => RenterProfile, {
    nullable: true,
    description:
      "A renter's profile: for the renter, administrators, and owners the renter booked, asked to book or asked a question. NOT_FOUND to anyone else",
  })
  renterProfile(
    @Arg('id', () => ID, { description: "The renter's account id (Booking.renter.id)" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RenterProfile> {
    return ctx.services.renterProfiles.get(ctx.viewer, id);
  }

  @FieldResolver(() => ReviewPage, { description: "Owners' published reviews of them, newest first" })
  async reviews(
    @Root() profile: RenterProfile,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(TOOL_REVIEWS_PAGE.defaultSize, TOOL_REVIEWS_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewPage> {
    return toPage(await ctx.services.reviews.forRenter(profile.id, page ?? {}), fromRow);
  }

  @FieldResolver(() => ReviewConnection, {
    description:
      "Owners' published reviews of them as a connection, newest first: read on with first/after or back with last/before from cursors",
  })
  async reviewsConnection(
    @Root() profile: RenterProfile,
    @Args(() => ReviewWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewConnection> {
    const result = await ctx.services.reviews.forRenterConnection(profile.id, window);
    return toConnection(result, fromRow, result.count);
  }
}
