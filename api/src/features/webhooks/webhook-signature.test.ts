import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature.js';
import { isPrivateAddress, webhookUrlField } from './webhook-url.js';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"payout.paid"}';

describe('the webhook signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signWebhook(secret, body, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies the raw body within the tolerance, and nothing else', () => {
    const header = signWebhook(secret, body, 1_700_000_000);
    expect(verifyWebhook(secret, body, header, { now: 1_700_000_100 })).toBe(true);
    expect(verifyWebhook(secret, `${body} `, header, { now: 1_700_000_100 })).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, { now: 1_700_000_100 })).toBe(false);
    expect(verifyWebhook(secret, body, header, { now: 1_700_000_301 })).toBe(false);
    expect(verifyWebhook(secret, body, undefined)).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', { now: 1_700_000_000 })).toBe(false);
  });

  it('makes secrets of 32 random bytes', () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('webhook addresses', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('takes https only in production, and no private host', () => {
    const production = webhookUrlField(true);
    expect(production.safeParse('https://hooks.example.com/in').success).toBe(true);
    expect(production.safeParse('http://hooks.example.com/in').success).toBe(false);
    expect(production.safeParse('https://127.0.0.1/in').success).toBe(false);
    expect(production.safeParse('https://localhost/in').success).toBe(false);
    expect(webhookUrlField(false).safeParse('http://127.0.0.1:8080/in').success).toBe(true);
    expect(webhookUrlField(false).safeParse('https://user:pw@example.com/').success).toBe(false);
  });
});
