import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { SESSION_SEAT_STATUSES, sessionSeats, type SessionSeatRow } from './programme.table.js';

/**
 * A session seat's status (`session_seats.status`). A row starts `booked` (a seat was free) or `waiting`
 * (the session was full: the attendee joined its line). Moves go through `moveSessionSeat`; nothing
 * outside this module compares the column: ask the predicates below.
 */
export const SESSION_SEAT_MACHINE = defineMachine({
  name: 'session seat',
  states: SESSION_SEAT_STATUSES,
  initial: ['booked', 'waiting'],
  actors: { attendee: 'the attendee', system: 'the system' },
  stateOf: (seat: Pick<SessionSeatRow, 'status'>) => seat.status,
  transitions: {
    offer: { from: ['waiting'], to: 'offered', by: ['system'], label: 'Offered a seat' },
    accept: { from: ['offered'], to: 'booked', by: ['attendee'], label: 'Accepted' },
    // The attendee gives up their seat, leaves the line or turns an offer down; the system does it for
    // them when their registration stops standing.
    give_up: { from: ['booked', 'waiting', 'offered'], to: 'given_up', by: ['attendee', 'system'], label: 'Given up' },
    expire: { from: ['offered'], to: 'expired', by: ['system'], label: 'Expired' },
  },
});
export type SessionSeatTransition = keyof typeof SESSION_SEAT_MACHINE.transitions;

type WithStatus = Pick<SessionSeatRow, 'status'>;

/** Holds a seat: booked. */
export const isBooked = (seat: WithStatus) => seat.status === 'booked';
/** In the session's line, waiting for a seat. */
export const isWaitingForSeat = (seat: WithStatus) => seat.status === 'waiting';
/** Holding an offered seat that has not been answered. */
export const isSeatOffered = (seat: WithStatus) => seat.status === 'offered';
/** Counted in the session's `seats_taken`: booked, or offered and unanswered. */
export const holdsSeat = (seat: WithStatus) => isBooked(seat) || isSeatOffered(seat);

/** What a new row starts as: booked when a seat was free, otherwise in the session's line. */
export const initialSeatStatus = (seatFree: boolean): SessionSeatRow['status'] => (seatFree ? 'booked' : 'waiting');

/** The statuses counted in a session's `seats_taken`. */
const SEAT_HOLDING_STATUSES = ['booked', 'offered'] as const satisfies readonly SessionSeatRow['status'][];
/** The statuses of an open row: a seat or a place in line (one per attendee and session). */
const OPEN_STATUSES = ['booked', 'waiting', 'offered'] as const satisfies readonly SessionSeatRow['status'][];

/** Rows holding a seat (for SQL). */
export const seatHoldingWhere = (): SQL => inArray(sessionSeats.status, [...SEAT_HOLDING_STATUSES]);
/** Rows still open: booked, in line or offered (for SQL). */
export const openSeatWhere = (): SQL => inArray(sessionSeats.status, [...OPEN_STATUSES]);
/** A session's line (for SQL). */
export const seatLineWhere = (sessionId: string): SQL =>
  and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.status, 'waiting'))!;
/** Offers that ran out before `now` (for SQL). */
export const lapsedSeatOfferWhere = (now: Date): SQL =>
  and(eq(sessionSeats.status, 'offered'), lt(sessionSeats.offerExpiresAt, now))!;

/**
 * Moves a seat along a transition in the caller's transaction, with the fields that go with it; answers
 * it as it is afterwards, or undefined when it had already moved (accepted, expired meanwhile).
 */
export async function moveSessionSeat(
  tx: Executor,
  input: {
    name: SessionSeatTransition;
    id: string;
    changes?: Omit<Partial<typeof sessionSeats.$inferInsert>, 'status'>;
  },
): Promise<SessionSeatRow | undefined> {
  const rule = SESSION_SEAT_MACHINE.transitions[input.name];
  const [moved] = await tx
    .update(sessionSeats)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(sessionSeats.id, input.id), inArray(sessionSeats.status, [...rule.from])))
    .returning();
  return moved;
}
