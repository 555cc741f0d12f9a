import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { refreshTokens } from './account.table.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_PASSWORD, accountFields, signIn, signUpAndLogin, tinyPng, uniqueEmail } from '../../test/factories.js';
import { LIMITS } from '../../graphql/armor.js';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'chief@example.com',
    ADMIN_PASSWORD: 'admin-password-1',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const ME = 'query { me { id firstName email role image } }';

describe('create account (REST, multipart)', () => {
  it('creates an account with a profile picture and serves the picture safely', async () => {
    const client = app.client();
    const fields = accountFields({ email: uniqueEmail('Mixed.Case') });
    const res = await client.form('POST', '/api/create-account', fields, {
      image: { data: tinyPng(), name: 'me.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.stringContaining(fields.email.toLowerCase()) });
    const login = await client.json('POST', '/api/login', { email: fields.email, password: fields.password });
    expect(login.body.user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Obi',
      email: fields.email.toLowerCase(),
      role: 'User',
      country: 'Nigeria',
      email_verified: false,
    });
    expect(login.body.user).not.toHaveProperty('password_hash');
    expect(login.body.user).not.toHaveProperty('passwordHash');
    expect(login.body.user.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const picture = await fetch(app.url + login.body.user.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    // Re-encoded on the way in (no metadata survives): the same picture, not the same bytes.
    const served = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    const sent = await sharp(tinyPng()).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', sent.width, sent.height]);
  });

  it('makes no second account with the same e-mail in any letter case, and answers alike', async () => {
    const client = app.client();
    const fields = accountFields();
    const first = await client.form('POST', '/api/create-account', fields);
    expect(first.status).toBe(201);
    const again = await client.form('POST', '/api/create-account', {
      ...fields,
      email: fields.email.toUpperCase(),
      password: 'another-password-1',
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // The first password still signs in; the second never made an account.
    expect((await client.json('POST', '/api/login', fields)).status).toBe(200);
    const second = await client.json('POST', '/api/login', { email: fields.email, password: 'another-password-1' });
    expect(second.status).toBe(401);
  });

  it('lists every invalid field as errors[].msg with the old client field names', async () => {
    const res = await app
      .client()
      .form(
        'POST',
        '/api/create-account',
        accountFields({ first_name: '', email: 'not-an-email', country: '', password: 'short' }),
      );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    const paths = (res.body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['country', 'email', 'first_name', 'password']);
    expect(res.body.errors[0].msg).toEqual(expect.any(String));
    expect(res.body.message).toEqual(res.body.errors[0].msg);
  });

  it('refuses a file that is not an image, whatever its name says, and saves nothing', async () => {
    const fields = accountFields();
    const res = await app.client().form('POST', '/api/create-account', fields, {
      image: { data: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'evil.png', type: 'image/png' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The profile picture must be a PNG, JPEG or WebP image',
    });
    const login = await app.client().json('POST', '/api/login', { email: fields.email, password: fields.password });
    expect(login.status).toBe(401);
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await app.client().form('POST', '/api/create-account', accountFields(), {
      image: { data: big, name: 'big.png', type: 'image/png' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Images must be 5 MB or smaller' });
  });
});

describe('create account (GraphQL upload)', () => {
  const CREATE =
    'mutation($input: CreateAccountInput!, $image: Upload) { createAccount(input: $input, image: $image) { message email } }';
  const input = () => ({
    firstName: 'Bola',
    lastName: 'Ade',
    email: uniqueEmail(),
    country: 'Ghana',
    password: DEFAULT_PASSWORD,
  });

  it('accepts a picture sent with the preflight header', async () => {
    const account = input();
    const client = app.client();
    const res = await client.gqlUpload(
      CREATE,
      { input: account },
      { image: { data: tinyPng(), name: 'a.png', type: 'image/png' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createAccount).toEqual({ message: expect.stringContaining(account.email), email: account.email });
    const login = await client.json('POST', '/api/login', { email: account.email, password: account.password });
    expect(login.body.user.image).toMatch(/^\/uploads\//);
  });

  it('blocks multipart without the preflight header (CSRF)', async () => {
    const res = await app
      .client()
      .gqlUpload(CREATE, { input: input() }, { image: { data: tinyPng(), name: 'a.png' } }, {});
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a non-image and an oversized image with codes', async () => {
    const text = await app
      .client()
      .gqlUpload(CREATE, { input: input() }, { image: { data: Buffer.from('hello'), name: 'a.png' } });
    expect(text.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await app
      .client()
      .gqlUpload(CREATE, { input: input() }, { image: { data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'b.png' } });
    expect(big.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reports field errors with input field names', async () => {
    const res = await app
      .client()
      .gql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { email } }', {
        input: { ...input(), email: 'nope', password: 'x' },
      });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort()).toEqual(['input.email', 'input.password']);
  });
});

describe('sign in, sessions and sign out', () => {
  it('REST login returns the user and a token, and sets an httpOnly SameSite refresh cookie', async () => {
    const client = app.client();
    const fields = accountFields();
    await client.form('POST', '/api/create-account', fields);
    const res = await client.json('POST', '/api/login', {
      email: fields.email.toUpperCase(),
      password: fields.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: fields.email, first_name: 'Ada', role: 'User' });
    expect(res.body.token).toEqual(expect.any(String));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    client.token = res.body.token;
    const me = await client.gql(ME);
    expect(me.data?.me).toMatchObject({ email: fields.email, firstName: 'Ada' });
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const { email } = await signUpAndLogin(app.client());
    const wrong = await app.client().json('POST', '/api/login', { email, password: 'wrong password!' });
    const unknown = await app
      .client()
      .json('POST', '/api/login', { email: uniqueEmail(), password: 'wrong password!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after 5 failed attempts, even for the right password', async () => {
    const { email, password } = await signUpAndLogin(app.client());
    for (let i = 0; i < 5; i++) {
      const res = await app
        .client()
        .gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', {
          e: email,
          p: `bad-${i}-password`,
        });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const locked = await app.client().json('POST', '/api/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rotates the refresh token and revokes the whole family when an old one is replayed', async () => {
    const client = app.client();
    await signUpAndLogin(client);
    const first = client.cookies.get('refreshToken')!;
    const refreshed = await client.gql('mutation { refreshSession { accessToken user { email } } }');
    expect(refreshed.errors).toBeUndefined();
    const second = client.cookies.get('refreshToken')!;
    expect(second).not.toBe(first);

    // An attacker replays the first (already used) token, after the grace period for lost responses.
    await app.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first)));
    const attacker = app.client();
    attacker.cookies.set('refreshToken', first);
    const replay = await attacker.gql('mutation { refreshSession { accessToken } }');
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The family is gone: the legitimate holder's newer token and access token stop working too.
    const legit = await client.gql('mutation { refreshSession { accessToken } }');
    expect(legit.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    client.token = refreshed.data!.refreshSession.accessToken;
    const me = await client.gql(ME);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the session and clears both cookies', async () => {
    const client = app.client();
    await signUpAndLogin(client);
    const res = await client.json('POST', '/api/logout', {});
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['refreshToken', 'accessToken']));
    const me = await client.gql(ME);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('looks a session up once for the requests that arrive while the lookup is under way', async () => {
    const client = app.client();
    await signUpAndLogin(client);
    // A fresh token of the same session: nothing is cached for it yet.
    const refreshed = await client.gql('mutation { refreshSession { accessToken } }');
    const token = refreshed.data!.refreshSession.accessToken as string;
    const before = app.queries.length;
    const viewers = await Promise.all(Array.from({ length: 20 }, () => app.services.sessions.resolveViewer(token)));
    expect(viewers.every((v) => 'viewer' in v && v.viewer.user.email)).toBe(true);
    const lookups = app.queries.slice(before).filter((q) => q.includes('"session_families"."revoked_at"'));
    expect(lookups).toHaveLength(1);
    // And over HTTP, requests sent together.
    client.token = (await client.gql('mutation { refreshSession { accessToken } }')).data!.refreshSession.accessToken;
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.gql(ME)));
    expect(answers.every((a) => a.data?.me)).toBe(true);
  });

  it('keeps no viewer from a lookup that was under way when the session ended', async () => {
    const client = app.client();
    await signUpAndLogin(client);
    const token = client.token!;
    const sessions = app.services.sessions;
    const during = sessions.resolveViewer(token);
    await sessions.endByAccessToken(token);
    // Whatever the lookup under way read, the next request looks again and finds the session ended.
    await during;
    expect(await sessions.resolveViewer(token)).toEqual({ problem: 'revoked' });
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('me is null without a token and an error with a bad one', async () => {
    expect((await app.client().gql(ME)).data).toEqual({ me: null });
    const client = app.client();
    client.token = 'not-a-jwt';
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('reading and changing accounts', () => {
  it('get-user-by-email answers self, refuses others with the text Unauthorized', async () => {
    const a = app.client();
    const b = app.client();
    const userA = await signUpAndLogin(a);
    const userB = await signUpAndLogin(b);
    const self = await a.json('GET', `/api/get-user-by-email/${encodeURIComponent(userA.email)}`);
    expect(self.status).toBe(200);
    expect(self.body.user.email).toBe(userA.email);
    const other = await a.json('GET', `/api/get-user-by-email/${encodeURIComponent(userB.email)}`);
    expect(other.status).toBe(401);
    expect(other.body).toBe('Unauthorized');
    const anonymous = await app.client().json('GET', `/api/get-user-by-email/${encodeURIComponent(userA.email)}`);
    expect(anonymous.body).toBe('Unauthorized');
  });

  it('user A cannot update user B (REST and GraphQL), and B is unchanged', async () => {
    const a = app.client();
    const b = app.client();
    await signUpAndLogin(a);
    const userB = await signUpAndLogin(b);
    const rest = await a.form('PUT', `/api/update-account/${userB.user.id}`, { first_name: 'Hacked' });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('FORBIDDEN');
    const gql = await a.gql('mutation($id: ID!) { updateAccount(id: $id, input: { firstName: "Hacked" }) { id } }', {
      id: userB.user.id,
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await b.gql(ME);
    expect(mine.data?.me.firstName).toBe('Ada');
  });

  it('updates own profile and picture over REST, ignoring fields a user may not set', async () => {
    const client = app.client();
    const { user } = await signUpAndLogin(client);
    const res = await client.form(
      'PUT',
      `/api/update-account/${user.id}`,
      { first_name: 'Adaeze', city: 'Kano', role: 'Admin', user_name: 'adaeze', userId: user.id },
      { image: { data: tinyPng(), name: 'new.png', type: 'image/png' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been updated');
    expect(res.body.user).toMatchObject({ first_name: 'Adaeze', city: 'Kano', role: 'User', user_name: 'adaeze' });
    expect(res.body.user.image).toMatch(/^\/uploads\//);
  });

  it('changing the password needs the current one and signs out other sessions', async () => {
    const laptop = app.client();
    const { user, email, password } = await signUpAndLogin(laptop);
    const phone = app.client();
    phone.token = (await phone.json('POST', '/api/login', { email, password })).body.token;

    const UPDATE = 'mutation($id: ID!, $input: UpdateAccountInput!) { updateAccount(id: $id, input: $input) { id } }';
    const missing = await laptop.gql(UPDATE, { id: user.id, input: { newPassword: 'a brand new password' } });
    expect(missing.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.currentPassword');
    const changed = await laptop.gql(UPDATE, {
      id: user.id,
      input: { currentPassword: password, newPassword: 'a brand new password' },
    });
    expect(changed.errors).toBeUndefined();

    expect((await laptop.gql(ME)).data?.me.email).toBe(email);
    expect((await phone.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().json('POST', '/api/login', { email, password: 'a brand new password' })).status).toBe(
      200,
    );
  });

  it('removes the profile picture on request', async () => {
    const client = app.client();
    const email = uniqueEmail();
    await client.form('POST', '/api/create-account', accountFields({ email }), {
      image: { data: tinyPng(), name: 'p.png' },
    });
    const login = await client.json('POST', '/api/login', { email, password: DEFAULT_PASSWORD });
    client.token = login.body.token;
    const res = await client.gql(
      'mutation($id: ID!) { updateAccount(id: $id, input: {}, removeImage: true) { image } }',
      { id: login.body.user.id },
    );
    expect(res.data?.updateAccount.image).toBeNull();
    expect((await fetch(app.url + login.body.user.image)).status).toBe(404);
  });
});

describe('password reset through a real e-mail', () => {
  it('sends a link, sets a new password once, and ends every session', async () => {
    const client = app.client();
    const { email, user } = await signUpAndLogin(client);
    const res = await app.client().json('POST', '/api/request-password-token', { email });
    expect(res.body.message).toMatch(/If an account exists/);

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('reset your password'));
    const link = /https?:\/\/\S+\/user\/user-reset-password\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const linkState = async (t: string) =>
      (await app.client().gql('query($t: String!) { passwordResetLink(token: $t) }', { t })).data?.passwordResetLink;
    expect(await linkState(token)).toBe('VALID');
    expect(await linkState(token.slice(0, -2))).toBe('UNKNOWN');

    const reset = await app
      .client()
      .json('POST', '/api/reset-password', { token, newPassword: 'my new secret pass', userId: user.id });
    expect(reset.status).toBe(200);
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().json('POST', '/api/login', { email, password: 'my new secret pass' })).status).toBe(200);

    const again = await app
      .client()
      .gql('mutation($t: String!) { resetPassword(token: $t, newPassword: "another password") }', { t: token });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toMatch(/invalid, already used or expired/);
    // The reset page asks first, so a used link is said before a new password is typed.
    expect(await linkState(token)).toBe('USED');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const res = await app.client().json('POST', '/api/user-request-password-token', { email: unknown });
    expect(res.body.message).toMatch(/If an account exists/);
    await expect(smtp.waitFor((m) => m.to.includes(unknown), 1500)).rejects.toThrow();
  });
});

describe('administrator from ADMIN_EMAIL', () => {
  it('exists as Admin and may read any account', async () => {
    const admin = app.client();
    const login = await admin.json('POST', '/api/login', { email: 'chief@example.com', password: 'admin-password-1' });
    expect(login.body.user.role).toBe('Admin');
    admin.token = login.body.token;
    const { user } = await signUpAndLogin(app.client());
    const res = await admin.gql('query($id: ID!) { user(id: $id) { email role } }', { id: user.id });
    expect(res.data?.user).toEqual({ email: user.email, role: 'USER' });
    expect((await admin.gql('{ me { role } }')).data?.me.role).toBe('ADMIN');
  });

  it('answers a missing account as null with NOT_FOUND, and its siblings still arrive', async () => {
    const admin = app.client();
    await signIn(admin, 'chief@example.com', 'admin-password-1');
    const res = await admin.gql(
      `query($missing: ID!, $gone: String!) {
        missing: user(id: $missing) { id }
        byEmail: userByEmail(email: $gone) { id }
        me { email }
      }`,
      { missing: '00000000-0000-4000-8000-000000000000', gone: uniqueEmail('gone') },
    );
    expect(res.data).toEqual({ missing: null, byEmail: null, me: { email: 'chief@example.com' } });
    // Sibling fields resolve in parallel: their errors may come in either order.
    expect(res.errors?.map((e) => [e.path?.[0], e.extensions?.code]).sort()).toEqual([
      ['byEmail', 'NOT_FOUND'],
      ['missing', 'NOT_FOUND'],
    ]);
  });
});

describe('profile over GraphQL', () => {
  it('saves the nickname and names it in an error as the caller spelled it', async () => {
    const client = app.client();
    const { user } = await signUpAndLogin(client);
    const UPDATE =
      'mutation($id: ID!, $input: UpdateAccountInput!) { updateAccount(id: $id, input: $input) { nickname } }';
    const saved = await client.gql(UPDATE, { id: user.id, input: { nickname: 'ada.tools' } });
    expect(saved.data?.updateAccount.nickname).toBe('ada.tools');
    const tooLong = await client.gql(UPDATE, { id: user.id, input: { nickname: 'x'.repeat(61) } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'input.nickname' }],
    });
    const cleared = await client.gql(UPDATE, { id: user.id, input: { nickname: null } });
    expect(cleared.data?.updateAccount.nickname).toBeNull();
  });
});

describe('GraphQL limits', () => {
  it('refuses a query deeper than the limit', async () => {
    let selection = 'id';
    for (let i = 0; i <= LIMITS.maxDepth; i++) selection = `me { ${selection} }`;
    const res = await app.client().gql(`query { ${selection} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses batched requests', async () => {
    const res = await app.client().request('POST', '/graphql', {
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
