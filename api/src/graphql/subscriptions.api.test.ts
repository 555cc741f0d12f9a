// Subscriptions as an integrator's client meets them: the token in connection_init under either
// spelling, with or without "Bearer", a refused token closing with a code to act on, and input errors
// coded as they are over HTTP.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../test/test-app.js';

let app: TestApp;
let http: HttpClient;
let userId: string;
beforeAll(async () => {
  app = await startTestApp();
  http = app.client();
  userId = (await signUpAndLogin(http)).user.id;
});
afterAll(() => app?.close());

function connect(connectionParams: Record<string, unknown>): Client {
  return createClient({
    url: app.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
}

/** The first result of a subscription, or what ended it (an error list or a close event). */
function firstResult(client: Client, query: string, variables?: Record<string, unknown>) {
  return new Promise<{ data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
    const stop = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          resolve(value as never);
          stop();
        },
        error: reject,
        complete: () => {},
      },
    );
  });
}

async function accountEventThrough(client: Client, city: string) {
  const event = firstResult(client, 'subscription { accountChanged { city } }');
  // The subscription is registered once the server has acknowledged it; a mutation sent before that is missed.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await http.gql('mutation($id: ID!, $city: String!) { updateAccount(id: $id, input: { city: $city }) { id } }', {
    id: userId,
    city,
  });
  return event;
}

describe('graphql-ws connection_init', () => {
  it('takes the token as authorization or Authorization, with or without Bearer', async () => {
    const spellings = [
      { authorization: `Bearer ${http.token}` },
      { Authorization: `Bearer ${http.token}` },
      { authorization: http.token },
      { Authorization: http.token },
    ];
    for (const [i, params] of spellings.entries()) {
      const client = connect(params);
      const event = await accountEventThrough(client, `City ${i}`);
      expect(event.data).toEqual({ accountChanged: { city: `City ${i}` } });
      await client.dispose();
    }
  });

  it('closes with 4401 and a reason to act on when the token is refused', async () => {
    const client = connect({ authorization: 'Bearer not.a.token' });
    const closed = (await firstResult(client, 'subscription { accountChanged { city } }').catch((e: unknown) => e)) as {
      code?: number;
      reason?: string;
    };
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/sign in again/i);
    await client.dispose();
  });

  it('codes a variable that does not fit its type BAD_USER_INPUT and names it in fields, as over HTTP', async () => {
    const client = connect({ authorization: http.token });
    const query = 'subscription($id: ID!) { messageAdded(bookingId: $id) { id } }';
    const overWs = await firstResult(client, query, { id: { not: 'an id' } }).catch((e: unknown) => ({ errors: e }));
    const overHttp = await http.gql('query($id: ID!) { booking(id: $id) { id } }', { id: { not: 'an id' } });
    expect(JSON.stringify(overWs)).toContain('BAD_USER_INPUT');
    expect(JSON.stringify(overWs)).toContain('"fields":[{"path":"id","msg":"ID cannot represent value');
    expect(overHttp.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'id', msg: expect.stringMatching(/^ID cannot represent value/) }],
    });
    await client.dispose();
  });
});
