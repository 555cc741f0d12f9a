import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import QRCode from 'qrcode';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { utcToZoned } from '../../../lib/zoned-time.js';
import { HOLD_MINUTES } from '../payments/checkout.service.js';
import { ListInput } from '../../../graphql/list-input.js';
import { Tool, toTool } from '../tools/tool.resolver.js';
import type { BookingRole } from './booking.policy.js';
import type { BookingWithRefs } from './booking-refs.js';
import { TIME_SLOTS, periodFields, slotLabel } from './booking-time.js';
import type { BookingStatus } from './booking.table.js';
import { transitionLabel, type TransitionName } from './lifecycle.js';
import {
  BILLED_MINUTES,
  BILLED_PERIODS,
  Booking,
  BookingEvent,
  BookingPage,
  BookingQuote,
  BookingSummary,
  PERIOD_COUNT,
  PeriodInput,
  TimeSlot,
  ToolCalendar,
  billedFields,
  toBooking,
} from './booking.types.js';
import type { Cart as CartModel } from './cart.service.js';

@InputType()
class AddToCartInput extends PeriodInput {
  @Field(() => ID) toolId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) quantity?: number | null;
}

@ObjectType()
class BookingSettings {
  @Field(() => String, {
    description:
      "Dates and times are clock times in this IANA zone: the tool's when a toolId is given, else the marketplace's",
  })
  timeZone!: string;
  @Field(() => String, { description: 'Today there, YYYY-MM-DD' }) today!: string;
  @Field(() => [TimeSlot], {
    description: 'Every 30 minutes from 7.00 AM to 6.30 PM, then 7.00 and 7.15 PM',
  })
  timeSlots!: TimeSlot[];
  @Field(() => Int, { description: 'How long an unpaid checkout holds its periods' }) holdMinutes!: number;
}

@ObjectType()
class CartLine {
  @Field(() => ID) id!: string;
  @Field(() => Tool) tool!: Tool;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field(() => String) startDate!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) endTime!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Float, { description: 'Price per rental circle when added' }) price!: number;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => Int, PERIOD_COUNT) periodCount!: number;
  @Field(() => Float, { description: 'One unit for the whole period' }) unitAmount!: number;
  @Field(() => Float) total!: number;
  @Field(() => String, { nullable: true, description: 'Why this line cannot be paid as it stands' }) problem!:
    string | null;
}

@ObjectType({
  description:
    "The renter's own checkout whose card step did not finish (a lost connection, a reload), while its periods " +
    'are still held for them: resumePayment continues it, releaseHold lets go of it at once',
})
class PendingPayment {
  @Field(() => ID) paymentId!: string;
  @Field(() => String, {
    nullable: true,
    description: "The same payment's client secret for the card step (the cart is only ever its renter's)",
  })
  clientSecret!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'The periods are free for everyone again at this time' })
  holdExpiresAt!: Date;
  @Field(() => Float) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => Boolean, {
    description:
      'The hold is for exactly the cart as it is now. When false (a line was added or removed since), checkout ' +
      'releases this hold first and holds the cart anew',
  })
  matchesCart!: boolean;
  @Field(() => [String], { description: 'The held tools, in the order they were held' }) toolNames!: string[];
}

@ObjectType()
class Cart {
  @Field(() => [CartLine]) lines!: CartLine[];
  @Field(() => Int, { description: 'Number of lines (adding the same tool again raises its quantity instead)' })
  totalQuantity!: number;
  @Field(() => Float) totalAmount!: number;
  @Field(() => PendingPayment, { nullable: true }) pendingPayment!: PendingPayment | null;
}

async function pendingPaymentOf(cart: CartModel, ctx: GraphQLContext): Promise<PendingPayment | null> {
  const pending = await ctx.services.checkout.pendingHold(ctx.viewer!.user.id, cart);
  if (!pending) return null;
  const names = new Map(
    (await ctx.services.bookings.loadMany(pending.bookings.map((b) => b.id))).map((row) => [
      row.booking.id,
      row.tool.name,
    ]),
  );
  return {
    paymentId: pending.payment.id,
    clientSecret: pending.payment.clientSecret,
    holdExpiresAt: pending.holdExpiresAt,
    amount: pending.payment.amountCents / 100,
    currency: pending.payment.currency,
    matchesCart: pending.matchesCart,
    toolNames: pending.bookings.map((b) => names.get(b.id) ?? ''),
  };
}

async function toCart(cart: CartModel, ctx: GraphQLContext): Promise<Cart> {
  return {
    lines: cart.lines.map((line) => ({
      id: line.item.id,
      tool: toTool(line, ctx),
      startsAt: line.item.startsAt,
      endsAt: line.item.endsAt,
      ...periodFields(line.item, line.tool.timeZone),
      quantity: line.item.quantity,
      price: line.item.priceCents / 100,
      ...billedFields(line.tool.rentalCircle, line.billedMinutes),
      unitAmount: line.unitAmountCents / 100,
      total: line.totalCents / 100,
      problem: line.problem ?? null,
    })),
    totalQuantity: cart.totalQuantity,
    totalAmount: cart.totalAmountCents / 100,
    pendingPayment: await pendingPaymentOf(cart, ctx),
  };
}

const present = (ctx: GraphQLContext, row: BookingWithRefs, role: BookingRole) =>
  toBooking(row, role, { config: ctx.services.config, now: ctx.services.bookings.now() });

/** Unread message counts for a page of bookings: one query, whatever the page size. */
async function withUnread(ctx: GraphQLContext, items: Booking[]): Promise<Booking[]> {
  const unread = await ctx.services.messages.unreadByBooking(
    ctx.viewer,
    items.map((b) => b.id),
  );
  return items.map((b) => ({ ...b, unreadMessages: unread.get(b.id) ?? 0 }));
}

/** Fields of one booking's page: ask them there, not on lists (each costs work per booking). */
@Resolver(() => Booking)
export class BookingTimelineResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The booking code as a QR code (an SVG data URL) for the renter to show at the pickup; null for anyone else and once it is picked up',
  })
  async pickupQr(@Root() booking: Booking): Promise<string | null> {
    if (booking.viewerRole !== 'renter' || booking.status !== 'confirmed') return null;
    const svg = await QRCode.toString(booking.code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }

  @FieldResolver(() => [BookingEvent], { description: 'What happened to the booking, oldest first' })
  async timeline(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<BookingEvent[]> {
    const { booking: row, events } = await ctx.services.bookings.timeline(ctx.viewer, booking.id);
    return [
      {
        transition: 'book',
        label: 'Booked',
        fromStatus: null,
        // Checkout holds the period first; the old client's REST call books it paid at once.
        toStatus: events[0]?.fromStatus ?? row.status,
        actor: 'renter',
        at: row.createdAt,
        note: null,
      },
      ...events.map((e) => ({
        transition: e.transition as TransitionName,
        label: transitionLabel(e.transition),
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        actor: e.actor,
        at: e.createdAt,
        note: e.note,
      })),
    ];
  }
}

@Resolver()
export class BookingResolver {
  @Query(() => BookingSettings, { description: "What the booking form needs: the tool's zone, today there, times" })
  async bookingSettings(
    @Arg('toolId', () => ID, { nullable: true, description: 'The tool to book: its zone and today there' })
    toolId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingSettings> {
    const timeZone = toolId
      ? (await ctx.services.tools.get(ctx.viewer, toolId)).tool.timeZone
      : ctx.services.config.timeZone;
    return {
      timeZone,
      today: utcToZoned(ctx.services.bookings.now(), timeZone).date,
      timeSlots: TIME_SLOTS.map((value) => ({ value, label: slotLabel(value) })),
      holdMinutes: HOLD_MINUTES,
    };
  }

  @Query(() => BookingQuote, { description: 'Units free in a period and what one unit costs for it' })
  async bookingQuote(
    @Arg('toolId', () => ID) toolId: string,
    @Arg('period', () => PeriodInput) period: PeriodInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingQuote> {
    const quote = await ctx.services.bookings.quote(toolId, period, ctx.viewer?.user.id);
    return {
      free: quote.free,
      units: quote.tool.units,
      ...billedFields(quote.tool.rentalCircle, quote.billedMinutes),
      rentalCircle: quote.tool.rentalCircle,
      price: quote.tool.priceCents / 100,
      unitAmount: quote.unitAmountCents / 100,
      startsAt: quote.period.startsAt,
      endsAt: quote.period.endsAt,
    };
  }

  @Query(() => ToolCalendar, { description: "A tool's booked periods between two instants (at most 400 days)" })
  toolCalendar(
    @Arg('toolId', () => ID) toolId: string,
    @Arg('from', () => GraphQLISODateTime) from: Date,
    @Arg('to', () => GraphQLISODateTime) to: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolCalendar> {
    return ctx.services.bookings.calendar(ctx.viewer, toolId, from, to);
  }

  @Authorized()
  @Query(() => Cart)
  async cart(@Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await ctx.services.cart.get(ctx.viewer), ctx);
  }

  @Authorized()
  @RateLimited('cart.add')
  @Mutation(() => Cart, { description: "'ADD TO CART': the same tool and period again adds one to its quantity" })
  async addToCart(
    @Arg('input', () => AddToCartInput) input: AddToCartInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Cart> {
    const { toolId, quantity, ...period } = input;
    return toCart(await ctx.services.cart.add(ctx.viewer, toolId, period, quantity ?? 1), ctx);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'One less of a line; the last one removes the line' })
  async removeFromCart(@Arg('lineId', () => ID) lineId: string, @Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await ctx.services.cart.remove(ctx.viewer, lineId), ctx);
  }

  @Authorized()
  @Mutation(() => Cart, { description: "'Empty Cart'" })
  async emptyCart(@Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await ctx.services.cart.empty(ctx.viewer), ctx);
  }

  @Authorized()
  @Query(() => BookingPage, { description: "'My Bookings': bookings of the signed-in user's tools" })
  async myBookings(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const page = await ctx.services.bookings.listAsOwner(ctx.viewer, list ?? {});
    return {
      ...page,
      items: await withUnread(
        ctx,
        page.items.map((row) => present(ctx, row, 'owner')),
      ),
    };
  }

  @Authorized()
  @Query(() => BookingPage, { description: "'My Rental History': the signed-in user's own bookings" })
  async myRentalHistory(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const page = await ctx.services.bookings.listAsRenter(ctx.viewer, list ?? {});
    return {
      ...page,
      items: await withUnread(
        ctx,
        page.items.map((row) => present(ctx, row, 'renter')),
      ),
    };
  }

  @Authorized()
  @Query(() => BookingSummary)
  myBookingSummary(@Ctx() ctx: GraphQLContext): Promise<BookingSummary> {
    return ctx.services.bookings.activeSummary(ctx.viewer);
  }

  @Authorized()
  @Query(() => Booking, { description: 'One booking, for its renter, the tool owner or an administrator' })
  async booking(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    const row = await ctx.services.bookings.get(ctx.viewer, id);
    const [booking] = await withUnread(ctx, [present(ctx, row, row.role)]);
    return booking!;
  }

  @Authorized('Admin')
  @Query(() => BookingPage, { description: 'Every booking (administrators)' })
  async adminBookings(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('toolId', () => ID, { nullable: true }) toolId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const page = await ctx.services.bookings.listAll(ctx.viewer, list ?? {}, {
      status: status as BookingStatus | null,
      toolId,
    });
    return { ...page, items: page.items.map((row) => present(ctx, row, 'admin')) };
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The owner hands the tool over, from PICKUP_OPENS_HOURS_BEFORE before the start until the end, with the booking code the renter shows (typed or read from the QR code on the renter's booking page)",
  })
  async confirmPickup(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('code', () => String, { description: "The renter's booking code, e.g. LT123456" }) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.confirmPickup(ctx.viewer, bookingId, code), 'owner');
  }

  @Authorized()
  @Mutation(() => Booking, { description: "The owner got the tool back (after its pickup): 'Authorized', 'Returned'" })
  async confirmReturn(@Arg('bookingId', () => ID) bookingId: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.confirmReturn(ctx.viewer, bookingId), 'owner');
  }

  @Authorized()
  @Mutation(() => Booking, { description: 'The renter cancels before the start; the amount is refunded in full' })
  async cancelBooking(@Arg('bookingId', () => ID) bookingId: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.cancel(ctx.viewer, bookingId), 'renter');
  }

  @Authorized()
  @Subscription(() => Booking, {
    description: 'A booking the signed-in user made, or one of their tools, changed',
    topics: 'BOOKING_CHANGED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  async bookingChanged(@Root() event: { bookingId: string }, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    const row = await ctx.services.bookings.get(ctx.viewer, event.bookingId);
    return present(ctx, row, row.role);
  }
}
