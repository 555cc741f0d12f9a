import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { asEnum } from '../../../graphql/enums.js';
import { money, Money } from '../../../graphql/money.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { decimalCentsOf } from '../../../lib/money.js';
import { describeBilled } from '../bookings/booking-charge.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import { EXTENSION_MACHINE, isOpenExtension } from '../bookings/extension-status.js';
import { EXTENSION_STATUSES, type ExtensionRow, type ExtensionStatus } from '../bookings/extension.table.js';
import { MAX_PAYMENT_CENTS } from './checkout-constants.js';
import type { ExtensionQuote as Quote, ExtensionView } from './extension.service.js';

const ExtensionStatusEnum = asEnum(EXTENSION_STATUSES);
registerEnumType(ExtensionStatusEnum, {
  name: 'ExtensionStatus',
  description: 'Where a request to extend a rental is',
  valuesConfig: {
    AWAITING_CARD: { description: "The extra time is held (15 minutes) while the renter's card is authorised" },
    REQUESTED: { description: 'The card is authorised (not charged): the owner answers before the rental ends' },
    ACCEPTED: { description: 'The owner accepted: the card is being charged' },
    EXTENDED: { description: 'Charged: the booking ends at the new end' },
    DECLINED: { description: 'The owner declined: nothing was charged' },
    WITHDRAWN: { description: 'The renter withdrew it: nothing was charged' },
    EXPIRED: { description: 'Unanswered in time, the card step unfinished or the card refused: nothing was charged' },
  },
});

@InputType({ description: "The new return, on the tool's clocks (as the booking form's returning date and time)" })
export class ExtensionInput {
  @Field(() => String, { description: 'The new returning date, YYYY-MM-DD' })
  endDate!: string;

  @Field(() => String, { description: "The new returning time, one of the booking form's times (e.g. 14:30)" })
  endTime!: string;
}

@ObjectType({ description: 'What keeping a rental until a later return costs' })
export class ExtensionQuote {
  @Field(() => DateTimeISO, { description: 'The new return' })
  endsAt!: Date;

  @Field(() => Money, { description: "The extra time's price: the booking's price and discount, times its units" })
  amount!: Money;

  @Field(() => String, { description: "The extra length charged: '1 day', '3.5 hours'" })
  billedLength!: string;
}

@ObjectType({ description: "A renter's request to keep a rental longer, and its answer" })
export class BookingExtension {
  @Field(() => ID, { description: "The request's id (acceptExtension, declineExtension, withdrawExtension)" })
  id!: string;

  @Field(() => ID, { description: 'The booking it extends' })
  bookingId!: string;

  @Field(() => ExtensionStatusEnum, { description: 'Where the request is' })
  status!: ExtensionStatus;

  @Field(() => Boolean, {
    description: 'AWAITING_CARD, REQUESTED or ACCEPTED: not answered yet (a booking has one open request at a time)',
  })
  open!: boolean;

  @Field(() => DateTimeISO, { description: "The booking's return when asked" })
  fromEndsAt!: Date;

  @Field(() => DateTimeISO, { description: 'The return asked for' })
  toEndsAt!: Date;

  @Field(() => Money, {
    description: 'What the extra time costs (the card is authorised for it, charged on acceptance)',
  })
  amount!: Money;

  @Field(() => String, { description: "The extra length charged: '1 day', '3.5 hours'" })
  billedLength!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'REQUESTED: the owner answers by then (the rental ends)' })
  answerBy!: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'AWAITING_CARD: the extra time is held until then' })
  holdExpiresAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The owner's reason for declining, or why it expired" })
  reason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "AWAITING_CARD, to the renter only: the client secret the browser's card step confirms",
  })
  clientSecret!: string | null;

  @Field(() => DateTimeISO, { description: 'When the renter asked' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'The viewer (the owner) may accept it now' })
  canAccept!: boolean;

  @Field(() => Boolean, { description: 'The viewer (the owner) may decline it now' })
  canDecline!: boolean;

  @Field(() => Boolean, { description: 'The viewer (the renter) may withdraw it now' })
  canWithdraw!: boolean;
}

function toExtension(row: ExtensionRow & { clientSecret?: string | null }, role: BookingRole, ctx: GraphQLContext) {
  const now = ctx.services.bookings.now();
  const may = (name: 'accept' | 'decline' | 'withdraw') =>
    role !== 'admin' && EXTENSION_MACHINE.allowed(name, row, role, now);
  return {
    ...row,
    amount: money(row.amountCents, row.currency),
    // Whole days read as days (a daily tool's extra time always is).
    billedLength: describeBilled(row.billedMinutes % 1440 === 0 ? 'daily' : 'hourly', row.billedMinutes),
    clientSecret: row.clientSecret ?? null,
    open: isOpenExtension(row),
    canAccept: may('accept'),
    canDecline: may('decline'),
    canWithdraw: may('withdraw'),
  } satisfies BookingExtension;
}

const toQuote = (q: Quote): ExtensionQuote => ({
  endsAt: q.toEndsAt,
  amount: money(q.amountCents, q.currency),
  billedLength: q.billedText,
});

/**
 * Extensions: the renter asks to keep a rental longer and authorises the card for the extra time; the
 * owner accepts (the card is charged and the booking ends later) or declines.
 */
@Resolver()
export class ExtensionResolver {
  @Authorized()
  @Query(() => [BookingExtension], {
    description: "A booking's latest 20 requests to extend, newest first: for its renter, its owner and administrators",
  })
  async bookingExtensions(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension[]> {
    const { role, rows } = await ctx.services.checkout.extensions.list(ctx.viewer, bookingId);
    return rows.map((row: ExtensionView) => toExtension(row, role, ctx));
  }

  @Authorized()
  @Query(() => ExtensionQuote, {
    description: "The renter's price of keeping a paid rental that has not ended until a later return",
  })
  async extensionQuote(
    @Arg('bookingId', () => ID, { description: "The renter's paid booking" }) bookingId: string,
    @Arg('input', () => ExtensionInput, { description: 'The new return' }) input: ExtensionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ExtensionQuote> {
    return toQuote(await ctx.services.checkout.extensions.quote(ctx.viewer, bookingId, input));
  }

  @Authorized()
  @RateLimited('payment.start')
  @Mutation(() => BookingExtension, {
    description:
      'The renter asks to keep the rental until a later return: the extra time is held for 15 minutes while the card is authorised with clientSecret (not charged); then confirmExtension. A second call for the same return while the card step is open answers the same request',
  })
  async requestExtension(
    @Arg('bookingId', () => ID, { description: "The renter's paid booking" }) bookingId: string,
    @Arg('input', () => ExtensionInput, { description: 'The new return' }) input: ExtensionInput,
    @Arg('expectedTotal', () => String, {
      nullable: true,
      description: 'The price the renter saw, as decimal text ("25.00"): when it differs, CONFLICT and nothing is held',
    })
    expectedTotal: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension> {
    const cents = expectedTotal == null ? null : decimalCentsOf(expectedTotal, 'expectedTotal', MAX_PAYMENT_CENTS);
    const row = await ctx.services.checkout.extensions.request(ctx.viewer, bookingId, input, cents);
    return toExtension(row, 'renter', ctx);
  }

  @Authorized()
  @Mutation(() => BookingExtension, {
    description:
      'After the card step: the server asks the processor; once authorised the request is REQUESTED and the owner is asked. PAYMENT_FAILED when the card was refused. Safe to repeat',
  })
  async confirmExtension(
    @Arg('id', () => ID, { description: 'BookingExtension.id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension> {
    return toExtension(await ctx.services.checkout.extensions.confirm(ctx.viewer, id), 'renter', ctx);
  }

  @Authorized()
  @Mutation(() => BookingExtension, {
    description:
      "The tool's owner accepts before the rental ends: the extra time is checked again, the renter's card charged and the booking ends at the new return",
  })
  async acceptExtension(
    @Arg('id', () => ID, { description: 'BookingExtension.id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension> {
    return toExtension(await ctx.services.checkout.extensions.accept(ctx.viewer, id), 'owner', ctx);
  }

  @Authorized()
  @Mutation(() => BookingExtension, {
    description: "The tool's owner declines: the renter's card is released (never charged). Safe to repeat",
  })
  async declineExtension(
    @Arg('id', () => ID, { description: 'BookingExtension.id' }) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the renter (at most 500 characters)' })
    reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension> {
    return toExtension(await ctx.services.checkout.extensions.decline(ctx.viewer, id, reason), 'owner', ctx);
  }

  @Authorized()
  @Mutation(() => BookingExtension, {
    description: 'The renter withdraws the request before the owner accepts: the card is released. Safe to repeat',
  })
  async withdrawExtension(
    @Arg('id', () => ID, { description: 'BookingExtension.id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingExtension> {
    return toExtension(await ctx.services.checkout.extensions.withdraw(ctx.viewer, id), 'renter', ctx);
  }
}
