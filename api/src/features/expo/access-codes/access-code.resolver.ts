import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../../lib/list-query.js';
import { Sponsorship } from '../invoices/invoice.types.js';
import {
  AccessCode,
  AccessCodeChangeInput,
  AccessCodeCheck,
  AccessCodeConnection,
  AccessCodeInput,
  AccessCodeListArgs,
  AccessCodePage,
  AccessCodeUse,
  SponsorVipPasses,
  toAccessCode,
  toAccessCodeCheck,
  toAccessCodeUse,
  toSponsorVipPasses,
} from './access-code.types.js';

/** The access code list pages as the admin lists do: 25 by default, at most 100. */
const AccessCodeWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

@Resolver()
export class AccessCodeResolver {
  @RateLimited('expo.my-registration')
  @Query(() => AccessCodeCheck, {
    description:
      'What an access code opens (its type, places left), for the registration form; BAD_USER_INPUT or SOLD_OUT on `code` when it registers nobody',
  })
  async accessCode(
    @Arg('code', () => String, { description: 'The code as typed' }) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCodeCheck> {
    const found = await ctx.services.codes.check(code);
    return toAccessCodeCheck(found.code, found.type, new Date());
  }

  @Authorized('Admin')
  @Query(() => AccessCodePage, {
    description: 'This edition’s access codes, newest first (administrators); searched by code, note or sponsor',
  })
  async adminAccessCodes(
    @Args(() => AccessCodeListArgs) { search }: AccessCodeListArgs,
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCodePage> {
    const now = new Date();
    const result = await ctx.services.codes.list(ctx.viewer, { ...page, search });
    return toPage(result, (row) => toAccessCode(row, now));
  }

  @Authorized('Admin')
  @Query(() => AccessCodeConnection, {
    description:
      'This edition’s access codes, newest first (administrators), as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminAccessCodesConnection(
    @Args(() => AccessCodeWindow) window: KeysetWindow,
    @Args(() => AccessCodeListArgs) { search }: AccessCodeListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCodeConnection> {
    const now = new Date();
    const result = await ctx.services.codes.listConnection(ctx.viewer, window, { search });
    return toConnection(result, (row) => toAccessCode(row, now), result.count);
  }

  @Authorized('Admin')
  @Query(() => AccessCode, {
    nullable: true,
    description: 'An access code (administrators); null with NOT_FOUND when none',
  })
  async adminAccessCode(
    @Arg('id', () => ID, { description: 'The code id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCode> {
    return toAccessCode(await ctx.services.codes.get(ctx.viewer, id), new Date());
  }

  /* At most the code's places that stand plus those cancelled: a short list, capped at 500. */
  @Authorized('Admin')
  @Query(() => [AccessCodeUse], { description: 'Who registered with an access code, latest first (administrators)' })
  async adminAccessCodeUses(
    @Arg('codeId', () => ID, { description: 'The code id' }) codeId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCodeUse[]> {
    return (await ctx.services.codes.usesOf(ctx.viewer, codeId)).map(toAccessCodeUse);
  }

  @Authorized('Admin')
  @Mutation(() => AccessCode, { description: 'Makes an access code (administrators; audited)' })
  async createAccessCode(
    @Arg('input', () => AccessCodeInput, { description: 'The code' }) input: AccessCodeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCode> {
    return toAccessCode(await ctx.services.codes.create(ctx.viewer, { ...input, note: input.note ?? '' }), new Date());
  }

  @Authorized('Admin')
  @Mutation(() => AccessCode, {
    description: 'Changes an access code’s places, note and end (administrators; audited)',
  })
  async updateAccessCode(
    @Arg('id', () => ID, { description: 'The code id' }) id: string,
    @Arg('input', () => AccessCodeChangeInput, { description: 'The code as it should be' })
    input: AccessCodeChangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCode> {
    return toAccessCode(
      await ctx.services.codes.update(ctx.viewer, id, { ...input, note: input.note ?? '' }),
      new Date(),
    );
  }

  @Authorized('Admin')
  @Mutation(() => AccessCode, {
    description: 'Withdraws an access code: it registers nobody any more; registrations made with it stand (audited)',
  })
  async revokeAccessCode(
    @Arg('id', () => ID, { description: 'The code id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccessCode> {
    return toAccessCode(await ctx.services.codes.revoke(ctx.viewer, id), new Date());
  }
}

/** The sponsor's page shows their VIP passes: the code and who used it. */
@Resolver(() => Sponsorship)
export class SponsorVipPassesResolver {
  @FieldResolver(() => SponsorVipPasses, {
    nullable: true,
    description: 'The VIP passes of the package: the access code and who used it; null until the organisers issue it',
  })
  async vipPasses(@Root() sponsorship: Sponsorship, @Ctx() ctx: GraphQLContext): Promise<SponsorVipPasses | null> {
    const found = await ctx.services.codes.ofSponsor(sponsorship.sponsorId);
    if (!found) return null;
    const uses = await ctx.services.codes.uses(found.code.id);
    return toSponsorVipPasses(found.code, found.type, uses, new Date());
  }
}
