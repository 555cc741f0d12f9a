import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { lateFeeTerms } from '../tools/late-fee.js';
import type { Config } from '../../../config/config.js';
import { money, Money } from '../../../graphql/money.js';
import { OrderOf, orderByDescription } from '../../../graphql/order.js';
import { ConnectionOf } from '../../../graphql/connection.js';
import { PageOf } from '../../../graphql/page.js';
import type { RentalCircle } from '../tools/tool.table.js';
import { RentalCircle as RentalCircleEnum } from '../tools/tool.types.js';
import type { BookingRole } from './booking.policy.js';
import { billedPeriods } from './booking-charge.js';
import type { BookingWithRefs } from './booking-refs.js';
import { periodFields } from './booking-time.js';
import { CancellationTerms } from './cancellation-terms.types.js';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  REFUND_STATUSES,
  type BookingActor,
  type BookingRow,
  type BookingStatus,
  type RefundStatus,
} from './booking.table.js';
import {
  capabilitiesOf,
  legacyReturnFields,
  TIMELINE_EVENTS,
  TRANSITIONS,
  transitionLabel,
  type TimelineEvent,
  type TransitionName,
} from './lifecycle.js';
import { asEnum } from '../../../graphql/enums.js';
import { deprecated } from '../../../graphql/deprecation.js';

/**
 * A GraphQL enum from one of the lifecycle's lists: UPPER_CASE names on the wire, the internal values
 * ('picked_up') inside, so resolvers and services keep the values the tables store.
 */
export const BookingStatusEnum = asEnum(BOOKING_STATUSES);
registerEnumType(BookingStatusEnum, {
  name: 'BookingStatus',
  description: 'Where a booking is in its lifecycle',
  valuesConfig: {
    HELD: { description: 'Checkout started: the period is held for the renter until paid or expired' },
    REQUESTED: {
      description:
        'A request to book: the card is authorised (not charged) and the period held until the owner answers',
    },
    CONFIRMED: { description: 'Paid: waiting for the pickup' },
    PICKED_UP: { description: "The owner handed the tool over, confirmed with the renter's pickup code" },
    RETURNED: { description: 'The owner has the tool back' },
    CANCELLED: {
      description:
        'Cancelled before the start by the renter (refunded as its policy says) or the owner (refunded in full), or paid too late for its period',
    },
    EXPIRED: { description: 'Never paid: the hold lapsed or was released' },
    DECLINED: {
      description:
        'A request the owner declined, the renter withdrew, or nobody answered in time: the card was released',
    },
    NOT_RETURNED: {
      description:
        'Still out NON_RETURN_GRACE_HOURS after its end, reported so by the owner: the deposit is claimed and an administrator decides (RETURNED if it comes back after all)',
    },
  },
});

export const BookingActorEnum = asEnum(BOOKING_ACTORS);
registerEnumType(BookingActorEnum, {
  name: 'BookingActor',
  description: 'Who made a change to a booking',
  valuesConfig: {
    RENTER: { description: 'The person who booked the tool' },
    OWNER: { description: "The tool's owner" },
    ADMIN: { description: 'An administrator' },
    SYSTEM: { description: 'The marketplace itself: a payment arriving, a hold running out' },
  },
});

const TRANSITION_NAMES = [...Object.keys(TRANSITIONS), ...Object.keys(TIMELINE_EVENTS), 'book'] as (
  TransitionName | TimelineEvent | 'book'
)[];
export const BookingTransitionEnum = asEnum(TRANSITION_NAMES);
registerEnumType(BookingTransitionEnum, {
  name: 'BookingTransition',
  description:
    "A step of a booking's lifecycle (BOOK is its creation), or an event of its timeline that leaves its status as it is (a condition photo, the deposit, a dispute)",
  // The timeline's own words for each step, so the schema and the page say the same thing.
  valuesConfig: Object.fromEntries(
    TRANSITION_NAMES.map((name) => [
      name.toUpperCase(),
      {
        description:
          name === 'book'
            ? 'Booked: the checkout held the period, or the old client booked it paid'
            : transitionLabel(name),
      },
    ]),
  ),
});

export const RefundStatusEnum = asEnum(REFUND_STATUSES);
registerEnumType(RefundStatusEnum, {
  name: 'RefundStatus',
  description: "Where the refund of a cancelled booking's amount is",
  valuesConfig: {
    PENDING: { description: 'Asked of the card processor, not yet done' },
    REFUNDED: { description: 'The whole amount went back to the card' },
    FAILED: { description: 'The processor refused it: the administrators follow it up' },
  },
});

export const BookingViewerRoleEnum = asEnum(['renter', 'owner', 'admin'] as const satisfies readonly BookingRole[]);
registerEnumType(BookingViewerRoleEnum, {
  name: 'BookingViewerRole',
  description: 'Why the signed-in user may see a booking',
  valuesConfig: {
    RENTER: { description: 'They booked it' },
    OWNER: { description: 'It is a booking of their tool' },
    ADMIN: { description: 'They are an administrator (and neither its renter nor its owner)' },
  },
});

/** What the booking lists can be ordered by: each value is the service's sort key. */
export enum BookingOrderField {
  CREATED_AT = 'createdAt',
  STARTS_AT = 'startsAt',
  ENDS_AT = 'endsAt',
  CODE = 'code',
  AMOUNT = 'amount',
  STATUS = 'status',
}
registerEnumType(BookingOrderField, {
  name: 'BookingOrderField',
  description: 'What a list of bookings is ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When it was booked (the default, newest first)' },
    STARTS_AT: { description: 'The start of its period' },
    ENDS_AT: { description: 'The end of its period' },
    CODE: { description: 'The booking code' },
    AMOUNT: { description: 'The amount charged' },
    STATUS: { description: 'The status, alphabetically by its internal name' },
  },
});

/** The order of the booking lists (the `orderBy` argument). */
export const BookingOrder = OrderOf<BookingOrderField>(
  BookingOrderField,
  'BookingOrder',
  'How a list of bookings is ordered: by default newest booked first (CREATED_AT, DESC)',
);
export type BookingOrder = InstanceType<typeof BookingOrder>;

/** The order every booking list takes; each list's search says whose names it matches. */
@ArgsType()
abstract class BookingListOrder {
  @Field(() => BookingOrder, { nullable: true, description: orderByDescription('Newest booked first') })
  orderBy?: BookingOrder | null;
}

/** 'My Bookings' (myBookings and myBookingsConnection): the search and order. */
@ArgsType()
export class OwnerBookingListArgs extends BookingListOrder {
  @Field(() => String, { nullable: true, description: 'Each word must start the code, tool or renter name' })
  search?: string | null;
}

/** 'My Rental History' (myRentalHistory and myRentalHistoryConnection): the search and order. */
@ArgsType()
export class RenterBookingListArgs extends BookingListOrder {
  @Field(() => String, { nullable: true, description: 'Each word must start the code, tool or owner name' })
  search?: string | null;
}

/** Every booking (adminBookings and adminBookingsConnection): the search, order and filters. */
@ArgsType()
export class AdminBookingListArgs extends BookingListOrder {
  @Field(() => String, {
    nullable: true,
    description: 'Each word must start the code, the tool name or the renter name',
  })
  search?: string | null;
  @Field(() => BookingStatusEnum, { nullable: true, description: 'Only bookings in this status' })
  status?: BookingStatus | null;
  @Field(() => ID, { nullable: true, description: 'Only bookings of this tool' }) toolId?: string | null;
}

@ObjectType({ description: "One entry of a booking's timeline" })
export class BookingEvent {
  @Field(() => BookingTransitionEnum, { description: 'Which step happened' }) transition!:
    TransitionName | TimelineEvent | 'book';
  @Field(() => String, { description: 'What happened, in words' }) label!: string;
  @Field(() => BookingStatusEnum, { nullable: true, description: 'The status before (null for BOOK)' })
  fromStatus!: BookingStatus | null;
  @Field(() => BookingStatusEnum, { description: 'The status after' }) toStatus!: BookingStatus;
  @Field(() => BookingActorEnum, { description: 'Who made it happen' }) actor!: BookingActor;
  @Field(() => DateTimeISO, { description: 'When it happened' }) at!: Date;
  @Field(() => String, { nullable: true, description: 'What the person added, if anything' }) note!: string | null;
}

/**
 * The booking form's period. Every rental circle needs all four (a daily tool charges whole days, yet
 * its pickup and return times are chosen too), so each is required, as on AddToCartInput.
 */
@InputType({ description: "The booking form's period: dates YYYY-MM-DD, times from bookingTimeSlots (HH:MM)" })
export class PeriodInput {
  @Field(() => String, { description: "First day, YYYY-MM-DD on the tool's clocks" }) startDate!: string;
  @Field(() => String, { description: 'Pickup time, HH:MM, one of bookingSettings.timeSlots (every circle)' })
  startTime!: string;
  @Field(() => String, { description: "Last day, YYYY-MM-DD on the tool's clocks" }) endDate!: string;
  @Field(() => String, { description: 'Return time, HH:MM, one of bookingSettings.timeSlots (every circle)' })
  endTime!: string;
}

/** What a quote, a cart line and a booking say about the length charged. */
export const BILLED_MINUTES = {
  description:
    'The length charged, in minutes: the exact period for hourly tools (quarter hours occur), whole days of 1,440 minutes (at least one) for daily tools. The amount is price x billedMinutes / 60 (hourly, a fraction of a cent rounded half up) or price x days (daily)',
};
export const BILLED_PERIODS = {
  description:
    'A quantity, not money: hours (hourly tools, e.g. 3.5) or days (daily tools) charged, billedMinutes / 60 or / 1,440',
};

/** The two figures of the length charged, from the minutes stored or quoted. */
export function billedFields(circle: RentalCircle, minutes: number) {
  return { billedMinutes: minutes, billedPeriods: billedPeriods(circle, minutes) };
}

@ObjectType({ description: 'A time the booking form offers for a pickup or a return' })
export class TimeSlot {
  @Field(() => String, { description: '24-hour time, HH:MM, e.g. 19:15 (what PeriodInput takes)' }) value!: string;
  @Field(() => String, { description: 'How the booking form writes it, e.g. 7.15 PM' }) label!: string;
}

@ObjectType({ description: 'The booking form of one period: units free and what it costs' })
export class BookingQuote {
  @Field(() => Int, { description: 'Units free for the whole period' }) free!: number;
  @Field(() => Int, { description: 'Units the tool has in all' }) units!: number;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => RentalCircleEnum, { description: 'Whether the price is per hour or per day' })
  rentalCircle!: RentalCircle;
  @Field(() => Money, { description: 'Price per rental circle (hour or day)' }) price!: Money;
  @Field(() => Money, { description: 'One unit for the whole period (price x billedPeriods, less discountPercent)' })
  unitAmount!: Money;
  @Field(() => Int, { description: 'Percent off for a rental this long (the weekly or monthly discount); 0: none' })
  discountPercent!: number;
  @Field(() => Money, { description: 'One unit for the whole period at the full price, before the discount' })
  fullUnitAmount!: Money;
  @Field(() => DateTimeISO, { description: 'The start of the period, as an instant' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'The end of the period, as an instant' }) endsAt!: Date;
  @Field(() => CancellationTerms, {
    description: "What a cancellation of this period would refund, and until when (the tool's policy, from now)",
  })
  cancellationTerms!: CancellationTerms;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'A tool booked on request: when its owner would have to answer a request made now (the earlier of the answer window and the start), computed once here so every page shows the same instant; null for instant booking',
  })
  requestDeadline!: Date | null;
}

@ObjectType({ description: 'A booked period of a tool, without who booked it' })
export class BookedPeriod {
  @Field(() => DateTimeISO, { description: 'The start of the period' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'The end of the period (exclusive)' }) endsAt!: Date;
  @Field(() => Int, { description: 'Units booked for it' }) quantity!: number;
}

@ObjectType({ description: "A tool's booked periods: how busy it is, never who booked it" })
export class ToolCalendar {
  @Field(() => Int, { description: 'Units the tool has in all' }) units!: number;
  @Field(() => [BookedPeriod], {
    description: "The booked and held periods in the range asked for, and the owner's blocks (as booked units)",
  })
  periods!: BookedPeriod[];
  @Field(() => DateTimeISO, { description: "The earliest start the owner's notice allows now" })
  bookableFrom!: Date;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'The latest start the owner allows (how many days ahead), or null when there is no limit',
  })
  bookableUntil!: Date | null;
}

@ObjectType({ description: 'The tool of a booking, as it is now', simpleResolvers: true })
export class BookingTool {
  @Field(() => ID, { description: "The tool's id" }) id!: string;
  @Field(() => String, { description: "The tool's name" }) name!: string;
  @Field(() => String, { nullable: true, description: 'URL of the cover picture, if any' }) coverImage!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the second picture, if any' }) image1!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the third picture, if any' }) image2!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the fourth picture, if any' }) image3!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the fifth picture, if any' }) image4!: string | null;
  @Field(() => String, { description: "The name of the tool's category" }) categoryName!: string;
  @Field(() => String, { description: 'Country of the pickup place' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region of the pickup place, if given' }) state!:
    string | null;
  @Field(() => String, { description: 'City of the pickup place' }) city!: string;
  @Field(() => String, { nullable: true, description: 'Pickup address (the renter needs it once paid)' })
  address!: string | null;
  @Field(() => String, { description: "IANA time zone of the pickup place: the booking's clock times are there" })
  timeZone!: string;
}

@ObjectType({ description: 'The renter or the owner of a booking', simpleResolvers: true })
export class BookingPerson {
  @Field(() => ID, { description: "The person's user id" }) id!: string;
  @Field(() => String, { description: 'First name' }) firstName!: string;
  @Field(() => String, { description: 'Last name' }) lastName!: string;
}

const LEGACY_RETURN = deprecated(
  "The old client's word, derived from status (RETURNED): read status. The REST API keeps its own field",
  '2027-06-30',
);

@ObjectType({
  description: "A booking of a tool, as its renter, the tool's owner or an administrator sees it",
  simpleResolvers: true,
})
export class Booking {
  @Field(() => ID, { description: "The booking's id" }) id!: string;
  @Field(() => String, {
    description:
      "The booking code: 'LT' and six digits, the booking's reference for both parties (not the pickup code)",
  })
  code!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The pickup code: six digits the renter gives the owner at the handover, which the owner types to confirm the pickup (confirmPickup's code). Shown to the booking's renter alone: null for the tool's owner and administrators",
  })
  pickupCode!: string | null;
  @Field(() => BookingStatusEnum, { description: 'Where the booking is in its lifecycle' }) status!: BookingStatus;
  @Field(() => Int, { description: 'Units booked' }) quantity!: number;
  @Field(() => DateTimeISO, { description: 'The start of the period, as an instant' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'The end of the period, as an instant' }) endsAt!: Date;
  @Field(() => String, { description: 'YYYY-MM-DD on the clocks of the tool (timeZone)' }) startDate!: string;
  @Field(() => String, { description: "HH:MM on the tool's clocks" }) startTime!: string;
  @Field(() => String, { description: "Last day, YYYY-MM-DD on the tool's clocks" }) endDate!: string;
  @Field(() => String, { description: "Return time, HH:MM on the tool's clocks" }) endTime!: string;
  @Field(() => String, {
    description:
      'IANA time zone of the tool (its pickup place): startDate, startTime, endDate and endTime are clock times there',
  })
  timeZone!: string;
  @Field(() => RentalCircleEnum, { description: 'Whether price is per hour or per day' }) rentalCircle!: RentalCircle;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => Money, { description: 'Price per rental circle (hour or day) when booked' }) price!: Money;
  @Field(() => Money, { description: 'What the renter paid: price x billedPeriods x quantity, less discountPercent' })
  amount!: Money;
  @Field(() => Int, { description: 'Percent off the rental for its length when booked (0: none)' })
  discountPercent!: number;
  @Field(() => Money, {
    description:
      'The security deposit charged (or, for a request, authorised) with the booking, on top of amount; 0: none',
  })
  deposit!: Money;
  @Field(() => Money, {
    description: 'What a late return cost, taken from the deposit when the return was confirmed (0: none)',
  })
  lateFee!: Money;
  @Field(() => String, {
    nullable: true,
    description: "The booking's late fee terms (the tool's when booked) in a sentence; null when it has none",
  })
  lateFeeTerms!: string | null;
  @Field(() => String, {
    description: "'Authorized' once returned, else 'UnAuthorized'",
    deprecationReason: LEGACY_RETURN,
  })
  authorization!: string;
  @Field(() => String, {
    description: "'Returned' once returned, else the text 'null'",
    deprecationReason: LEGACY_RETURN,
  })
  returnedStatus!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the owner handed it over; null before' })
  pickupDate!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the owner got it back; null before' })
  returnedAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was cancelled; null unless cancelled' })
  cancelledAt!: Date | null;
  @Field(() => RefundStatusEnum, { nullable: true, description: 'The refund of a cancelled booking; null: none' })
  refundStatus!: RefundStatus | null;
  @Field(() => Boolean, { description: 'Picked up and still out after its return time' }) overdue!: boolean;
  @Field(() => DateTimeISO, { description: 'When it was booked (the checkout began)' }) createdAt!: Date;
  @Field(() => BookingTool, { description: 'The tool booked' }) tool!: BookingTool;
  @Field(() => BookingPerson, { description: 'Who booked it' }) renter!: BookingPerson;
  @Field(() => BookingPerson, { description: "The tool's owner when it was booked" }) owner!: BookingPerson;
  @Field(() => BookingViewerRoleEnum, { description: 'Why the signed-in user sees this booking' })
  viewerRole!: BookingRole;
  @Field(() => Boolean, {
    description: "The viewer (the tool's owner) may confirm the pickup now, with the pickup code the renter gives",
  })
  canConfirmPickup!: boolean;
  @Field(() => Boolean, {
    description:
      'The viewer (the owner) may confirm the return now: after the pickup, or after reporting it not returned (it came back)',
  })
  canConfirmReturn!: boolean;
  @Field(() => Boolean, {
    description:
      'The viewer (the owner) may report the tool not returned now (reportNotReturned): it is still out NON_RETURN_GRACE_HOURS after the end',
  })
  canReportNotReturned!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'While the tool is out (PICKED_UP): from when its owner may report it not returned (the end plus NON_RETURN_GRACE_HOURS); null otherwise',
  })
  nonReturnReportableAt!: Date | null;
  @Field(() => Boolean, {
    description: "The viewer (the renter) may cancel now: before the start, refunded as the booking's policy says",
  })
  canCancel!: boolean;
  @Field(() => Boolean, {
    description:
      "The viewer (the tool's owner) may cancel now: before the start, the renter gets everything back and it counts on the owner's profile",
  })
  canCancelAsOwner!: boolean;
  @Field(() => Boolean, {
    description:
      'The viewer may review this booking, once it is returned: the renter the tool, the owner the renter (bookingReview says whether the window is still open)',
  })
  canReview!: boolean;
  @Field(() => Boolean, {
    description:
      "The viewer (the tool's owner) may accept this request to book now: before requestExpiresAt and the start; the renter's card is then charged",
  })
  canAccept!: boolean;
  @Field(() => Boolean, {
    description: "The viewer (the tool's owner) may decline this request to book: the renter's card is released",
  })
  canDecline!: boolean;
  @Field(() => Boolean, {
    description: 'The viewer (the renter) may withdraw this request to book: the card is released, nothing charged',
  })
  canWithdraw!: boolean;
  @Field(() => Boolean, {
    description:
      'The viewer (the renter) may ask to keep it longer (requestExtension): paid, not returned, before its end',
  })
  canExtend!: boolean;
  @Field(() => Boolean, {
    description:
      'Charged at some point: confirmed, picked up, returned, or cancelled after it was paid (its receipt shows the refund). A receipt exists',
  })
  paid!: boolean;
  @Field(() => Boolean, { description: "A request to book waiting for the owner's answer (REQUESTED)" })
  awaitingAnswer!: boolean;
  @Field(() => Boolean, {
    description:
      'Reported not returned by the owner (NOT_RETURNED): the deposit is claimed and an administrator decides the NON_RETURN dispute',
  })
  notReturned!: boolean;
  @Field(() => Boolean, {
    description: "Its parties have a conversation: every booking but a checkout's hold (paid or not)",
  })
  hasConversation!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'A request to book (REQUESTED): the owner must answer by then, or the request lapses and the card is released; null otherwise',
  })
  requestExpiresAt!: Date | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'From when the owner may confirm the pickup (while the booking waits for it); null otherwise',
  })
  pickupOpensAt!: Date | null;
  @Field(() => Int, { description: "Messages in this booking's conversation the viewer has not read" })
  unreadMessages!: number;
}

@ObjectType({ description: 'One page of a list of bookings' })
export class BookingPage extends PageOf(Booking) {}

@ObjectType({ description: 'A list of bookings as a connection: read on from a cursor, so none repeats or is skipped' })
export class BookingConnection extends ConnectionOf(Booking) {}

@ObjectType({ description: 'Bookings in progress (confirmed or picked up)' })
export class BookingSummary {
  @Field(() => Int, { description: 'Bookings in progress that the signed-in user made' }) asRenter!: number;
  @Field(() => Int, { description: "Bookings in progress of the signed-in user's tools" }) asOwner!: number;
  @Field(() => Int, { description: 'Of those on your tools, how many are overdue' }) overdueAsOwner!: number;
}

/**
 * A booking as `role` sees it. `viewerId`: who asks; the pickup code is answered only when that is the
 * booking's renter (a role passed by mistake, or an administrator's look at a renter's list, gets null).
 */
export function toBooking(
  row: BookingWithRefs,
  role: BookingRole,
  ctx: { config: Config; now: Date; viewerId?: string | undefined },
): Booking {
  const b: BookingRow = row.booking;
  const can = capabilitiesOf(b, role, ctx.now, ctx.config.bookings);
  const currency = b.currency;
  return {
    id: b.id,
    code: b.code,
    pickupCode: role === 'renter' && ctx.viewerId === b.renterId ? b.pickupCode : null,
    status: b.status,
    quantity: b.quantity,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    ...periodFields(b, row.tool.timeZone),
    timeZone: row.tool.timeZone,
    rentalCircle: b.rentalCircle,
    ...billedFields(b.rentalCircle, b.billedMinutes),
    price: money(b.priceCents, currency),
    amount: money(b.amountCents, currency),
    discountPercent: b.discountPercent,
    deposit: money(b.depositCents, currency),
    lateFee: money(b.lateFeeChargedCents, currency),
    lateFeeTerms: lateFeeTerms(b) ?? null,
    ...legacyReturnFields(b),
    pickupDate: b.pickedUpAt,
    returnedAt: b.returnedAt,
    cancelledAt: b.cancelledAt,
    refundStatus: b.refundStatus,
    overdue: can.overdue,
    createdAt: b.createdAt,
    tool: row.tool,
    renter: row.renter,
    owner: row.owner,
    viewerRole: role,
    canConfirmPickup: can.canConfirmPickup,
    canConfirmReturn: can.canConfirmReturn,
    canReportNotReturned: can.canReportNotReturned,
    nonReturnReportableAt: can.nonReturnReportableAt,
    canCancel: can.canCancel,
    canCancelAsOwner: can.canCancelAsOwner,
    canReview: can.canReview,
    canAccept: can.canAccept,
    canDecline: can.canDecline,
    canWithdraw: can.canWithdraw,
    canExtend: can.canExtend,
    paid: can.paid,
    awaitingAnswer: can.awaitingAnswer,
    notReturned: can.notReturned,
    hasConversation: can.hasConversation,
    requestExpiresAt: can.awaitingAnswer ? b.requestExpiresAt : null,
    pickupOpensAt: can.pickupOpensAt,
    unreadMessages: 0,
  };
}
