import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
  FieldResolver,
} from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { money, Money } from '../../../graphql/money.js';
import { CancellationPolicy, ToolOwner } from '../tools/tool.types.js';
import { Booking, toBooking } from './booking.types.js';
import { OWNER_REASON_MAX } from './cancellation.js';

@ObjectType({ description: 'What cancelling a booking now gives back, shown before the cancellation is confirmed' })
export class CancellationQuote {
  @Field(() => Money, { description: 'Of the rental amount, what comes back to the card' }) refund!: Money;
  @Field(() => Money, { description: 'The deposit charged with the booking: it always comes back in full (0: none)' })
  deposit!: Money;
  @Field(() => Money, { description: 'Everything that comes back: refund plus deposit' }) total!: Money;
  @Field(() => Int, { description: 'Share of the rental amount refunded, in percent (100 when the owner cancels)' })
  percent!: number;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: "When the refund drops to the policy's next tier; null when it no longer changes before the start",
  })
  changesAt!: Date | null;
  @Field(() => CancellationPolicy, { description: 'The policy the booking was made under' })
  policy!: CancellationPolicy;
  @Field(() => String, { description: 'What applies, in one sentence' }) summary!: string;
}

/** Cancellations: the renter's under the booking's policy, the owner's with a full refund, and the owner's count. */
@Resolver(() => Booking)
export class BookingCancellationResolver {
  @FieldResolver(() => CancellationQuote, {
    nullable: true,
    description:
      "What cancelling now would give back, for the viewer's side (the renter: the booking's policy; the owner: everything); null when the viewer cannot cancel it now. Ask it on one booking's page",
  })
  async cancellationQuote(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<CancellationQuote | null> {
    const preview = await ctx.services.bookings.cancellationPreview(ctx.viewer, booking.id);
    if (!preview) return null;
    const currency = booking.amount.currency;
    return {
      refund: money(preview.refundCents, currency),
      deposit: money(preview.depositCents, currency),
      total: money(preview.refundCents + preview.depositCents, currency),
      percent: preview.percent,
      changesAt: preview.changesAt ?? null,
      policy: preview.policy as CancellationPolicy,
      summary: preview.summary,
    };
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The tool's owner cancels a paid booking before its start: the renter gets the amount and the deposit back in full, is told the reason, and the cancellation counts on the owner's profile (ToolOwner.ownerCancellations)",
  })
  async cancelBookingAsOwner(
    @Arg('bookingId', () => ID, { description: 'The booking to cancel' }) bookingId: string,
    @Arg('reason', () => String, {
      description: `Why, for the renter (1 to ${OWNER_REASON_MAX} characters); kept on the booking's timeline`,
    })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    const row = await ctx.services.bookings.cancelAsOwner(ctx.viewer, bookingId, reason);
    return toBooking(row, 'owner', { config: ctx.services.config, now: ctx.services.bookings.now() });
  }
}

@Resolver(() => ToolOwner)
export class ToolOwnerCancellationsResolver {
  @FieldResolver(() => Int, {
    description: 'Bookings this owner cancelled in the last 12 months (a count only): renters see it before they book',
  })
  ownerCancellations(@Root() owner: ToolOwner, @Ctx() ctx: GraphQLContext): Promise<number> {
    // The owners of a page of tools are counted together (the request's loaders).
    return ctx.loaders.ownerCancellations.load(owner.id);
  }
}
