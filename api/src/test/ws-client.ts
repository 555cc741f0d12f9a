import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client for a test server, signed in when a token is given; it never reconnects by itself. */
/**
 * `lazy: false` keeps the socket open between operations: a lazy client closes it whenever its last
 * operation ends, and an operation sent at that moment ends with no result.
 */
export function wsClient(app: { url: string }, token?: string, options: { lazy?: boolean } = {}): Client {
  return createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: options.lazy ?? true,
  });
}

/** Collects a subscription's events until stopped; `failure` holds its error, if any. */
export function listen(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: any[] = [];
  let failure: unknown;
  let closed = false;
  const stop = client.subscribe(
    { query, variables },
    {
      next: (value) => events.push(value),
      error: (error) => {
        failure = error;
        closed = true;
      },
      complete: () => {
        closed = true;
      },
    },
  );
  return {
    events,
    stop,
    get failure() {
      return failure;
    },
    get closed() {
      return closed;
    },
  };
}
