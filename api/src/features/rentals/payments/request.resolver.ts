import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { decimalCentsOf } from '../../../lib/money.js';
import { AddToCartInput } from '../bookings/booking.resolver.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import type { BookingWithRefs } from '../bookings/booking-refs.js';
import { Booking, toBooking } from '../bookings/booking.types.js';
import { MAX_PAYMENT_CENTS } from './checkout-constants.js';
import { Payment, toPayment } from './payment.resolver.js';

const present = (ctx: GraphQLContext, row: BookingWithRefs & { role: BookingRole }) =>
  toBooking(row, row.role, {
    config: ctx.services.config,
    now: ctx.services.bookings.now(),
    viewerId: ctx.viewer?.user.id,
  });

/** Request to book: the owner accepts (the card is charged) or declines (the card is released). */
@Resolver()
export class BookingRequestResolver {
  @Authorized()
  @RateLimited('payment.start')
  @Mutation(() => Payment, {
    description:
      "'Request to book' a tool booked on request: holds the period for 15 minutes for the card step and answers " +
      'one payment (rental + deposit) whose card is only authorised. Once authorised (status AUTHORIZED) the booking is ' +
      'REQUESTED and the owner has until Booking.requestExpiresAt to accept (the card is charged) or decline (released)',
  })
  async requestBooking(
    @Arg('input', () => AddToCartInput, { description: 'The tool, the period and the units' }) input: AddToCartInput,
    @Arg('expectedTotal', () => String, {
      nullable: true,
      description:
        'The total the renter saw (rental + deposit), as decimal text, e.g. "52.50": when it differs, CONFLICT and nothing is held',
    })
    expectedTotal: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    const cents = expectedTotal == null ? null : decimalCentsOf(expectedTotal, 'expectedTotal', MAX_PAYMENT_CENTS);
    const { toolId, quantity, ...period } = input;
    return toPayment(
      await ctx.services.checkout.requests.request(ctx.viewer, toolId, period, quantity ?? 1, cents),
      ctx,
    );
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The tool's owner accepts a request to book before its deadline and start: the renter's card is charged and the booking is CONFIRMED. A second accept is refused with CONFLICT",
  })
  async acceptBookingRequest(
    @Arg('bookingId', () => ID, { description: 'The request (a REQUESTED booking)' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.checkout.requests.accept(ctx.viewer, bookingId));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The tool's owner declines a request to book: the booking is DECLINED, the period free again and the renter's card released (never charged). Safe to repeat",
  })
  async declineBookingRequest(
    @Arg('bookingId', () => ID, { description: 'The request (a REQUESTED booking)' }) bookingId: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why, for the renter (at most 500 characters); may be left out',
    })
    reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.checkout.requests.decline(ctx.viewer, bookingId, reason));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      'The renter withdraws their request to book before the owner accepts: the booking is DECLINED and the card released (never charged). Safe to repeat',
  })
  async withdrawBookingRequest(
    @Arg('bookingId', () => ID, { description: 'The request (a REQUESTED booking)' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.checkout.requests.withdraw(ctx.viewer, bookingId));
  }
}
