import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { ProgrammeSessionRow } from '../features/expo/programme/programme.table.js';
import type { ToolWithRefs } from '../features/rentals/tools/tool.service.js';
import { isAppError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { cachedResponse, type CachedResponse, type PublicCache } from '../lib/public-cache.js';
import {
  exhibitorsHead,
  marketplaceHead,
  notFoundHead,
  programmeHead,
  toolHead,
  withPageHead,
  withPageLanguage,
  type ExpoFacts,
  type PageHead,
} from './page-head.js';
import { pageLanguage, type PageLanguage } from './page-language.js';
import { precompressedAssets } from './precompressed.js';
import { sendCachedResponse } from './public-responses.js';
import { languageAlternates } from './seo.js';
import {
  moduleLinks,
  withRenderedBody,
  type GraphQLExecutor,
  type IsUnknownPath,
  type RenderPage,
} from './server-render.js';

/** Where `vite build` puts the web app (the same relative place from src/ and from dist/). */
export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** Country/state/city lists split from country-state-city by scripts/build-places.mjs. */
export const PLACES_DIR = path.resolve(import.meta.dirname, '../../generated/places');

const API_PREFIXES = [
  '/api',
  '/graphql',
  '/uploads',
  '/health',
  '/places',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-pages.xml',
  '/unsubscribe',
];

/**
 * Link previews need absolute addresses and most preview bots run no JavaScript: the served page
 * carries the site's public address in og:image, twitter:image and og:url.
 */
export function withPublicUrls(html: string, baseUrl: string, pagePath: string): string {
  const escapedUrl = (baseUrl + pagePath).replace(/"/g, '&quot;');
  // A translated page names its address in each language, so search engines show the right one.
  const alternates = languageAlternates(baseUrl, pagePath)
    .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href.replace(/"/g, '&quot;')}" />`)
    .join('\n    ');
  return html
    .replace('</head>', () => (alternates ? `  ${alternates}\n  </head>` : '</head>'))
    .replace(/(<meta (?:property="og:image"|name="twitter:image") content=")\//g, `$1${baseUrl}/`)
    .replace(
      '<meta property="og:type"',
      `<meta property="og:url" content="${escapedUrl}" />\n    <meta property="og:type"`,
    );
}

/** What the marketplace's public pages need to say what they show before their script runs. */
export interface PublicPages {
  /** A listed tool (anyone may see it), or an error (NOT_FOUND) when there is none. */
  tool: (id: string) => Promise<ToolWithRefs>;
  /** The public response cache: a tool's page is kept until a write invalidates it, as its data is. */
  cache: PublicCache<CachedResponse>;
  /**
   * Server rendering of the pages' body (server-render.ts): the web app's renderer and GraphQL run in
   * this process as an anonymous visitor. Without them the pages carry their head only.
   */
  render?: { page: RenderPage; execute: GraphQLExecutor; logger?: Logger; isUnknownPath?: IsUnknownPath };
  /**
   * The expo's programme and exhibitor pages: their head says what they show (the programme's carries
   * schema.org Event data of every session). Without it they are served like any other page.
   */
  expo?: ExpoFacts & { programme: () => Promise<ProgrammeSessionRow[]> };
}

/** The web app's module of the marketplace's routes (web/src/app/routes.tsx), as Vite's manifest names it. */
const MARKETPLACE_MODULE = 'src/app/areas/marketplace-area.tsx';
/** The module of the expo's inner pages (registration, about, contact, ...). */
const EXPO_MODULE = 'src/app/areas/expo-area.tsx';
/** The module of the sign-in and account pages. */
const AUTH_MODULE = 'src/app/areas/auth-area.tsx';

const TOOL_ID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The marketplace's pages with their own head: /tools, and /tools/<slug>-<id> with the tool's title,
 * description, photo, canonical address and schema.org Product (page-head.ts). The answer is the same
 * for every visitor and signed-in user, so it is cached like the public API's answers; a tool that is
 * not there (or not listed) is a 404 that says noindex, and the web app explains.
 */
function servePublicPages(app: Express, index: string, publicUrl: () => string, pages: PublicPages, dist: string) {
  // Each page exists once per language (page-language.ts), so the language is part of its key, and the
  // answer varies by what the language is read from.
  const send = async (
    req: Request,
    res: Response,
    key: string,
    keep: boolean,
    produce: (language: PageLanguage) => Promise<CachedResponse>,
  ) => {
    const language = pageLanguage(req);
    let hit = true;
    const cached = await pages.cache.get(`${key}\u0000${language}`, async () => {
      hit = false;
      return { value: await produce(language), keep };
    });
    res.vary('Cookie');
    res.vary('Accept-Language');
    sendCachedResponse(req, res, cached, hit && keep, 'no-cache');
  };
  const html = (status: number, text: string) => cachedResponse(status, text, 'text/html; charset=utf-8');
  const localized = (language: PageLanguage) => withPageLanguage(index, language);
  const marketplaceLinks = pages.render ? moduleLinks(dist, MARKETPLACE_MODULE) : '';
  const expoLinks = pages.render ? moduleLinks(dist, EXPO_MODULE) : '';
  const authLinks = pages.render ? moduleLinks(dist, AUTH_MODULE) : '';
  // The page's body as the browser's first render will draw it. A failed render is logged and the page
  // goes out with its head only (the app then renders in the browser, as it would without this).
  // A query that failed (the database away a moment) would render an error message, which would be
  // cached and which the browser, finding no data in the page's cache, would not render alike: such a
  // render counts as failed too.
  const withBody = async (page: string, url: string, language: PageLanguage, links = marketplaceLinks) => {
    if (!pages.render) return page;
    const { execute } = pages.render;
    try {
      const failures: string[] = [];
      const rendered = await pages.render.page(
        `http://localhost${url}`,
        async (request) => {
          const result = await execute(request);
          if (result.errors?.length) failures.push(...result.errors.map((e) => e.message));
          return result;
        },
        language,
      );
      if (failures.length) throw new Error(`GraphQL errors: ${failures.join('; ')}`);
      return rendered ? withRenderedBody(page, rendered, links) : page;
    } catch (error) {
      pages.render.logger?.error({ err: error, url }, 'server rendering failed; the page is sent with its head only');
      return page;
    }
  };
  // The page is rendered for its whole address, query included (the browser hydrates that address).
  // Only the plain address is kept: a search or booking choices in the query are rendered for the
  // request alone (concurrent identical requests share one render), so the cache holds one entry per page.
  // `lang` is not part of it: the browser takes it out of the address before its router starts (the
  // page's language is already in <html lang>).
  const query = (req: Request) => {
    const at = req.originalUrl.indexOf('?');
    if (at === -1) return '';
    const params = new URLSearchParams(req.originalUrl.slice(at + 1));
    params.delete('lang');
    const rest = params.toString();
    return rest ? `?${rest}` : '';
  };
  /**
   * A page with its body rendered (`links`: its area's code and styles) and, when given, a head of its
   * own. Nothing on these pages depends on the query but what the page renders from it, so the plain
   * page is kept, one entry per language, and a query is rendered for its request alone.
   */
  const renderedPage = (path: string, links: string, head?: (language: PageLanguage) => Promise<PageHead>) =>
    app.get(path, (req, res, next) => {
      const search = query(req);
      send(req, res, `page\u0000${path}${search}`, search === '', async (language) => {
        let page = withPublicUrls(localized(language), publicUrl(), path);
        if (head) page = withPageHead(page, await head(language), publicUrl());
        return html(200, await withBody(page, `${path}${search}`, language, links));
      }).catch(next);
    });
  renderedPage('/tools', marketplaceLinks, () => Promise.resolve(marketplaceHead()));
  // The expo's pages and the sign-in page: their heading and text are the largest paint, which then
  // needs no script.
  renderedPage('/', '');
  for (const path of ['/registration', '/sponsorship-details', '/about-us', '/contact-us', '/privacy']) {
    renderedPage(path, expoLinks);
  }
  renderedPage('/user-login', authLinks);
  const { expo } = pages;
  if (expo) {
    // The programme, the exhibitors and the sponsors the directory lists drop the public cache when
    // they change.
    renderedPage('/programme', expoLinks, async (language) =>
      programmeHead(await expo.programme(), expo, publicUrl(), language),
    );
    renderedPage('/exhibitors', expoLinks, (language) => Promise.resolve(exhibitorsHead(expo, language)));
  }
  app.get('/tools/:slug', (req, res, next) => {
    const id = TOOL_ID_AT_END.exec(String(req.params.slug))?.[1]?.toLowerCase();
    if (!id) {
      next();
      return;
    }
    const search = query(req);
    // The rendered body does not depend on the slug (the page reads the id), so every address of one
    // tool shares the entry; the browser then replaces the address with the canonical one.
    send(req, res, `page\u0000/tools/${id}${search}`, search === '', async (language) => {
      const base = publicUrl();
      try {
        const head = toolHead(await pages.tool(id), base);
        const page = withPageHead(withPublicUrls(localized(language), base, head.canonicalPath), head, base);
        return html(200, await withBody(page, `${req.path}${search}`, language));
      } catch (error) {
        if (!isAppError(error)) throw error;
        const missing = {
          ...marketplaceHead(),
          title: 'This tool is not available | AIBEx marketplace',
          noindex: true,
        };
        return html(
          404,
          withPageHead(
            withPublicUrls(localized(language), base, req.path),
            { ...missing, canonicalPath: req.path },
            base,
          ),
        );
      }
    }).catch(next);
  });
  // An address no page lives at is a 404 with the web app's "page not found" (in the page's language,
  // linking home), not the home page's 200. Each address is rendered for its request alone: the cache
  // keeps no entry per mistyped address.
  const isUnknownPath = pages.render?.isUnknownPath;
  if (isUnknownPath) {
    app.get('/{*splat}', (req, res, next) => {
      if (isApiPath(req.path) || !isUnknownPath(req.path)) return next();
      const search = query(req);
      send(req, res, `missing\u0000${req.path}${search}`, false, async (language) => {
        const base = publicUrl();
        const page = withPageHead(
          withPublicUrls(localized(language), base, req.path),
          notFoundHead(pages.expo?.expo.name, req.path, language),
          base,
        );
        return html(404, await withBody(page, `${req.path}${search}`, language, ''));
      }).catch(next);
    });
  }
}

const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(p + '/'));

/** Serves the built web app with long-lived caching for hashed assets and an SPA fallback. */
export function serveWebApp(app: Express, publicUrl: () => string, pages?: PublicPages, dist = WEB_DIST): boolean {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const index = readFileSync(indexFile, 'utf8');
  app.use('/assets', precompressedAssets(path.join(dist, 'assets')));
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(
    express.static(dist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        // The check-in desk's service worker and app manifest: the browser checks them for a new version on
        // every visit, so no cache may keep an old one (a stale worker would serve an old desk).
        const name = path.basename(file);
        if (name === 'check-in-sw.js' || name.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
        if (name.endsWith('.webmanifest')) res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
      },
    }),
  );
  if (pages) servePublicPages(app, index, publicUrl, pages, dist);
  app.get('/{*splat}', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie');
    res.vary('Accept-Language');
    res.type('html').send(withPublicUrls(withPageLanguage(index, pageLanguage(req)), publicUrl(), req.path));
  });
  return true;
}
