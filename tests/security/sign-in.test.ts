// Sign-in throttling as an attacker meets it: concurrent guesses through REST, GraphQL and graphql-ws
// share one count that is taken before any password is checked; one address guessing one account is
// stopped at 5 while the owner, from an address that has not failed, still signs in; guesses spread
// over many addresses wait longer and longer; every refusal says when to try again. A device that
// signed in before (its device cookie) is counted on its own, so guessing elsewhere never locks the
// owner out, and a stolen cookie still allows only 5 guesses.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { and, eq } from 'drizzle-orm';
import { loginThrottle } from '../../api/src/features/accounts/account.table.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { reserveAttempt, settleAttempt, throttleKeys } from '../../api/src/features/accounts/login-throttle.js';
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

  const graphqlWithCookie = async (client: HttpClient, email: string, password: string, ip: string) => {
    const res = await client.request('POST', '/graphql', {
      body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
      headers: { 'content-type': 'application/json', ...from(ip) },
    });
    return outcomeOf((await res.json()) as { errors?: { extensions?: { code?: string } }[] });
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

  /** A browser: its own cookie jar, signing in from `ip`. */
  const browser = () => new HttpClient(app.url);
  const signIn = (client: HttpClient, email: string, password: string, ip: string) =>
    client.json('POST', '/api/login', { email, password }, from(ip));

  it('never slows a device that signed in before, however much is guessed elsewhere (device cookies)', async () => {
    const owner = await newUser(app);
    const phone = browser();
    const first = await signIn(phone, owner.email, DEFAULT_PASSWORD, '192.0.2.90');
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    // Five addresses guess five times each: past the account's free allowance, unknown devices wait.
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 5; i++) await rest(owner.email, `guess ${a}-${i}`, `203.0.113.${120 + a}`);
    const unknown = await signIn(browser(), owner.email, DEFAULT_PASSWORD, '192.0.2.91');
    expect(unknown.status).toBe(429);
    // The owner's phone is not: from a new address, and even from one of the guessers' addresses.
    expect((await signIn(phone, owner.email, DEFAULT_PASSWORD, '192.0.2.92')).status).toBe(200);
    expect((await signIn(phone, owner.email, DEFAULT_PASSWORD, '203.0.113.120')).status).toBe(200);
    expect(await graphqlWithCookie(phone, owner.email, DEFAULT_PASSWORD, '192.0.2.93')).toBe('OK');
  });

  it('lets people who signed in before through an expo hall address that guessing locked', async () => {
    const hall = '198.51.100.150';
    const regular = await newUser(app);
    const desk = browser();
    expect((await signIn(desk, regular.email, DEFAULT_PASSWORD, hall)).status).toBe(200);
    // Someone in the hall tries 30 passwords over many accounts: the hall's address is locked...
    for (let i = 0; i < 30; i++) await rest(`nobody-${i}@example.com`, 'guess', hall);
    const newcomer = await newUser(app);
    expect((await signIn(browser(), newcomer.email, DEFAULT_PASSWORD, hall)).status).toBe(429);
    // ...but not for a browser that signed in to its account before.
    expect((await signIn(desk, regular.email, DEFAULT_PASSWORD, hall)).status).toBe(200);
  });

  it('still bounds guesses made with a stolen device cookie', async () => {
    const owner = await newUser(app);
    const stolen = browser();
    expect((await signIn(stolen, owner.email, DEFAULT_PASSWORD, '192.0.2.95')).status).toBe(200);
    const outcomes: number[] = [];
    for (let i = 0; i < 7; i++) outcomes.push((await signIn(stolen, owner.email, `guess ${i}`, `10.8.0.${i}`)).status);
    expect(outcomes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A cookie of another account, or a made-up one, counts as no cookie.
    const other = await newUser(app);
    const forged = browser();
    forged.cookies.set('device', stolen.cookies.get('device')!);
    expect((await signIn(forged, other.email, DEFAULT_PASSWORD, '192.0.2.96')).status).toBe(200);
    forged.cookies.set('device', 'A'.repeat(43));
    expect((await signIn(forged, other.email, DEFAULT_PASSWORD, '192.0.2.97')).status).toBe(200);
  });

  it('forgets every device of the account when its password is reset', async () => {
    const owner = await newUser(app);
    const thief = browser();
    expect((await signIn(thief, owner.email, DEFAULT_PASSWORD, '192.0.2.98')).status).toBe(200);
    // The owner takes the account back with a reset link...
    expect(await app.services.accounts.sendPasswordReset(owner.email)).toBe('sent');
    const [mail] = await app.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.template, 'password-reset')));
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
    expect(
      (await browser().json('POST', '/api/reset-password', { token, newPassword: 'taken back 1234' })).status,
    ).toBe(200);
    // ...so the thief's browser is an unknown device again: locked out with the others by guessing.
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 5; i++) await rest(owner.email, `guess ${a}-${i}`, `203.0.113.${140 + a}`);
    expect((await signIn(thief, owner.email, 'taken back 1234', '192.0.2.98')).status).toBe(429);
  });

  it('slows guesses spread over many addresses with growing delays', async () => {
    const user = await newUser(app);
    const db = app.database.db;
    const t0 = Date.now();
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    // A wrong guess: reserved, checked, and settled as a failure.
    const attempt = async (address: number, seconds: number) => {
      const keys = throttleKeys(user.email, `10.9.${Math.floor(address / 250)}.${address % 250}`);
      await reserveAttempt(db, keys, () => at(seconds));
      await settleAttempt(db, keys, 'failure', at(seconds));
    };
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
