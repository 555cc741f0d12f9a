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
