import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { CurrencyCode, Money, money } from '../../../graphql/money.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { Booking, toBooking } from '../bookings/booking.types.js';
import { decimalCentsOf } from '../../../lib/money.js';
import { MAX_PAYMENT_CENTS, type CheckoutResult } from './checkout.service.js';
import { canPayment } from './payment.policy.js';
import { isPaid, isPending } from './payment-status.js';
import type { PaymentStatus } from './payment.table.js';
import { deprecated } from '../../../graphql/deprecation.js';

/** The payment statuses, named UPPER_CASE on the wire; the rows keep 'pending', 'succeeded'... */
export enum PaymentStatusEnum {
  PENDING = 'pending',
  AUTHORIZED = 'authorized',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
}
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description: 'Where a card payment is',
  valuesConfig: {
    PENDING: { description: 'The card step has not finished: the periods are held for the renter' },
    AUTHORIZED: {
      description:
        'A request to book: the card is authorised, not charged, until the owner accepts (charged) or declines (released)',
    },
    SUCCEEDED: { description: 'The card processor has the money: the bookings are confirmed' },
    FAILED: { description: 'The card was refused (failureMessage says why); the holds were released' },
    CANCELLED: { description: 'Never paid: released by the renter or its hold ran out' },
  },
});

/** Who takes the card: the payment provider the server runs with. */
export enum PaymentProviderEnum {
  TEST = 'test',
  STRIPE = 'stripe',
  PAYSTACK = 'paystack',
  DISABLED = 'disabled',
}
registerEnumType(PaymentProviderEnum, {
  name: 'PaymentProvider',
  description: 'Which card processor takes the payment',
  valuesConfig: {
    TEST: { description: "The built-in test processor: test card numbers only, Stripe's test cards behave alike" },
    STRIPE: { description: 'Stripe: the browser takes the card with Stripe Elements (publishableKey)' },
    PAYSTACK: {
      description:
        "Paystack: the browser goes to Paystack's checkout page, whose address is the payment's clientSecret, and Paystack sends it back to the page that confirms the payment (publishableKey is Paystack's public key)",
    },
    DISABLED: {
      description: 'Card payment is not available yet: checkout is refused with PAYMENTS_UNAVAILABLE (settings only)',
    },
  },
});

type ProviderName = `${PaymentProviderEnum}`;

@ObjectType({ description: 'How the browser takes the card' })
class PaymentSettings {
  @Field(() => PaymentProviderEnum, { description: 'Which card processor the server runs with' })
  provider!: ProviderName;
  @Field(() => String, {
    nullable: true,
    description: "Stripe's publishable key (STRIPE) or Paystack's public key (PAYSTACK); null otherwise",
  })
  publishableKey!: string | null;
  @Field(() => CurrencyCode, {
    description: "ISO 4217 code of the site's currency; a payment is in its tools' currency (Payment.amount.currency)",
    deprecationReason: deprecated("A payment is in its tools' currency: read Payment.amount.currency", '2027-06-30'),
  })
  currency!: string;
}

@ObjectType({ description: "One card payment of a renter's checkout, for all the bookings it holds" })
export class Payment {
  @Field(() => ID, { description: "The payment's id" }) id!: string;
  @Field(() => PaymentStatusEnum, { description: 'Where the payment is' }) status!: PaymentStatus;
  @Field(() => Boolean, {
    description:
      "The card step has not finished (PENDING): the periods are held, ask again (confirmPayment) once the payer's card step is done; false once the processor has answered",
  })
  awaitingCard!: boolean;
  @Field(() => Boolean, {
    description: 'The processor has the money (SUCCEEDED): the bookings it paid for are confirmed',
  })
  paid!: boolean;
  @Field(() => Money, { description: 'The total charged, in the currency of the payment' }) amount!: Money;
  @Field(() => CurrencyCode, {
    description: 'ISO 4217 currency code of the payment',
    deprecationReason: deprecated('Read amount.currency', '2027-06-30'),
  })
  currency!: string;
  @Field(() => PaymentProviderEnum, { description: 'Which processor took (or takes) the payment' })
  provider!: ProviderName;
  @Field(() => String, {
    nullable: true,
    description:
      "For the browser's payment step (Stripe's client secret, or the address of Paystack's checkout page); only while pending, only for the payer",
  })
  clientSecret!: string | null;
  @Field(() => String, { nullable: true, description: "Why the card was refused, in the processor's words" })
  failureMessage!: string | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'Unpaid holds are released at this time; null once none is held',
  })
  holdExpiresAt!: Date | null;
  @Field(() => [Booking], { description: 'Held while pending; confirmed once paid' }) bookings!: Booking[];
}

export async function toPayment(result: CheckoutResult, ctx: GraphQLContext): Promise<Payment> {
  const { payment } = result;
  const rows = await ctx.services.bookings.loadMany(result.bookings.map((b) => b.id));
  const now = ctx.services.bookings.now();
  const held = result.bookings.map((b) => b.holdExpiresAt).filter((d): d is Date => d !== null);
  return {
    id: payment.id,
    status: payment.status,
    awaitingCard: isPending(payment),
    paid: isPaid(payment),
    amount: money(payment.amountCents, payment.currency),
    currency: payment.currency,
    provider: payment.provider as ProviderName,
    clientSecret: isPending(payment) && canPayment(ctx.viewer, 'pay', payment) ? payment.clientSecret : null,
    failureMessage: payment.failureMessage,
    holdExpiresAt: held.length ? new Date(Math.min(...held.map((d) => d.getTime()))) : null,
    bookings: rows.map((row) =>
      toBooking(row, 'renter', { config: ctx.services.config, now, viewerId: ctx.viewer?.user.id }),
    ),
  };
}

@Resolver()
export class PaymentResolver {
  // Open to visitors: a sponsor pays their invoice signed out, on the page their private link opens. The
  // processor's name and its publishable key are public by design (the browser's card form needs them).
  @Query(() => PaymentSettings, { description: 'How the browser takes the card: the processor and its key' })
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
    @Arg('expectedTotal', () => String, {
      nullable: true,
      description:
        'The total the renter saw, as decimal text with at most 2 decimals (Cart.totalAmount.decimal, e.g. "12.50"). ' +
        'When it differs from the cart priced now, checkout is refused with CONFLICT and nothing is held',
    })
    expectedTotal: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    const cents = expectedTotal == null ? null : decimalCentsOf(expectedTotal, 'expectedTotal', MAX_PAYMENT_CENTS);
    return toPayment(await ctx.services.checkout.start(ctx.viewer, cents), ctx);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      'After the card step: the server asks the provider and, once paid, confirms the bookings. Safe to repeat.',
  })
  async confirmPayment(
    @Arg('paymentId', () => ID, { description: 'The payment whose card step finished' }) paymentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
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
  async resumePayment(
    @Arg('paymentId', () => ID, { description: 'Cart.pendingPayment.paymentId' }) paymentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    return toPayment(await ctx.services.checkout.resume(ctx.viewer, paymentId), ctx);
  }

  @Authorized()
  @Mutation(() => Payment, {
    description:
      "Lets go of the renter's unfinished checkout at once: the intent is cancelled at the processor, the holds " +
      'expire and their periods are free for everyone. A payment the processor already took is settled instead ' +
      '(status SUCCEEDED, the bookings confirmed). Safe to repeat.',
  })
  async releaseHold(
    @Arg('paymentId', () => ID, { description: 'Cart.pendingPayment.paymentId' }) paymentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    return toPayment(await ctx.services.checkout.releaseHold(ctx.viewer, paymentId), ctx);
  }

  @Authorized()
  @Query(() => Payment, {
    nullable: true,
    description: "One of the signed-in user's payments; null with a NOT_FOUND error when there is none",
  })
  async payment(
    @Arg('id', () => ID, { description: "The payment's id" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    const payment = await ctx.services.checkout.loadOwn(ctx.viewer, id);
    const bookings = await ctx.services.checkout.bookingsOf(payment.id);
    return toPayment({ payment, bookings }, ctx);
  }
}
