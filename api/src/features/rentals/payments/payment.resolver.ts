import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  GraphQLISODateTime,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { Booking, toBooking } from '../bookings/booking.types.js';
import { centsOf } from '../../../lib/money.js';
import { MAX_PAYMENT_CENTS, type CheckoutResult } from './checkout.service.js';

@ObjectType({ description: 'How the browser takes the card' })
class PaymentSettings {
  @Field(() => String, {
    description:
      "'test' (built-in test cards), 'stripe' (Stripe Elements) or 'disabled' (card payment is not available yet: " +
      'checkout is refused with PAYMENTS_UNAVAILABLE)',
  })
  provider!: string;
  @Field(() => String, { nullable: true }) publishableKey!: string | null;
  @Field(() => String) currency!: string;
}

@ObjectType()
class Payment {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'pending, succeeded, failed or cancelled' }) status!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => String, { description: "'test' or 'stripe'" }) provider!: string;
  @Field(() => String, {
    nullable: true,
    description: "For the browser's card step; only while pending, only for the payer",
  })
  clientSecret!: string | null;
  @Field(() => String, { nullable: true, description: "Why the card was refused, in the processor's words" })
  failureMessage!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Unpaid holds are released at this time' })
  holdExpiresAt!: Date | null;
  @Field(() => [Booking], { description: 'Held while pending; confirmed once paid' }) bookings!: Booking[];
}

async function toPayment(result: CheckoutResult, ctx: GraphQLContext): Promise<Payment> {
  const { payment } = result;
  const rows = await ctx.services.bookings.loadMany(result.bookings.map((b) => b.id));
  const now = ctx.services.bookings.now();
  const held = result.bookings.map((b) => b.holdExpiresAt).filter((d): d is Date => d !== null);
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amountCents / 100,
    currency: payment.currency,
    provider: payment.provider,
    clientSecret: payment.status === 'pending' && payment.userId === ctx.viewer?.user.id ? payment.clientSecret : null,
    failureMessage: payment.failureMessage,
    holdExpiresAt: held.length ? new Date(Math.min(...held.map((d) => d.getTime()))) : null,
    bookings: rows.map((row) => toBooking(row, 'renter', { config: ctx.services.config, now })),
  };
}

@Resolver()
export class PaymentResolver {
  @Authorized()
  @Query(() => PaymentSettings)
  paymentSettings(@Ctx() ctx: GraphQLContext): PaymentSettings {
    return {
      provider: ctx.services.payments.name,
      publishableKey: ctx.services.payments.publishableKey ?? null,
      currency: ctx.services.config.currency,
    };
  }

  @Authorized()
  @RateLimited('payment.start')
  @Mutation(() => Payment, {
    description:
      'Holds the periods of the cart for 15 minutes and creates one payment for the total, priced by the server. ' +
      'expectedTotal (what the renter saw) must match, or nothing happens. While an earlier unfinished checkout of ' +
      'the renter holds exactly this cart, it answers that same payment (no second hold, no second intent); one ' +
      'that holds something else is released first.',
  })
  async checkout(
    @Arg('expectedTotal', () => Float, { nullable: true }) expectedTotal: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    const cents = expectedTotal == null ? null : centsOf(expectedTotal, 'expectedTotal', MAX_PAYMENT_CENTS);
    return toPayment(await ctx.services.checkout.start(ctx.viewer, cents), ctx);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      'After the card step: the server asks the provider and, once paid, confirms the bookings. Safe to repeat.',
  })
  async confirmPayment(@Arg('paymentId', () => ID) paymentId: string, @Ctx() ctx: GraphQLContext): Promise<Payment> {
    return toPayment(await ctx.services.checkout.confirm(ctx.viewer, paymentId), ctx);
  }

  @Authorized()
  @RateLimited('payment.start')
  @Mutation(() => Payment, {
    description:
      "Continues the renter's unfinished checkout (Cart.pendingPayment): the same payment with its client secret, " +
      'for the time its hold has left. Answers it succeeded if the card went through meanwhile; PAYMENT_FAILED if ' +
      'it was refused or cancelled; CONFLICT once its hold ran out or it was released.',
  })
  async resumePayment(@Arg('paymentId', () => ID) paymentId: string, @Ctx() ctx: GraphQLContext): Promise<Payment> {
    return toPayment(await ctx.services.checkout.resume(ctx.viewer, paymentId), ctx);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      "Lets go of the renter's unfinished checkout at once: the intent is cancelled at the processor, the holds " +
      'expire and their periods are free for everyone. A payment the processor already took is settled instead ' +
      "(status 'succeeded', the bookings confirmed). Safe to repeat.",
  })
  async releaseHold(@Arg('paymentId', () => ID) paymentId: string, @Ctx() ctx: GraphQLContext): Promise<Payment> {
    return toPayment(await ctx.services.checkout.releaseHold(ctx.viewer, paymentId), ctx);
  }

  @Authorized()
  @Query(() => Payment)
  async payment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Payment> {
    const payment = await ctx.services.checkout.loadOwn(ctx.viewer, id);
    const bookings = await ctx.services.checkout.bookingsOf(payment.id);
    return toPayment({ payment, bookings }, ctx);
  }
}
