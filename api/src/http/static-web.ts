import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

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
  '/unsubscribe',
];

/**
 * Link previews need absolute addresses and most preview bots run no JavaScript: the served page
 * carries the site's public address in og:image, twitter:image and og:url.
 */
export function withPublicUrls(html: string, baseUrl: string, pagePath: string): string {
  const escapedUrl = (baseUrl + pagePath).replace(/"/g, '&quot;');
  return html
    .replace(/(<meta (?:property="og:image"|name="twitter:image") content=")\//g, `$1${baseUrl}/`)
    .replace(
      '<meta property="og:type"',
      `<meta property="og:url" content="${escapedUrl}" />\n    <meta property="og:type"`,
    );
}

/** Serves the built web app with long-lived caching for hashed assets and an SPA fallback. */
export function serveWebApp(app: Express, publicUrl: () => string, dist = WEB_DIST): boolean {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const index = readFileSync(indexFile, 'utf8');
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(p + '/'))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withPublicUrls(index, publicUrl(), req.path));
  });
  return true;
}
