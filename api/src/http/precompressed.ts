import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The encodings the web build writes beside its assets (web/vite-plugins/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's compressed copy of an asset to a browser that accepts it: the request is pointed
 * at `<name>.br` or `<name>.gz` and marked with its Content-Encoding and the original's Content-Type,
 * for `express.static` (mounted after this, on the same directory) to send. The compression
 * middleware leaves an encoded response alone. Which copies exist is read once, at start: the assets
 * are immutable and each build replaces them all.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!name || name.includes('/')) return next();
    const available = ENCODINGS.filter((encoding) => files.has(name + encoding.suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    // The smallest the browser takes (asked one by one: Chrome lists gzip before br, at the same weight).
    const chosen = available.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
    if (!chosen) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', chosen.name);
    req.url = `/${name}${chosen.suffix}${req.url.slice(req.path.length)}`;
    next();
  };
}
