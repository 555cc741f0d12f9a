import { formatMoney } from '../../../lib/money';
import { zoneSuffix } from '../../../lib/zoned-date';

/** Booking statuses with the words the admin pages use (the API's values, in its order). */
export const BOOKING_STATUSES = [
  { value: 'held', label: 'Awaiting payment' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'picked_up', label: 'Picked up' },
  { value: 'returned', label: 'Returned' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired unpaid' },
] as const;

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUSES.find((s) => s.value === status)?.label ?? status;
}

const REFUND_LABELS: Record<string, string> = {
  pending: 'Refund pending',
  refunded: 'Refunded',
  failed: 'Refund failed',
};

/** null: nothing to refund (the booking was never cancelled). */
export function refundStatusLabel(refundStatus: string | null): string {
  return refundStatus ? (REFUND_LABELS[refundStatus] ?? refundStatus) : 'No refund';
}

/** The seed's returned_status is 'Returned' or the text 'null'; people read the latter as 'Not returned'. */
export function returnedStatusLabel(returnedStatus: string): string {
  return returnedStatus === 'Returned' ? 'Returned' : 'Not returned';
}

/** A time slot of the booking form as the seed writes it: '19:15' -> '7.15 PM', '00:30' -> '12.30 AM'. */
export function slotLabel(slot: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(slot);
  if (!match) return slot;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}.${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A moment of a booking's period, from its date and time on the tool's clocks (what the renter chose and
 * the owner sees): '2026-06-14', '09:00' -> '14 Jun 2026, 9.00 AM'. Given the tool's zone, its name follows
 * when the administrator's clocks differ ('…, 9.00 AM GMT').
 */
export function bookingMoment(date: string, time: string, timeZone?: string, viewerZone?: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const dayText = Number.isNaN(day.getTime()) ? date : calendarDay.format(day);
  return `${dayText}, ${slotLabel(time)}${timeZone ? zoneSuffix(timeZone, date, time, viewerZone) : ''}`;
}

const CIRCLE_UNITS: Record<string, [string, string]> = { daily: ['day', 'days'], hourly: ['hour', 'hours'] };

/** '$20.00 / day'. */
export function pricePerCircle(price: number, rentalCircle: string, currency?: string): string {
  return `${formatMoney(price, currency)} / ${CIRCLE_UNITS[rentalCircle]?.[0] ?? rentalCircle}`;
}
