import { graphql } from '../../../gql';

/** What the form shows of a registration type: enough to choose it and to answer its questions. */
export const PublicRegistrationTypeFragment = graphql(`
  fragment PublicRegistrationType on RegistrationType {
    id
    slug
    name
    nameFr
    description
    descriptionFr
    days
    price {
      amount
      formatted
    }
    placesLeft
    soldOut
    saleState
    salesStartAt
    isDefault
    requiresCode
    requiresApproval
    questions {
      ...RegistrationQuestionFields
    }
  }
`);

/** A question as the form asks it and the admin form edits it (both spread it). */
export const RegistrationQuestionFieldsFragment = graphql(`
  fragment RegistrationQuestionFields on RegistrationQuestion {
    key
    kind
    label
    labelFr
    required
    options {
      value
      label
      labelFr
    }
  }
`);

export const RegistrationTypesDocument = graphql(`
  query RegistrationTypes {
    registrationTypes {
      ...PublicRegistrationType
    }
  }
`);

/** A hidden type, named by an invitation link (`?type=<slug>`). */
export const InvitedRegistrationTypeDocument = graphql(`
  query InvitedRegistrationType($ref: ID!) {
    registrationType(ref: $ref) {
      ...PublicRegistrationType
    }
  }
`);

/** The place a waitlist offer's link holds (`?offer=<token>`). */
export const WaitlistOfferDocument = graphql(`
  query WaitlistOffer($token: String!) {
    waitlistOffer(token: $token) {
      email
      firstName
      lastName
      expiresAt
      type {
        ...PublicRegistrationType
      }
    }
  }
`);

export const JoinWaitlistDocument = graphql(`
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input)
  }
`);

export const DeclineWaitlistOfferDocument = graphql(`
  mutation DeclineWaitlistOffer($token: String!) {
    declineWaitlistOffer(token: $token)
  }
`);

/** What an access code typed on the form (or given by its link, `?code=`) opens. */
export const AccessCodeCheckDocument = graphql(`
  query AccessCodeCheck($code: String!) {
    accessCode(code: $code) {
      code
      placesLeft
      type {
        ...PublicRegistrationType
      }
    }
  }
`);
