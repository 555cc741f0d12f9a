import { formatDay, zoneSuffix } from '../../../lib/zoned-date';

/** '07:00' -> '7.00 AM', '19:15' -> '7.15 PM' (the seed's way of writing times). */
export function slotLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}.${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * 'Thu 10 Dec 2026, 9.00 AM': a clock time of the tool. Given the tool's zone, its name follows when
 * the viewer's clocks differ ('…, 10.00 AM GMT' for a tool in Accra seen from Lagos).
 */
export function formatWhen(date: string, time: string, timeZone?: string, viewerZone?: string): string {
  return `${formatDay(date)}, ${slotLabel(time)}${timeZone ? zoneSuffix(timeZone, date, time, viewerZone) : ''}`;
}

export type BookingStatus = 'held' | 'confirmed' | 'picked_up' | 'returned' | 'cancelled' | 'expired';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  picked_up: 'Picked up',
  returned: 'Returned',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;
}

export const REFUND_LABELS: Record<string, string> = {
  pending: 'Refund on its way',
  refunded: 'Refunded in full',
  failed: 'Refund failed: we are on it',
};
