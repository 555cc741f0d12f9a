import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token for links and cookies (256 bits). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether `input` can be an opaque token as sent back in a link (32 random bytes in base64url are 43
 * characters; anything else cannot be one, so it is refused before any look-up).
 */
export function isOpaqueToken(input: unknown): input is string {
  return typeof input === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(input);
}

/** Opaque tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SEAL_INFO = 'aibex sealed token';

function sealKey(keyToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keyToken, Buffer.alloc(0), SEAL_INFO, 32));
}

/**
 * Encrypts `secret` (AES-256-GCM) under a key derived from `keyToken`, so that only whoever holds
 * `keyToken` can read it back; the stored result alone reveals nothing.
 */
export function sealWithToken(secret: string, keyToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(keyToken), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The secret sealed by `sealWithToken`, or undefined for another key or a damaged value. */
export function openWithToken(sealed: string, keyToken: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(keyToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
