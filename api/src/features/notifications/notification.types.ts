import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';
import type { NotificationRow } from './notification.table.js';

/** What a note is about. The values are those stored (notification.table.ts NOTIFICATION_KINDS). */
export enum NotificationKind {
  BOOKING_CREATED = 'booking_created',
  BOOKING_CANCELLED = 'booking_cancelled',
  PICKUP_CONFIRMED = 'pickup_confirmed',
  RETURN_CONFIRMED = 'return_confirmed',
  PICKUP_REMINDER = 'pickup_reminder',
  RETURN_REMINDER = 'return_reminder',
  OVERDUE = 'overdue',
  REFUND = 'refund',
  MESSAGE = 'message',
  REVIEW = 'review',
  DISPUTE = 'dispute',
  NOTE = 'note',
  IDENTITY = 'identity',
}
registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'What a note is about; with a bookingId, the kind says which page of that booking to open',
  valuesConfig: {
    BOOKING_CREATED: { description: "One of the reader's tools was booked and paid for" },
    BOOKING_CANCELLED: { description: 'A booking was cancelled' },
    PICKUP_CONFIRMED: { description: 'The pick-up of a booked tool was confirmed' },
    RETURN_CONFIRMED: { description: 'The return of a booked tool was confirmed' },
    PICKUP_REMINDER: { description: 'A booking starts soon: time to pick the tool up' },
    RETURN_REMINDER: { description: 'A booking ends soon: time to return the tool' },
    OVERDUE: { description: 'A booked tool was not returned in time' },
    REFUND: { description: 'A payment was refunded' },
    MESSAGE: { description: 'A new message about a booking, or about a tool before booking (no bookingId)' },
    REVIEW: { description: "A renter reviewed one of the reader's tools" },
    DISPUTE: { description: 'A damage claim or a problem report about a booking was opened, decided or dismissed' },
    NOTE: { description: 'A note from another member, without a booking' },
    IDENTITY: { description: "An administrator decided on the reader's identity check (approved or rejected)" },
  },
});

export enum BookingSide {
  RENTER = 'renter',
  OWNER = 'owner',
}
registerEnumType(BookingSide, {
  name: 'BookingSide',
  description: 'Which side of a booking the reader is on: it decides which page opens the booking',
  valuesConfig: {
    RENTER: { description: 'The reader rents the tool (their rental history)' },
    OWNER: { description: "The reader owns the tool (their tools' bookings)" },
  },
});

/** Its `bookingRole` (the reader's side of the booking) is bookings' to answer: bookings/booking-notes.resolver.ts. */
@ObjectType({ description: 'A note in the bell: something that needs the signed-in user’s attention' })
export class Notification {
  @Field(() => ID, { description: 'The note id' }) id!: string;
  @Field(() => NotificationKind, { description: 'What it is about' }) kind!: NotificationKind;
  @Field(() => String, { description: 'The note in words, at most 500 characters' }) message!: string;
  @Field(() => ID, { nullable: true, description: 'The booking it is about; null when none' })
  bookingId!: string | null;
  @Field(() => Boolean, { description: 'The reader has read it' }) read!: boolean;
  @Field(() => DateTimeISO, { description: 'When it was written' }) createdAt!: Date;
}

@ObjectType({ description: "One page of the signed-in user's notes, newest first" })
export class NotificationPage extends PageOf(Notification) {
  @Field(() => Int, { description: 'How many of all their notes are unread (whatever unreadOnly says)' })
  unread!: number;
}

@ObjectType({ description: "The signed-in user's notes as a connection, newest first: read on from a cursor" })
export class NotificationConnection extends ConnectionOf(Notification) {}

@ObjectType({ description: 'The bell changed: a new note, or notes read' })
export class NotificationEvent {
  @Field(() => Int, { description: 'How many notes are unread now' }) unread!: number;
  @Field(() => Notification, { nullable: true, description: 'The new or changed note; null when several were read' })
  notification!: Notification | null;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  message: row.message,
  bookingId: row.bookingId,
  read: row.readAt !== null,
  createdAt: row.createdAt,
});
