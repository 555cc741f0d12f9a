import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminUnreadContactMessagesDocument = graphql(`
  query AdminUnreadContactMessages {
    adminUnreadContactMessages
  }
`);

/**
 * Contact messages nobody has opened, for the count beside the inbox's link. Asked again every minute
 * (a visitor's message arrives without anyone here acting) and after each inbox change.
 */
export function useUnreadContactMessages(skip = false): number {
  const { data } = useQuery(AdminUnreadContactMessagesDocument, { pollInterval: 60_000, skip });
  return data?.adminUnreadContactMessages ?? 0;
}
