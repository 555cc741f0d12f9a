import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListInput } from '../../graphql/list-input.js';
import { RoleEnum, toUser } from '../accounts/account.types.js';
import {
  AdminDashboard,
  AdminParticipant,
  AdminSponsor,
  ParticipantPage,
  SponsorDecision,
  SponsorPage,
  UserPage,
  toAdminParticipant,
  toAdminSponsor,
} from './admin.types.js';

/** Administrator queries and actions. Each service call checks the role again (defence in depth). */
@Authorized('Admin')
@Resolver()
export class AdminResolver {
  @Query(() => AdminDashboard)
  async adminDashboard(@Ctx() ctx: GraphQLContext): Promise<AdminDashboard> {
    const { revenueCents, ...numbers } = await ctx.services.dashboard.summary(ctx.viewer);
    return { ...numbers, revenue: revenueCents / 100 };
  }

  @Query(() => UserPage)
  async adminUsers(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Arg('role', () => RoleEnum, { nullable: true }) role: RoleEnum | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserPage> {
    const page = await ctx.services.accounts.list(ctx.viewer, list ?? {}, { role });
    return { ...page, items: page.items.map(toUser) };
  }

  @Query(() => ParticipantPage)
  async adminParticipants(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Arg('country', () => String, { nullable: true }) country: string | null,
    @Arg('checkedIn', () => Boolean, { nullable: true }) checkedIn: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ParticipantPage> {
    const page = await ctx.services.participants.list(ctx.viewer, list ?? {}, { year, country, checkedIn });
    return { ...page, items: page.items.map(toAdminParticipant) };
  }

  @Query(() => AdminParticipant)
  async adminParticipant(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participants.get(ctx.viewer, id));
  }

  @Query(() => SponsorPage)
  async adminSponsors(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Arg('packageId', () => ID, { nullable: true }) packageId: string | null,
    @Arg('status', () => String, { nullable: true }) status: 'applied' | 'approved' | 'declined' | null,
    @Arg('country', () => String, { nullable: true }) country: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorPage> {
    const page = await ctx.services.sponsors.list(ctx.viewer, list ?? {}, { year, packageId, status, country });
    return { ...page, items: page.items.map(toAdminSponsor) };
  }

  @Query(() => AdminSponsor)
  async adminSponsor(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsors.get(ctx.viewer, id));
  }

  @Mutation(() => AdminSponsor, { description: 'Approve (shown on the sponsor wall) or decline an application' })
  async reviewSponsor(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => SponsorDecision) decision: SponsorDecision,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsors.review(ctx.viewer, id, decision));
  }

  @Mutation(() => AdminParticipant, { description: 'Checks a participant in by id or registration code (once)' })
  async checkInParticipant(
    @Arg('idOrCode', () => String) idOrCode: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participants.checkIn(ctx.viewer, idOrCode));
  }
}
