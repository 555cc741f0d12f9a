import { graphql } from '../../../gql';

export const BookingFields = graphql(`
  fragment BookingFields on Booking {
    ...BookingCoreFields
    viewerRole
    canConfirmPickup
    canConfirmReturn
    canCancel
    canReview
    pickupOpensAt
    paid
    hasConversation
    unreadMessages
    deposit {
      amount
      formatted
    }
  }
`);

/** One booking's page: the list fields, its timeline and the renter's pickup code with its QR code (null for the owner). */
export const BookingPageFields = graphql(`
  fragment BookingPageFields on Booking {
    ...BookingFields
    ...BookingCancellationFields
    ...BookingDisputeFields
    ...BookingConditionPhotoFields
    ...BookingRequestFields
    ...BookingNonReturnFields
    ...BookingExtensionFields
    lateFee {
      amount
      formatted
    }
    lateFeeTerms
    pickupCode
    pickupQr
    refund {
      status
      rental {
        amount
        formatted
      }
      deposit {
        amount
        formatted
      }
      total {
        formatted
      }
      rentalPercent
      inFull
    }
    timeline {
      transition
      label
      actor
      at
      note
    }
  }
`);

/** One page of a booking list (the owner's bookings or the renter's history). */
export const BookingListFields = graphql(`
  fragment BookingListFields on BookingPage {
    total
    page
    pageSize
    hasMore
    items {
      ...BookingFields
    }
  }
`);

// The booking lists show 10 a page. The size is written in the documents, not sent as a variable, so the
// server counts what they cost at 10 bookings (a variable size counts at the largest page, 100).
export const MyBookingsDocument = graphql(`
  query MyBookings($page: Int, $search: String, $orderBy: BookingOrder) {
    myBookings(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {
      ...BookingListFields
    }
  }
`);

export const MyRentalHistoryDocument = graphql(`
  query MyRentalHistory($page: Int, $search: String, $orderBy: BookingOrder) {
    myRentalHistory(page: { page: $page, pageSize: 10 }, search: $search, orderBy: $orderBy) {
      ...BookingListFields
    }
  }
`);

export const BookingDocument = graphql(`
  query Booking($id: ID!) {
    booking(id: $id) {
      ...BookingPageFields
    }
  }
`);

/**
 * Any booking the user made or got changed: the cache entry is replaced (with its timeline, so an
 * open booking page follows the other party's steps), lists refetch.
 */
export const BookingChangedDocument = graphql(`
  subscription BookingChanged {
    bookingChanged {
      ...BookingPageFields
    }
  }
`);
