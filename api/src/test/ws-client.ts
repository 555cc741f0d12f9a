import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client for a test server, signed in when a token is given; it never reconnects by itself. */
export function wsClient(app: { url: string }, token?: string): Client {
  return createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}
