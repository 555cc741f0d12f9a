import { createHash } from 'node:crypto';
import type { Logger } from '../../lib/logger.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import type { BudgetName } from '../../rate-budgets.js';

export type MailLimits = Pick<RateLimits<BudgetName>, 'allow'>;

/** Providers where dots in the local part are ignored, so `a.b@` and `ab@` are one inbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, as far as it can be told from the address: case, a `+tag` and
 * (at Gmail) dots do not change it, so spelling the victim's address differently buys no extra mails.
 */
export function inboxKey(address: string): string {
  const normal = address.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at <= 0) return normal;
  let local = normal.slice(0, at).replace(/\+.*$/, '');
  const domain = normal.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local || normal.slice(0, at)}@${domain}`;
}

/** An address as logs show it: a short hash to correlate entries, and the domain, never the mailbox. */
export function maskedAddress(address: string): string {
  const key = inboxKey(address);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 12);
  return `${hash}@${key.slice(key.lastIndexOf('@') + 1)}`;
}

/**
 * Counts one confirmation-type mail (registration, sponsorship, resend, password reset, new-address
 * link) to `address` against its daily budget, whoever asked for it. False when the budget is spent:
 * the caller keeps the request and its answer as they are and only leaves the mail out, so the form
 * reveals nothing and nothing is lost.
 *
 * Called before the caller's transaction: the counter lives on the shared connection, which a
 * transaction on PGlite (one connection) would be holding.
 */
export async function allowConfirmationMail(
  deps: { limits: MailLimits; logger: Logger },
  address: string,
  template: string,
): Promise<boolean> {
  // Counted under a hash: the counter table never holds who was written to.
  const counterKey = createHash('sha256').update(inboxKey(address)).digest('hex');
  if (await deps.limits.allow('mail.recipient', counterKey)) return true;
  deps.logger.warn(
    { recipient: maskedAddress(address), template },
    'daily mail budget of this address spent; request kept, mail not sent',
  );
  return false;
}
