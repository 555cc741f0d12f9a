// Over HTTP, every answer carries the security headers (helmet, CSP), the REST shim refuses
// cross-site form posts (CSRF), and request bodies have size limits. The CSP itself is checked against the built
// app in Chromium by tests/e2e/csp.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFields, tinyPng } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { newUser, signInAdmin, startSecurityApp, type Person } from './support.js';

const EVIL = 'https://evil.example';

function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp, `${where}: ${directive}`).toContain(directive);
  }
  expect(csp, where).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(headers.get('x-frame-options'), where).toBe('SAMEORIGIN');
  expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy'), where).toBe('same-origin');
  expect(headers.get('x-powered-by'), where).toBeNull();
}

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startSecurityApp();
  });
  afterAll(() => app?.close());

  it('are on every kind of response: API, GraphQL, errors, health', async () => {
    const responses = {
      'REST list': await fetch(app.url + '/api/all-rental-categories'),
      'REST error': await fetch(app.url + '/api/nothing-here'),
      GraphQL: await app.client().gql('{ site { expoName } }'),
      'GraphQL error': await app.client().gql('{ nope }'),
      health: await fetch(app.url + '/health'),
    };
    for (const [where, res] of Object.entries(responses)) expectSecurityHeaders(res.headers, where);
  });

  it('keep signed-in REST answers out of every cache (Cache-Control: no-store), as GraphQL does', async () => {
    const user = await newUser(app);
    const answers = {
      'own account': await user.client.json('GET', `/api/get-user-by-email/${encodeURIComponent(user.email)}`),
      'own bookings': await user.client.json('GET', '/api/rentalBookings/my-bookings'),
      'own account, refused': await user.client.json('PUT', `/api/update-account/${user.user.id}`, { city: '' }),
      GraphQL: await user.client.gql('{ me { id } }'),
    };
    for (const [where, res] of Object.entries(answers)) {
      expect(res.headers.get('cache-control'), where).toMatch(/no-store/);
    }
  });

  it('serve uploaded files with their own locked-down policy', async () => {
    const user = await newUser(app);
    const updated = await user.client.form(
      'PUT',
      `/api/update-account/${user.user.id}`,
      {},
      {
        image: { data: tinyPng(), name: 'me.png', type: 'image/png' },
      },
    );
    const res = await fetch(app.url + updated.body.user.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('add HSTS and upgrade-insecure-requests in production only', async () => {
    const dev = await fetch(app.url + '/health');
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    const production = await startSecurityApp({ NODE_ENV: 'production' });
    try {
      const res = await fetch(production.url + '/health');
      expectSecurityHeaders(res.headers, 'production');
      const hsts = /max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '');
      expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('cross-site requests to the REST shim (CSRF)', () => {
  let app: TestApp;
  let user: Person;
  beforeAll(async () => {
    app = await startSecurityApp();
    user = await newUser(app);
  });
  afterAll(() => app?.close());

  const registration = (email: string) => ({
    first_name: 'Forged',
    last_name: 'Post',
    email,
    phone: '+234 803 000 1111',
    country: 'Nigeria',
  });

  it('refuses the simple bodies another site can post: url-encoded, multipart and text', async () => {
    const urlencoded = await fetch(app.url + '/api/register', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(registration('forged1@example.com')),
    });
    expect(urlencoded.status).toBe(403);
    expect(await urlencoded.json()).toMatchObject({ code: 'FORBIDDEN' });

    const form = new FormData();
    for (const [k, v] of Object.entries(accountFields())) form.append(k, v);
    const multipart = await fetch(app.url + '/api/create-account', {
      method: 'POST',
      headers: { origin: EVIL },
      body: form,
    });
    expect(multipart.status).toBe(403);

    // A browser that sends no Origin still says where the request comes from.
    const text = await fetch(app.url + '/api/register', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      body: JSON.stringify(registration('forged2@example.com')),
    });
    expect(text.status).toBe(403);

    const admin = await signInAdmin(app);
    const registered = await admin.gql('{ adminParticipants(search: "forged") { total } }');
    expect(registered.data?.adminParticipants.total).toBe(0);
  });

  it('cannot sign a visitor out from another site', async () => {
    const res = await user.client.request('POST', '/api/logout', { headers: { origin: EVIL } });
    expect(res.status).toBe(403);
    expect((await user.client.gql('{ me { id } }')).data?.me).toEqual({ id: user.user.id });
    const refresh = await user.client.gql('mutation { refreshSession { accessToken } }');
    expect(refresh.errors).toBeUndefined();
  });

  it('still serves the same origin and clients that are not browsers (the old client and integrators)', async () => {
    const sameOrigin = await user.client.request('PUT', `/api/update-account/${user.user.id}`, {
      headers: { origin: app.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ city: 'Kano' }),
    });
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await app.client().json('POST', '/api/register', registration('integrator@example.com'));
    expect(noOrigin.status).toBe(201);
    // Reading is safe from anywhere: no state changes, and no CORS permission to read the answer.
    const read = await fetch(app.url + '/api/all-rental-categories', { headers: { origin: EVIL } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request size limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startSecurityApp();
  });
  afterAll(() => app?.close());

  it('refuses JSON bodies over 100 KB on REST and GraphQL with 413', async () => {
    const big = 'x'.repeat(150_000);
    const rest = await app.client().json('POST', '/api/register', { first_name: big });
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const gql = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { expoName } }', variables: { big } }),
    });
    expect(gql.status).toBe(413);
  });

  it('refuses over-long form fields by name', async () => {
    const res = await app
      .client()
      .form('POST', '/api/create-account', accountFields({ first_name: 'x'.repeat(70_000) }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: 'first_name', msg: 'first_name is too long' });
  });
});
