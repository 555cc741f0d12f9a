import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminPendingIdentityChecksDocument = graphql(`
  query AdminPendingIdentityChecks {
    adminPendingIdentityChecks
  }
`);

/** Identity checks waiting for an administrator, for the count beside the page's link; asked every minute. */
export function usePendingIdentityChecks(skip = false): number {
  const { data } = useQuery(AdminPendingIdentityChecksDocument, { pollInterval: 60_000, skip });
  return data?.adminPendingIdentityChecks ?? 0;
}
