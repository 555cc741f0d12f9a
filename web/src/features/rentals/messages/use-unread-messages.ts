import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';

const UnreadMessagesDocument = graphql(`
  query UnreadMessages {
    unreadMessages {
      asRenter
      asOwner
      inquiries
    }
  }
`);

const UnreadMessagesChangedDocument = graphql(`
  subscription UnreadMessagesChanged {
    unreadMessagesChanged {
      asRenter
      asOwner
      inquiries
    }
  }
`);

/**
 * Unread messages on the user's bookings (as renter), on their tools' (as owner) and in questions
 * before booking, kept live.
 */
export function useUnreadMessages(): { asRenter: number; asOwner: number; inquiries: number } {
  const client = useApolloClient();
  const { data } = useQuery(UnreadMessagesDocument);
  useSubscription(UnreadMessagesChangedDocument, {
    onData: ({ data: event }) => {
      const counts = event.data?.unreadMessagesChanged;
      if (counts) client.cache.writeQuery({ query: UnreadMessagesDocument, data: { unreadMessages: counts } });
    },
  });
  return data?.unreadMessages ?? { asRenter: 0, asOwner: 0, inquiries: 0 };
}

/**
 * Calls `onChange` when the unread count of one side changes after the first render: a list of
 * bookings refetches then, so the new count shows on the booking's own row. The layout's subscription
 * (useUnreadMessages) keeps the count live; this only reads it from the cache.
 */
export function useOnUnreadChange(side: 'asRenter' | 'asOwner', onChange: () => void) {
  const { data } = useQuery(UnreadMessagesDocument, { fetchPolicy: 'cache-only' });
  const count = data?.unreadMessages[side];
  const seen = useRef(count);
  useEffect(() => {
    if (count === undefined || count === seen.current) return;
    const known = seen.current !== undefined;
    seen.current = count;
    if (known) onChange();
  }, [count, onChange]);
}
