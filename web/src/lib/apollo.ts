import { ApolloClient, ApolloLink, InMemoryCache, type ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { from, switchMap, throwError } from 'rxjs';
import { endLocalSession, refreshSession } from './auth/session';
import { sessionStore } from './auth/session-store';
import { GRAPHQL_ENDPOINT } from './graphql-request';

/**
 * The app's Apollo Client. Loaded only by the route areas that use it (and for signed-in users), so the
 * public pages render without it. Links, outermost first:
 *   error (refresh + retry once on UNAUTHENTICATED) -> auth (Bearer header) -> http (uploads) | ws (subscriptions)
 */
export interface ApolloClientOptions {
  httpUri?: string;
  wsUrl?: string;
  fetch?: typeof fetch;
}

export function createApolloClient({
  httpUri = GRAPHQL_ENDPOINT,
  wsUrl = sameOriginWsUrl(GRAPHQL_ENDPOINT),
  fetch,
}: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new UploadHttpLink({
    uri: httpUri,
    credentials: 'same-origin',
    // The API keeps Apollo Server's CSRF prevention on; multipart uploads are "simple" requests
    // unless they carry this header.
    headers: { 'apollo-require-preflight': 'true' },
    fetch,
  });

  const ws = createRestartableWsClient(wsUrl);
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws.client),
    httpLink,
  );

  const client = new ApolloClient({
    link: ApolloLink.from([createErrorLink(), createAuthLink(), transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // One cart per user: every mutation that answers the cart updates every view of it.
        Cart: { keyFields: [] },
        // Payments and bookings are normalised by id; a booking's list entry and its details page
        // share one object, so a subscription event refreshes both.
      },
    }),
  });

  let lastToken = sessionStore.getAccessToken();
  let lastStatus = sessionStore.getState().status;
  sessionStore.subscribe(() => {
    const token = sessionStore.getAccessToken();
    const { status } = sessionStore.getState();
    if (token !== lastToken) ws.restart();
    // Signed out (logout, revoked, expired): nothing cached for the previous user may stay visible.
    // clearStore rather than resetStore: refetching the active queries would only fail unauthenticated.
    if (lastStatus === 'signedIn' && status === 'signedOut') void client.clearStore();
    lastToken = token;
    lastStatus = status;
  });

  return client;
}

function createAuthLink(): ApolloLink {
  return new SetContextLink((previous) => {
    const token = sessionStore.getAccessToken();
    if (!token) return { sentToken: null };
    return {
      sentToken: token,
      headers: { ...previous.headers, authorization: `Bearer ${token}` },
    };
  });
}

function createErrorLink(): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    const { sentToken, retriedAfterRefresh } = operation.getContext();
    // Only a request that carried a token can be saved by a refresh, and only once.
    if (!isUnauthenticated(error) || !sentToken || retriedAfterRefresh) return;

    const retry = () => {
      operation.setContext({ retriedAfterRefresh: true });
      return forward(operation);
    };
    // A request that failed alongside this one may already have refreshed the token.
    const current = sessionStore.getAccessToken();
    if (current && current !== sentToken) return retry();

    return from(refreshSession()).pipe(
      switchMap((outcome) => {
        if (outcome === 'refreshed') return retry();
        endLocalSession('expired');
        return throwError(() => error);
      }),
    );
  });
}

function isUnauthenticated(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * graphql-ws reads `connectionParams` only when it connects. When the token changes (sign-in, refresh,
 * sign-out) the open socket is closed with 4205 ("Client Restart"), which graphql-ws treats as retryable:
 * it reconnects with the new token and resubscribes the active subscriptions.
 */
function createRestartableWsClient(url: string) {
  let socket: WebSocket | null = null;
  let connections = 0;
  const client = createClient({
    url,
    lazy: true,
    // A phone that loses its network for a while reconnects when it comes back, however long that takes.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      const token = sessionStore.getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      opened: (opened) => {
        socket = opened as WebSocket;
      },
      connected: () => {
        connections += 1;
        // Events sent while the socket was down are lost: pages catch up by asking again.
        if (connections > 1) reconnectListeners.forEach((listener) => listener());
      },
      closed: () => {
        socket = null;
      },
    },
  });
  return {
    client,
    restart() {
      if (socket?.readyState === WebSocket.OPEN) socket.close(4205, 'Client Restart');
    },
  };
}

function sameOriginWsUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

const reconnectListeners = new Set<() => void>();

/**
 * Calls `listener` each time the subscription socket connects again after a drop, so a page can
 * fetch what it missed meanwhile. Answers the function that stops listening.
 */
export function onSocketReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export const apolloClient = createApolloClient();
