// Sign-in throttling as an attacker meets it: concurrent guesses through REST, GraphQL and graphql-ws
// share one count that is taken before any password is checked; one address guessing one account is
// stopped at 5 while the owner, from an address that has not failed, still signs in; guesses spread
// over many addresses wait longer and longer; every refusal says when to try again.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loginThrottle } from '../../api/src/features/accounts/account.table.js';
import { reserveAttempt, throttleKeys } from '../../api/src/features/accounts/login-throttle.js';
import { sweepCounters } from '../../api/src/db/maintenance.js';
import { DEFAULT_PASSWORD } from '../../api/src/test/factories.js';
import { HttpClient, type TestApp } from '../../api/src/test/test-app.js';
import { ADMIN, newUser, outcomeOf, overWebSocket, startSecurityApp } from './support.js';

const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }';

describe('sign-in throttling', () => {
  let app: TestApp;
  const sockets: Client[] = [];
  /** TRUST_PROXY=1: each request says which address it comes from, on every transport. */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  const rest = (email: string, password: string, ip: string) =>
    new HttpClient(app.url).json('POST', '/api/login', { email, password }, from(ip));

  const graphql = async (email: string, password: string, ip: string) => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
    });
    return outcomeOf((await res.json()) as { errors?: { extensions?: { code?: string } }[] });
  };

  const socketFrom = (ip: string) => {
    class ForwardedWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: from(ip) });
      }
    }
    const client = createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: ForwardedWebSocket,
      retryAttempts: 0,
      // Kept open: a lazy client closes its socket whenever its last operation ends, which would
      // cut off operations still queued behind it.
      lazy: false,
    });
    sockets.push(client);
    return client;
  };

  const restOutcome = async (email: string, password: string, ip: string) => {
    const res = await rest(email, password, ip);
    return res.status === 200 ? 'OK' : (res.body as { code: string }).code;
  };

  beforeAll(async () => {
    app = await startSecurityApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.close();
  });

  it('evaluates at most 5 guesses from one address, however many arrive at once and through which API', async () => {
    const user = await newUser(app);
    const ip = '198.51.100.20';
    const socket = socketFrom(ip);
    const guesses = Array.from({ length: 20 }, (_, i) => `wrong password ${i}`);
    const outcomes = await Promise.all([
      ...guesses.map((p) => restOutcome(user.email, p, ip)),
      ...guesses.map((p) => graphql(user.email, p, ip)),
      ...guesses.map(async (p) => outcomeOf(await overWebSocket(socket, LOGIN, { e: user.email, p }))),
    ]);
    const evaluated = outcomes.filter((o) => o === 'UNAUTHENTICATED').length;
    // Every outcome, counted, in the message: a failure says what the other answers were.
    const tally = JSON.stringify(
      outcomes.reduce<Record<string, number>>(
        (counts, o) => ({ ...counts, [String(o)]: (counts[String(o)] ?? 0) + 1 }),
        {},
      ),
    );
    expect(evaluated, tally).toBe(5);
    expect(outcomes.filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(55);
    // The right password from that address is not even checked now.
    const refused = await rest(user.email, DEFAULT_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(outcomeOf(await overWebSocket(socket, LOGIN, { e: user.email, p: DEFAULT_PASSWORD }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('does not lock the owner out: another address that has not failed still signs in', async () => {
    const owner = await newUser(app);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 12; i++) await rest(owner.email, `guess ${i}`, attacker);
    const throttled = await rest(owner.email, DEFAULT_PASSWORD, attacker);
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((throttled.body as { message: string }).message).toMatch(/Try again in \d+ minutes/);

    expect((await rest(owner.email, DEFAULT_PASSWORD, '192.0.2.44')).status).toBe(200);
    expect(await graphql(owner.email, DEFAULT_PASSWORD, '192.0.2.45')).toBe('OK');
    // The attacker's address stays throttled after the owner's success.
    expect((await rest(owner.email, DEFAULT_PASSWORD, attacker)).status).toBe(429);
  });

  it('keeps the administrator in while someone guesses their password', async () => {
    for (let i = 0; i < 8; i++) await rest(ADMIN.ADMIN_EMAIL, `guess ${i}`, '203.0.113.77');
    expect((await rest(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, '203.0.113.77')).status).toBe(429);
    expect((await rest(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('slows guesses spread over many addresses with growing delays', async () => {
    const user = await newUser(app);
    const db = app.database.db;
    const t0 = Date.now();
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    const attempt = (address: number, seconds: number) =>
      reserveAttempt(db, throttleKeys(user.email, `10.9.${Math.floor(address / 250)}.${address % 250}`), at(seconds));
    // Twenty free guesses from twenty addresses...
    for (let a = 0; a < 20; a++) await attempt(a, 0);
    // ...then each further guess, from any address, waits twice as long as the one before.
    const waits: number[] = [];
    let clock = 0;
    for (let a = 20; a < 26; a++) {
      const refused = await attempt(a, clock).then(
        () => undefined,
        (error: { code: string; retryAfterSeconds: number }) => error,
      );
      expect(refused?.code).toBe('TOO_MANY_REQUESTS');
      waits.push(refused!.retryAfterSeconds);
      clock += refused!.retryAfterSeconds;
      await attempt(a, clock);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('lets many people behind one address sign in at once: only real failures count against it', async () => {
    const people = await Promise.all(Array.from({ length: 40 }, () => newUser(app)));
    const outcomes = await Promise.all(people.map((p) => restOutcome(p.email, DEFAULT_PASSWORD, '192.0.2.200')));
    expect(outcomes.every((o) => o === 'OK')).toBe(true);
  });

  it('counts an address the database cannot store as it is (a lone surrogate) without failing', async () => {
    for (let i = 0; i < 6; i++) {
      const outcome = await graphql('\ud800@example.com', 'wrong password', '198.51.100.30');
      expect(outcome).toBe(i < 5 ? 'UNAUTHENTICATED' : 'TOO_MANY_REQUESTS');
    }
  });

  it('forgets counters whose windows ended long ago, and only those', async () => {
    const db = app.database.db;
    const rows = () => db.select({ key: loginThrottle.key }).from(loginThrottle);
    const before = (await rows()).length;
    expect(before).toBeGreaterThan(0);
    await sweepCounters(db);
    expect((await rows()).length).toBe(before);
    await sweepCounters(db, new Date(Date.now() + 3 * 86_400_000));
    expect(await rows()).toEqual([]);
  });
});
