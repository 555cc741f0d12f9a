import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { moneyTotal } from '../../../graphql/money.js';
import { AppError } from '../../../lib/errors.js';
import {
  RegistrationCounts,
  RegistrationDayCount,
  RegistrationType,
  RegistrationTypeInput,
  toRegistrationType,
} from './registration-type.types.js';

@Resolver()
export class RegistrationTypeResolver {
  /* A handful of types per edition, set up by hand: the form lists all of them, unpaged. */
  @Query(() => [RegistrationType], {
    description:
      'The registration types the form offers for this edition (not the hidden ones), in the organisers’ order',
  })
  async registrationTypes(@Ctx() ctx: GraphQLContext): Promise<RegistrationType[]> {
    const now = new Date();
    const [rows, days] = await Promise.all([
      ctx.services.registrationTypes.listPublic(),
      ctx.services.registrationTypes.dayRoom(),
    ]);
    return rows.map((row) => toRegistrationType(row, now, days));
  }

  @Query(() => RegistrationType, {
    nullable: true,
    description:
      'A registration type by slug or id, a hidden one too (its invitation link); null with NOT_FOUND when none',
  })
  async registrationType(
    @Arg('ref', () => ID, { description: 'The type’s slug (e.g. "trade-visitor") or id' }) ref: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationType> {
    const [row, days] = await Promise.all([
      ctx.services.registrationTypes.find(ref),
      ctx.services.registrationTypes.dayRoom(),
    ]);
    if (!row) throw AppError.notFound('The registration type');
    return toRegistrationType(row, new Date(), days);
  }

  @Authorized('Admin')
  @Query(() => [RegistrationType], {
    description: 'Every registration type of this edition, hidden ones too (administrators); unpaged: a handful',
  })
  async adminRegistrationTypes(@Ctx() ctx: GraphQLContext): Promise<RegistrationType[]> {
    const now = new Date();
    const rows = await ctx.services.registrationTypes.listAll(ctx.viewer);
    const days = await ctx.services.registrationTypes.dayRoom();
    return rows.map((row) => toRegistrationType(row, now, days));
  }

  @Authorized('Admin')
  @Query(() => RegistrationCounts, {
    description:
      'This edition’s registration in numbers (administrators): per type registered, cancelled, checked in and waiting; per day registered and checked in',
  })
  async adminRegistrationCounts(@Ctx() ctx: GraphQLContext): Promise<RegistrationCounts> {
    const now = new Date();
    const counts = await ctx.services.registrationTypes.counts(ctx.viewer);
    const days = new Map(counts.days.flatMap((d) => (d.capacity == null ? [] : [[d.day, d.capacity - d.held]])));
    return {
      types: counts.types.map((c) => ({
        ...c,
        type: toRegistrationType(c.type, now, days),
        revenue: c.revenue.map((r) => moneyTotal(r.cents, r.currency)),
      })),
      days: counts.days.map((d) => ({
        ...d,
        placesLeft: d.capacity == null ? null : Math.max(d.capacity - d.held, 0),
      })),
    };
  }

  @Authorized('Admin')
  @Mutation(() => RegistrationDayCount, {
    description:
      'Sets the limit of people an expo day admits over every type that admits to it, or removes it with null (administrators). It cannot go below the places held that day; raised, the waitlists get the new places at once',
  })
  async setExpoDayCapacity(
    @Arg('day', () => String, { description: 'The expo day, YYYY-MM-DD (venue calendar)' }) day: string,
    @Arg('capacity', () => Int, { nullable: true, description: 'People the day admits; null: no limit of its own' })
    capacity: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationDayCount> {
    await ctx.services.registrationTypes.setDayCapacity(ctx.viewer, day, capacity ?? null);
    const { days } = await this.adminRegistrationCounts(ctx);
    return days.find((d) => d.day === day)!;
  }

  @Authorized('Admin')
  @Mutation(() => RegistrationType, { description: 'Adds a registration type to this edition (administrators)' })
  async createRegistrationType(
    @Arg('input', () => RegistrationTypeInput, { description: 'The type' }) input: RegistrationTypeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationType> {
    return toRegistrationType(await ctx.services.registrationTypes.create(ctx.viewer, { ...input }), new Date());
  }

  @Authorized('Admin')
  @Mutation(() => RegistrationType, {
    description:
      'Changes a registration type: every setting is replaced (administrators). Places added go to its waitlist at once',
  })
  async updateRegistrationType(
    @Arg('id', () => ID, { description: 'The type id' }) id: string,
    @Arg('input', () => RegistrationTypeInput, { description: 'The type as it should be' })
    input: RegistrationTypeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationType> {
    return toRegistrationType(await ctx.services.registrationTypes.update(ctx.viewer, id, { ...input }), new Date());
  }

  @Authorized('Admin')
  @Mutation(() => ID, {
    description: 'Deletes a registration type nobody registered as, with its waitlist (administrators); answers its id',
  })
  async deleteRegistrationType(
    @Arg('id', () => ID, { description: 'The type id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await ctx.services.registrationTypes.delete(ctx.viewer, id)).id;
  }
}
