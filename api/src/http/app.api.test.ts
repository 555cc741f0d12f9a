import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { wsClient } from '../test/ws-client.js';
import { HYDRATION_LOADER_HASH } from './server-render.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('HTTP basics', () => {
  it('reports health: /health answers as readiness, with each dependency; /health/live the process alone', async () => {
    const ready = { status: 'ok', database: 'ok', queue: 'ok', storage: 'ok' };
    for (const path of ['/health', '/health/ready']) {
      const res = await fetch(app.url + path);
      expect(res.status, path).toBe(200);
      expect(await res.json(), path).toEqual(ready);
    }
    const live = await fetch(app.url + '/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const res = await fetch(app.url + '/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Scripts: the site's own files, and one inline script, the server-rendered pages' code loader, by its hash.
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(res.headers.get('content-security-policy')!)?.[1];
    expect(scriptSrc).toBe(`'self' ${HYDRATION_LOADER_HASH}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown API routes and bad JSON with a code and no stack trace', async () => {
    const missing = await fetch(app.url + '/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await fetch(app.url + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
    const body = await bad.text();
    expect(JSON.parse(body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ msg: 'The request body is not valid JSON' }],
    });
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses JSON bodies over the limit', async () => {
    const res = await fetch(app.url + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a malformed GraphQL multipart request with a 400 that says what is wrong', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ site { expoName } }', variables: {} }));
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    form.append('map', JSON.stringify({ file: ['variables.file'] }));
    const res = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('follow ‘map’'),
    });
  });

  it('does not serve names outside the upload pattern', async () => {
    expect((await fetch(app.url + '/uploads/..%2Fjwt-secret')).status).toBe(404);
    expect((await fetch(app.url + '/uploads/abc.svg')).status).toBe(404);
  });

  it('exposes the public site configuration', async () => {
    const res = await app.client().gql('{ site { expoName expoYear currency } }');
    expect(res.data?.site).toEqual({ expoName: 'AIBEx 2026', expoYear: 2026, currency: 'USD' });
  });
});

describe('GraphQL over WebSocket', () => {
  function firstEvent(client: Client, query: string) {
    return new Promise<{ data?: any; errors?: any[] }>((resolve, reject) => {
      const stop = client.subscribe(
        { query },
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

  it('pushes account changes to the signed-in user and null once the session is revoked', async () => {
    const http = app.client();
    const { user } = await signUpAndLogin(http);
    const ws = wsClient(app, http.token);
    const changed = firstEvent(ws, 'subscription { accountChanged { firstName } }');
    await new Promise((r) => setTimeout(r, 300));
    await http.gql('mutation($id: ID!) { updateAccount(id: $id, input: { firstName: "Live" }) { id } }', {
      id: user.id,
    });
    expect((await changed).data).toEqual({ accountChanged: { firstName: 'Live' } });

    const revoked = firstEvent(ws, 'subscription { accountChanged { firstName } }');
    await new Promise((r) => setTimeout(r, 300));
    await http.json('POST', '/api/logout', {});
    expect((await revoked).data).toEqual({ accountChanged: null });
    await ws.dispose();
  });

  it('refuses the subscription without a session and a bad token at connect', async () => {
    const anonymous = wsClient(app, undefined);
    const result = await firstEvent(anonymous, 'subscription { accountChanged { firstName } }').catch(
      (e: unknown) => e,
    );
    expect(JSON.stringify(result)).toMatch(/UNAUTHENTICATED|sign in/i);
    await anonymous.dispose();

    const forged = wsClient(app, 'forged.token.value');
    const closed = await firstEvent(forged, 'subscription { accountChanged { firstName } }').catch((e: unknown) => e);
    expect((closed as { code?: number }).code).toBe(4401);
    await forged.dispose();
  });

  it('applies the depth limit to subscriptions too', async () => {
    const http = app.client();
    await signUpAndLogin(http);
    const ws = wsClient(app, http.token);
    const nested = `${'... on User { '.repeat(16)}id${' }'.repeat(16)}`;
    const tooDeep = await firstEvent(ws, `subscription { accountChanged { ${nested} } }`).catch((e: unknown) => e);
    expect(JSON.stringify(tooDeep)).toMatch(/depth/i);
    await ws.dispose();
  });
});

describe('places', () => {
  it('serves countries, states and cities as small cached JSON files', async () => {
    const countries = await fetch(app.url + '/places/countries.json');
    expect(countries.status).toBe(200);
    expect(countries.headers.get('cache-control')).toContain('max-age=604800');
    const list = (await countries.json()) as { id: string; name: string; emoji: string }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.id === 'NG')).toEqual({ id: 'NG', name: 'Nigeria', emoji: '🇳🇬' });
    const states = (await (await fetch(app.url + '/places/NG/states.json')).json()) as { id: string; name: string }[];
    expect(states.find((s) => s.id === 'FC')?.name).toBe('Abuja Federal Capital Territory');
    const cities = (await (await fetch(app.url + '/places/NG/FC/cities.json')).json()) as { name: string }[];
    expect(cities.map((c) => c.name)).toContain('Abuja');
    const missing = await fetch(app.url + '/places/XX/states.json');
    expect(missing.status).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('point search engines at the public pages only', async () => {
    const robots = await (await fetch(app.url + '/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Disallow: /my-registration');
    expect(robots).toContain('Disallow: /my-sponsorship');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await fetch(app.url + '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/registration</loc>');
    expect(xml).toContain('/programme</loc>');
    expect(xml).toContain('/exhibitors</loc>');
    expect(xml).toContain('/tools</loc>');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/my-registration');
    // The expo's pages in both languages, each naming the other; the marketplace in English only.
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(
      /<url><loc>http:\/\/localhost:\d+\/about-us\?lang=fr<\/loc><xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/about-us"\/>/,
    );
    expect(xml).toMatch(/<url><loc>http:\/\/localhost:\d+\/tools<\/loc><\/url>/);
    expect(robots).not.toContain('Disallow: /tools');
  });

  it('lists every listed tool at its public address, and pages past 50,000 addresses', async () => {
    const { buildTool } = await import('../test/factories.js');
    const listed = await buildTool(app.database.db, { name: 'Lumière ring light & stand' });
    const unlisted = await buildTool(app.database.db, { name: 'Old ladder', itemStatus: 'Unavailable' });
    const xml = await (await fetch(app.url + '/sitemap.xml')).text();
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://localhost:\\d+/tools/lumiere-ring-light-stand-${listed.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
    expect(xml).not.toContain(unlisted.id);
    // A page of tools that does not exist (yet) is 404, not an empty sitemap.
    expect((await fetch(app.url + '/sitemap-tools-2.xml')).status).toBe(404);
    const first = await (await fetch(app.url + '/sitemap-tools-1.xml')).text();
    expect(first).toContain(listed.id);
    expect(await (await fetch(app.url + '/sitemap-pages.xml')).text()).toContain('/tools</loc>');

    // The same routes with room for 3 addresses a sitemap: an index of the pages and the tools, 3 a page.
    const { default: express } = await import('express');
    const { serveSeoFiles } = await import('./seo.js');
    const small = express();
    serveSeoFiles(small, app.services.config, () => 'https://tools.example', app.database.db, 3);
    const server = small.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      for (let i = 0; i < 4; i++) await buildTool(app.database.db, { name: `Generator ${i}` });
      const index = await (await fetch(base + '/sitemap.xml')).text();
      expect(index).toContain('<sitemapindex');
      const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(maps[0]).toBe('https://tools.example/sitemap-pages.xml');
      const pages = await Promise.all(
        maps.slice(1).map(async (loc) => (await fetch(base + new URL(loc).pathname)).text()),
      );
      const listedThere = pages.flatMap((page) => [...page.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
      expect(listedThere.length).toBe(new Set(listedThere).size);
      expect(listedThere).toContain(`https://tools.example/tools/lumiere-ring-light-stand-${listed.id}`);
      expect(pages.every((page) => [...page.matchAll(/<url>/g)].length <= 3)).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe('per-address limits on costly routes', () => {
  it('answers 429 with a code once an address exceeds the limit', async () => {
    const strict = await startTestApp({ RATE_LIMIT_SCALE: '0.1' });
    try {
      const client = strict.client();
      const body = { email: 'nobody@example.com' };
      const first = await client.json('POST', '/api/request-password-token', body);
      expect(first.status).toBe(200);
      const second = await client.json('POST', '/api/request-password-token', body);
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(second.headers.get('ratelimit-policy') ?? second.headers.get('ratelimit')).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});
