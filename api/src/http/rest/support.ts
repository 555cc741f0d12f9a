import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ListParams } from '../../lib/list-query.js';
import { MAX_INT, wholeNumber } from '../../lib/numbers.js';
import multer from 'multer';
import { AppError, ErrorCode, isAppError } from '../../lib/errors.js';
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES, type IncomingFile } from '../../lib/storage.js';
import type { Viewer } from '../../core/viewer.js';
import { authenticate, bearerToken } from '../../graphql/context.js';
import type { BudgetName } from '../../rate-budgets.js';
import type { Services } from '../../services.js';
import { rateLimitHeaderFields, subjectKey, tooManyRequests } from '../../lib/rate-limits/rate-limits.js';
import { isAllowedOrigin } from '../cors.js';

/**
 * What a multipart parser passed on, as the client's mistake it stands for. Its own refusals keep their
 * shape (multer's limits, graphql-upload's http errors); anything else it reports is the body failing to
 * parse: busboy's "Unexpected end of form" (the closing boundary never came), "Malformed part header",
 * or the request ending before the length it announced ("Request aborted"). Those are a 400 on `body`,
 * never an unexpected error. (Files are in memory, or graphql-upload's temporary files, which it
 * removes itself when the response closes: nothing half-written stays on disk.)
 */
export function multipartBodyError(error: unknown): unknown {
  if (error === undefined || error === null || isAppError(error) || error instanceof multer.MulterError) return error;
  if (typeof (error as { status?: unknown }).status === 'number') return error;
  const reason = error instanceof Error ? error.message : String(error);
  return AppError.badInput([
    { path: 'body', msg: `The multipart body was cut short or malformed (${reason}): send the whole form again` },
  ]);
}

const multerInstance = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_REQUEST, fields: 60, fieldSize: 64 * 1024 },
});

/** Runs a multer middleware, its errors told apart by `multipartBodyError`. */
const readingBody =
  (middleware: RequestHandler): RequestHandler =>
  (req, res, next) =>
    middleware(req, res, (error?: unknown) => next(multipartBodyError(error)));

/** Multipart bodies: files kept in memory (they are small and validated by content before saving). */
export const multipart = {
  single: (name: string) => readingBody(multerInstance.single(name)),
  fields: (fields: readonly multer.Field[]) => readingBody(multerInstance.fields(fields)),
  any: () => readingBody(multerInstance.any()),
  none: () => readingBody(multerInstance.none()),
};

export function fileFrom(file: Express.Multer.File | undefined): IncomingFile | undefined {
  return file ? { filename: file.originalname, buffer: file.buffer } : undefined;
}

/** Old-client field names (snake_case) to service names (camelCase). */
export function camelizeKeys(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  const source = (body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of allowed) {
    if (key in source) out[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = source[key];
  }
  return out;
}

export function snakeCase(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * How a route's errors speak to the old client. Services name fields their own way (`categoryId`,
 * `packageId`, `newPassword`); the client must read back the names it sent.
 */
export interface RestErrorShape {
  /**
   * A service field's name(s) as the client sends it, where that is not simply its snake_case or
   * camelCase spelling (which the error handler finds in the request by itself). With several, the
   * first the request carries is used, else the first.
   */
  fields?: Record<string, string | readonly string[]>;
  /** Also answer the message under `error`: what the old add-rental and sponsorship forms read first. */
  errorKey?: boolean;
  /** The upload field of the route, so a refused file (too large, not an image) is named in `errors`. */
  file?: string;
}

declare module 'express-serve-static-core' {
  interface Locals {
    errorShape?: RestErrorShape;
  }
}

/** Declares a route's error shape; goes first, so even errors of the upload parser use it. */
export function errorShape(shape: RestErrorShape) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.errorShape = shape;
    next();
  };
}

/** The name the client used for a service field: see `RestErrorShape.fields`. */
export function clientFieldName(path: string, req: Request, shape: RestErrorShape | undefined): string {
  const given = shape?.fields?.[path];
  const candidates = given === undefined ? [snakeCase(path), path] : typeof given === 'string' ? [given] : given;
  const body: unknown = req.body;
  const query = req.query as Record<string, unknown>;
  const sent = (name: string) =>
    (typeof body === 'object' && body !== null && name in body) || Object.hasOwn(query, name);
  return candidates.find(sent) ?? candidates[0] ?? path;
}

declare module 'express-serve-static-core' {
  interface Request {
    viewer?: Viewer;
    requestId?: string;
  }
}

/** Resolves the bearer token, if any, into `req.viewer`; a bad token is a 401. */
export function resolveViewer(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const { viewer, tokenProblem } = await authenticate(services, req.headers.authorization);
    if (tokenProblem) throw AppError.unauthenticated('Your session has expired or ended. Please sign in again.');
    req.viewer = viewer;
    next();
  };
}

export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw AppError.unauthenticated();
  return req.viewer;
}

export function notFoundRoute(req: Request) {
  throw new AppError(ErrorCode.NOT_FOUND, `No API route ${req.method} ${req.path}`);
}

/**
 * Counts the request against a named budget, shared with the GraphQL field for the same action: per
 * signed-in user (the bearer token's subject, checked by signature only, so an anonymous flood costs
 * no database read) or per address. Over it: 429 with Retry-After.
 */
export function limited(services: Services, budget: BudgetName) {
  return async (req: Request, res: Response, next: NextFunction) => {
    let userId = req.viewer?.user.id;
    if (!userId) {
      const token = bearerToken(req.headers.authorization);
      const verified = token ? services.sessions.verifyAccessToken(token) : undefined;
      if (verified && 'claims' in verified) userId = verified.claims.sub;
    }
    const usage = await services.limits.count(budget, subjectKey({ userId, ip: req.ip }));
    for (const [name, value] of Object.entries(rateLimitHeaderFields([{ budget, usage }]))) res.setHeader(name, value);
    if (usage.exceeded) throw tooManyRequests(usage.resetSeconds);
    next();
  };
}

export const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
/** A whole number in the query string, in the range GraphQL's Int allows for the same argument. */
export const int = (v: unknown, field: string) => {
  const text = str(v);
  if (text === null) return null;
  return wholeNumber(/^\d+$/.test(text) ? Number(text) : NaN, field, 0, MAX_INT);
};

/** Query-string paging. Without `page`, old clients get every row in the old shape. */
export function listParams(req: Request): ListParams {
  const q = req.query;
  const direction = str(q.sortDirection);
  return {
    page: int(q.page, 'page'),
    pageSize: int(q.pageSize, 'pageSize'),
    search: str(q.search),
    sortBy: str(q.sortBy),
    sortDirection: direction === 'desc' ? 'desc' : direction === 'asc' ? 'asc' : null,
    unpaged: q.page === undefined || req.path.endsWith('.csv'),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the REST shim. Its calls authenticate with a bearer token, which a browser never
 * adds on its own, and the only cookie (the refresh token) is SameSite=Strict; but multipart and
 * form bodies are "simple" requests that any site can make a browser send. So a state-changing call
 * that a browser marks as coming from another site (Origin or Sec-Fetch-Site) is refused. Same-origin
 * pages, the origins of CORS_ORIGINS and non-browser clients (no Origin) are unaffected.
 */
export function refuseCrossSiteWrites(publicUrl: () => string, allowedOrigins: readonly string[] = []) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (isAllowedOrigin(allowedOrigins, origin)) return next();
    const site = req.get('sec-fetch-site');
    const ownOrigins = [`${req.protocol}://${req.get('host')}`, new URL(publicUrl()).origin];
    const crossSite =
      (origin !== undefined && !ownOrigins.includes(origin)) || site === 'cross-site' || site === 'same-site';
    if (crossSite) throw AppError.forbidden('Requests to this API from other websites are not allowed');
    next();
  };
}
