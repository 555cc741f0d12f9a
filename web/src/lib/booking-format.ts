import { formatDay, zoneSuffix } from './zoned-date';

/** How bookings read on the renter's, the owner's and the administrator's pages. */

/** Booking statuses in words, the API's values in its order. */
export const BOOKING_STATUSES = [
  { value: 'held', label: 'Awaiting payment' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'picked_up', label: 'Picked up' },
  { value: 'returned', label: 'Returned' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired unpaid' },
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number]['value'];

/** An unknown status (one newer than this page) shows as the API writes it. */
export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** Administrators see a refund's state; renters are told what happens to their money. */
const REFUND_LABELS: Record<'staff' | 'renter', Record<string, string>> = {
  staff: { pending: 'Refund pending', refunded: 'Refunded', failed: 'Refund failed' },
  renter: { pending: 'Refund on its way', refunded: 'Refunded in full', failed: 'Refund failed: we are on it' },
};

/** null: nothing to refund (the booking was never cancelled). */
export function refundStatusLabel(refundStatus: string | null, reader: 'staff' | 'renter' = 'staff'): string {
  return refundStatus ? (REFUND_LABELS[reader][refundStatus] ?? refundStatus) : 'No refund';
}

/** The returned status is 'Returned' or the text 'null'; people read the latter as 'Not returned'. */
export function returnedStatusLabel(returnedStatus: string): string {
  return returnedStatus === 'Returned' ? 'Returned' : 'Not returned';
}

/**
 * A time slot of the booking form on a 12-hour clock with a dot: '07:00' -> '7.00 AM', '19:15' -> '7.15 PM',
 * '00:30' -> '12.30 AM'. Anything else is shown as it is.
 */
export function slotLabel(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot);
  if (!match) return slot;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}.${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
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
  const time = moment.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time.replace(':', '.')}`;
}
