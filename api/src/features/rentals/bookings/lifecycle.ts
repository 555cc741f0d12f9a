import { and, eq, inArray, lt, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { AppError } from '../../../lib/errors.js';
import { defineMachine, type TransitionRule as MachineRule } from '../../../lib/state-machine.js';
import { webhooks } from '../../webhooks/webhook-events.js';
import { bookingObject } from '../../webhooks/webhook-objects.js';
import type { BookingRole } from './booking.policy.js';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUSES,
  bookingEvents,
  bookings,
  type BookingActor,
  type BookingRow,
  type BookingStatus,
} from './booking.table.js';

/**
 * Every rule about where a booking can go, who may move it there and when. Services call
 * `assertTransition` before they change a booking (and write the change with `recordTransition`);
 * GraphQL, the REST shim, CSV exports, e-mails and the web read `capabilitiesOf` and keep no rule of
 * their own. The table is `TRANSITIONS`, run by `BOOKING_MACHINE` (lib/state-machine.ts, whose
 * diagram docs/ARCHITECTURE.md shows); the statuses' derived sets and predicates are beside it, and
 * nothing outside this module compares `bookings.status` to a literal (eslint: local/machine-states).
 *
 * held ──confirm_payment──▶ confirmed ──confirm_pickup──▶ picked_up ──confirm_return──▶ returned
 *  │ ├─expire_hold / release_hold──▶ expired   │ ├─cancel / cancel_by_owner──▶ cancelled
 *  │ └─lose_period──▶ cancelled                │ └─confirm_return_unrecorded_pickup──▶ returned
 *  └─authorize_payment──▶ requested ──accept_request──▶ confirmed
 *                           └─decline_request / withdraw_request / expire_request──▶ declined
 * picked_up ──report_not_returned (NON_RETURN_GRACE_HOURS after the end)──▶ not_returned
 *                                                  └─confirm_late_return──▶ returned
 *
 * Events that do not move a booking (a condition photo, the deposit going back, a dispute) are on the
 * same timeline, written by `recordEvent`.
 */

/** Paid for and going ahead (or done): the statuses a booking reaches only after its payment succeeded. */
export const PAID_STATUSES = [
  'confirmed',
  'picked_up',
  'returned',
  'not_returned',
] as const satisfies readonly BookingStatus[];
/** Paid and not over: waiting for the pickup or out with the renter. */
export const IN_PROGRESS_STATUSES = ['confirmed', 'picked_up'] as const satisfies readonly BookingStatus[];
/**
 * Charged at some point: paid, or cancelled after it was paid (every cancellation is of a paid booking,
 * refunded as its policy says). What a receipt exists for, and what leaves the checkout behind.
 */
export const CHARGED_STATUSES = [...PAID_STATUSES, 'cancelled'] as const satisfies readonly BookingStatus[];
/** Never charged: a checkout's hold (running or lapsed) or a request (open or ended uncharged). */
export const UNCHARGED_STATUSES = [
  'held',
  'expired',
  'requested',
  'declined',
] as const satisfies readonly BookingStatus[];
/** A checkout's hold, paid or not: not in the parties' lists, and with no conversation. */
export const CHECKOUT_STATUSES = ['held', 'expired'] as const satisfies readonly BookingStatus[];
/**
 * The bookings of a request to book that still need its card's authorisation: waiting for the
 * owner's answer, or charged from it.
 */
export const AUTHORISED_STATUSES = ['requested', 'confirmed'] as const satisfies readonly BookingStatus[];

type WithStatus = Pick<BookingRow, 'status'>;

/** A checkout's hold, not paid (yet). */
export const isHeld = (booking: WithStatus) => booking.status === 'held';
/** A hold that ran out before it was paid. */
export const isExpired = (booking: WithStatus) => booking.status === 'expired';
/** A request to book waiting for the owner's answer. */
export const isAwaitingAnswer = (booking: WithStatus) => booking.status === 'requested';
/** Paid, and the tool not handed over yet. */
export const isAwaitingPickup = (booking: WithStatus) => booking.status === 'confirmed';
/** Out with the renter. */
export const isOut = (booking: WithStatus) => booking.status === 'picked_up';
/** Back with its owner. */
export const isReturned = (booking: WithStatus) => booking.status === 'returned';
/** Reported not returned by its owner: the deposit is claimed until an administrator decides. */
export const isNotReturned = (booking: WithStatus) => booking.status === 'not_returned';
/** Cancelled by a party, or a paid hold that lost its period (refunded as its policy says). */
export const isCancelled = (booking: WithStatus) => booking.status === 'cancelled';
/** Charged at some point (CHARGED_STATUSES): a receipt exists. */
export const isCharged = (booking: WithStatus) =>
  (CHARGED_STATUSES as readonly BookingStatus[]).includes(booking.status);
/** In its parties' lists, with a conversation: every booking but a checkout's hold. */
export const isListed = (booking: WithStatus) =>
  !(CHECKOUT_STATUSES as readonly BookingStatus[]).includes(booking.status);

/** Checkout holds, paid or not yet (for SQL). */
export const heldWhere = (): SQL => eq(bookings.status, 'held');
/** Requests waiting for an answer (for SQL). */
export const awaitingAnswerWhere = (): SQL => eq(bookings.status, 'requested');
/** Paid and waiting for the pickup (for SQL). */
export const awaitingPickupWhere = (): SQL => eq(bookings.status, 'confirmed');
/** Out with the renter (for SQL). */
export const outWhere = (): SQL => eq(bookings.status, 'picked_up');
/** Cancelled (for SQL). */
export const cancelledWhere = (): SQL => eq(bookings.status, 'cancelled');
/** Paid and going ahead or done: PAID_STATUSES (for SQL). */
export const paidWhere = (): SQL => inArray(bookings.status, PAID_STATUSES);
/** A request's bookings that still need its card's authorisation: AUTHORISED_STATUSES (for SQL). */
export const authorisedWhere = (): SQL => inArray(bookings.status, AUTHORISED_STATUSES);

/**
 * Holds units of its tool: a request, a paid booking until returned or cancelled, and a hold within
 * its 15 minutes (a lapsed hold stops counting at once, before the expiry job gets to it). `at` may be
 * a prepared statement's placeholder (an ISO 8601 instant).
 */
export function holdsUnitsWhere(at: Date | Placeholder): SQL {
  const when = at instanceof Date ? at.toISOString() : at;
  return sql`(${bookings.status} in ${ACTIVE_BOOKING_STATUSES.filter((s) => s !== 'held')} or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${when}::timestamptz))`;
}

/** Not one of this renter's own checkout holds (for SQL). */
export function notHeldByWhere(renterId: string): SQL {
  return sql`not (${bookings.status} = 'held' and ${bookings.renterId} = ${renterId})`;
}

/**
 * Over for good, for the owner's earning: cancelled, reported not returned (an administrator decides
 * the dispute the report opened: the earning waits while it is open), or returned no later than
 * `returnedBy` (the end of the dispute window). Raw SQL over the columns given (a query that aliases
 * bookings).
 */
export function overForGoodSql(columns: { status: SQL; returnedAt: SQL }, returnedBy: Date): SQL {
  return sql`(${columns.status} in ('cancelled', 'not_returned') or (${columns.status} = 'returned' and ${columns.returnedAt} <= ${returnedBy.toISOString()}::timestamptz))`;
}

export interface LifecycleRules {
  /** How long before the start the owner may confirm the pickup (the renter may come early). */
  pickupOpensHoursBefore: number;
  /** How long an owner has to answer a request to book (capped by the start). */
  requestResponseHours: number;
  /** After the return: the window for disputes and damage claims, before the deposit goes back. */
  disputeWindowHours: number;
  /** How long after the end a tool still out may be reported not returned by its owner. */
  nonReturnGraceHours: number;
}

type LifecycleBooking = Pick<BookingRow, 'status' | 'startsAt' | 'endsAt'> &
  Partial<Pick<BookingRow, 'requestExpiresAt' | 'returnedAt' | 'acceptedAt'>>;

/** A booking's transition: from, to, by whom, its timeline label and its time guard (lib/state-machine.ts). */
type TransitionRule = MachineRule<BookingStatus, BookingActor, LifecycleBooking, LifecycleRules>;

/** Why a request can no longer be accepted at `now` (undefined: it can). */
function requestClosed(booking: LifecycleBooking, now: Date): string | undefined {
  if (now >= booking.startsAt) return 'The rental period has started: this request can no longer be accepted.';
  if (booking.requestExpiresAt && now >= booking.requestExpiresAt)
    return 'The time to answer this request has run out: the card was released.';
  return undefined;
}

/** When an owner must have answered a request made at `now` for a booking starting at `startsAt`. */
export function requestDeadline(startsAt: Date, now: Date, rules: LifecycleRules): Date {
  return new Date(Math.min(startsAt.getTime(), now.getTime() + rules.requestResponseHours * 3_600_000));
}

/** Until when the renter may dispute and the owner may claim against the deposit (null: not returned yet). */
export function disputeWindowEnd(booking: Pick<BookingRow, 'returnedAt'>, rules: LifecycleRules): Date | null {
  return booking.returnedAt ? new Date(booking.returnedAt.getTime() + rules.disputeWindowHours * 3_600_000) : null;
}

/** From when the owner may confirm the pickup (and the parties add pickup photos). */
export const pickupOpensAt = (booking: Pick<BookingRow, 'startsAt'>, rules: LifecycleRules) =>
  new Date(booking.startsAt.getTime() - rules.pickupOpensHoursBefore * 3_600_000);

/** From when the owner may report a tool still out not returned: the grace period after the end. */
export const nonReturnReportableAt = (booking: Pick<BookingRow, 'endsAt'>, rules: LifecycleRules) =>
  new Date(booking.endsAt.getTime() + rules.nonReturnGraceHours * 3_600_000);

export const TRANSITIONS = {
  /** From `expired` too: money that arrives after its hold lapsed still books a period nobody took. */
  confirm_payment: { from: ['held', 'expired'], to: 'confirmed', by: ['system'], label: 'Paid' },
  /** A request to book: the card is authorised (not charged), the period held, the owner asked. */
  authorize_payment: {
    from: ['held', 'expired'],
    to: 'requested',
    by: ['system'],
    label: 'Requested (card authorised, not charged)',
  },
  /** The owner accepts: the authorised card is charged, in the answer window and before the start. */
  accept_request: {
    from: ['requested'],
    to: 'confirmed',
    by: ['owner'],
    label: 'Request accepted (paid)',
    timing: (booking, now) => requestClosed(booking, now),
  },
  decline_request: {
    from: ['requested'],
    to: 'declined',
    by: ['owner'],
    label: 'Request declined (card released)',
    timing: (booking) => (booking.acceptedAt ? 'This request was already accepted.' : undefined),
  },
  withdraw_request: {
    from: ['requested'],
    to: 'declined',
    by: ['renter'],
    label: 'Request withdrawn by the renter (card released)',
    timing: (booking) => (booking.acceptedAt ? 'The owner already accepted this request.' : undefined),
  },
  expire_request: {
    from: ['requested'],
    to: 'declined',
    by: ['system'],
    label: 'Request not answered in time (card released)',
    timing: (booking, now) =>
      booking.acceptedAt
        ? 'This request was accepted.'
        : booking.requestExpiresAt && now < booking.requestExpiresAt
          ? 'The owner still has time to answer.'
          : undefined,
  },
  expire_hold: { from: ['held'], to: 'expired', by: ['system'], label: 'Not paid in time' },
  release_hold: { from: ['held'], to: 'expired', by: ['renter', 'system'], label: 'Payment abandoned' },
  lose_period: {
    from: ['held', 'expired'],
    to: 'cancelled',
    by: ['system'],
    label: 'Paid too late: the period was taken (refunded)',
  },
  confirm_pickup: {
    from: ['confirmed'],
    to: 'picked_up',
    by: ['owner'],
    label: 'Picked up',
    timing: (booking, now, rules) => {
      const opens = pickupOpensAt(booking, rules);
      if (now < opens)
        return `The pickup can be confirmed from ${rules.pickupOpensHoursBefore} hours before the start, not earlier.`;
      if (now >= booking.endsAt) return 'The rental period is over: this booking was not picked up.';
      return undefined;
    },
  },
  confirm_return: { from: ['picked_up'], to: 'returned', by: ['owner'], label: 'Returned' },
  /**
   * The tool is still out NON_RETURN_GRACE_HOURS after the end: the owner reports it not returned. The
   * deposit is claimed for it and an administrator decides (disputes/: a dispute of the kind non_return).
   */
  report_not_returned: {
    from: ['picked_up'],
    to: 'not_returned',
    by: ['owner'],
    label: 'Reported not returned by the owner',
    timing: (booking, now, rules) => {
      const from = nonReturnReportableAt(booking, rules);
      return now < from
        ? `A tool can be reported not returned ${rules.nonReturnGraceHours} hours after the end of the rental, not earlier: message the renter meanwhile.`
        : undefined;
    },
  },
  /** It came back after all: the booking is returned (the dispute the report opened is still decided). */
  confirm_late_return: {
    from: ['not_returned'],
    to: 'returned',
    by: ['owner'],
    label: 'Returned after it was reported not returned',
  },
  /**
   * The old client has no pickup step: its 'Confirm Returned' is accepted once the rental has
   * started, and the timeline says the pickup was not confirmed on its own.
   */
  confirm_return_unrecorded_pickup: {
    from: ['confirmed'],
    to: 'returned',
    by: ['owner'],
    label: 'Returned (the pickup was not confirmed separately)',
    timing: (booking, now) =>
      now < booking.startsAt ? 'The rental has not started: it cannot have been returned yet.' : undefined,
  },
  /** The renter cancels before the start; the booking's cancellation policy says how much comes back. */
  cancel: {
    from: ['confirmed'],
    to: 'cancelled',
    by: ['renter'],
    label: 'Cancelled by the renter (refunded as its policy says)',
    timing: (booking, now) =>
      now >= booking.startsAt
        ? 'This booking has started: it can no longer be cancelled. Message the owner instead.'
        : undefined,
  },
  /** The owner cancels before the start: the renter gets everything back, and the owner's profile counts it. */
  cancel_by_owner: {
    from: ['confirmed'],
    to: 'cancelled',
    by: ['owner'],
    label: 'Cancelled by the owner (refunded in full)',
    timing: (booking, now) =>
      now >= booking.startsAt
        ? 'This booking has started: it can no longer be cancelled. Confirm the pickup, or message the renter.'
        : undefined,
  },
} as const satisfies Record<string, TransitionRule>;

export type TransitionName = keyof typeof TRANSITIONS;

/** How refusals name who may act on a booking (its lifecycle, its deposit). */
export const WHO: Record<BookingActor, string> = {
  renter: 'the renter',
  owner: "the tool's owner",
  admin: 'an administrator',
  system: 'the system',
};

const STATUS_WORDS: Record<BookingStatus, string> = {
  held: 'pending',
  requested: 'requested',
  declined: 'declined',
  confirmed: 'confirmed',
  picked_up: 'picked-up',
  returned: 'returned',
  cancelled: 'cancelled',
  expired: 'expired',
  not_returned: 'not-returned',
};

export function describeStatus(status: BookingStatus): string {
  return STATUS_WORDS[status];
}

/** The booking lifecycle as a machine: its diagram is in docs/ARCHITECTURE.md. */
export const BOOKING_MACHINE = defineMachine({
  name: 'booking',
  states: BOOKING_STATUSES,
  // A checkout's hold; the old client's bookings are paid before they are made.
  initial: ['held', 'confirmed'],
  actors: WHO,
  stateOf: (booking: LifecycleBooking) => booking.status,
  describe: (status) => `A ${describeStatus(status)} booking`,
  transitions: TRANSITIONS,
});

/**
 * Why `actor` may not make `name` happen to `booking` at `now`; undefined when they may (FORBIDDEN:
 * not theirs to do; CONFLICT: not from this status, or not now).
 */
export function refusal(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): AppError | undefined {
  return BOOKING_MACHINE.refusal(name, booking, actor, now, rules);
}

/**
 * Whether `actor` may make `name` happen to `booking` at `now`: refusal's checks without its messages
 * (a list of 25 bookings asks this 8 times a booking, and most answers are no).
 */
export function allowed(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): boolean {
  return BOOKING_MACHINE.allowed(name, booking, actor, now, rules);
}

export function assertTransition(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): void {
  BOOKING_MACHINE.assert(name, booking, actor, now, rules);
}

/** Out with the renter after its return time. */
export function isOverdue(booking: LifecycleBooking, now: Date): boolean {
  return isOut(booking) && booking.endsAt < now;
}

/** The same rule as `isOverdue`, for SQL. */
export function overdueWhere(now: Date): SQL {
  return and(outWhere(), lt(bookings.endsAt, now))!;
}

/** Paid and not over, for SQL. */
export function inProgressWhere(): SQL {
  return inArray(bookings.status, IN_PROGRESS_STATUSES);
}

/** A review is for a rental that happened: once the tool is back. */
export function canReview(booking: Pick<BookingRow, 'status'>): boolean {
  return isReturned(booking);
}

/** The two fields the old client reads: 'Authorized' and 'Returned' once the return is confirmed. */
export function legacyReturnFields(booking: Pick<BookingRow, 'status'>) {
  const returned = isReturned(booking);
  return {
    authorization: returned ? 'Authorized' : 'UnAuthorized',
    returnedStatus: returned ? 'Returned' : 'null',
  } as const;
}

export interface Capabilities {
  canCancel: boolean;
  /** The owner may cancel (before the start; the renter gets everything back). */
  canCancelAsOwner: boolean;
  canConfirmPickup: boolean;
  /** The owner may confirm the return: after the pickup, or after reporting it not returned (it came back). */
  canConfirmReturn: boolean;
  /** The owner may report the tool not returned: still out NON_RETURN_GRACE_HOURS after the end. */
  canReportNotReturned: boolean;
  /** From when the owner may report it not returned (while it is out; null otherwise). */
  nonReturnReportableAt: Date | null;
  canReview: boolean;
  /** A request to book: the owner may accept (in the answer window, before the start, not accepted yet). */
  canAccept: boolean;
  /** A request to book: the owner may decline it (the card is released). */
  canDecline: boolean;
  /** A request to book: the renter may withdraw it (the card is released). */
  canWithdraw: boolean;
  overdue: boolean;
  /** From when the owner may confirm the pickup (null once it is past that step). */
  pickupOpensAt: Date | null;
  /** Charged at some point (CHARGED_STATUSES): its receipt exists. */
  paid: boolean;
  /** A request to book waiting for the owner's answer. */
  awaitingAnswer: boolean;
  /** Reported not returned by the owner: the deposit is claimed until an administrator decides. */
  notReturned: boolean;
  /** Its parties have a conversation: every booking but a checkout's hold. */
  hasConversation: boolean;
  /** The renter may ask to keep it longer (`isExtendable`). */
  canExtend: boolean;
}

/** What the viewer (in their role in this booking) can do with it now. */
export function capabilitiesOf(
  booking: LifecycleBooking & Pick<BookingRow, 'status'>,
  role: BookingRole,
  now: Date,
  rules: LifecycleRules,
): Capabilities {
  return {
    canCancel: allowed('cancel', booking, role, now, rules),
    canCancelAsOwner: allowed('cancel_by_owner', booking, role, now, rules),
    canConfirmPickup: allowed('confirm_pickup', booking, role, now, rules),
    canConfirmReturn:
      allowed('confirm_return', booking, role, now, rules) || allowed('confirm_late_return', booking, role, now, rules),
    canReportNotReturned: allowed('report_not_returned', booking, role, now, rules),
    nonReturnReportableAt: isOut(booking) ? nonReturnReportableAt(booking, rules) : null,
    canReview: (role === 'renter' || role === 'owner') && canReview(booking),
    canAccept: !booking.acceptedAt && allowed('accept_request', booking, role, now, rules),
    canDecline: allowed('decline_request', booking, role, now, rules),
    canWithdraw: allowed('withdraw_request', booking, role, now, rules),
    overdue: isOverdue(booking, now),
    pickupOpensAt: isAwaitingPickup(booking) ? pickupOpensAt(booking, rules) : null,
    paid: isCharged(booking),
    awaitingAnswer: isAwaitingAnswer(booking),
    notReturned: isNotReturned(booking),
    hasConversation: isListed(booking),
    canExtend: role === 'renter' && isExtendable(booking, now),
  };
}

/** A rental its renter may ask to extend: paid and not returned (before the pickup or out), before its end. */
export function isExtendable(booking: Pick<BookingRow, 'status' | 'endsAt'>, now: Date): boolean {
  return (isAwaitingPickup(booking) || isOut(booking)) && booking.endsAt > now;
}

/** The webhook event a booking's arrival in a status emits (webhook-events.ts). */
const WEBHOOK_EVENT_OF: Partial<Record<BookingStatus, 'booking.confirmed' | 'booking.cancelled' | 'booking.returned'>> =
  {
    confirmed: 'booking.confirmed',
    cancelled: 'booking.cancelled',
    returned: 'booking.returned',
  };

/**
 * Moves bookings along a transition in the caller's transaction and writes one timeline row each.
 * Only bookings still in one of the transition's `from` statuses move (a concurrent change wins);
 * answers the ids that moved. Guards (who, when) are the caller's `assertTransition`.
 */
export async function recordTransition(
  tx: Executor,
  input: {
    name: TransitionName;
    bookingIds: string[];
    actor: BookingActor;
    actorId?: string | null;
    now: Date;
    changes?: Partial<typeof bookings.$inferInsert>;
    note?: string | null;
  },
): Promise<string[]> {
  if (!input.bookingIds.length) return [];
  const rule: TransitionRule = TRANSITIONS[input.name];
  const current = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(inArray(bookings.id, input.bookingIds), inArray(bookings.status, rule.from)))
    .orderBy(bookings.id)
    .for('update');
  if (!current.length) return [];
  const moved = await tx
    .update(bookings)
    .set({ ...input.changes, status: rule.to, updatedAt: input.now })
    .where(
      inArray(
        bookings.id,
        current.map((b) => b.id),
      ),
    )
    .returning();
  const event = WEBHOOK_EVENT_OF[rule.to];
  for (const booking of event ? moved : []) await webhooks.emit(tx, event!, bookingObject(booking));
  await tx.insert(bookingEvents).values(
    current.map((b) => ({
      bookingId: b.id,
      transition: input.name,
      fromStatus: b.status,
      toStatus: rule.to,
      actor: input.actor,
      actorId: input.actorId ?? null,
      note: input.note ?? null,
      createdAt: input.now,
    })),
  );
  return current.map((b) => b.id);
}

/**
 * Events of a booking's timeline that do not move it (a condition photo, the deposit going back, a
 * dispute opened or decided): one `booking_events` row with the status it is in, in the caller's
 * transaction. `key` makes it unique per booking (a retried job writes it once).
 */
export const TIMELINE_EVENTS = {
  condition_photo_pickup: 'Condition photos at the pickup',
  condition_photo_return: 'Condition photos at the return',
  deposit_released: 'Deposit returned to the renter',
  damage_claimed: 'Damage claimed against the deposit',
  dispute_opened: 'Dispute opened',
  dispute_decided: 'Dispute decided',
  dispute_dismissed: 'Dispute dismissed',
  extension_requested: 'Asked to extend',
  extended: 'Extended',
  extension_declined: 'Extension declined',
} as const;
export type TimelineEvent = keyof typeof TIMELINE_EVENTS;

export async function recordEvent(
  tx: Executor,
  input: {
    bookingId: string;
    event: TimelineEvent;
    actor: BookingActor;
    actorId?: string | null;
    now: Date;
    note?: string | null;
  },
): Promise<void> {
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) return;
  await tx.insert(bookingEvents).values({
    bookingId: input.bookingId,
    transition: input.event,
    fromStatus: booking.status,
    toStatus: booking.status,
    actor: input.actor,
    actorId: input.actorId ?? null,
    note: input.note ?? null,
    createdAt: input.now,
  });
}

/** The timeline's label of a transition or event. */
export function transitionLabel(name: string): string {
  return (
    (TRANSITIONS as Record<string, TransitionRule>)[name]?.label ??
    (TIMELINE_EVENTS as Record<string, string>)[name] ??
    name
  );
}

/** Bookings past their checkout: paid at some point (since cancelled, perhaps), never a hold or an unanswered request. */
export function settledWhere(): SQL {
  return notInArray(bookings.status, [...UNCHARGED_STATUSES]);
}

/** Bookings whose tool came back to its owner. */
export function returnedWhere(): SQL {
  return eq(bookings.status, 'returned');
}

/**
 * Bookings in the lists of their renter and owner: paid at some point, or a request to book once its
 * card was authorised (pending, accepted or declined); never a checkout's hold or an unpaid one.
 */
export function listedWhere(): SQL {
  return notInArray(bookings.status, [...CHECKOUT_STATUSES]);
}
