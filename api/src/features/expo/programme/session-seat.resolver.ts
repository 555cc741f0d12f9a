import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../../lib/list-query.js';
import {
  MySessionSeat,
  SessionSeatCount,
  SessionSeatHolderConnection,
  SessionSeatHolderPage,
  SessionSeatOffer,
  toMySessionSeat,
  toSessionSeatCount,
  toSessionSeatHolder,
  toSessionSeatOffer,
} from './session-seat.types.js';

const TOKEN = {
  description: 'The key of the private link from the latest confirmation e-mail (the `token` of its address)',
} as const;
const OFFER_TOKEN = { description: 'The key of the seat offer’s link (its `token` parameter)' } as const;
const SESSION_ID = { description: 'The programme session (one with seats)' } as const;
/** A session's attendees page as the admin lists do: 25 by default, at most 100. */
const HolderWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/**
 * Seats at sessions. The attendee's operations are authorised by their registration's private link
 * (a wrong or replaced token gets BAD_USER_INPUT on `token`), an offer's by the offer's link.
 */
@Resolver()
export class SessionSeatResolver {
  @RateLimited('expo.my-registration')
  @Mutation(() => MySessionSeat, {
    description:
      'Books a seat at a session for the registration, or puts it in the session’s line when it is full (`state` says which: BOOKED or WAITING); takes a seat offered to it. Asking again changes nothing. CONFLICT for a registration cancelled, declined or awaiting approval (on `token`), a session without seats, started, or at the time of another seat of theirs; FORBIDDEN on a day the registration does not admit to',
  })
  async bookSessionSeat(
    @Arg('token', () => String, TOKEN) token: string,
    @Arg('sessionId', () => ID, SESSION_ID) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MySessionSeat> {
    const view = await ctx.services.myRegistration.bookSessionSeat(token, sessionId);
    return toMySessionSeat(view, ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => MySessionSeat, {
    description:
      'Gives up the registration’s seat at a session, leaves its line or turns its offer down; a freed seat is offered to the next in line. NOT_FOUND when it has none there',
  })
  async giveUpSessionSeat(
    @Arg('token', () => String, TOKEN) token: string,
    @Arg('sessionId', () => ID, SESSION_ID) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MySessionSeat> {
    const view = await ctx.services.myRegistration.giveUpSessionSeat(token, sessionId);
    return toMySessionSeat(view, ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.my-registration')
  @Query(() => SessionSeatOffer, {
    description: 'The seat an offer’s link holds; NOT_FOUND once it expired or was answered',
  })
  async sessionSeatOffer(
    @Arg('token', () => String, OFFER_TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionSeatOffer> {
    return toSessionSeatOffer(await ctx.services.sessionSeats.offer(token), ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => SessionSeatOffer, {
    description:
      'Takes the offered seat: it is booked. NOT_FOUND once the offer expired or was answered; CONFLICT when another seat of theirs is at the same time',
  })
  async acceptSessionSeatOffer(
    @Arg('token', () => String, OFFER_TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionSeatOffer> {
    return toSessionSeatOffer(await ctx.services.sessionSeats.acceptOffer(token), ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => Boolean, {
    description:
      'Turns a seat offer down: the seat goes to the next in line at once. NOT_FOUND once it expired or was answered',
  })
  async declineSessionSeatOffer(
    @Arg('token', () => String, OFFER_TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.sessionSeats.declineOffer(token);
    return true;
  }

  @Authorized('Admin')
  @Query(() => [SessionSeatCount], {
    description:
      'Each session with seats of this edition, in time order, with its seats booked, offered and waiting (administrators)',
  })
  async adminSessionSeatCounts(@Ctx() ctx: GraphQLContext): Promise<SessionSeatCount[]> {
    const zone = ctx.services.config.expo.timeZone;
    return (await ctx.services.sessionSeats.counts(ctx.viewer)).map((c) => toSessionSeatCount(c, zone));
  }

  @Authorized('Admin')
  @Query(() => SessionSeatHolderPage, {
    description:
      'A session’s attendees (administrators): seats held first, then its line in order, then the rows given up or expired',
  })
  async adminSessionSeats(
    @Arg('sessionId', () => ID, { description: 'The session id' }) sessionId: string,
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionSeatHolderPage> {
    const result = await ctx.services.sessionSeats.list(ctx.viewer, sessionId, {
      page: page?.page,
      pageSize: page?.pageSize,
    });
    return toPage(result, toSessionSeatHolder);
  }

  @Authorized('Admin')
  @Query(() => SessionSeatHolderConnection, {
    description:
      'A session’s attendees (administrators), seats held first, then its line in order, then the rows given up or expired, as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminSessionSeatsConnection(
    @Arg('sessionId', () => ID, { description: 'The session id' }) sessionId: string,
    @Args(() => HolderWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionSeatHolderConnection> {
    const result = await ctx.services.sessionSeats.listConnection(ctx.viewer, sessionId, window);
    return toConnection(result, toSessionSeatHolder, result.count);
  }
}
