import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
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
import { DateTimeISO } from '../../../graphql/date-time.js';
import QRCode from 'qrcode';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { decimalCentsOf } from '../../../lib/money.js';
import { utcToZoned } from '../../../lib/zoned-time.js';
import { CurrencyCode, Money, money } from '../../../graphql/money.js';
import { ConnectionArgs, toConnection } from '../../../graphql/connection.js';
import { listParams, PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../../lib/list-query.js';
import { Tool, toTool } from '../tools/tool.resolver.js';
import type { BookingRole } from './booking.policy.js';
import type { BookingWithRefs } from './booking-refs.js';
import { TIME_SLOTS, periodFields, slotLabel } from './booking-time.js';
import { CancellationTerms, cancellationTerms } from './cancellation-terms.types.js';
import { isAwaitingPickup, requestDeadline, transitionLabel, type TransitionName } from './lifecycle.js';
import {
  BILLED_MINUTES,
  BILLED_PERIODS,
  Booking,
  BookingEvent,
  BookingConnection,
  BookingPage,
  BookingQuote,
  AdminBookingListArgs,
  OwnerBookingListArgs,
  RenterBookingListArgs,
  BookingSummary,
  PeriodInput,
  TimeSlot,
  ToolCalendar,
  billedFields,
  toBooking,
} from './booking.types.js';
import type { Cart as CartModel } from './cart.service.js';
import { deprecated } from '../../../graphql/deprecation.js';

/** A cart line: the tool, the booking form's period (all four required, as PeriodInput says) and the units. */
@InputType({ description: 'A tool, a period and how many units of it to put in the cart' })
export class AddToCartInput extends PeriodInput {
  @Field(() => ID, { description: 'The tool to book' }) toolId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Units, from 1 to the units free' })
  quantity?: number | null;
}

@ObjectType({ description: 'What the booking form needs to offer a period' })
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
  @Field(() => Int, { description: 'How long an unpaid checkout holds its periods, in minutes' })
  holdMinutes!: number;
  @Field(() => Int, {
    description:
      'How long an owner has to answer a request to book, in hours (the request lapses at the earlier of this and the start)',
  })
  requestResponseHours!: number;
}

@ObjectType({ description: 'One tool and period in the cart' })
class CartLine {
  @Field(() => ID, { description: "The line's id (for removeFromCart)" }) id!: string;
  @Field(() => Tool, { description: 'The tool, as it is now' }) tool!: Tool;
  @Field(() => DateTimeISO, { description: 'The start of the period, as an instant' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'The end of the period, as an instant' }) endsAt!: Date;
  @Field(() => String, { description: "First day, YYYY-MM-DD on the tool's clocks" }) startDate!: string;
  @Field(() => String, { description: "Pickup time, HH:MM on the tool's clocks" }) startTime!: string;
  @Field(() => String, { description: "Last day, YYYY-MM-DD on the tool's clocks" }) endDate!: string;
  @Field(() => String, { description: "Return time, HH:MM on the tool's clocks" }) endTime!: string;
  @Field(() => Int, { description: 'Units of the tool' }) quantity!: number;
  @Field(() => Money, { description: 'Price per rental circle (hour or day) when added' }) price!: Money;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => Money, { description: 'One unit for the whole period, less discountPercent' }) unitAmount!: Money;
  @Field(() => Int, { description: 'Percent off for a rental this long (the weekly or monthly discount); 0: none' })
  discountPercent!: number;
  @Field(() => Money, { description: 'One unit for the whole period at the full price, before the discount' })
  fullUnitAmount!: Money;
  @Field(() => Money, { description: 'The rental of the line: unitAmount x quantity' }) total!: Money;
  @Field(() => Money, {
    description:
      "The line's security deposit (the tool's deposit x quantity): charged with it, refunded after the return; 0 when none",
  })
  deposit!: Money;
  @Field(() => String, { nullable: true, description: 'Why this line cannot be paid as it stands; null: it can' })
  problem!: string | null;
  @Field(() => CancellationTerms, {
    description:
      "What a cancellation of this line's booking would refund, and until when (the tool's policy, from now)",
  })
  cancellationTerms!: CancellationTerms;
}

@ObjectType({
  description:
    "The renter's own checkout whose card step did not finish (a lost connection, a reload), while its periods " +
    'are still held for them: resumePayment continues it, releaseHold lets go of it at once',
})
class PendingPayment {
  @Field(() => ID, { description: 'The payment to resume or release' }) paymentId!: string;
  @Field(() => String, {
    nullable: true,
    description: "The same payment's client secret for the card step (the cart is only ever its renter's)",
  })
  clientSecret!: string | null;
  @Field(() => DateTimeISO, { description: 'The periods are free for everyone again at this time' })
  holdExpiresAt!: Date;
  @Field(() => Money, { description: 'What the held payment is for' }) amount!: Money;
  @Field(() => CurrencyCode, {
    description: 'ISO 4217 currency code of the payment',
    deprecationReason: deprecated('Read amount.currency', '2027-06-30'),
  })
  currency!: string;
  @Field(() => Boolean, {
    description:
      'The hold is for exactly the cart as it is now. When false (a line was added or removed since), checkout ' +
      'releases this hold first and holds the cart anew',
  })
  matchesCart!: boolean;
  @Field(() => [String], { description: 'The held tools, in the order they were held' }) toolNames!: string[];
}

@ObjectType({ description: "The signed-in user's cart: what they mean to book, priced now" })
class Cart {
  @Field(() => [CartLine], { description: 'The lines, in the order they were added' }) lines!: CartLine[];
  @Field(() => Int, { description: 'Number of lines (adding the same tool again raises its quantity instead)' })
  totalQuantity!: number;
  @Field(() => Money, { description: 'The rentals of all lines (their totals)' }) rentalAmount!: Money;
  @Field(() => Money, { description: 'The deposits of all lines: charged with them, refunded after the returns' })
  depositAmount!: Money;
  @Field(() => Money, {
    description: 'What checkout charges for the whole cart, rentals and deposits (pass its decimal as expectedTotal)',
  })
  totalAmount!: Money;
  @Field(() => PendingPayment, { nullable: true, description: 'An unfinished checkout of the renter; null: none' })
  pendingPayment!: PendingPayment | null;
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
    amount: money(pending.payment.amountCents, pending.payment.currency),
    currency: pending.payment.currency,
    matchesCart: pending.matchesCart,
    toolNames: pending.bookings.map((b) => names.get(b.id) ?? ''),
  };
}

async function toCart(cart: CartModel, ctx: GraphQLContext): Promise<Cart> {
  const currency = cart.currency;
  const now = ctx.services.bookings.now();
  return {
    lines: cart.lines.map((line) => ({
      id: line.item.id,
      tool: toTool(line, ctx),
      startsAt: line.item.startsAt,
      endsAt: line.item.endsAt,
      ...periodFields(line.item, line.tool.timeZone),
      quantity: line.item.quantity,
      price: money(line.item.priceCents, currency),
      ...billedFields(line.tool.rentalCircle, line.billedMinutes),
      unitAmount: money(line.unitAmountCents, currency),
      discountPercent: line.discountPercent,
      fullUnitAmount: money(line.listAmountCents, currency),
      total: money(line.totalCents, currency),
      deposit: money(line.depositCents, currency),
      problem: line.problem ?? null,
      cancellationTerms: cancellationTerms(line.tool.cancellationPolicy, line.item.startsAt, now),
    })),
    totalQuantity: cart.totalQuantity,
    rentalAmount: money(cart.rentalCents, currency),
    depositAmount: money(cart.depositCents, currency),
    totalAmount: money(cart.totalAmountCents, currency),
    pendingPayment: await pendingPaymentOf(cart, ctx),
  };
}

/** A booking as the viewer sees it; its row is kept for the fields that read more of it (the loaders). */
function present(ctx: GraphQLContext, row: BookingWithRefs, role: BookingRole): Booking {
  ctx.loaders.bookingRows.clear(row.booking.id).prime(row.booking.id, row.booking);
  return toBooking(row, role, {
    config: ctx.services.config,
    now: ctx.services.bookings.now(),
    viewerId: ctx.viewer?.user.id,
  });
}

/** Unread message counts for a page of bookings: one query, whatever the page size. */
async function withUnread<P extends { items: Booking[] }>(ctx: GraphQLContext, page: P): Promise<P> {
  const unread = await ctx.services.messages.unreadByBooking(
    ctx.viewer,
    page.items.map((b) => b.id),
  );
  // The page's bookings were made for this answer (toBooking): set in place, not copied field by field.
  for (const booking of page.items) booking.unreadMessages = unread.get(booking.id) ?? 0;
  return page;
}

const BOOKING_PAGE = pageArgDescription(25, MAX_PAGE_SIZE);
const BookingWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/** One side's bookings as a connection, presented as its offset page is. */
async function bookingConnection(
  ctx: GraphQLContext,
  side: 'owner' | 'renter',
  window: KeysetWindow,
  { search, orderBy }: OwnerBookingListArgs | RenterBookingListArgs,
): Promise<BookingConnection> {
  const params = listParams(null, { search, orderBy });
  const result = await ctx.services.bookings.connectionOf(side, ctx.viewer, window, params);
  const connection = toConnection(result, (row) => present(ctx, row, side), result.count);
  await withUnread(ctx, { items: connection.edges.map((edge) => edge.node) });
  return connection;
}

/** Fields of one booking's page: ask them there, not on lists (each costs work per booking), but outcomeLabel. */
@Resolver(() => Booking)
export class BookingTimelineResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The pickup code as a QR code (an SVG data URL) for the renter to show at the pickup, which the owner's scanner types; null for anyone else and once it is picked up",
  })
  async pickupQr(@Root() booking: Booking): Promise<string | null> {
    if (booking.viewerRole !== 'renter' || !booking.pickupCode || !isAwaitingPickup(booking)) return null;
    const svg = await QRCode.toString(booking.pickupCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "How the booking ended, in words, where its status alone would mislead (read from its timeline): a DECLINED request reads 'Declined by the owner', 'Withdrawn by the renter' or 'Request expired (not answered in time)', a CANCELLED booking says by whom; null otherwise (the status says it). Lists may ask it: a page's bookings are read in one query",
  })
  outcomeLabel(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return ctx.loaders.bookingOutcomes.load({ id: booking.id, status: booking.status });
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
      holdMinutes: ctx.services.checkout.holdMinutes,
      requestResponseHours: ctx.services.config.bookings.requestResponseHours,
    };
  }

  @Query(() => BookingQuote, { description: 'Units free in a period and what one unit costs for it' })
  async bookingQuote(
    @Arg('toolId', () => ID, { description: 'The tool to book' }) toolId: string,
    @Arg('period', () => PeriodInput, { description: 'The period the booking form has' }) period: PeriodInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingQuote> {
    const quote = await ctx.services.bookings.quote(toolId, period, ctx.viewer?.user.id);
    const currency = quote.tool.currency;
    const now = ctx.services.bookings.now();
    return {
      free: quote.free,
      units: quote.tool.units,
      ...billedFields(quote.tool.rentalCircle, quote.billedMinutes),
      rentalCircle: quote.tool.rentalCircle,
      price: money(quote.tool.priceCents, currency),
      unitAmount: money(quote.unitAmountCents, currency),
      discountPercent: quote.discountPercent,
      fullUnitAmount: money(quote.listAmountCents, currency),
      startsAt: quote.period.startsAt,
      endsAt: quote.period.endsAt,
      cancellationTerms: cancellationTerms(quote.tool.cancellationPolicy, quote.period.startsAt, now),
      requestDeadline:
        quote.tool.bookingMode === 'request'
          ? requestDeadline(quote.period.startsAt, now, ctx.services.bookings.rules)
          : null,
    };
  }

  @Query(() => ToolCalendar, { description: "A tool's booked periods between two instants (at most 400 days)" })
  toolCalendar(
    @Arg('toolId', () => ID, { description: 'The tool' }) toolId: string,
    @Arg('from', () => DateTimeISO, { description: 'The start of the range' }) from: Date,
    @Arg('to', () => DateTimeISO, { description: 'The end of the range (exclusive)' }) to: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolCalendar> {
    return ctx.services.bookings.calendar(ctx.viewer, toolId, from, to);
  }

  @Authorized()
  @Query(() => Cart, { description: "The signed-in user's cart, priced now" })
  async cart(@Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await ctx.services.cart.get(ctx.viewer), ctx);
  }

  @Authorized()
  @RateLimited('cart.add')
  @Mutation(() => Cart, { description: "'ADD TO CART': the same tool and period again adds one to its quantity" })
  async addToCart(
    @Arg('input', () => AddToCartInput, { description: 'The tool, the period and the units' }) input: AddToCartInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Cart> {
    const { toolId, quantity, ...period } = input;
    return toCart(await ctx.services.cart.add(ctx.viewer, toolId, period, quantity ?? 1), ctx);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'One less of a line; the last one removes the line' })
  async removeFromCart(
    @Arg('lineId', () => ID, { description: 'The cart line (CartLine.id)' }) lineId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Cart> {
    return toCart(await ctx.services.cart.remove(ctx.viewer, lineId), ctx);
  }

  @Authorized()
  @Mutation(() => Cart, { description: "'Empty Cart': removes every line" })
  async emptyCart(@Ctx() ctx: GraphQLContext): Promise<Cart> {
    return toCart(await ctx.services.cart.empty(ctx.viewer), ctx);
  }

  @Authorized()
  @Query(() => BookingPage, { description: "'My Bookings': bookings of the signed-in user's tools" })
  async myBookings(
    @Arg('page', () => PageInput, { nullable: true, description: BOOKING_PAGE }) page: PageInput | null,
    @Args(() => OwnerBookingListArgs) { search, orderBy }: OwnerBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const result = await ctx.services.bookings.listAsOwner(ctx.viewer, listParams(page, { search, orderBy }));
    return withUnread(
      ctx,
      toPage(result, (row) => present(ctx, row, 'owner')),
    );
  }

  @Authorized()
  @Query(() => BookingPage, { description: "'My Rental History': the signed-in user's own bookings" })
  async myRentalHistory(
    @Arg('page', () => PageInput, { nullable: true, description: BOOKING_PAGE }) page: PageInput | null,
    @Args(() => RenterBookingListArgs) { search, orderBy }: RenterBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const result = await ctx.services.bookings.listAsRenter(ctx.viewer, listParams(page, { search, orderBy }));
    return withUnread(
      ctx,
      toPage(result, (row) => present(ctx, row, 'renter')),
    );
  }

  @Authorized()
  @Query(() => BookingConnection, {
    description: "'My Bookings' as a connection: read on with first/after or back with last/before from cursors",
  })
  myBookingsConnection(
    @Args(() => BookingWindow) window: KeysetWindow,
    @Args(() => OwnerBookingListArgs) list: OwnerBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingConnection> {
    return bookingConnection(ctx, 'owner', window, list);
  }

  @Authorized()
  @Query(() => BookingConnection, {
    description: "'My Rental History' as a connection: read on with first/after or back with last/before from cursors",
  })
  myRentalHistoryConnection(
    @Args(() => BookingWindow) window: KeysetWindow,
    @Args(() => RenterBookingListArgs) list: RenterBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingConnection> {
    return bookingConnection(ctx, 'renter', window, list);
  }

  @Authorized()
  @Query(() => BookingSummary, { description: 'How many bookings the signed-in user has in progress' })
  myBookingSummary(@Ctx() ctx: GraphQLContext): Promise<BookingSummary> {
    return ctx.services.bookings.activeSummary(ctx.viewer);
  }

  @Authorized()
  @Query(() => Booking, {
    nullable: true,
    description:
      'One booking, for its renter, the tool owner or an administrator; null with a NOT_FOUND error when there is none',
  })
  async booking(
    @Arg('id', () => ID, { description: "The booking's id" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    const row = await ctx.services.bookings.get(ctx.viewer, id);
    const { items } = await withUnread(ctx, { items: [present(ctx, row, row.role)] });
    return items[0]!;
  }

  @Authorized('Admin')
  @Query(() => BookingPage, { description: 'Every booking, held and expired ones too (administrators)' })
  async adminBookings(
    @Arg('page', () => PageInput, { nullable: true, description: BOOKING_PAGE }) page: PageInput | null,
    @Args(() => AdminBookingListArgs) { search, orderBy, ...filters }: AdminBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingPage> {
    const result = await ctx.services.bookings.listAll(ctx.viewer, listParams(page, { search, orderBy }), filters);
    return toPage(result, (row) => present(ctx, row, 'admin'));
  }

  @Authorized('Admin')
  @Query(() => BookingConnection, {
    description:
      'Every booking as a connection, held and expired ones too (administrators): read on with first/after or back with last/before from cursors',
  })
  async adminBookingsConnection(
    @Args(() => BookingWindow) window: KeysetWindow,
    @Args(() => AdminBookingListArgs) { search, orderBy, ...filters }: AdminBookingListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.bookings.listAllConnection(ctx.viewer, window, params, filters);
    return toConnection(result, (row) => present(ctx, row, 'admin'), result.count);
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The owner hands the tool over, from PICKUP_OPENS_HOURS_BEFORE before the start until the end, with the pickup code the renter gives (typed, or read from the QR code on the renter's booking page). A code that is not the booking's is BAD_USER_INPUT on code; after every fifth wrong code in a row the booking refuses codes for a while (TOO_MANY_REQUESTS with retryAfterSeconds: 15 minutes, then twice as long each time)",
  })
  async confirmPickup(
    @Arg('bookingId', () => ID, { description: 'The booking handed over' }) bookingId: string,
    @Arg('code', () => String, {
      description:
        "The renter's pickup code: six digits, e.g. 482915 (spaces and hyphens are ignored); not the booking code",
    })
    code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.confirmPickup(ctx.viewer, bookingId, code), 'owner');
  }

  @Authorized()
  @Mutation(() => Booking, { description: 'The owner got the tool back (after its pickup): the booking is RETURNED' })
  async confirmReturn(
    @Arg('bookingId', () => ID, { description: 'The booking returned' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return present(ctx, await ctx.services.bookings.confirmReturn(ctx.viewer, bookingId), 'owner');
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "The renter cancels before the start: the booking's cancellation policy says how much of the amount comes back (see Booking.cancellationQuote), the deposit comes back in full",
  })
  async cancelBooking(
    @Arg('bookingId', () => ID, { description: 'The booking to cancel' }) bookingId: string,
    @Arg('expectedRefund', () => String, {
      nullable: true,
      description:
        'The refund the renter was shown (cancellationQuote.refund.decimal, e.g. "25.00"): when it is now less, nothing is cancelled and the answer is CONFLICT with the new amount',
    })
    expectedRefund: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    const expectedRefundCents =
      expectedRefund === null || expectedRefund === undefined
        ? undefined
        : decimalCentsOf(expectedRefund, 'expectedRefund', 1_000_000_000);
    return present(ctx, await ctx.services.bookings.cancel(ctx.viewer, bookingId, { expectedRefundCents }), 'renter');
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
