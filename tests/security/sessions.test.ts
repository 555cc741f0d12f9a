// Passwords and sessions: tampered or stale tokens are refused on every
// transport, the role claim is not trusted, a replayed refresh token ends its whole family, logout
// ends the session, sign-in is throttled per address across accounts (per account: sign-in.test.ts),
// and an oversized password is refused before anything is hashed.
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { refreshTokens } from '../../api/src/features/accounts/account.table.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../api/src/features/accounts/session.service.js';
import { hashToken } from '../../api/src/lib/tokens.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, DEFAULT_PASSWORD } from '../../api/src/test/factories.js';
import { HttpClient, type TestApp } from '../../api/src/test/test-app.js';
import { newUser, outcomeOf, overWebSocket, startSecurityApp, wsClient, type Person } from './support.js';

/** startTestApp's JWT_SECRET: what an attacker who stole the secret could sign with. */
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  let app: TestApp;
  let user: Person;
  let claims: { sub: string; sid: string; role: string; exp: number; iss: string };
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    app = await startSecurityApp();
    user = await newUser(app);
    claims = jwt.decode(user.client.token!) as typeof claims;
  });
  afterAll(() => app?.close());

  const forged = () => ({
    'alg "none"': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'Admin' })}.`,
    'signed with another secret': jwt.sign({ ...claims, role: 'Admin' }, 'another-secret-that-is-also-long-enough', {
      algorithm: 'HS256',
    }),
    'payload changed, signature kept': (() => {
      const [header, , signature] = user.client.token!.split('.');
      return `${header}.${base64url({ ...claims, role: 'Admin' })}.${signature}`;
    })(),
    expired: jwt.sign({ ...claims, iat: now() - 3600, exp: now() - 60 }, TEST_SECRET, { algorithm: 'HS256' }),
    'without the issuer': jwt.sign({ sub: claims.sub, sid: claims.sid, role: claims.role }, TEST_SECRET, {
      algorithm: 'HS256',
      expiresIn: 600,
    }),
    'HS512 instead of HS256': jwt.sign({ ...claims }, TEST_SECRET, { algorithm: 'HS512' }),
    'the refresh token': user.client.cookies.get('refreshToken')!,
  });

  it('accepts the real token (the control for the refusals below)', async () => {
    expect((await user.client.gql('{ me { id } }')).data?.me).toEqual({ id: user.user.id });
  });

  it('refuses forged, tampered, expired and misused tokens over GraphQL, REST and graphql-ws', async () => {
    for (const [name, token] of Object.entries(forged())) {
      const client = new HttpClient(app.url);
      client.token = token;
      const gql = await client.gql('{ me { id } }');
      expect(outcomeOf(gql), name).toBe('UNAUTHENTICATED');
      const rest = await client.json('PUT', `/api/update-account/${user.user.id}`, { city: 'Forged' });
      expect(rest.status, name).toBe(401);
      const ws = wsClient(app, token);
      try {
        const result = await overWebSocket(ws, 'subscription { accountChanged { id } }');
        expect(result.closed?.code, name).toBe(4401);
      } finally {
        await ws.dispose();
      }
    }
    const me = await user.client.json('GET', `/api/get-user-by-email/${encodeURIComponent(user.email)}`);
    expect(me.body.user.city).not.toBe('Forged');
  });

  it('takes the role from the database, not from a claim signed with a stolen secret', async () => {
    const client = new HttpClient(app.url);
    client.token = jwt.sign({ ...claims, role: 'Admin', iat: now(), exp: now() + 600 }, TEST_SECRET, {
      algorithm: 'HS256',
    });
    expect((await client.gql('{ me { role } }')).data?.me).toEqual({ role: 'USER' });
    expect(outcomeOf(await client.gql('{ adminUsers { total } }'))).toBe('FORBIDDEN');
    expect((await client.json('GET', '/api/all-users')).status).toBe(403);
  });
});

/** Moves a refresh token's rotation back past the grace period, as if the replay came a minute later. */
async function ageRotation(app: TestApp, refreshToken: string) {
  await app.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 60) * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

describe('refresh tokens and logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startSecurityApp();
  });
  afterAll(() => app?.close());

  it('sets the refresh cookie httpOnly, SameSite=Strict, and Secure in production', async () => {
    const fields = accountFields();
    await app.client().form('POST', '/api/create-account', fields);
    const res = await app.client().json('POST', '/api/login', { email: fields.email, password: fields.password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refreshToken='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(JSON.stringify(res.body)).not.toContain(cookie.split(';')[0]!.split('=')[1]);
    const production = await startSecurityApp({ NODE_ENV: 'production' });
    try {
      const other = accountFields();
      await production.client().form('POST', '/api/create-account', other);
      const login = await production
        .client()
        .json('POST', '/api/login', { email: other.email, password: other.password });
      expect(login.headers.getSetCookie().find((c) => c.startsWith('refreshToken='))).toMatch(/;\s*Secure/i);
    } finally {
      await production.close();
    }
  });

  it('ends the whole family when a used refresh token comes back, access tokens included', async () => {
    const victim = await newUser(app);
    const stolen = victim.client.cookies.get('refreshToken')!;
    const rotated = await victim.client.gql('mutation { refreshSession { accessToken } }');
    victim.client.token = rotated.data!.refreshSession.accessToken;

    // The thief comes back after the grace period in which a just-rotated token still answers.
    await ageRotation(app, stolen);
    const thief = new HttpClient(app.url);
    thief.cookies.set('refreshToken', stolen);
    expect(outcomeOf(await thief.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');

    expect(outcomeOf(await victim.client.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await victim.client.gql('{ me { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('answers concurrent refreshes with one cookie with the same successor, and signs nobody out', async () => {
    const user = await newUser(app);
    const cookie = user.client.cookies.get('refreshToken')!;
    const refresh = async () => {
      const tab = new HttpClient(app.url);
      tab.cookies.set('refreshToken', cookie);
      const res = await tab.gql<{ refreshSession: { accessToken: string } }>(
        'mutation { refreshSession { accessToken } }',
      );
      return {
        outcome: outcomeOf(res),
        token: res.data?.refreshSession.accessToken,
        cookie: tab.cookies.get('refreshToken'),
      };
    };
    const tabs = await Promise.all(Array.from({ length: 5 }, refresh));
    expect(tabs.map((t) => t.outcome)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    // One successor for all five: the family still has a single live refresh token.
    expect(new Set(tabs.map((t) => t.cookie)).size).toBe(1);
    expect(tabs[0]!.cookie).not.toBe(cookie);
    for (const tab of tabs) {
      const client = new HttpClient(app.url);
      client.token = tab.token;
      expect((await client.gql('{ me { id } }')).data?.me).toEqual({ id: user.user.id });
    }
    // The successor rotates as usual.
    const next = new HttpClient(app.url);
    next.cookies.set('refreshToken', tabs[0]!.cookie!);
    expect(outcomeOf(await next.gql('mutation { refreshSession { accessToken } }'))).toBe('OK');

    // After the grace period, the first cookie coming back is a replay: the whole family ends.
    await ageRotation(app, cookie);
    expect((await refresh()).outcome).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await next.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session: its access token and refresh token stop working', async () => {
    const user = await newUser(app);
    const refresh = user.client.cookies.get('refreshToken')!;
    expect((await user.client.json('POST', '/api/logout', {})).status).toBe(200);
    expect(outcomeOf(await user.client.gql('{ me { id } }'))).toBe('UNAUTHENTICATED');
    const again = new HttpClient(app.url);
    again.cookies.set('refreshToken', refresh);
    expect(outcomeOf(await again.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('sign-in throttling and oversized passwords', () => {
  let app: TestApp;
  /** Each test pretends to come from its own address (TRUST_PROXY=1 reads X-Forwarded-For). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (email: string, password: string, ip: string) =>
    new HttpClient(app.url).json('POST', '/api/login', { email, password }, from(ip));

  beforeAll(async () => {
    app = await startSecurityApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  it('locks an address after 30 failures across accounts, and only that address', async () => {
    const user = await newUser(app);
    for (let i = 0; i < 30; i++) await login(`nobody${i}@example.com`, 'wrong password!', '203.0.113.9');
    expect((await login(user.email, DEFAULT_PASSWORD, '203.0.113.9')).status).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  it('refuses a 1 MB password as too large, on REST, GraphQL and forms', async () => {
    const huge = 'p'.repeat(1024 * 1024);
    const rest = await login('someone@example.com', huge, '192.0.2.1');
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const gql = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($p: String!) { login(email: "someone@example.com", password: $p) { accessToken } }',
        variables: { p: huge },
      }),
    });
    expect(gql.status).toBe(413);
    const form = await app.client().form('POST', '/api/create-account', accountFields({ password: huge }));
    expect(form.status).toBe(400);
    expect(form.body.errors[0]).toMatchObject({ path: 'password' });
  });

  it('refuses passwords over 128 characters before verifying them, without counting a failure', async () => {
    const user = await newUser(app);
    const long = 'p'.repeat(90_000);
    for (let i = 0; i < 8; i++) {
      const res = await login(user.email, long, '192.0.2.2');
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: 'password', msg: 'Passwords are at most 128 characters' });
    }
    const gql = await new HttpClient(app.url).gql(
      'mutation($email: String!, $p: String!) { login(email: $email, password: $p) { accessToken } }',
      { email: user.email, p: 'p'.repeat(129) },
    );
    expect(outcomeOf(gql)).toBe('BAD_USER_INPUT');
    // Nine refusals, none counted: the account is not locked.
    expect((await login(user.email, DEFAULT_PASSWORD, '192.0.2.2')).status).toBe(200);
    const signUp = await app.client().form('POST', '/api/create-account', accountFields({ password: 'p'.repeat(129) }));
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors[0]).toEqual({ path: 'password', msg: 'Password must be at most 128 characters' });
  });
});
