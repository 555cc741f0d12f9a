import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../../graphql/connection.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { PageOf } from '../../../graphql/page.js';
import { ProgrammeSession, toProgrammeSession } from './programme.types.js';
import type {
  MySessionSeatView,
  SeatOfferView,
  SessionSeatCounts,
  SessionSeatHolderRow,
} from './session-seat.service.js';
import { seatsLeft } from './session-seat.service.js';
import { isSeatOffered } from './session-seat-status.js';

/** The values are those of session-seat.service.ts MySeatState. */
export enum MySeatState {
  BOOKED = 'booked',
  WAITING = 'waiting',
  OFFERED = 'offered',
  AVAILABLE = 'available',
  FULL = 'full',
  CLOSED = 'closed',
}
registerEnumType(MySeatState, {
  name: 'MySeatState',
  description: 'Where an attendee stands with a session that has seats',
  valuesConfig: {
    BOOKED: { description: 'They have a seat' },
    WAITING: { description: 'In the session’s line: a freed seat is offered to them by e-mail in their turn' },
    OFFERED: { description: 'A freed seat is held for them until `offerExpiresAt`: booking takes it' },
    AVAILABLE: { description: 'Seats are free: they may book one' },
    FULL: { description: 'Every seat is taken: booking puts them in its line' },
    CLOSED: { description: 'The session has started: nothing more to book' },
  },
});

/** The values are those stored (programme.table.ts SESSION_SEAT_STATUSES). */
export enum SessionSeatStatus {
  BOOKED = 'booked',
  WAITING = 'waiting',
  OFFERED = 'offered',
  GIVEN_UP = 'given_up',
  EXPIRED = 'expired',
}
registerEnumType(SessionSeatStatus, {
  name: 'SessionSeatStatus',
  description: 'Where an attendee’s seat at a session stands',
  valuesConfig: {
    BOOKED: { description: 'A seat is theirs' },
    WAITING: { description: 'In the session’s line' },
    OFFERED: { description: 'A freed seat is held for them until the offer expires' },
    GIVEN_UP: {
      description: 'Given up, a place in line left or an offer declined (or the registration stopped standing)',
    },
    EXPIRED: { description: 'The offer ran out unanswered; the seat went to the next in line' },
  },
});

@ObjectType({ description: 'A session with seats on one of the attendee’s days, and where they stand with it' })
export class MySessionSeat {
  @Field(() => ProgrammeSession, { description: 'The session (its `seatsLeft` as of now)' }) session!: ProgrammeSession;
  @Field(() => MySeatState, { description: 'Booked, in line, offered, or what booking would do' }) state!: MySeatState;
  @Field(() => DateTimeISO, { nullable: true, description: 'Until when the offered seat is held; null unless OFFERED' })
  offerExpiresAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Their place in the line (1: next); null unless WAITING' })
  placeInLine!: number | null;
}

export const toMySessionSeat = (view: MySessionSeatView, timeZone: string): MySessionSeat => ({
  session: toProgrammeSession(view.session, timeZone),
  state: view.state as MySeatState,
  offerExpiresAt: view.offerExpiresAt,
  placeInLine: view.placeInLine,
});

@ObjectType({ description: 'A seat held for an attendee from a session’s line, as its link opens it' })
export class SessionSeatOffer {
  @Field(() => ProgrammeSession, { description: 'The session the seat is at' }) session!: ProgrammeSession;
  @Field(() => String, { description: 'The attendee’s given name' }) firstName!: string;
  @Field(() => DateTimeISO, { description: 'Until when the seat is held' }) expiresAt!: Date;
}

export const toSessionSeatOffer = (view: SeatOfferView, timeZone: string): SessionSeatOffer => ({
  session: toProgrammeSession(view.session, timeZone),
  firstName: view.firstName,
  expiresAt: view.expiresAt,
});

@ObjectType({ description: 'A session with seats and its numbers (administrators)' })
export class SessionSeatCount {
  @Field(() => ProgrammeSession, { description: 'The session' }) session!: ProgrammeSession;
  @Field(() => Int, { description: 'Its seats' }) seats!: number;
  @Field(() => Int, { description: 'Seats booked' }) booked!: number;
  @Field(() => Int, { description: 'Seats offered to the line and not answered yet (held for them)' })
  offered!: number;
  @Field(() => Int, { description: 'Attendees in its line' }) waiting!: number;
  @Field(() => Int, { description: 'Seats still free' }) seatsLeft!: number;
}

export const toSessionSeatCount = (c: SessionSeatCounts, timeZone: string): SessionSeatCount => ({
  session: toProgrammeSession(c.session, timeZone),
  seats: c.session.seats ?? 0,
  booked: c.booked,
  offered: c.offered,
  waiting: c.waiting,
  seatsLeft: seatsLeft(c.session) ?? 0,
});

@ObjectType({ description: 'An attendee with a seat, an offer or a place in a session’s line (administrators)' })
export class SessionSeatHolder {
  @Field(() => ID, { description: 'The seat id' }) id!: string;
  @Field(() => String, { description: 'Their registration code' }) registrationCode!: string;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => String, { description: 'Their e-mail address' }) email!: string;
  @Field(() => SessionSeatStatus, { description: 'Where it stands' }) status!: SessionSeatStatus;
  @Field(() => DateTimeISO, { description: 'When they booked or joined the line' }) since!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'Until when an offered seat is held; null before an offer' })
  offerExpiresAt!: Date | null;
  @Field(() => Boolean, { description: 'Holds an offered seat that has not been answered (OFFERED)' })
  holdsOffer!: boolean;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was given up or expired; null while open' })
  closedAt!: Date | null;
}

@ObjectType({
  description: 'A page of a session’s attendees: seats held first, then the line in order, then closed rows',
})
export class SessionSeatHolderPage extends PageOf(SessionSeatHolder) {}

@ObjectType({
  description:
    'A session’s attendees as a connection (seats held first, then the line in order, then closed rows): read on from a cursor, so none repeats or is skipped',
})
export class SessionSeatHolderConnection extends ConnectionOf(SessionSeatHolder) {}

export const toSessionSeatHolder = (row: SessionSeatHolderRow): SessionSeatHolder => ({
  id: row.seat.id,
  registrationCode: row.registrationCode,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  status: row.seat.status as SessionSeatStatus,
  since: row.seat.createdAt,
  offerExpiresAt: row.seat.offerExpiresAt,
  holdsOffer: isSeatOffered(row.seat),
  closedAt: row.seat.closedAt,
});
