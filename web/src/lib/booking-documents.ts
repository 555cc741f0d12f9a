import { graphql } from '../gql';

/*
 * The booking selections shared by the renter's, the owner's and the administrator's pages, so that every
 * page asks for (and caches) a booking's core the same way.
 */

/** Which booking, its state and its period on the tool's clocks. */
export const BookingPeriodFields = graphql(`
  fragment BookingPeriodFields on Booking {
    id
    code
    status
    quantity
    startDate
    startTime
    endDate
    endTime
    timeZone
  }
`);

/** A booking's details: period, money, progress, the tool and both people. */
export const BookingCoreFields = graphql(`
  fragment BookingCoreFields on Booking {
    ...BookingPeriodFields
    rentalCircle
    billedMinutes
    price {
      amount
      currency
      formatted
    }
    amount {
      amount
      currency
      formatted
    }
    pickupDate
    returnedAt
    cancelledAt
    refundStatus
    outcomeLabel
    overdue
    createdAt
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
