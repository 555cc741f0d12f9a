import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Config } from '../../../config/config.js';
import type { RentalCircle } from '../tools/tool.table.js';
import type { BookingRole } from './booking.policy.js';
import { billedPeriods, wholePeriods } from './booking-charge.js';
import type { BookingWithRefs } from './booking-refs.js';
import { periodFields } from './booking-time.js';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  type BookingActor,
  type BookingRow,
  type BookingStatus,
} from './booking.table.js';
import { capabilitiesOf, legacyReturnFields, TRANSITIONS, type TransitionName } from './lifecycle.js';

/** GraphQL enums from the lifecycle's lists: one value per status, actor and transition. */
const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const BookingStatusEnum = asEnum(BOOKING_STATUSES);
registerEnumType(BookingStatusEnum, {
  name: 'BookingStatus',
  description: 'Where a booking is in its lifecycle',
  valuesConfig: {
    held: { description: 'Checkout started: the period is held for the renter until paid or expired' },
    confirmed: { description: 'Paid: waiting for the pickup' },
    picked_up: { description: 'The owner handed the tool over (the renter showed the booking code)' },
    returned: { description: 'The owner has the tool back' },
    cancelled: { description: 'Cancelled before the start (refunded), or paid too late for its period' },
    expired: { description: 'Never paid: the hold lapsed or was released' },
  },
});

export const BookingActorEnum = asEnum(BOOKING_ACTORS);
registerEnumType(BookingActorEnum, { name: 'BookingActor', description: 'Who made a change to a booking' });

export const BookingTransitionEnum = asEnum([...Object.keys(TRANSITIONS), 'book'] as (TransitionName | 'book')[]);
registerEnumType(BookingTransitionEnum, {
  name: 'BookingTransition',
  description: "A step of a booking's lifecycle ('book' is its creation)",
});

@ObjectType({ description: "One entry of a booking's timeline" })
export class BookingEvent {
  @Field(() => BookingTransitionEnum) transition!: TransitionName | 'book';
  @Field(() => String, { description: 'What happened, in words' }) label!: string;
  @Field(() => BookingStatusEnum, { nullable: true }) fromStatus!: BookingStatus | null;
  @Field(() => BookingStatusEnum) toStatus!: BookingStatus;
  @Field(() => BookingActorEnum) actor!: BookingActor;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@InputType({ description: "The booking form's period: dates YYYY-MM-DD, times from bookingTimeSlots (HH:MM)" })
export class PeriodInput {
  @Field(() => String, { nullable: true }) startDate?: string | null;
  @Field(() => String, { nullable: true }) startTime?: string | null;
  @Field(() => String, { nullable: true }) endDate?: string | null;
  @Field(() => String, { nullable: true }) endTime?: string | null;
}

/** What a quote, a cart line and a booking say about the length charged. */
export const BILLED_MINUTES = {
  description:
    'The length charged, in minutes: the exact period for hourly tools (quarter hours occur), whole days of 1,440 minutes (at least one) for daily tools. The amount is price x billedMinutes / 60 (hourly, a fraction of a cent rounded half up) or price x days (daily)',
};
export const BILLED_PERIODS = {
  description: 'Hours (hourly tools, e.g. 3.5) or days (daily tools) charged: billedMinutes / 60 or / 1,440',
};
export const PERIOD_COUNT = {
  description: 'Whole hours (rounded up) or days of the period',
  deprecationReason: 'Hourly tools are charged for the exact minutes: read billedMinutes or billedPeriods',
};

/** The three figures of the length charged, from the minutes stored or quoted. */
export function billedFields(circle: RentalCircle, minutes: number) {
  return {
    billedMinutes: minutes,
    billedPeriods: billedPeriods(circle, minutes),
    periodCount: wholePeriods(circle, minutes),
  };
}

@ObjectType()
export class TimeSlot {
  @Field(() => String, { description: '24-hour time, e.g. 19:15' }) value!: string;
  @Field(() => String, { description: 'How the booking form writes it, e.g. 7.15 PM' }) label!: string;
}

@ObjectType({ description: 'The booking form of one period: units free and what it costs' })
export class BookingQuote {
  @Field(() => Int, { description: 'Units free for the whole period' }) free!: number;
  @Field(() => Int) units!: number;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => Int, PERIOD_COUNT) periodCount!: number;
  @Field(() => String) rentalCircle!: string;
  @Field(() => Float, { description: 'Price per rental circle' }) price!: number;
  @Field(() => Float, { description: 'One unit for the whole period (price x billedPeriods)' }) unitAmount!: number;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
}

@ObjectType()
export class BookedPeriod {
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field(() => Int) quantity!: number;
}

@ObjectType({ description: "A tool's booked periods: how busy it is, never who booked it" })
export class ToolCalendar {
  @Field(() => Int) units!: number;
  @Field(() => [BookedPeriod]) periods!: BookedPeriod[];
}

@ObjectType()
export class BookingTool {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) coverImage!: string | null;
  @Field(() => String, { nullable: true }) image1!: string | null;
  @Field(() => String, { nullable: true }) image2!: string | null;
  @Field(() => String, { nullable: true }) image3!: string | null;
  @Field(() => String, { nullable: true }) image4!: string | null;
  @Field(() => String) categoryName!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true, description: 'Pickup address (the renter needs it once paid)' })
  address!: string | null;
  @Field(() => String, { description: "IANA time zone of the pickup place: the booking's clock times are there" })
  timeZone!: string;
}

@ObjectType()
export class BookingPerson {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@ObjectType()
export class Booking {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "'LT' and six digits" }) code!: string;
  @Field(() => BookingStatusEnum) status!: BookingStatus;
  @Field(() => Int) quantity!: number;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field(() => String, { description: 'YYYY-MM-DD on the clocks of the tool (timeZone)' }) startDate!: string;
  @Field(() => String, { description: "HH:MM on the tool's clocks" }) startTime!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) endTime!: string;
  @Field(() => String, {
    description:
      'IANA time zone of the tool (its pickup place): startDate, startTime, endDate and endTime are clock times there',
  })
  timeZone!: string;
  @Field(() => String) rentalCircle!: string;
  @Field(() => Int, BILLED_MINUTES) billedMinutes!: number;
  @Field(() => Float, BILLED_PERIODS) billedPeriods!: number;
  @Field(() => Int, PERIOD_COUNT) periodCount!: number;
  @Field(() => Float, { description: 'Price per rental circle when booked' }) price!: number;
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: "The old client's field: 'Authorized' once returned, else 'UnAuthorized'" })
  authorization!: string;
  @Field(() => String, { description: "The old client's field: 'Returned', else the text 'null'" })
  returnedStatus!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the owner handed it over' })
  pickupDate!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) returnedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) cancelledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'pending, refunded or failed' }) refundStatus!: string | null;
  @Field(() => Boolean, { description: 'Picked up and still out after its return time' }) overdue!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => BookingTool) tool!: BookingTool;
  @Field(() => BookingPerson) renter!: BookingPerson;
  @Field(() => BookingPerson) owner!: BookingPerson;
  @Field(() => String, { description: 'renter, owner or admin' }) viewerRole!: string;
  @Field(() => Boolean, {
    description: "The viewer (the tool's owner) may confirm the pickup now, with the code the renter shows",
  })
  canConfirmPickup!: boolean;
  @Field(() => Boolean, { description: 'The viewer (the owner) may confirm the return now: after the pickup' })
  canConfirmReturn!: boolean;
  @Field(() => Boolean, { description: 'The viewer (the renter) may cancel now: before the start' })
  canCancel!: boolean;
  @Field(() => Boolean, { description: 'The viewer (the renter) may review the tool: once it is returned' })
  canReview!: boolean;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'From when the owner may confirm the pickup (while the booking waits for it)',
  })
  pickupOpensAt!: Date | null;
  @Field(() => Int, { description: "Messages in this booking's conversation the viewer has not read" })
  unreadMessages!: number;
}

@ObjectType()
export class BookingPage {
  @Field(() => [Booking]) items!: Booking[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'Bookings in progress (confirmed or picked up)' })
export class BookingSummary {
  @Field(() => Int) asRenter!: number;
  @Field(() => Int) asOwner!: number;
  @Field(() => Int, { description: 'Of those on your tools, how many are overdue' }) overdueAsOwner!: number;
}

export function toBooking(row: BookingWithRefs, role: BookingRole, ctx: { config: Config; now: Date }): Booking {
  const b: BookingRow = row.booking;
  const can = capabilitiesOf(b, role, ctx.now, ctx.config.bookings);
  return {
    id: b.id,
    code: b.code,
    status: b.status,
    quantity: b.quantity,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    ...periodFields(b, row.tool.timeZone),
    timeZone: row.tool.timeZone,
    rentalCircle: b.rentalCircle,
    ...billedFields(b.rentalCircle, b.billedMinutes),
    price: b.priceCents / 100,
    amount: b.amountCents / 100,
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
    canCancel: can.canCancel,
    canReview: can.canReview,
    pickupOpensAt: can.pickupOpensAt,
    unreadMessages: 0,
  };
}
