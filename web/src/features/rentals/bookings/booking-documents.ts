import { graphql } from '../../../gql';

export const BookingFields = graphql(`
  fragment BookingFields on Booking {
    id
    code
    status
    quantity
    startDate
    startTime
    endDate
    endTime
    timeZone
    rentalCircle
    billedMinutes
    price
    amount
    authorization
    returnedStatus
    pickupDate
    returnedAt
    cancelledAt
    refundStatus
    overdue
    createdAt
    viewerRole
    canConfirmPickup
    canConfirmReturn
    canCancel
    canReview
    pickupOpensAt
    unreadMessages
    tool {
      id
      name
      coverImage
      city
      state
      country
      address
      categoryName
    }
    renter {
      id
      firstName
      lastName
    }
    owner {
      id
      firstName
      lastName
    }
  }
`);

/** One booking's page: the list fields, its timeline and the renter's pickup QR code. */
export const BookingPageFields = graphql(`
  fragment BookingPageFields on Booking {
    ...BookingFields
    pickupQr
    timeline {
      transition
      label
      actor
      at
      note
    }
  }
`);

export const MyBookingsDocument = graphql(`
  query MyBookings($list: ListInput) {
    myBookings(list: $list) {
      total
      page
      pageSize
      items {
        ...BookingFields
      }
    }
  }
`);

export const MyRentalHistoryDocument = graphql(`
  query MyRentalHistory($list: ListInput) {
    myRentalHistory(list: $list) {
      total
      page
      pageSize
      items {
        ...BookingFields
      }
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
