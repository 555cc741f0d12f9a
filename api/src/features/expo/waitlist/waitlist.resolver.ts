import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { toRegistrationType } from '../registration-types/registration-type.types.js';
import { PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../../lib/list-query.js';
import {
  JoinWaitlistInput,
  toWaitlistEntry,
  WaitlistEntryConnection,
  WaitlistEntryPage,
  WaitlistOffer,
} from './waitlist.types.js';

/** A waitlist pages as the admin lists do: 25 by default, at most 100. */
const WaitlistWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

@Resolver()
export class WaitlistResolver {
  @RateLimited('expo.register')
  @Mutation(() => String, {
    description:
      'Joins the waitlist of a full registration type; a freed place is offered by e-mail. The same answer whether or not the address is in line already',
  })
  joinWaitlist(
    @Arg('input', () => JoinWaitlistInput, { description: 'Who waits, for which type' }) input: JoinWaitlistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.waitlist.join({ ...input });
  }

  @RateLimited('expo.my-registration')
  @Query(() => WaitlistOffer, {
    description:
      'The place an offer’s link holds (to register with it: RegisterParticipantInput.offer); NOT_FOUND once it expired or was used',
  })
  async waitlistOffer(
    @Arg('token', () => String, { description: 'The key of the offer’s link (its `offer` parameter)' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaitlistOffer> {
    const offer = await ctx.services.waitlist.offer(token);
    return { ...offer, type: toRegistrationType(offer.type, new Date()) };
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => Boolean, {
    description:
      'Turns a waitlist offer down: the held place goes to the next person in line at once; NOT_FOUND once it expired or was used',
  })
  async declineWaitlistOffer(
    @Arg('token', () => String, { description: 'The key of the offer’s link (its `offer` parameter)' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.waitlist.decline(token);
    return true;
  }

  @Authorized('Admin')
  @Query(() => WaitlistEntryPage, {
    description:
      'A registration type’s waitlist (administrators): open entries first in line order, then the closed ones',
  })
  async adminWaitlist(
    @Arg('typeId', () => ID, { description: 'The registration type id' }) typeId: string,
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaitlistEntryPage> {
    const result = await ctx.services.waitlist.list(ctx.viewer, typeId, {
      page: page?.page,
      pageSize: page?.pageSize,
    });
    return toPage(result, toWaitlistEntry);
  }

  @Authorized('Admin')
  @Query(() => WaitlistEntryConnection, {
    description:
      'A registration type’s waitlist (administrators), open entries first in line order, then the closed ones, as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminWaitlistConnection(
    @Arg('typeId', () => ID, { description: 'The registration type id' }) typeId: string,
    @Args(() => WaitlistWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaitlistEntryConnection> {
    const result = await ctx.services.waitlist.listConnection(ctx.viewer, typeId, window);
    return toConnection(result, toWaitlistEntry, result.count);
  }
}
