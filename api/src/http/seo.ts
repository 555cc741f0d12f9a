import { asc, count, eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { tools } from '../features/rentals/tools/tool.table.js';
import { ErrorCode } from '../lib/errors.js';
import { toolPath } from '../lib/slug.js';

/** Public pages worth indexing; private areas are kept out of search engines. */
export const PUBLIC_PATHS = [
  '/',
  '/registration',
  '/programme',
  '/exhibitors',
  '/sponsorship-details',
  '/about-us',
  '/contact-us',
  '/privacy',
  '/tools',
  '/create-account',
  '/user-login',
];

/**
 * The expo's pages, which exist in English and in French (`?lang=fr`; the web app's switcher and the
 * server read it). The marketplace and the account pages are in English only.
 */
export const TRANSLATED_PATHS = [
  '/',
  '/registration',
  '/programme',
  '/exhibitors',
  '/sponsorship-details',
  '/about-us',
  '/contact-us',
  '/privacy',
];

/** A translated page's address in each language, and x-default (the English one) for any other. */
export function languageAlternates(baseUrl: string, path: string): { hreflang: string; href: string }[] {
  if (!TRANSLATED_PATHS.includes(path)) return [];
  const english = `${baseUrl}${path}`;
  return [
    { hreflang: 'en', href: english },
    { hreflang: 'fr', href: `${english}?lang=fr` },
    { hreflang: 'x-default', href: english },
  ];
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    // The marketplace (/tools) is open: browse and tool pages are meant to be found.
    'Disallow: /user/',
    'Disallow: /admin/',
    // An attendee's own page: its address carries their private key, and nobody else should find it.
    'Disallow: /my-registration',
    // A sponsor's own page (their invoice), keyed the same way.
    'Disallow: /my-sponsorship',
    // A seat offer's page, keyed by the offer's link the same way.
    'Disallow: /programme/seat-offer',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemap holds at most 50,000 addresses; past that, an index points to pages of tools. */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
  alternates?: { hreflang: string; href: string }[];
}

function urlset(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      const alternates = (e.alternates ?? [])
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('');
      return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}${alternates}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** A page's address, and, for a translated page, its French address too, each naming both. */
function pageEntries(baseUrl: string, path: string): SitemapEntry[] {
  const alternates = languageAlternates(baseUrl, path);
  if (alternates.length === 0) return [{ loc: `${baseUrl}${path}` }];
  return alternates.filter((a) => a.hreflang !== 'x-default').map((a) => ({ loc: a.href, alternates }));
}

export function sitemapXml(baseUrl: string, listed: { id: string; name: string; updatedAt: Date }[] = []): string {
  return urlset([
    ...PUBLIC_PATHS.flatMap((p) => pageEntries(baseUrl, p)),
    ...listed.map((t) => ({ loc: `${baseUrl}${toolPath(t.id, t.name)}`, lastmod: t.updatedAt })),
  ]);
}

/** Listed tools, oldest first (a stable order, so that each page of the index keeps its tools). */
async function listedTools(db: Database, offset: number, limit: number) {
  return db
    .select({ id: tools.id, name: tools.name, updatedAt: tools.updatedAt })
    .from(tools)
    .where(eq(tools.itemStatus, 'Available'))
    .orderBy(asc(tools.createdAt), asc(tools.id))
    .limit(limit)
    .offset(offset);
}

/**
 * robots.txt, and sitemap.xml with the public pages and every listed tool. Past SITEMAP_LIMIT
 * addresses, sitemap.xml is an index of /sitemap-pages.xml and /sitemap-tools-<n>.xml (n from 1).
 */
export function serveSeoFiles(
  app: Express,
  config: Config,
  publicUrl: () => string,
  db: Database,
  /** Addresses per sitemap (tests make it small). */
  limit = SITEMAP_LIMIT,
): void {
  const cache = config.isProduction ? 'public, max-age=3600' : 'no-cache';
  const xml = (res: Parameters<Parameters<Express['get']>[1]>[1], body: string) =>
    res.type('application/xml').setHeader('Cache-Control', cache).send(body);
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', cache).send(robotsTxt(publicUrl()));
  });
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const base = publicUrl();
      const [row] = await db.select({ n: count() }).from(tools).where(eq(tools.itemStatus, 'Available'));
      const n = row?.n ?? 0;
      if (n + PUBLIC_PATHS.length <= limit) {
        xml(res, sitemapXml(base, await listedTools(db, 0, limit)));
        return;
      }
      const pages = Math.ceil(n / limit);
      const maps = [
        `${base}/sitemap-pages.xml`,
        ...Array.from({ length: pages }, (_, i) => `${base}/sitemap-tools-${i + 1}.xml`),
      ];
      xml(
        res,
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
          .map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
          .join('\n')}\n</sitemapindex>\n`,
      );
    } catch (error) {
      next(error);
    }
  });
  app.get('/sitemap-pages.xml', (_req, res) => {
    xml(res, sitemapXml(publicUrl()));
  });
  app.get('/sitemap-tools-:page.xml', async (req, res, next) => {
    try {
      const page = Number(req.params.page);
      if (!Number.isInteger(page) || page < 1 || page > 10_000) {
        res.status(404).json({ message: 'No such sitemap', code: ErrorCode.NOT_FOUND });
        return;
      }
      const listed = await listedTools(db, (page - 1) * limit, limit);
      if (!listed.length) {
        res.status(404).json({ message: 'No such sitemap', code: ErrorCode.NOT_FOUND });
        return;
      }
      xml(res, urlset(listed.map((t) => ({ loc: `${publicUrl()}${toolPath(t.id, t.name)}`, lastmod: t.updatedAt }))));
    } catch (error) {
      next(error);
    }
  });
}
