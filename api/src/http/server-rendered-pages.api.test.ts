import { ApolloServer } from '@apollo/server';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../graphql/context.js';
import type { Logger } from '../lib/logger.js';
import { PublicCache, type CachedResponse } from '../lib/public-cache.js';
import { buildAppSchema } from '../graphql/schema.js';
import { createCategory, listTool, signIn, signUpAndLogin } from '../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../test/test-app.js';
import {
  HYDRATION_LOADER,
  HYDRATION_LOADER_HASH,
  anonymousExecutor,
  withRenderedBody,
  type IsUnknownPath,
  type RenderPage,
} from './server-render.js';
import { serveWebApp } from './static-web.js';

/*
 * The marketplace's pages rendered on the server: the body a visitor (or a crawler without JavaScript)
 * receives. The suite runs before the web app is built, so the renderer is the web app's server entry
 * from source (vitest compiles it as Vite would), and the web app's source index.html stands for the
 * built one. GraphQL runs in this process against the app's schema and database, as in production.
 */

const ADMIN = { email: 'ssr.admin@example.com', password: 'admin-password-1' };
const BASE = 'https://aibex.example';
const WEB = path.resolve(import.meta.dirname, '../../../web');
// Not a literal import: the API's type check must not compile the web app.
const ENTRY = path.join(WEB, 'src/app/entry-server.tsx');

let app: TestApp;
let apollo: ApolloServer<GraphQLContext>;
let owner: HttpClient;
let categoryId: string;
let dist: string;
let server: Server;
let url: string;
let render: RenderPage;
let isUnknownPath: IsUnknownPath;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  categoryId = await createCategory(admin);
  owner = app.client();
  await signUpAndLogin(owner);
  apollo = new ApolloServer<GraphQLContext>({ schema: await buildAppSchema(app.services.pubsub) });
  await apollo.start();
  ({ render, isUnknownPath } = (await import(ENTRY)) as { render: RenderPage; isUnknownPath: IsUnknownPath });
  dist = await mkdtemp(path.join(tmpdir(), 'aibex-dist-'));
  await copyFile(path.join(WEB, 'index.html'), path.join(dist, 'index.html'));
  const pages = express();
  serveWebApp(
    pages,
    () => BASE,
    {
      tool: (id) => app.services.tools.get(undefined, id),
      cache: app.services.publicCache,
      render: { page: render, execute: anonymousExecutor(apollo, app.services), isUnknownPath },
    },
    dist,
  );
  server = pages.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server?.close();
  await apollo?.stop();
  await app?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const body = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];
const state = (html: string) =>
  JSON.parse(/<script type="application\/json" id="apollo-state">([^<]*)<\/script>/.exec(html)![1]!) as Record<
    string,
    Record<string, unknown>
  >;

describe('an address no page lives at', () => {
  it('answers 404 with "page not found" in the page\'s language, linking home, and noindex', async () => {
    for (const [query, title, heading, home] of [
      ['', 'Page not found | AIBEx 2026', 'Page not found', 'Go to the home page'],
      ['?lang=fr', 'Page introuvable | AIBEx 2026', 'Page introuvable', 'Aller à la page d’accueil'],
    ] as const) {
      const res = await fetch(`${url}/no-such-page${query}`);
      expect(res.status, query).toBe(404);
      const html = await res.text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      const rendered = body(html);
      expect(rendered).toContain(`<h1>${heading}</h1>`);
      expect(rendered).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${home}</a>`));
    }
    // Inside an area too (the signed-in pages), and a page that exists is still a 200.
    expect((await fetch(`${url}/user/no-such-page`)).status).toBe(404);
    expect((await fetch(`${url}/admin/no-such-page`)).status).toBe(404);
    for (const page of [
      '/',
      '/registration',
      '/my-registration',
      '/user/user-dashboard',
      '/admin/admin-dashboard',
      '/tools',
    ]) {
      expect((await fetch(`${url}${page}`)).status, page).toBe(200);
    }
  });

  it('leaves the REST shim its JSON 404', async () => {
    const res = await fetch(`${app.url}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()) as unknown).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('server-rendered marketplace pages', () => {
  it("render a tool's name, price and description in the body, never its pickup address, with the page's cache", async () => {
    const id = await listTool(owner, categoryId, { name: 'Makita Hammer Drill', price: '12', city: 'Ikeja' });
    const res = await fetch(`${url}/tools/makita-hammer-drill-${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const rendered = body(html);
    expect(rendered).toBeDefined();
    expect(rendered).toContain('<h1>Makita Hammer Drill</h1>');
    expect(rendered).toContain('$12.00');
    expect(rendered).toContain('Two batteries and a case of bits.');
    const cover = /<img[^>]+fetchpriority="high"[^>]*>/i.exec(rendered!)?.[0];
    expect(cover).toBeDefined();
    // The cover's WebP sizes (srcset, ?w= of the stored image), as the browser renders them after hydration.
    const srcset = /srcSet="([^"]+)"/i.exec(cover!)?.[1]?.replaceAll('&amp;', '&');
    const sizes = /sizes="([^"]+)"/i.exec(cover!)?.[1];
    expect(srcset).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?w=160 160w, .*\?w=1600 1600w$/);
    expect(sizes).toBe('(min-width: 1024px) 540px, calc(100vw - 2rem)');
    // React's preload of the cover is the first link of the head, not inside the hydrated markup, and
    // names the same sizes, so the browser fetches the one size it will show.
    const preload = /<link [^>]*>/.exec(html)?.[0];
    expect(preload).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>$/,
    );
    expect(/imageSrcSet="([^"]+)"/.exec(preload!)?.[1]?.replaceAll('&amp;', '&')).toBe(srcset);
    expect(/imageSizes="([^"]+)"/.exec(preload!)?.[1]).toBe(sizes);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('4 Allen Avenue');
    // The cache the browser hydrates from: the tool's public fields (the page never asks for the address).
    const cache = state(html);
    expect(cache[`Tool:${id}`]).toMatchObject({ name: 'Makita Hammer Drill' });
    expect(cache[`Tool:${id}`]).not.toHaveProperty('address');
    expect(JSON.stringify(cache)).not.toContain('4 Allen Avenue');
    // JSON-LD, the cache as JSON, and the one inline script the Content-Security-Policy allows (by its
    // hash): the loader that fetches the page's code once the page has painted. No module script or
    // module preload is left in the head to compete with the styles and the cover photo.
    expect([...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!.trim())).toEqual([
      'type="application/ld+json"',
      'type="application/json" id="apollo-state"',
      'data-code="/src/app/main.tsx"',
    ]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const loader = /<script data-code="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).toBe(HYDRATION_LOADER);
    expect(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`).toBe(HYDRATION_LOADER_HASH);
  });

  it("hand the page's code, its entry module first, to the loader at the end of the body", () => {
    const index = [
      '<html><head><title>t</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/page-4.css">\n<link rel="modulepreload" crossorigin href="/assets/page-5.js">';
    const html = withRenderedBody(index, { html: '<p>Hi</p>', head: '', state: '{}' }, links);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-4.css">');
    expect(html).toMatch(
      /<div id="root"><p>Hi<\/p><\/div>\s*<script type="application\/json" id="apollo-state">\{\}<\/script>\s*<script data-code="\/assets\/index-1.js \/assets\/runtime-2.js \/assets\/page-5.js">/,
    );
    expect(html.indexOf('data-code')).toBeLessThan(html.indexOf('</body>'));
  });

  it('keep what an owner typed as text: no tag can come out of a name into the body or the state', async () => {
    const id = await listTool(owner, categoryId, { name: 'Saw </script><script>alert(1)</script>' });
    const html = await (await fetch(`${url}/tools/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(body(html)).toContain('Saw &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((state(html)[`Tool:${id}`] as { name: string }).name).toBe('Saw </script><script>alert(1)</script>');
  });

  it('list the tools on /tools, cached, and render a search for its request alone', async () => {
    const id = await listTool(owner, categoryId, { name: 'Pressure Washer 2000' });
    app.services.publicCache.invalidate();
    const first = await fetch(`${url}/tools`);
    const html = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(body(html)).toContain('Pressure Washer 2000');
    expect(body(html)).toContain(`href="/tools/pressure-washer-2000-${id}"`);
    expect((await fetch(`${url}/tools`)).headers.get('x-cache')).toBe('HIT');

    const search = await fetch(`${url}/tools?q=${encodeURIComponent('Makita')}`);
    const found = body(await search.text())!;
    expect(search.headers.get('x-cache')).toBe('MISS');
    expect(found).toContain('Makita Hammer Drill');
    expect(found).not.toContain('Pressure Washer 2000');
    expect((await fetch(`${url}/tools?q=Makita`)).headers.get('x-cache')).toBe('MISS');
  });

  it("render in the visitor's language, one cache entry per language, with <html lang>", async () => {
    app.services.publicCache.invalidate();
    const english = await fetch(`${url}/tools`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    // The switch leads to the other language.
    expect(body(englishHtml)).toMatch(/<a[^>]*hrefLang="fr"[^>]*aria-label="FR – Français"[^>]*>FR<\/a>/i);
    expect(body(englishHtml)).toContain('>Rent Tools</a>');
    expect(english.headers.get('vary')).toMatch(/Cookie/);
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);

    // Accept-Language and the remembered choice each give the French page, which is cached apart.
    const byBrowser = await fetch(`${url}/tools`, { headers: { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' } });
    const frenchHtml = await byBrowser.text();
    expect(byBrowser.headers.get('x-cache')).toBe('MISS');
    expect(frenchHtml).toContain('<html lang="fr">');
    expect(body(frenchHtml)).toMatch(/<a[^>]*hrefLang="en"[^>]*aria-label="EN – English"[^>]*>EN<\/a>/i);
    expect(body(frenchHtml)).toContain('>Louer des outils</a>');
    // The site's frame is French; the marketplace itself is English, and says so.
    expect(body(frenchHtml)).toContain('<div class="container public-marketplace" lang="en">');
    const byCookie = await fetch(`${url}/tools`, { headers: { cookie: 'lang=fr', 'accept-language': 'en' } });
    expect(byCookie.headers.get('x-cache')).toBe('HIT');
    expect(await byCookie.text()).toBe(frenchHtml);
    expect(byCookie.headers.get('etag')).not.toBe(english.headers.get('etag'));
    // An explicit ?lang= wins over both.
    const byAddress = await fetch(`${url}/?lang=fr`, { headers: { cookie: 'lang=en' } });
    expect(await byAddress.text()).toContain('<html lang="fr">');
  });

  it("render the expo's pages and the sign-in page too, in the visitor's language, without a style attribute", async () => {
    app.services.publicCache.invalidate();
    const registration = await fetch(`${url}/registration`);
    const html = await registration.text();
    expect(registration.headers.get('x-cache')).toBe('MISS');
    expect(body(html)).toMatch(/<h1[^>]*>AIBEx 2026 Registration<\/h1>/);
    expect((await fetch(`${url}/registration`)).headers.get('x-cache')).toBe('HIT');

    const about = await (await fetch(`${url}/about-us?lang=fr`)).text();
    expect(about).toContain('<html lang="fr">');
    expect(body(about)).toMatch(/<h1[^>]*>À propos de nous<\/h1>/);
    // ?lang= is not part of the rendered address: the browser takes it out before hydrating, so the
    // French page is the one the cookie gets.
    const byCookie = await fetch(`${url}/about-us`, { headers: { cookie: 'lang=fr' } });
    expect(byCookie.headers.get('x-cache')).toBe('HIT');

    const home = await (await fetch(`${url}/`)).text();
    expect(body(home)).toMatch(/<h1[^>]*>Africa’s premier/);
    const login = await (await fetch(`${url}/user-login`)).text();
    expect(body(login)).toMatch(/<h1[^>]*>Login<\/h1>/);
    // The site's Content-Security-Policy refuses style attributes: none may come from the render.
    for (const page of [html, about, home, login]) expect(body(page)).not.toMatch(/\sstyle="/);
  });

  it('fall back to the head alone, logged, when a query fails during the render', async () => {
    const logged: unknown[] = [];
    const failing = express();
    serveWebApp(
      failing,
      () => BASE,
      {
        tool: (id) => app.services.tools.get(undefined, id),
        cache: new PublicCache<CachedResponse>({ ttlMs: 60_000, maxEntries: 10 }),
        render: {
          page: render,
          execute: async () => ({ data: null, errors: [{ message: 'the database is away' }] }),
          logger: { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger,
        },
      },
      dist,
    );
    const other = failing.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as { port: number }).port}/tools`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Rent tools near you | AIBEx marketplace</title>');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('apollo-state');
      expect(logged).toHaveLength(1);
    } finally {
      other.close();
    }
  });
});
