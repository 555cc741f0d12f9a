import pg from 'pg';
import { StartupError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { transientKindOf } from '../lib/transient-errors.js';

/** Pauses between attempts: quick at first (a server that is starting), then every 5 s. */
const DELAYS_MS = [500, 1000, 2000, 4000, 5000];
/** One attempt's connection may take this long before it counts as failed (a host that drops packets). */
const ATTEMPT_TIMEOUT_MS = 5000;

/** The server and database of a URL, without its credentials, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

const reasonOf = (error: unknown) => {
  const e = error as { message?: unknown; code?: unknown };
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  return typeof e.code === 'string' && !message.includes(e.code) ? `${message} (${e.code})` : message;
};

/**
 * Waits for the PostgreSQL server of DATABASE_URL to take a connection, so that an app started beside
 * its database (a container, a host rebooting) need not start in order. A connection that fails the way
 * an absent or starting server does is tried again, with one log line per attempt saying why, for up to
 * `timeoutMs`; then, or at once for a refusal no wait can change (a wrong password, a database that does
 * not exist), a StartupError says what to check, in one line.
 */
export async function waitForDatabase(
  url: string,
  logger: Logger,
  options: { timeoutMs: number; delaysMs?: readonly number[] },
): Promise<void> {
  const where = describeDatabaseUrl(url);
  const delays = options.delaysMs ?? DELAYS_MS;
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const left = Math.max(deadline - Date.now(), 1);
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.min(ATTEMPT_TIMEOUT_MS, left),
      application_name: 'aibex-start',
    });
    // A connection that breaks after it was made must not become an unhandled 'error' event.
    client.on('error', () => {});
    let failure: unknown;
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      failure = error ?? new Error('connection failed');
    } finally {
      await client.end().catch(() => {});
    }
    if (failure === undefined) {
      if (attempt > 1) logger.info({ database: where, attempt }, `database reachable at ${where}`);
      return;
    }
    const reason = reasonOf(failure);
    if (!transientKindOf(failure)) {
      throw new StartupError(
        `DATABASE_URL: PostgreSQL at ${where} refused the connection: ${reason}. Check the user, password and database name in DATABASE_URL.`,
        { cause: failure },
      );
    }
    if (Date.now() >= deadline) {
      throw new StartupError(
        `DATABASE_URL: PostgreSQL at ${where} could not be reached for ${Math.round(options.timeoutMs / 1000)} s ` +
          `(${attempt} attempts; last: ${reason}). Check that the server is running and that DATABASE_URL names it ` +
          '(DATABASE_CONNECT_TIMEOUT_SECONDS sets how long to wait).',
        { cause: failure },
      );
    }
    // The last attempt falls on the deadline.
    const delay = Math.min(delays[Math.min(attempt - 1, delays.length - 1)]!, deadline - Date.now());
    logger.warn(
      { database: where, attempt, reason, retryInMs: delay },
      `database not reachable at ${where} (${reason}); attempt ${attempt}, trying again in ${(delay / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
