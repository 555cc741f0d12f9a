import type { BookingStatus, RefundStatus } from '../gql/graphql';
import { formatDay, zonedDate, zoneSuffix } from './zoned-date';

/** How bookings read on the renter's, the owner's and the administrator's pages. */

/** Booking statuses in words, one for each value of the API's enum (the compiler checks none is missing). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  HELD: 'Awaiting payment',
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  PICKED_UP: 'Picked up',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired unpaid',
  DECLINED: 'Declined',
};

/** The statuses in the lifecycle's order, for filters. */
export const BOOKING_STATUSES = Object.keys(BOOKING_STATUS_LABELS) as BookingStatus[];

/** An unknown status (one newer than this page) shows as the API writes it. */
export function bookingStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_LABELS[status] ?? status;
}

/** Administrators see a refund's state; renters are told what happens to their money. */
const REFUND_LABELS: Record<'staff' | 'renter', Record<RefundStatus, string>> = {
  staff: { PENDING: 'Refund pending', REFUNDED: 'Refunded', FAILED: 'Refund failed' },
  renter: { PENDING: 'Refund on its way', REFUNDED: 'Refunded in full', FAILED: 'Refund failed: we are on it' },
};

/** null: nothing to refund (the booking was never cancelled). */
export function refundStatusLabel(refundStatus: RefundStatus | null, reader: 'staff' | 'renter' = 'staff'): string {
  return refundStatus ? (REFUND_LABELS[reader][refundStatus] ?? refundStatus) : 'No refund';
}

const RETURN_LABELS: Partial<Record<BookingStatus, string>> = {
  CONFIRMED: 'Not picked up yet',
  PICKED_UP: 'With the renter',
  RETURNED: 'Return confirmed by the owner',
};

/**
 * Where the tool is, for staff. It replaces the old list's 'Returned Status' and 'Authorization' columns, which
 * both restated the status and read 'UnAuthorized' for a paid booking, as if its payment had failed. A booking
 * that never started (unpaid, requested, cancelled, declined, expired) has no return: '—'.
 */
export function returnLabel(status: BookingStatus): string {
  return RETURN_LABELS[status] ?? '—';
}

/**
 * The one way a clock time is written on booking pages: a 12-hour clock with a dot, 7 and 0 -> '7.00 AM',
 * 19 and 15 -> '7.15 PM', 0 and 30 -> '12.30 AM'.
 */
function clockLabel(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}.${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A time slot of the booking form (HH:MM) on that clock: '19:15' -> '7.15 PM'. Anything else is shown as it is. */
export function slotLabel(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot);
  return match ? clockLabel(Number(match[1]), Number(match[2])) : slot;
}

const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

interface WhenOptions {
  /** The viewer's zone (the browser's unless given). */
  viewerZone?: string | undefined;
  /** False for the dense admin tables: '14 Jun 2026' rather than 'Sun, 14 Jun 2026'. */
  weekday?: boolean | undefined;
}

/**
 * A moment of a booking's period, from its date and time on the tool's clocks (what the renter chose and
 * the owner sees): '2026-12-10', '09:00' -> 'Thu, 10 Dec 2026, 9.00 AM'. Given the tool's zone, its name
 * follows when the viewer's clocks differ ('…, 10.00 AM GMT' for a tool in Accra seen from Lagos).
 */
export function formatWhen(
  date: string,
  time: string,
  timeZone?: string,
  { viewerZone, weekday = true }: WhenOptions = {},
): string {
  const day = new Date(`${date}T12:00:00Z`);
  const dayText = Number.isNaN(day.getTime()) ? date : weekday ? formatDay(date) : calendarDay.format(day);
  return `${dayText}, ${slotLabel(time)}${timeZone ? zoneSuffix(timeZone, date, time, viewerZone) : ''}`;
}

/**
 * An instant on the reader's clocks, written as the booking periods are: '2026-11-30T08:00:00Z' ->
 * '30 Nov 2026, 9.00 AM' (seen from Lagos). For the timeline and the pickup opening time.
 */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const day = moment.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `${day}, ${clockLabel(moment.getHours(), moment.getMinutes())}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant on a tool's clocks, written as its booking periods are ('30 Nov 2026'... '9.00 AM'), with
 * the zone's name when the viewer's clocks differ: deadlines sit beside start times that way.
 */
export function formatMomentIn(iso: string, timeZone: string, options: WhenOptions = {}): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return formatWhen(zonedDate(moment, timeZone), clock.format(moment), timeZone, options);
}
