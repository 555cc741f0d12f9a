import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminPendingPrivacyRequestsDocument = graphql(`
  query AdminPendingPrivacyRequests {
    adminPendingPrivacyRequests
  }
`);

/** Deletion requests waiting for an administrator, for the count beside the page's link; asked every minute. */
export function usePendingPrivacyRequests(skip = false): number {
  const { data } = useQuery(AdminPendingPrivacyRequestsDocument, { pollInterval: 60_000, skip });
  return data?.adminPendingPrivacyRequests ?? 0;
}
