import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './webhook-url.js';

/** How long an endpoint has to answer a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What of an answer's body is kept for the delivery log. */
const KEPT_BODY_CHARS = 500;

export interface SendResult {
  /** The HTTP status, or null when there was no answer (refused, timed out). */
  statusCode: number | null;
  /** Why it did not count as delivered; null on a 2xx. */
  error: string | null;
}

/** A DNS lookup that refuses private and loopback addresses: the check holds for the address connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || !list.length) {
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`), {
          code: 'EPRIVATE',
        }),
        '',
        0,
      );
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/**
 * POSTs one signed body. No redirect is followed (a 3xx is a failed attempt: an endpoint's address is
 * the one registered), the answer's body is read only to be quoted in the log, and the whole attempt
 * ends after DELIVERY_TIMEOUT_MS. With `allowPrivate` false, addresses are checked as they resolve.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendResult> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'AIBEx-Webhooks/1' },
        timeout: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < KEPT_BODY_CHARS) text += chunk;
        });
        response.on('end', () => {
          const statusCode = response.statusCode ?? 0;
          const ok = statusCode >= 200 && statusCode < 300;
          resolve({
            statusCode,
            error: ok ? null : `HTTP ${statusCode}${text ? `: ${text.slice(0, KEPT_BODY_CHARS)}` : ''}`,
          });
        });
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${(options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s`)),
    );
    request.on('error', (error) => resolve({ statusCode: null, error: error.message }));
    request.end(body);
  });
}
