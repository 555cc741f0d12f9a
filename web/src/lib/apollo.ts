import { ApolloClient, ApolloLink, type ErrorLike, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { from, switchMap, throwError } from 'rxjs';
import { createApolloCache } from './apollo-cache';
import { endLocalSession, refreshSession } from './auth/session';
import { sessionStore } from './auth/session-store';
import { GRAPHQL_ENDPOINT } from './graphql-request';
import { readServerRenderedCache } from './server-rendered';

/**
 * The app's Apollo Client. Loaded only by the route areas that use it (and for signed-in users), so the
 * public pages render without it. Links, outermost first:
 *   error (refresh + retry once on UNAUTHENTICATED) -> idempotency key (mutations) -> auth (Bearer header)
 *     -> ws (subscriptions) | [persisted queries (queries only)] -> http (uploads)
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
    withPersistedQueries(httpLink),
  );

  const cache = createApolloCache();
  const serverRendered = readServerRenderedCache();
  if (serverRendered) cache.restore(serverRendered as NormalizedCacheObject);
  const client = new ApolloClient({
    link: ApolloLink.from([createErrorLink(), createIdempotencyLink(), createAuthLink(), transport]),
    cache,
    // A server-rendered page hydrates from the cache it was rendered with: its queries read that cache
    // instead of asking the server again (which would also render "loading" and break hydration).
    ...(serverRendered ? { ssrForceFetchDelay: SERVER_RENDERED_CACHE_MS } : {}),
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
    // The server renders every page anonymously (the same page for every visitor): once a restored
    // session is known, the page's queries ask again as the viewer, for what only they may see.
    if (serverRendered && lastStatus === 'restoring' && status === 'signedIn') {
      client.prioritizeCacheValues = false;
      void client.refetchObservableQueries();
    }
    lastToken = token;
    lastStatus = status;
  });

  return client;
}

/**
 * Queries go by their hash, as GETs, once the server has seen their text (Apollo's automatic persisted
 * queries): a public answer can then be kept by the browser or a CDN (the API says `public, max-age=5`).
 * Mutations keep sending their text by POST: nothing caches them, the hash would only cost them a second
 * round trip on an instance that has not seen it, and an upload (multipart, mutations only) would send
 * its files twice. The hash is SHA-256 from `crypto.subtle`, which browsers give only to secure contexts
 * (https, localhost): the app served over plain http on a LAN address sends the text, as it always did.
 */
function withPersistedQueries(httpLink: ApolloLink): ApolloLink {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return httpLink;
  const byHash = new PersistedQueryLink({
    sha256: (text) => sha256Hex(subtle, text),
    useGETForHashedQueries: true,
  });
  // Only a signed-out visitor's queries: a browser keeps a public answer to a GET for a few seconds, and
  // whoever is signed in may just have changed what it shows (an owner their tool, an administrator the
  // programme). Their queries go by POST with their text, which the server's public cache answers fresh.
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.QUERY && !operation.getContext().sentToken,
    byHash.concat(httpLink),
    httpLink,
  );
}

async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random key; getRandomValues, not randomUUID: it exists outside secure contexts too (a LAN address in dev). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const carriesFile = (value: unknown): boolean =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (Array.isArray(value)
    ? value.some(carriesFile)
    : !!value && typeof value === 'object' && Object.values(value).some(carriesFile));

/**
 * Every mutation goes with an Idempotency-Key, so the server runs it once however often it arrives: a
 * retry of the same call (the error link's, after a refresh) sends the key it already has, and the
 * server answers a repeat with the first answer. A caller that spans several calls with one action
 * (the Earnings page's withdrawal, pressed again after a lost answer) passes its own key in the
 * context's headers. Uploads go without: the server does not take keys with multipart bodies.
 */
function createIdempotencyLink(): ApolloLink {
  return new SetContextLink((previous, operation) => {
    if (operation.operationType !== OperationTypeNode.MUTATION || carriesFile(operation.variables)) return {};
    const headers = (previous.headers ?? {}) as Record<string, string>;
    if (Object.keys(headers).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase())) return {};
    return { headers: { ...headers, [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
  });
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

/** How long after start-up a server-rendered page's queries are answered from its cache alone. */
const SERVER_RENDERED_CACHE_MS = 2000;

let sharedClient: ApolloClient | undefined;

/**
 * The app's one client, created on first use: in the browser only (it opens sockets and reads the
 * page's address), and after the server-rendered cache, if any, is in the page.
 */
export function getApolloClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}
