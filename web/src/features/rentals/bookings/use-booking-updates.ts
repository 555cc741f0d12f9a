import { useSubscription } from '@apollo/client/react';
import { BookingChangedDocument } from './booking-documents';

/**
 * Bookings of this user change elsewhere (the owner confirms a pickup, a payment lands, a refund is
 * issued): the subscription's answer replaces the booking in the cache, so every view of it follows;
 * `onChange` lets a list refetch for bookings it has not seen yet. No polling.
 */
export function useBookingUpdates(onChange?: () => void) {
  useSubscription(BookingChangedDocument, { onData: () => onChange?.() });
}
