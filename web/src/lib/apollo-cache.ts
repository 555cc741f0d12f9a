import { InMemoryCache } from '@apollo/client';

/** The Apollo cache, configured alike in the browser and for server rendering (entry-server.tsx). */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One cart per user: every mutation that answers the cart updates every view of it.
      Cart: { keyFields: [] },
      // Payments and bookings are normalised by id; a booking's list entry and its details page
      // share one object, so a subscription event refreshes both.
    },
  });
}
