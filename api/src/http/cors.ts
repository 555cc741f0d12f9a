import type { NextFunction, Request, Response } from 'express';

/**
 * What a page on an allowed origin may send: its token, JSON, Apollo's upload preflight header, and
 * the Idempotency-Key that makes a money request safe to send again.
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
];
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Response headers a page may read: rate-limit state and the request id to quote in a report. */
const EXPOSED_HEADERS = 'RateLimit, RateLimit-Policy, Retry-After, X-Request-Id';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Whether `origin` is one of CORS_ORIGINS (compared exactly, as browsers send it). */
export function isAllowedOrigin(allowed: readonly string[], origin: string | undefined): origin is string {
  return origin !== undefined && allowed.includes(origin);
}

/**
 * CORS for /api and /graphql: pages on CORS_ORIGINS (the old client ran on other hosts) may call
 * with credentials. The allowed origin is echoed (never `*`, which credentials forbid) and every
 * answer varies by Origin, so no cache hands one origin's answer to another. Preflights from an
 * allowed origin are answered here; anything from another origin goes on without CORS headers, so
 * browsers keep refusing it and the cross-site checks further on still apply.
 */
export function corsForOrigins(allowed: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!allowed.length) return next();
    res.vary('Origin');
    const origin = req.get('origin');
    if (!isAllowedOrigin(allowed, origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    next();
  };
}
