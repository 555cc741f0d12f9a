import { Arg, Authorized, Ctx, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { BADGE_BATCH_LIMIT } from './badge-print.service.js';

@InputType({ description: 'Which badges a batch prints: each filter given narrows it' })
export class BadgePrintFilter {
  @Field(() => ID, { nullable: true, description: 'Registrations of this registration type' })
  typeId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Registrations whose type admits to this expo day (YYYY-MM-DD)',
  })
  day?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only badges never printed (default false)' })
  unprintedOnly?: boolean | null;
  @Field(() => [ID], {
    nullable: true,
    description: `Only these registrations (at most ${BADGE_BATCH_LIMIT})`,
  })
  participantIds?: string[] | null;
}

@ObjectType({ description: 'How many badges a batch filter matches, before printing' })
export class BadgePrintCount {
  @Field(() => Int, { description: 'Standing registrations (approved, not cancelled) of this edition that match' })
  matching!: number;
  @Field(() => Int, { description: 'Of those, the ones whose badge was never printed' })
  unprinted!: number;
  @Field(() => Int, { description: 'The most badges one printed document holds' })
  limit!: number;
}

@Resolver()
export class BadgePrintResolver {
  @Authorized('Admin')
  @Query(() => BadgePrintCount, {
    description:
      'How many badges a batch would print, and how many of them were never printed (administrators). The batch itself is POST /api/admin/badges.pdf',
  })
  async badgePrintCount(
    @Arg('filter', () => BadgePrintFilter, { nullable: true, description: 'The batch’s filters; none: every badge' })
    filter: BadgePrintFilter | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BadgePrintCount> {
    const counted = await ctx.services.badgePrinting.count(ctx.viewer, { ...filter });
    return { ...counted, limit: BADGE_BATCH_LIMIT };
  }
}
