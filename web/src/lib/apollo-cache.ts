import { InMemoryCache } from '@apollo/client';

/**
 * The id of the `<script type="application/json">` element that carries a server-rendered page's
 * Apollo cache to the browser (JSON, never executed, so the Content-Security-Policy allows it).
 */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

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

/**
 * The cache a server-rendered page was rendered from, or null on a page the server did not render.
 * The first render in the browser must read exactly this, or hydration would not match.
 */
export function readServerRenderedCache(): unknown {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
