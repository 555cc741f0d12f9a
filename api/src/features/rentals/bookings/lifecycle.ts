import { and, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import type { BookingRole } from './booking.policy.js';
import { bookingEvents, bookings, type BookingActor, type BookingRow, type BookingStatus } from './booking.table.js';

/**
 * Every rule about where a booking can go, who may move it there and when. Services call
 * `assertTransition` before they change a booking (and write the change with `recordTransition`);
 * GraphQL, the REST shim, CSV exports, e-mails and the web read `capabilitiesOf` and keep no rule of
 * their own.
 *
 * held ──confirm_payment──▶ confirmed ──confirm_pickup──▶ picked_up ──confirm_return──▶ returned
 *  │ ├─expire_hold / release_hold──▶ expired   │ ├─cancel / cancel_by_owner──▶ cancelled
 *  │ └─lose_period──▶ cancelled                │ └─confirm_return_unrecorded_pickup──▶ returned
 *  └─authorize_payment──▶ requested ──accept_request──▶ confirmed
 *                           └─decline_request / withdraw_request / expire_request──▶ declined
 *
 * Events that do not move a booking (a condition photo, the deposit going back, a dispute) are on the
 * same timeline, written by `recordEvent`.
 */

/** Paid for: the statuses a booking reaches only after its payment succeeded. */
export const PAID_STATUSES = ['confirmed', 'picked_up', 'returned'] as const satisfies readonly BookingStatus[];
/** Paid and not over: waiting for the pickup or out with the renter. */
export const IN_PROGRESS_STATUSES = ['confirmed', 'picked_up'] as const satisfies readonly BookingStatus[];

export interface LifecycleRules {
  /** How long before the start the owner may confirm the pickup (the renter may come early). */
  pickupOpensHoursBefore: number;
  /** How long an owner has to answer a request to book (capped by the start). */
  requestResponseHours: number;
  /** After the return: the window for disputes and damage claims, before the deposit goes back. */
  disputeWindowHours: number;
}

type LifecycleBooking = Pick<BookingRow, 'status' | 'startsAt' | 'endsAt'> &
  Partial<Pick<BookingRow, 'requestExpiresAt' | 'returnedAt' | 'acceptedAt'>>;

interface TransitionRule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
  /** What the timeline shows. */
  label: string;
  /** Why the transition cannot happen at `now` (undefined: it can). */
  timing?: (booking: LifecycleBooking, now: Date, rules: LifecycleRules) => string | undefined;
}

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

const pickupOpensAt = (booking: LifecycleBooking, rules: LifecycleRules) =>
  new Date(booking.startsAt.getTime() - rules.pickupOpensHoursBefore * 3_600_000);

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

const WHO: Record<BookingActor, string> = {
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
};

export function describeStatus(status: BookingStatus): string {
  return STATUS_WORDS[status];
}

/**
 * Why `actor` may not make `name` happen to `booking` at `now`, as an error code and a message;
 * undefined when they may. Plain data: a booking page asks this for every action of every booking it
 * lists, and an Error would capture a stack trace each time.
 */
function whyNot(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): { code: ErrorCode; message: string } | undefined {
  const rule: TransitionRule = TRANSITIONS[name];
  if (!actor || !rule.by.includes(actor)) {
    return { code: ErrorCode.FORBIDDEN, message: `Only ${rule.by.map((a) => WHO[a]).join(' or ')} can do this` };
  }
  if (!rule.from.includes(booking.status)) {
    return {
      code: ErrorCode.CONFLICT,
      message: `A ${describeStatus(booking.status)} booking cannot be ${rule.label.toLowerCase().replace(/ \(.*$/, '')}`,
    };
  }
  const late = rule.timing?.(booking, now, rules);
  return late ? { code: ErrorCode.CONFLICT, message: late } : undefined;
}

/** Why `actor` may not make `name` happen to `booking` at `now`; undefined when they may. */
export function refusal(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): AppError | undefined {
  const why = whyNot(name, booking, actor, now, rules);
  return why && new AppError(why.code, why.message);
}

/**
 * Whether `actor` may make `name` happen to `booking` at `now`: whyNot's checks without its messages
 * (a list of 25 bookings asks this 8 times a booking, and most answers are no).
 */
export function allowed(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): boolean {
  const rule: TransitionRule = TRANSITIONS[name];
  return (
    actor !== undefined &&
    rule.by.includes(actor) &&
    rule.from.includes(booking.status) &&
    rule.timing?.(booking, now, rules) === undefined
  );
}

export function assertTransition(
  name: TransitionName,
  booking: LifecycleBooking,
  actor: BookingActor | undefined,
  now: Date,
  rules: LifecycleRules,
): void {
  const refused = refusal(name, booking, actor, now, rules);
  if (refused) throw refused;
}

/** Out with the renter after its return time. */
export function isOverdue(booking: LifecycleBooking, now: Date): boolean {
  return booking.status === 'picked_up' && booking.endsAt < now;
}

/** The same rule as `isOverdue`, for SQL. */
export function overdueWhere(now: Date): SQL {
  return and(eq(bookings.status, 'picked_up'), lt(bookings.endsAt, now))!;
}

/** Paid and not over, for SQL. */
export function inProgressWhere(): SQL {
  return inArray(bookings.status, IN_PROGRESS_STATUSES);
}

/** A review is for a rental that happened: once the tool is back. */
export function canReview(booking: Pick<BookingRow, 'status'>): boolean {
  return booking.status === 'returned';
}

/** The two fields the old client reads: 'Authorized' and 'Returned' once the return is confirmed. */
export function legacyReturnFields(booking: Pick<BookingRow, 'status'>) {
  const returned = booking.status === 'returned';
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
  canConfirmReturn: boolean;
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
    canConfirmReturn: allowed('confirm_return', booking, role, now, rules),
    canReview: role === 'renter' && canReview(booking),
    canAccept: !booking.acceptedAt && allowed('accept_request', booking, role, now, rules),
    canDecline: allowed('decline_request', booking, role, now, rules),
    canWithdraw: allowed('withdraw_request', booking, role, now, rules),
    overdue: isOverdue(booking, now),
    pickupOpensAt: booking.status === 'confirmed' ? pickupOpensAt(booking, rules) : null,
  };
}

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
  await tx
    .update(bookings)
    .set({ ...input.changes, status: rule.to, updatedAt: input.now })
    .where(
      inArray(
        bookings.id,
        current.map((b) => b.id),
      ),
    );
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
  return notInArray(bookings.status, ['held', 'expired', 'requested', 'declined']);
}

/**
 * Bookings in the lists of their renter and owner: paid at some point, or a request to book once its
 * card was authorised (pending, accepted or declined); never a checkout's hold or an unpaid one.
 */
export function listedWhere(): SQL {
  return notInArray(bookings.status, ['held', 'expired']);
}

/** The money of a cancelled booking is back with its renter: its refund is no longer due. */
export async function recordRefunded(tx: Executor, bookingId: string, now: Date): Promise<BookingRow | undefined> {
  const [changed] = await tx
    .update(bookings)
    .set({ refundStatus: 'refunded', updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.refundStatus, 'pending')))
    .returning();
  return changed;
}
