import { AppError, ErrorCode } from './errors.js';

/**
 * Failures that are nobody's mistake and pass by themselves: a dependency that cannot be reached
 * (the database restarting, the bucket's service down) or a full disk. They answer SERVICE_UNAVAILABLE
 * with a retry hint (REST `Retry-After`, GraphQL `extensions.retryAfterSeconds`), so clients and
 * proxies try again later instead of reporting a bug; anything else unexpected stays an internal error.
 */

/** Network errors of Node, undici and the drivers built on them (pg, ioredis, the AWS SDK). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take us now: class 08 (connection
 * exception), 57P01-57P03 (admin or crash shutdown, starting up), 53300 (too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Out of space: the file system's, or PostgreSQL's disk_full (53100). */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** pg's own words for a connection that broke or never came (it gives them no code). */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** AWS SDK error names of a service that is down or slowing us down. */
const S3_UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
]);

export type TransientKind = 'connection' | 'out-of-space';

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

/** The error and the ones it wraps (Drizzle's `cause`, GraphQL's `originalError`, AggregateError's list). */
function* chainOf(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  const e = error as ErrorLike;
  yield e;
  yield* chainOf(e.cause, depth + 1);
  yield* chainOf(e.originalError, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chainOf(inner, depth + 1);
}

/** What kind of passing failure `error` is, or undefined when it is not one. */
export function transientKindOf(error: unknown): TransientKind | undefined {
  for (const e of chainOf(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && OUT_OF_SPACE_CODES.has(code)) return 'out-of-space';
    if (code && (CONNECTION_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return 'connection';
    const status = e.$metadata?.httpStatusCode;
    if (typeof status === 'number' && (status >= 500 || status === 429)) return 'connection';
    if (e.$metadata && typeof e.name === 'string' && S3_UNAVAILABLE_NAMES.has(e.name)) return 'connection';
    if (typeof e.message === 'string' && PG_CONNECTION_MESSAGE.test(e.message)) return 'connection';
  }
  return undefined;
}

/** Seconds a client should wait before trying again: a reconnect is quick, freeing disk space is not. */
export const RETRY_AFTER_SECONDS: Record<TransientKind, number> = { connection: 5, 'out-of-space': 60 };

const MESSAGES: Record<TransientKind, string> = {
  connection:
    'This could not be done right now: a service it depends on is briefly unavailable. Please try again in a few seconds.',
  'out-of-space': 'The server is out of storage space, so this could not be saved. Please try again later.',
};

/** The SERVICE_UNAVAILABLE answer of a passing failure, or undefined for any other error. */
export function transientFailureOf(error: unknown): AppError | undefined {
  const kind = transientKindOf(error);
  if (!kind) return undefined;
  return new AppError(ErrorCode.SERVICE_UNAVAILABLE, MESSAGES[kind], [], RETRY_AFTER_SECONDS[kind]);
}
