import type { WebhookDeliveryStatus, WebhookEventType } from '../../../gql/graphql';

/** Every event, in the order the form lists them, with what it means to the administrator. */
export const WEBHOOK_EVENTS: readonly { value: WebhookEventType; label: string; type: string }[] = [
  { value: 'BOOKING_CREATED', label: 'Booking created', type: 'booking.created' },
  { value: 'BOOKING_CONFIRMED', label: 'Booking confirmed', type: 'booking.confirmed' },
  { value: 'BOOKING_CANCELLED', label: 'Booking cancelled', type: 'booking.cancelled' },
  { value: 'BOOKING_RETURNED', label: 'Tool returned', type: 'booking.returned' },
  { value: 'PAYOUT_PAID', label: 'Payout paid', type: 'payout.paid' },
  { value: 'REGISTRATION_CREATED', label: 'Participant registered', type: 'registration.created' },
  { value: 'REGISTRATION_CHECKED_IN', label: 'Participant checked in', type: 'registration.checked_in' },
  { value: 'SPONSOR_APPROVED', label: 'Sponsor approved', type: 'sponsor.approved' },
];

export const eventLabel = (value: WebhookEventType) => WEBHOOK_EVENTS.find((e) => e.value === value)?.label ?? value;

/** The badge of a delivery: the status name the badge colours by, and the words shown. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { tone: string; label: string }> = {
  PENDING: { tone: 'pending', label: 'Pending' },
  DELIVERING: { tone: 'sending', label: 'Sending' },
  DELIVERED: { tone: 'sent', label: 'Delivered' },
  FAILED: { tone: 'failed', label: 'Failed' },
};
