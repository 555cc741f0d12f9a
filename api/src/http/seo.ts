import type { Express } from 'express';
import type { Config } from '../config/config.js';

/** Public pages worth indexing; private areas are kept out of search engines. */
export const PUBLIC_PATHS = [
  '/',
  '/registration',
  '/sponsorship-details',
  '/about-us',
  '/contact-us',
  '/create-account',
  '/user-login',
];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /user/',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(baseUrl: string): string {
  const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${baseUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function serveSeoFiles(app: Express, config: Config, publicUrl: () => string): void {
  const cache = config.isProduction ? 'public, max-age=86400' : 'no-cache';
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', cache).send(robotsTxt(publicUrl()));
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').setHeader('Cache-Control', cache).send(sitemapXml(publicUrl()));
  });
}
