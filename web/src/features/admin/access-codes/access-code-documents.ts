import { graphql } from '../../../gql';

export const AccessCodeFieldsFragment = graphql(`
  fragment AccessCodeFields on AccessCode {
    id
    code
    places
    used
    placesLeft
    usable
    sponsorCompany
    note
    validUntil
    revokedAt
    createdAt
    type {
      id
      name
    }
  }
`);

export const AdminAccessCodesDocument = graphql(`
  query AdminAccessCodes($search: String, $page: PageInput) {
    site {
      expoTimeZone
    }
    adminAccessCodes(search: $search, page: $page) {
      total
      items {
        ...AccessCodeFields
      }
    }
  }
`);

/** The types a code can be for (the form's choice). */
export const AccessCodeTypesDocument = graphql(`
  query AccessCodeTypes {
    adminRegistrationTypes {
      id
      name
      requiresCode
      sponsorPasses
    }
  }
`);

export const CreateAccessCodeDocument = graphql(`
  mutation CreateAccessCode($input: AccessCodeInput!) {
    createAccessCode(input: $input) {
      ...AccessCodeFields
    }
  }
`);

export const AdminAccessCodeDocument = graphql(`
  query AdminAccessCode($id: ID!) {
    site {
      expoTimeZone
    }
    adminAccessCode(id: $id) {
      ...AccessCodeFields
    }
    adminAccessCodeUses(codeId: $id) {
      firstName
      lastName
      usedAt
      cancelled
      checkedIn
    }
  }
`);

export const UpdateAccessCodeDocument = graphql(`
  mutation UpdateAccessCode($id: ID!, $input: AccessCodeChangeInput!) {
    updateAccessCode(id: $id, input: $input) {
      ...AccessCodeFields
    }
  }
`);

export const RevokeAccessCodeDocument = graphql(`
  mutation RevokeAccessCode($id: ID!) {
    revokeAccessCode(id: $id) {
      ...AccessCodeFields
    }
  }
`);
