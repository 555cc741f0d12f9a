// Identity fails closed. Signing up tells nobody who has an account; an address is confirmed by a link
// that dies when the address changes; every correct password signs in, however many arrive at once;
// logout with a bearer token alone ends that session, and "sign out everywhere" ends them all; any
// reset link mailed within the hour works until one of them is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, DEFAULT_PASSWORD, signUpAndLogin, uniqueEmail } from '../../api/src/test/factories.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { HttpClient, type TestApp } from '../../api/src/test/test-app.js';
import { waitUntil } from '../../api/src/test/wait.js';
import { newUser, outcomeOf, startSecurityApp, wsClient } from './support.js';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Request budgets per client address are not what is under test here.
  app = await startSecurityApp({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const tokenIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail.text);
  expect(match, `a ${path} link`).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

const CREATE = 'mutation($input: CreateAccountInput!) { createAccount(input: $input) { message email } }';
const graphqlInput = (fields: ReturnType<typeof accountFields>) => ({
  firstName: fields.first_name,
  lastName: fields.last_name,
  email: fields.email,
  country: fields.country,
  password: fields.password,
});

describe('signing up', () => {
  it('answers a known address exactly as a new one, over REST and GraphQL, and tells its holder instead', async () => {
    const holder = await newUser(app);
    const known = accountFields({ email: holder.email.toUpperCase(), password: 'squatter-password-1' });
    const fresh = accountFields();

    const restKnown = await app.client().form('POST', '/api/create-account', known);
    const restFresh = await app.client().form('POST', '/api/create-account', fresh);
    expect(restKnown.status).toBe(restFresh.status);
    expect(restKnown.body).toEqual({ message: restFresh.body.message.replace(fresh.email, holder.email) });

    const gqlKnown = await app.client().gql(CREATE, { input: graphqlInput({ ...known, email: holder.email }) });
    const other = accountFields();
    const gqlFresh = await app.client().gql(CREATE, { input: graphqlInput(other) });
    expect(gqlKnown.status).toBe(gqlFresh.status);
    expect(gqlKnown.errors).toBeUndefined();
    expect(gqlKnown.data?.createAccount).toEqual({
      message: gqlFresh.data?.createAccount.message.replace(other.email, holder.email),
      email: holder.email,
    });

    // The holder is told (twice: one per attempt), and keeps their password; the squatter's does nothing.
    await waitUntil(
      () =>
        smtp.mails.filter((m) => m.to.includes(holder.email) && /already have an account/.test(m.subject)).length === 2,
      15_000,
      'two notices to the holder',
    );
    expect(
      (await app.client().json('POST', '/api/login', { email: holder.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await app.client().json('POST', '/api/login', { email: holder.email, password: 'squatter-password-1' })).status,
    ).toBe(401);
  });
});

describe('confirming the address', () => {
  const ME = '{ me { email emailVerified } }';

  it('is confirmed by the link of the sign-up e-mail, and the banner can ask for a new one', async () => {
    const client = app.client();
    const { email } = await signUpAndLogin(client);
    expect((await client.gql(ME)).data?.me).toEqual({ email, emailVerified: false });
    const first = tokenIn(
      await smtp.waitFor((m) => m.to.includes(email) && /confirm-email|verify-email/.test(m.text)),
      '/user/verify-email',
    );

    const resent = await client.gql('mutation { resendEmailVerification }');
    expect(resent.data?.resendEmailVerification).toContain(email);
    await waitUntil(
      () => smtp.mails.filter((m) => m.to.includes(email) && /verify-email/.test(m.text)).length === 2,
      15_000,
      'a second link',
    );

    // Any unused link confirms it, with no session.
    const done = await app.client().json('POST', '/api/verify-email', { token: first });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain(email);
    expect((await client.gql(ME)).data?.me).toEqual({ email, emailVerified: true });
    expect(outcomeOf(await app.client().gql('mutation($t: String!) { verifyEmail(token: $t) }', { t: first }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('never confirms an address the link was not sent to', async () => {
    const owner = await newUser(app);
    const link = tokenIn(
      await smtp.waitFor((m) => m.to.includes(owner.email) && /verify-email/.test(m.text)),
      '/user/verify-email',
    );
    // The account moves to another address before the first link is opened.
    const moved = uniqueEmail('moved');
    const change = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      email: moved,
      current_password: DEFAULT_PASSWORD,
    });
    expect(change.status).toBe(200);
    const changeToken = tokenIn(await smtp.waitFor((m) => m.to.includes(moved)), '/user/confirm-email');
    expect((await app.client().json('POST', '/api/confirm-email-change', { token: changeToken })).status).toBe(200);
    // Opening the change link confirmed the new address; the old sign-up link proves nothing now.
    expect((await app.client().json('POST', '/api/verify-email', { token: link })).status).toBe(400);
  });
});

describe('password-reset links', () => {
  it('keeps every link mailed within the hour working until one of them is used', async () => {
    const owner = await newUser(app);
    for (let i = 0; i < 2; i++) await app.client().json('POST', '/api/request-password-token', { email: owner.email });
    await waitUntil(
      () => smtp.mails.filter((m) => m.to.includes(owner.email) && /reset your password/.test(m.subject)).length === 2,
      15_000,
      'two reset links',
    );
    const [older, newer] = smtp.mails
      .filter((m) => m.to.includes(owner.email) && /reset your password/.test(m.subject))
      .map((m) => tokenIn(m, '/user/user-reset-password'));
    const state = async (t: string) =>
      (await app.client().gql('query($t: String!) { passwordResetLink(token: $t) }', { t })).data?.passwordResetLink;
    // Mail can arrive out of order: the older link still works while the newer is unused.
    expect(await state(older!)).toBe('VALID');
    expect(await state(newer!)).toBe('VALID');
    const reset = await app
      .client()
      .json('POST', '/api/reset-password', { token: older, newPassword: 'a new secret 1' });
    expect(reset.status).toBe(200);
    expect(await state(newer!)).toBe('USED');
    expect(
      (await app.client().json('POST', '/api/reset-password', { token: newer, newPassword: 'a new secret 2' })).status,
    ).toBe(400);
    // The reset proved the address is read by its holder.
    const signedIn = app.client();
    const login = await signedIn.json('POST', '/api/login', { email: owner.email, password: 'a new secret 1' });
    expect(login.body.user.email_verified).toBe(true);
  });
});

describe('sign-in under concurrency', () => {
  it('signs in every correct password of 8 sent at once, in every burst', async () => {
    const owner = await newUser(app);
    for (let burst = 0; burst < 5; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          new HttpClient(app.url).json('POST', '/api/login', { email: owner.email, password: DEFAULT_PASSWORD }),
        ),
      );
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.body)),
      ).toEqual(Array(8).fill(200));
    }
  });
});

describe('signing out', () => {
  const ME = '{ me { id } }';

  it('ends the session of a bearer token sent without the refresh cookie, and closes its socket', async () => {
    const user = await newUser(app);
    const tokenOnly = new HttpClient(app.url);
    tokenOnly.token = user.client.token;
    const socket = wsClient(app, user.client.token);
    const connected = new Promise((resolve) => socket.on('connected', resolve));
    // A live subscription of that session: it must end when the session does.
    const closed = new Promise<number | undefined>((resolve) => {
      socket.subscribe(
        { query: 'subscription { accountChanged { id } }' },
        {
          next: () => {},
          error: (error) => resolve((error as { code?: number }).code),
          complete: () => resolve(undefined),
        },
      );
    });
    await connected;
    const out = await tokenOnly.gql('mutation { logout }');
    expect(out.data?.logout).toBe(true);
    expect(outcomeOf(await tokenOnly.gql(ME))).toBe('UNAUTHENTICATED');
    expect(await closed).toBe(4401);
    // The refresh token of that session ends with it.
    expect(outcomeOf(await user.client.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
    await socket.dispose();
  });

  it('signs out everywhere: every session of the account ends, the caller’s too, and nobody else’s', async () => {
    const user = await newUser(app);
    const laptop = new HttpClient(app.url);
    laptop.token = (
      await laptop.json('POST', '/api/login', { email: user.email, password: DEFAULT_PASSWORD })
    ).body.token;
    const someoneElse = await newUser(app);

    expect(outcomeOf(await app.client().gql('mutation { logoutEverywhere }'))).toBe('UNAUTHENTICATED');
    const done = await user.client.gql('mutation { logoutEverywhere }');
    expect(done.data?.logoutEverywhere).toBe(true);
    expect(outcomeOf(await user.client.gql(ME))).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await laptop.gql(ME))).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await laptop.gql('mutation { refreshSession { accessToken } }'))).toBe('UNAUTHENTICATED');
    expect(outcomeOf(await someoneElse.client.gql(ME))).toBe('OK');

    // The REST shim has it too.
    const again = await newUser(app);
    expect((await again.client.json('POST', '/api/logout-everywhere', {})).status).toBe(200);
    expect(outcomeOf(await again.client.gql(ME))).toBe('UNAUTHENTICATED');
  });
});
