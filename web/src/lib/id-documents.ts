import type { IdDocumentKind } from '../gql/graphql';

/** The kinds of ID document a member may photograph, as the account and admin pages name them. */
export const ID_DOCUMENT_LABELS: Record<IdDocumentKind, string> = {
  PASSPORT: 'Passport',
  NATIONAL_ID: 'National ID card (NIN or Ghana Card)',
  DRIVERS_LICENCE: "Driver's licence",
  VOTERS_CARD: "Voter's card",
};
