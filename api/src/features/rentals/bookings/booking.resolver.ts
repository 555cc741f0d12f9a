import {
  Arg,
  Authorized,
  Ctx,
  Field,
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
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { utcToZoned } from '../../../lib/zoned-time.js';
import { HOLD_MINUTES } from '../payments/checkout.service.js';
import { ListInput } from '../../../graphql/list-input.js';
import { Tool, toTool } from '../tools/tool.resolver.js';
import type { BookingRole } from './booking.policy.js';
import type { BookingWithRefs } from './booking.service.js';
import { TIME_SLOTS, periodFields, slotLabel } from './booking-time.js';
import type { BookingStatus } from './booking.table.js';
import {
  Booking,
  BookingPage,
  BookingQuote,
  BookingSummary,
  PeriodInput,
  TimeSlot,
  ToolCalendar,
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
  @Field(() => String, { description: 'Dates and times are clock times in this IANA zone' }) timeZone!: string;
  @Field(() => String, { description: 'Today there, YYYY-MM-DD' }) today!: string;
  @Field(() => [TimeSlot], {
    description: 'Seed section 9: every 30 minutes from 7.00 AM to 6.30 PM, then 7.00 and 7.15 PM',
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
  @Field(() => Int) periodCount!: number;
  @Field(() => Float, { description: 'One unit for the whole period' }) unitAmount!: number;
  @Field(() => Float) total!: number;
  @Field(() => String, { nullable: true, description: 'Why this line cannot be paid as it stands' }) problem!:
    string | null;
}

@ObjectType()
class Cart {
  @Field(() => [CartLine]) lines!: CartLine[];
  @Field(() => Int, { description: 'Number of lines (seed section 4)' }) totalQuantity!: number;
  @Field(() => Float) totalAmount!: number;
}

function toCart(cart: CartModel, ctx: GraphQLContext): Cart {
  return {
    lines: cart.lines.map((line) => ({
      id: line.item.id,
      tool: toTool(line, ctx),
      startsAt: line.item.startsAt,
      endsAt: line.item.endsAt,
      ...periodFields(line.item, ctx.services.config.timeZone),
      quantity: line.item.quantity,
      price: line.item.priceCents / 100,
      periodCount: line.periodCount,
      unitAmount: line.unitAmountCents / 100,
      total: line.totalCents / 100,
      problem: line.problem ?? null,
    })),
    totalQuantity: cart.totalQuantity,
    totalAmount: cart.totalAmountCents / 100,
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

@Resolver()
export class BookingResolver {
  @Query(() => BookingSettings, { description: "What the booking form needs: the marketplace's zone, today, times" })
  bookingSettings(@Ctx() ctx: GraphQLContext): BookingSettings {
    const { timeZone } = ctx.services.config;
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
    const quote = await ctx.services.bookings.quote(toolId, period);
    return {
      free: quote.free,
      units: quote.tool.units,
      periodCount: quote.periodCount,
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
  @Mutation(() => Booking, { description: 'The owner handed the tool over (sets the pickup date)' })
  async confirmPickup(@Arg('bookingId', () => ID) bookingId: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.confirmPickup(ctx.viewer, bookingId), 'owner');
  }

  @Authorized()
  @Mutation(() => Booking, { description: "The owner got the tool back: 'Authorized', 'Returned'" })
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
