import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from './tokens.js';

/** Path of the private files (condition photos); a file there answers only a signed, unexpired address. */
export const PRIVATE_UPLOADS_URL_PREFIX = '/uploads/private/';

/**
 * Addresses are issued for windows of this length and stay valid until the end of the next one (30
 * to 60 minutes): everyone who asks within a window gets the same address, so browsers and the
 * GraphQL cache reuse it, and a leaked address dies within the hour.
 */
const WINDOW_SECONDS = 30 * 60;

/** A genuine signature has 43 characters (SHA-256 in base64url); a longer one is refused unhashed. */
const MAX_SIGNATURE_LENGTH = 64;

/**
 * Short-lived signed addresses of private uploads. An <img> request carries no bearer token (the web
 * app keeps it in memory), so whoever may see a private file is handed an address that carries its
 * own proof: an HMAC of the file's name and the expiry, under a key derived from the app's secret
 * (JWT_SECRET, shared by every instance). The file's name alone (128 random bits) is never enough.
 */
export class SignedUploadUrls {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'aibex private upload addresses', 32));
  }

  private sign(name: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${name}\n${expires}`).digest('base64url');
  }

  /**
   * The address at which the private file `name` may be fetched: PRIVATE_UPLOADS_URL_PREFIX + name with
   * `expires` (Unix seconds) and `signature`; `&w=<width>` may be added for one of its sizes.
   */
  urlOf(name: string, now = new Date()): string {
    const expires = (Math.floor(now.getTime() / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
    return `${PRIVATE_UPLOADS_URL_PREFIX}${name}?expires=${expires}&signature=${this.sign(name, expires)}`;
  }

  /** The seconds an address of `name` has left, or undefined when it is not genuine or has expired. */
  secondsLeft(name: string, expires: unknown, signature: unknown, now = new Date()): number | undefined {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
    if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH) return undefined;
    if (!safeEqual(signature, this.sign(name, Number(expires)))) return undefined;
    const left = Number(expires) - Math.floor(now.getTime() / 1000);
    return left > 0 ? left : undefined;
  }
}
