import { graphql } from '../../../gql';

export const RegistrationTypeFieldsFragment = graphql(`
  fragment RegistrationTypeFields on RegistrationType {
    id
    slug
    name
    nameFr
    description
    descriptionFr
    days
    price {
      amount
      currency
      formatted
    }
    capacity
    placesLeft
    soldOut
    saleState
    salesStartAt
    salesEndAt
    hidden
    isDefault
    requiresCode
    requiresApproval
    sponsorPasses
    position
    badgeColour
    questions {
      ...RegistrationQuestionFields
    }
  }
`);

/** The list and the forms share it, so a saved type updates the list in the cache. */
export const AdminRegistrationTypesDocument = graphql(`
  query AdminRegistrationTypes {
    site {
      expoStartDate
      expoEndDate
      expoTimeZone
      currency
      currencies
    }
    adminRegistrationTypes {
      ...RegistrationTypeFields
    }
  }
`);
