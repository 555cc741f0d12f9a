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
  }
`);

/** Any booking the user made or got changed: the cache entry is replaced, lists refetch. */
export const BookingChangedDocument = graphql(`
  subscription BookingChanged {
    bookingChanged {
      ...BookingFields
    }
  }
`);
