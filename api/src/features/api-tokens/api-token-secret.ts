import { hashToken, newOpaqueToken } from '../../lib/tokens.js';

/** What every personal API token starts with, so it is told from a session token at a glance. */
export const PERSONAL_TOKEN_PREFIX = 'aibex_pat_';
/** Characters of the secret after the prefix kept visible, for the person to recognise a token. */
const VISIBLE_CHARACTERS = 6;

export function isPersonalToken(token: string | undefined): token is string {
  return token?.startsWith(PERSONAL_TOKEN_PREFIX) ?? false;
}

/** A new secret (256 random bits), its SHA-256 to store, and the prefix that may be shown. */
export function newPersonalToken(): { secret: string; hash: string; prefix: string } {
  const secret = PERSONAL_TOKEN_PREFIX + newOpaqueToken();
  return {
    secret,
    hash: hashToken(secret),
    prefix: secret.slice(0, PERSONAL_TOKEN_PREFIX.length + VISIBLE_CHARACTERS),
  };
}
