import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { money } from '../../graphql/money.js';
import { listParams, PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import { toUser } from '../accounts/account.types.js';
import {
  AdminDashboard,
  AdminParticipant,
  AdminSponsor,
  ParticipantConnection,
  ParticipantListArgs,
  ParticipantPage,
  participantFilters,
  SponsorConnection,
  SponsorDecision,
  SponsorListArgs,
  SponsorPage,
  UserConnection,
  UserListArgs,
  UserPage,
  toAdminParticipant,
  toAdminSponsor,
} from './admin.types.js';

/** The admin lists page as pageAndSort does: 25 a page by default, at most 100. */
export const ADMIN_PAGE = pageArgDescription(25, MAX_PAGE_SIZE);
const AdminWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/** Administrator queries and actions. Each service call checks the role again (defence in depth). */
@Authorized('Admin')
@Resolver()
export class AdminResolver {
  @Query(() => AdminDashboard, { description: 'The numbers on the admin dashboard' })
  async adminDashboard(@Ctx() ctx: GraphQLContext): Promise<AdminDashboard> {
    const { money: totals, ...numbers } = await ctx.services.dashboard.summary(ctx.viewer);
    const moneyByCurrency = totals.map((t) => ({
      currency: t.currency,
      revenue: money(t.revenueCents, t.currency),
      platformFees: money(t.platformFeesCents, t.currency),
      depositsHeld: money(t.depositsHeldCents, t.currency),
      payoutsDue: money(t.payoutsDueCents, t.currency),
    }));
    // The site currency always comes first (config.currencies starts with it).
    const { currency: _site, ...site } = moneyByCurrency[0]!;
    return { ...numbers, ...site, moneyByCurrency };
  }

  @Query(() => UserPage, { description: 'Every account, one page at a time' })
  async adminUsers(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => UserListArgs) { search, orderBy, role }: UserListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserPage> {
    const result = await ctx.services.accounts.list(ctx.viewer, listParams(page, { search, orderBy }), { role });
    return toPage(result, toUser);
  }

  @Query(() => UserConnection, {
    description: 'Every account as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminUsersConnection(
    @Args(() => AdminWindow) window: KeysetWindow,
    @Args(() => UserListArgs) { search, orderBy, role }: UserListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.accounts.listConnection(ctx.viewer, window, params, { role });
    return toConnection(result, toUser, result.count);
  }

  @Query(() => ParticipantPage, { description: 'Participant registrations of every edition, one page at a time' })
  async adminParticipants(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => ParticipantListArgs) { search, orderBy, ...filters }: ParticipantListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ParticipantPage> {
    const params = listParams(page, { search, orderBy });
    return toPage(
      await ctx.services.participants.list(ctx.viewer, params, participantFilters(filters)),
      toAdminParticipant,
    );
  }

  @Query(() => ParticipantConnection, {
    description:
      'Participant registrations of every edition as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminParticipantsConnection(
    @Args(() => AdminWindow) window: KeysetWindow,
    @Args(() => ParticipantListArgs) { search, orderBy, ...filters }: ParticipantListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ParticipantConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.participants.listConnection(
      ctx.viewer,
      window,
      params,
      participantFilters(filters),
    );
    return toConnection(result, toAdminParticipant, result.count);
  }

  @Query(() => AdminParticipant, {
    nullable: true,
    description: 'A participant registration; null with NOT_FOUND when there is none',
  })
  async adminParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participants.get(ctx.viewer, id));
  }

  @Query(() => SponsorPage, { description: 'Sponsorship applications of every edition, one page at a time' })
  async adminSponsors(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => SponsorListArgs) { search, orderBy, ...filters }: SponsorListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorPage> {
    const result = await ctx.services.sponsors.list(ctx.viewer, listParams(page, { search, orderBy }), filters);
    return toPage(result, toAdminSponsor);
  }

  @Query(() => SponsorConnection, {
    description:
      'Sponsorship applications of every edition as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminSponsorsConnection(
    @Args(() => AdminWindow) window: KeysetWindow,
    @Args(() => SponsorListArgs) { search, orderBy, ...filters }: SponsorListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.sponsors.listConnection(ctx.viewer, window, params, filters);
    return toConnection(result, toAdminSponsor, result.count);
  }

  @Query(() => AdminSponsor, {
    nullable: true,
    description: 'A sponsorship application; null with NOT_FOUND when there is none',
  })
  async adminSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsors.get(ctx.viewer, id));
  }

  @Mutation(() => AdminSponsor, {
    description:
      'Approve (shown on the sponsor wall) or decline an application; the applicant is e-mailed the decision. A later call changes the answer (and e-mails it); the same answer again sends nothing',
  })
  async reviewSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('decision', () => SponsorDecision, { description: 'Approve or decline' }) decision: SponsorDecision,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        'Why, at most 500 characters: kept in the audit log, and e-mailed to the applicant with a decline. Optional for older clients; the admin pages always send one',
    })
    reason?: string | null,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsors.review(ctx.viewer, id, decision, reason));
  }
}
