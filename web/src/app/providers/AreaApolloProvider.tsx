import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { getApolloClient } from '../../lib/apollo';

/**
 * Apollo is provided per lazily loaded area rather than around the whole app, so the public pages'
 * first download does not include it (about 55 KB gzip). Every area shares the one client and cache.
 * Server rendering provides its own client around the whole tree (one per page, executing in the API's
 * process); the areas then use that one.
 */
export function AreaApolloProvider({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return children;
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
