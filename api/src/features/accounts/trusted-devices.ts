import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { trustedDevices } from './account.table.js';

/** Accounts one browser is remembered for (a shared family computer, a desk at the expo). */
const ACCOUNTS_PER_BROWSER = 5;
/** Devices one account is remembered on; the least recently used are forgotten first. */
const DEVICES_PER_ACCOUNT = 20;
/** A device that has not signed in for this long is unknown again. */
export const DEVICE_TTL_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device tokens a cookie holds (newest first), ignoring anything that is not one. */
export function deviceTokensOf(cookie: unknown): string[] {
  if (typeof cookie !== 'string' || cookie.length > 50 * ACCOUNTS_PER_BROWSER) return [];
  return cookie
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, ACCOUNTS_PER_BROWSER);
}

/** The cookie value with `token` first, bounded to the accounts one browser is remembered for. */
export function deviceCookieWith(tokens: string[], token: string): string {
  return [token, ...tokens.filter((t) => t !== token)].slice(0, ACCOUNTS_PER_BROWSER).join('.');
}

/**
 * Browsers and clients that have signed in to an account before (OWASP's device cookies): a sign-in
 * from one of them is throttled on the device's own counter, never on the account's or the address's.
 */
export class TrustedDevices {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The device among `tokens` this account knows, if any. */
  async find(userId: string, tokens: string[]): Promise<{ id: string } | undefined> {
    if (!tokens.length) return undefined;
    const oldest = new Date(this.now().getTime() - DEVICE_TTL_DAYS * 86_400_000);
    const rows = await this.db
      .select({ id: trustedDevices.id, lastUsedAt: trustedDevices.lastUsedAt })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.userId, userId), inArray(trustedDevices.tokenHash, tokens.map(hashToken))));
    return rows.find((row) => row.lastUsedAt > oldest);
  }

  /**
   * After a correct password: the device it came from is remembered (a known one is touched, an
   * unknown one gets a new token). Answers the token the client should hold.
   */
  async remember(tx: Executor, userId: string, known: { id: string } | undefined): Promise<string | undefined> {
    const now = this.now();
    if (known) {
      await tx.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, known.id));
      return undefined;
    }
    const token = newOpaqueToken();
    await tx.insert(trustedDevices).values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now });
    const keep = tx
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, userId))
      .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.createdAt))
      .limit(DEVICES_PER_ACCOUNT);
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.id, keep)));
    return token;
  }

  /** Every device of the account becomes unknown: its credentials changed hands. */
  async forgetAll(tx: Executor, userId: string): Promise<void> {
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  }
}
