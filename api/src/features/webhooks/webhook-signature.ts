import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature, as Stripe's `Stripe-Signature`. */
export const SIGNATURE_HEADER = 'AIBEx-Signature';
/** How old a signed timestamp a receiver accepts by default (Stripe's default tolerance). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new endpoint secret: `whsec_` and 32 random bytes as hex. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * The signature header of a body sent at `timestamp` (unix seconds): `t=<timestamp>,v1=<hex>`, the
 * hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the endpoint's secret. Signing the timestamp with
 * the body lets a receiver refuse a replayed delivery.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does (docs/API.md shows the same steps for integrators): true when the header holds
 * a v1 signature of the raw body by this secret, signed within `toleranceSeconds` of `now`.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts.some(([k, v]) => {
    if (k !== 'v1' || !v) return false;
    const given = Buffer.from(v);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
