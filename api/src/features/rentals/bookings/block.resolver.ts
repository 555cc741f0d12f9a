import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import type { ToolRow } from '../tools/tool.table.js';
import { blockFields } from './block.service.js';
import type { ToolBlockRow } from './block.table.js';

@ObjectType({ description: "An owner's exception to a tool's availability: units not for rent over a period" })
export class ToolBlock {
  @Field(() => ID, { description: "The block's id" }) id!: string;
  @Field(() => DateTimeISO, { description: 'When the block starts' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it ends (exclusive)' }) endsAt!: Date;
  @Field(() => String, { description: "Its first day, YYYY-MM-DD on the tool's clocks" }) firstDay!: string;
  @Field(() => String, { description: "Its last day, YYYY-MM-DD on the tool's clocks" }) lastDay!: string;
  @Field(() => String, { nullable: true, description: 'HH:MM it starts on the first day; null: the whole day' })
  startTime!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM it ends on the last day; null: the whole day' })
  endTime!: string | null;
  @Field(() => Int, { description: 'Units kept back' }) units!: number;
  @Field(() => String, { nullable: true, description: "The owner's note (only the owner and administrators see it)" })
  note!: string | null;
}

@InputType({
  description: "Days (and maybe times) on the tool's clocks when some or all of its units are not for rent",
})
export class BlockToolInput {
  @Field(() => ID, { description: 'The tool' }) toolId!: string;
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD' }) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (empty: the first day only)' })
  endDate?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'HH:MM the block starts on the first day, one of the booking times; empty: from midnight',
  })
  startTime?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'HH:MM it ends on the last day, one of the booking times; empty: until midnight',
  })
  endTime?: string | null;
  @Field(() => Int, { nullable: true, description: 'Units to keep back (default: all of them)' }) units?: number | null;
  @Field(() => String, { nullable: true, description: 'A reminder for yourself, at most 200 characters' })
  note?: string | null;
}

export const toToolBlock = (block: ToolBlockRow, tool: Pick<ToolRow, 'timeZone'>): ToolBlock => ({
  id: block.id,
  startsAt: block.startsAt,
  endsAt: block.endsAt,
  ...blockFields(block, tool.timeZone),
  units: block.units,
  note: block.note,
});

/** Owners block dates and hours of their tools; the calendar, the booking checks and search honour them. */
@Resolver(() => ToolBlock)
export class ToolBlockResolver {
  @Authorized()
  @Query(() => [ToolBlock], { description: "A tool's blocks still to come or under way, soonest first (its owner)" })
  async toolBlocks(
    @Arg('toolId', () => ID, { description: 'The tool' }) toolId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolBlock[]> {
    const { tool, blocks } = await ctx.services.blocks.upcoming(ctx.viewer, toolId);
    return blocks.map((block) => toToolBlock(block, tool));
  }

  @Authorized()
  @Mutation(() => ToolBlock, {
    description:
      'Blocks days or hours of a tool (its owner): refused over another block, or over units that bookings hold (cancel those first)',
  })
  async blockTool(
    @Arg('input', () => BlockToolInput, { description: 'The days and units to block' }) input: BlockToolInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolBlock> {
    const { tool, block } = await ctx.services.blocks.add(ctx.viewer, input);
    return toToolBlock(block, tool);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: "Removes a block (its tool's owner): its units are for rent again. Answers its id",
  })
  unblockTool(
    @Arg('id', () => ID, { description: 'The block' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.blocks.remove(ctx.viewer, id);
  }
}
