import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Config } from '../../../config/config.js';
import type { BookingRole } from './booking.policy.js';
import type { BookingWithRefs } from './booking.service.js';
import { periodFields } from './booking-time.js';
import type { BookingRow } from './booking.table.js';

@InputType({ description: "The booking form's period: dates YYYY-MM-DD, times from bookingTimeSlots (HH:MM)" })
export class PeriodInput {
  @Field(() => String, { nullable: true }) startDate?: string | null;
  @Field(() => String, { nullable: true }) startTime?: string | null;
  @Field(() => String, { nullable: true }) endDate?: string | null;
  @Field(() => String, { nullable: true }) endTime?: string | null;
}

@ObjectType()
export class TimeSlot {
  @Field(() => String, { description: '24-hour time, e.g. 19:15' }) value!: string;
  @Field(() => String, { description: "The seed's label, e.g. 7.15 PM" }) label!: string;
}

@ObjectType({ description: 'The booking form of one period: units free and what it costs' })
export class BookingQuote {
  @Field(() => Int, { description: 'Units free for the whole period' }) free!: number;
  @Field(() => Int) units!: number;
  @Field(() => Int, { description: 'Hours or days charged' }) periodCount!: number;
  @Field(() => String) rentalCircle!: string;
  @Field(() => Float, { description: 'Price per rental circle' }) price!: number;
  @Field(() => Float, { description: 'One unit for the whole period (price x period)' }) unitAmount!: number;
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
  @Field(() => String, { description: 'held, confirmed, picked_up, returned, cancelled or expired' }) status!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field(() => String, { description: "In the marketplace's time zone" }) startDate!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) endTime!: string;
  @Field(() => String) rentalCircle!: string;
  @Field(() => Int, { description: 'Hours or days charged' }) periodCount!: number;
  @Field(() => Float, { description: 'Price per rental circle when booked' }) price!: number;
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: "The seed's field: 'Authorized' once returned, else 'UnAuthorized'" })
  authorization!: string;
  @Field(() => String, { description: "The seed's field: 'Returned', else the text 'null'" }) returnedStatus!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the owner handed it over' })
  pickupDate!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) returnedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) cancelledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'pending, refunded or failed' }) refundStatus!: string | null;
  @Field(() => Boolean, { description: 'Still out after its return time' }) overdue!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => BookingTool) tool!: BookingTool;
  @Field(() => BookingPerson) renter!: BookingPerson;
  @Field(() => BookingPerson) owner!: BookingPerson;
  @Field(() => String, { description: 'renter, owner or admin' }) viewerRole!: string;
  @Field(() => Boolean) canConfirmPickup!: boolean;
  @Field(() => Boolean) canConfirmReturn!: boolean;
  @Field(() => Boolean) canCancel!: boolean;
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
  const returned = b.status === 'returned';
  const active = b.status === 'confirmed' || b.status === 'picked_up';
  return {
    id: b.id,
    code: b.code,
    status: b.status,
    quantity: b.quantity,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    ...periodFields(b, ctx.config.timeZone),
    rentalCircle: b.rentalCircle,
    periodCount: b.periodCount,
    price: b.priceCents / 100,
    amount: b.amountCents / 100,
    authorization: returned ? 'Authorized' : 'UnAuthorized',
    returnedStatus: returned ? 'Returned' : 'null',
    pickupDate: b.pickedUpAt,
    returnedAt: b.returnedAt,
    cancelledAt: b.cancelledAt,
    refundStatus: b.refundStatus,
    overdue: active && b.endsAt < ctx.now,
    createdAt: b.createdAt,
    tool: row.tool,
    renter: row.renter,
    owner: row.owner,
    viewerRole: role,
    canConfirmPickup: role === 'owner' && b.status === 'confirmed',
    canConfirmReturn: role === 'owner' && active,
    canCancel: role === 'renter' && b.status === 'confirmed' && b.startsAt > ctx.now,
    unreadMessages: 0,
  };
}
