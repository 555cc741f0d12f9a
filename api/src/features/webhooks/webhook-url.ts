import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Addresses a webhook may not reach in production: loopback, private networks, link-local (cloud
 * metadata services live at 169.254.169.254), carrier-grade NAT, unspecified and multicast. Checked on
 * the address each delivery actually connects to (webhook-sender.ts), so a name that resolves to one
 * of them, or starts to later, is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(mapped) === 4) {
    const [a, b] = mapped.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = mapped.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('ff')
  );
}

/**
 * An endpoint's URL. In production: https only, and no literal private address or `localhost` (names
 * are checked again on every delivery). Elsewhere http is allowed too, so a receiver on 127.0.0.1 can
 * be tried in development and tests.
 */
export const webhookUrlField = (production: boolean) =>
  z
    .string({ message: 'Please enter the URL' })
    .trim()
    .max(2000, 'Use at most 2000 characters')
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Enter a full URL, e.g. https://example.com/webhooks' });
        return;
      }
      const allowed = production ? ['https:'] : ['https:', 'http:'];
      if (!allowed.includes(url.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: production ? 'Use an https:// URL' : 'Use an https:// (or, outside production, http://) URL',
        });
        return;
      }
      if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'Leave user names and passwords out of the URL' });
        return;
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (
        production &&
        (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
      ) {
        ctx.addIssue({ code: 'custom', message: 'Use a public address: private and loopback addresses are refused' });
      }
    });
