import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UnreadMessagesDocument = graphql(`
  query UnreadMessages {
    unreadMessages {
      asRenter
      asOwner
    }
  }
`);

const UnreadMessagesChangedDocument = graphql(`
  subscription UnreadMessagesChanged {
    unreadMessagesChanged {
      asRenter
      asOwner
    }
  }
`);

/** Unread messages on the user's bookings (as renter) and on their tools (as owner), kept live. */
export function useUnreadMessages(): { asRenter: number; asOwner: number } {
  const client = useApolloClient();
  const { data } = useQuery(UnreadMessagesDocument);
  useSubscription(UnreadMessagesChangedDocument, {
    onData: ({ data: event }) => {
      const counts = event.data?.unreadMessagesChanged;
      if (counts) client.cache.writeQuery({ query: UnreadMessagesDocument, data: { unreadMessages: counts } });
    },
  });
  return data?.unreadMessages ?? { asRenter: 0, asOwner: 0 };
}
