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

export const MyBookingsDocument = graphql(`
  query MyBookings($page: PageInput, $search: String, $orderBy: BookingOrder) {
    myBookings(page: $page, search: $search, orderBy: $orderBy) {
      ...BookingListFields
    }
  }
`);

export const MyRentalHistoryDocument = graphql(`
  query MyRentalHistory($page: PageInput, $search: String, $orderBy: BookingOrder) {
    myRentalHistory(page: $page, search: $search, orderBy: $orderBy) {
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
