import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, listTool, signIn, signUpAndLogin } from '../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../test/test-app.js';
import { serveWebApp } from './static-web.js';

/*
 * The marketplace's pages as the server sends them, before any script runs (what search engines and
 * link previews read): the web app's index.html with each page's head. The web app's own source
 * index.html stands for the build (the suite runs before the web app is built).
 */

const ADMIN = { email: 'pages.admin@example.com', password: 'admin-password-1' };
const BASE = 'https://aibex.example';
const INDEX = path.resolve(import.meta.dirname, '../../../web/index.html');

let app: TestApp;
let admin: HttpClient;
let owner: HttpClient;
let categoryId: string;
let dist: string;
let server: Server;
let url: string;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  categoryId = await createCategory(admin);
  owner = app.client();
  await signUpAndLogin(owner);
  dist = await mkdtemp(path.join(tmpdir(), 'aibex-dist-'));
  await copyFile(INDEX, path.join(dist, 'index.html'));
  const pages = express();
  serveWebApp(
    pages,
    () => BASE,
    {
      tool: (id) => app.services.tools.get(undefined, id),
      cache: app.services.publicCache,
      expo: {
        expo: app.services.config.expo,
        organiserUrl: 'https://organisers.example',
        programme: () => app.services.programme.list(),
      },
    },
    dist,
  );
  server = pages.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server?.close();
  await app?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const meta = (html: string, key: string) =>
  new RegExp(`<meta\\s+(?:name|property)="${key}"\\s+content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, any>;

describe("a tool's page before its script runs", () => {
  it('carries the title, description, canonical address, Open Graph and Twitter tags with the cover, and JSON-LD', async () => {
    const id = await listTool(owner, categoryId, { name: 'Honda Generator 3 kVA', price: '35', city: 'Ikeja' });
    const res = await fetch(`${url}/tools/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const canonical = `${BASE}/tools/honda-generator-3-kva-${id}`;
    expect(html).toContain('<title>Honda Generator 3 kVA for rent in Ikeja, $35.00/day | AIBEx marketplace</title>');
    expect(meta(html, 'description')).toMatch(
      /^Honda Generator 3 kVA for rent in Ikeja, Lagos: \$35\.00 per day from /,
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe(meta(html, 'twitter:title'));
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BASE}/uploads/[a-f0-9]{32}\\.png$`));
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('name="robots"');
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Honda Generator 3 kVA',
      url: canonical,
      image: [meta(html, 'og:image')],
      offers: {
        '@type': 'Offer',
        price: '35.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'DAY' },
      },
    });
    // The old address and a renamed tool's address answer the same page, whose canonical is the current one.
    const old = await (await fetch(`${url}/tools/old-name-${id}`)).text();
    expect(old).toContain(`<link rel="canonical" href="${canonical}" />`);
  });

  it('is cached like the public API, and a change to the tool is seen at once', async () => {
    const id = await listTool(owner, categoryId, { name: 'Ring light', price: '8', rentalCircle: 'hourly' });
    const first = await fetch(`${url}/tools/${id}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const again = await fetch(`${url}/tools/${id}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const renamed = await owner.gql(
      'mutation($id: ID!) { updateTool(id: $id, input: { name: "Ring light 18 inch" }) { id } }',
      {
        id,
      },
    );
    expect(renamed.errors).toBeUndefined();
    const after = await (await fetch(`${url}/tools/${id}`)).text();
    expect(after).toContain('<title>Ring light 18 inch for rent in Ikeja, $8.00/hour');
    expect(jsonLd(after).offers.priceSpecification.unitCode).toBe('HUR');
  });

  it('escapes what an owner typed: no tag or script can come out of a name or description', async () => {
    const id = await listTool(owner, categoryId, { name: 'Drill </script><script>alert(1)</script> "x"' });
    const html = await (await fetch(`${url}/tools/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2); // the app's module script and the JSON-LD
    expect(jsonLd(html).name).toBe('Drill </script><script>alert(1)</script> "x"');
    expect(meta(html, 'og:title')).toContain(
      'Drill &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot;',
    );
  });

  it('is a 404 that asks not to be indexed when the tool is not there or not listed', async () => {
    const missing = await fetch(`${url}/tools/gone-00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
    const id = await listTool(owner, categoryId, { name: 'Unlisted saw' });
    await owner.gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', { id });
    expect((await fetch(`${url}/tools/${id}`)).status).toBe(404);
  });

  it('gives the marketplace its own head, and leaves other addresses to the web app', async () => {
    const html = await (await fetch(`${url}/tools`)).text();
    expect(html).toContain('<title>Rent tools near you | AIBEx marketplace</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/tools" />`);
    const plain = await fetch(`${url}/tools/not-a-tool`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).not.toContain('rel="canonical"');
  });
});

describe('the programme and exhibitor pages before their script runs', () => {
  const CREATE = 'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }';

  it('say the programme is to be announced while it is empty, and carry the expo as a schema.org Event', async () => {
    const html = await (await fetch(`${url}/programme`)).text();
    expect(html).toContain('<title>Programme | AIBEx 2026</title>');
    expect(meta(html, 'description')).toContain('will be announced');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/programme" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${BASE}/programme?lang=fr" />`);
    // The French page is its own canonical address, in its own language.
    const french = await (await fetch(`${url}/programme?lang=fr`)).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain(`<link rel="canonical" href="${BASE}/programme?lang=fr" />`);
    expect(meta(french, 'description')).toContain('sera annoncé ici');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'AIBEx 2026',
      description: meta(html, 'description'),
      inLanguage: 'en',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Abuja, Nigeria',
        address: { '@type': 'PostalAddress', addressLocality: 'Abuja', addressCountry: 'NG' },
      },
      organizer: { '@type': 'Organization', name: 'AIBEx 2026', url: 'https://organisers.example' },
      url: `${BASE}/programme`,
      subEvent: [],
    });
    const exhibitors = await (await fetch(`${url}/exhibitors`)).text();
    expect(exhibitors).toContain('<title>Exhibitors and sponsors | AIBEx 2026</title>');
    expect(exhibitors).toContain(`<link rel="canonical" href="${BASE}/exhibitors" />`);
    expect(meta(exhibitors, 'og:url')).toBe(`${BASE}/exhibitors`);
  });

  it("list every session as a subEvent with the venue's UTC offset, escaped, and follow changes at once", async () => {
    const first = await fetch(`${url}/programme`);
    expect((await fetch(`${url}/programme`)).headers.get('x-cache')).toBe('HIT');
    const session = {
      kind: 'SHOW',
      title: 'Hair show </script><script>alert(1)</script>',
      description: 'Braids, locs and wigs on the runway.',
      day: '2026-12-11',
      startTime: '19:30',
      endTime: '21:00',
      room: 'Main stage',
      speakers: [{ name: 'Funke Adebayo', affiliation: 'Host' }],
      link: 'https://hairshow.example',
    };
    const created = await admin.gql(CREATE, { input: session });
    expect(created.errors).toBeUndefined();
    await admin.gql(CREATE, {
      input: {
        ...session,
        title: 'Opening',
        kind: 'TALK',
        day: '2026-12-10',
        startTime: '09:00',
        endTime: '10:00',
        speakers: [],
        link: null,
      },
    });

    const res = await fetch(`${url}/programme?kind=show`);
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(res.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    const data = jsonLd(html);
    expect(meta(html, 'description')).toContain('day by day');
    expect(data.subEvent).toEqual([
      {
        '@type': 'Event',
        name: 'Opening',
        description: 'Braids, locs and wigs on the runway.',
        startDate: '2026-12-10T09:00:00+01:00',
        endDate: '2026-12-10T10:00:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Main stage, Abuja, Nigeria',
          address: { '@type': 'PostalAddress', addressLocality: 'Abuja', addressCountry: 'NG' },
        },
      },
      expect.objectContaining({
        name: 'Hair show </script><script>alert(1)</script>',
        startDate: '2026-12-11T19:30:00+01:00',
        endDate: '2026-12-11T21:00:00+01:00',
        performer: [{ '@type': 'Person', name: 'Funke Adebayo' }],
        url: 'https://hairshow.example',
      }),
    ]);
  });
});
