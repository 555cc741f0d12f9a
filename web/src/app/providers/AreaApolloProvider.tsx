import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../../lib/apollo';

/**
 * Apollo is provided per lazily loaded area rather than around the whole app, so the public pages'
 * first download does not include it (about 55 KB gzip). Every area shares the one client and cache.
 */
export function AreaApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
