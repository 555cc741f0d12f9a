import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, signUpAndLogin } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { withoutRouter } from './without-router.js';

let app: TestApp;
let token: string;
let email: string;
let password: string;
beforeAll(async () => {
  app = await startTestApp();
  const client = app.client();
  ({ email, password } = await signUpAndLogin(client, accountFields()));
  token = client.token!;
});
afterAll(() => app?.close());

/**
 * The same GraphQL POST sent two ways: with a Content-Length (the fast lane reads it and hands it to
 * the route's middleware without Express's router) and chunked (the fast lane leaves it to Express).
 */
async function bothWays(body: string, headers: Record<string, string> = {}) {
  const send = (chunked: boolean) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(chunked
        ? {
            body: new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(body));
                controller.close();
              },
            }),
            duplex: 'half',
          }
        : { body }),
    } as RequestInit);
  const [lane, router] = [await send(false), await send(true)];
  expect(lane.headers.get('transfer-encoding')).toBeNull();
  return { lane, router };
}

/** A response's headers, without those that differ from one response to the next. */
const stableHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !['date', 'x-request-id', 'content-length', 'transfer-encoding'].includes(name),
    ),
  );

describe('a GraphQL POST served without the router', () => {
  it('answers as Express does: status, body and every header', async () => {
    const query = JSON.stringify({ query: '{ me { email } }' });
    const { lane, router } = await bothWays(query, { authorization: `Bearer ${token}` });
    expect(lane.status).toBe(200);
    expect(await lane.json()).toEqual(await router.json());
    expect(stableHeaders(lane)).toEqual(stableHeaders(router));
    expect(lane.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(lane.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the request id a caller sends and makes one otherwise', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const { lane } = await bothWays(query, { 'x-request-id': 'caller-chosen-id-1' });
    expect(lane.headers.get('x-request-id')).toBe('caller-chosen-id-1');
    const { lane: fresh } = await bothWays(query);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports a body that is not JSON as Express does', async () => {
    const { lane, router } = await bothWays('{"query": ');
    expect(lane.status).toBe(400);
    expect(await lane.json()).toEqual(await router.json());
  });

  it('sets and reads cookies with Express’s methods (sign-in, then refresh)', async () => {
    const login = JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email } } }',
      variables: { e: email, p: password },
    });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
    expect(cookie).toMatch(/HttpOnly/);
    const refreshed = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie!.split(';')[0]! },
      body: JSON.stringify({ query: 'mutation { refreshSession { user { email } } }' }),
    });
    const answer = (await refreshed.json()) as { data: { refreshSession: { user: { email: string } } } };
    expect(answer.data.refreshSession.user.email).toBe(email);
  });

  it('compresses a large answer for a client that accepts it', async () => {
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: query,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const schema = (await res.json()) as { data: { __schema: { types: unknown[] } } };
    expect(schema.data.__schema.types.length).toBeGreaterThan(50);
  });
});

interface RouterLayer {
  route?: { methods: Record<string, boolean> };
  handle: RequestHandler;
  match(path: string): boolean;
}

describe("the lane's middleware", () => {
  it('is every layer Express runs for POST /graphql, in order, up to the GraphQL handler', () => {
    const lane = app.graphqlLane;
    const stack = (app.httpApp as unknown as { router: { stack: RouterLayer[] } }).router.stack;
    const expressRuns: RequestHandler[] = [];
    for (const layer of stack) {
      if (expressRuns.at(-1) === lane.at(-1)) break;
      // Error handlers (four parameters) and routes of other methods do not run for a request that succeeds.
      if (layer.handle.length === 4 || (layer.route && !layer.route.methods.post && !layer.route.methods._all))
        continue;
      if (layer.match('/graphql')) expressRuns.push(layer.handle);
    }
    expect(expressRuns.length).toBeGreaterThan(5);
    expect(expressRuns).toEqual(lane);
  });
});

describe('withoutRouter', () => {
  let server: Server;
  let url: string;
  const errors: unknown[] = [];
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    errors.push(error);
    res.status(500).json({ message: String((error as Error).message) });
  };
  const routes: Record<string, RequestHandler[]> = {
    '/ok': [
      (req, _res, next) => ((req.headers['x-seen'] = 'yes'), next()),
      (req, res) => res.json({ seen: req.get('x-seen') }),
    ],
    '/passes': [(_req, _res, next) => next(new Error('passed on'))],
    '/throws': [
      () => {
        throw new Error('thrown');
      },
    ],
    '/rejects': [async () => Promise.reject(new Error('rejected'))],
    '/late': [
      (_req, res) => {
        res.writeHead(200).write('partial');
        throw new Error('after the headers');
      },
    ],
    '/silent': [(_req, _res, next) => next()],
  };
  beforeAll(async () => {
    const expressApp = express();
    const lanes = Object.fromEntries(
      Object.entries(routes).map(([path, handlers]) => [path, withoutRouter(expressApp, handlers, onError)]),
    );
    server = createServer((req, res) => lanes[req.url!]!(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('runs the handlers in order, with Express’s request and response methods', async () => {
    expect(await (await fetch(`${url}/ok`)).json()).toEqual({ seen: 'yes' });
  });

  it('hands an error passed on, thrown or rejected to the error handler', async () => {
    for (const [path, message] of [
      ['/passes', 'passed on'],
      ['/throws', 'thrown'],
      ['/rejects', 'rejected'],
    ]) {
      const res = await fetch(url + path);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message });
    }
    const res = await fetch(`${url}/silent`);
    expect(await res.json()).toEqual({ message: 'Nothing answered GET /silent' });
  });

  it('ends the connection when the error comes after the headers', async () => {
    await expect(fetch(`${url}/late`).then((res) => res.text())).rejects.toThrow();
  });
});
