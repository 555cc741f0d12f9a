import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { payouts } from '../features/rentals/payments/payout.table.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  markEmailVerified,
  startMarketplace,
  type Marketplace,
} from '../test/factories.js';
import { startFakeStripe } from '../test/fake-stripe.js';
import type { HttpClient } from '../test/test-app.js';
import { keyScopeOf, purgeExpiredIdempotencyKeys, requestFingerprint } from '../lib/idempotency/idempotency-keys.js';
import { idempotencyKeys } from '../lib/idempotency/idempotency.table.js';

const SECRET_KEY = 'sk_test_local_idempotency';
const HOUR = 3_600_000;
const PAYOUT = 'mutation($amount: String) { requestPayout(amount: $amount) { id status amount { amount } } }';
const INTENT = '/api/payment/create-payment-intent';

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let m: Marketplace;
let db: Database;

/** A raw GraphQL POST, so the answer's exact bytes and headers can be compared. */
async function gqlWithKey(client: HttpClient, key: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, any>, headers: res.headers };
}

async function restWithKey(client: HttpClient, key: string, path: string, body: unknown) {
  const res = await client.request('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, any>, headers: res.headers };
}

const intentsCreated = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

const payoutsOf = async (ownerId: string) =>
  (await db.select().from(payouts).where(eq(payouts.ownerId, ownerId))).length;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  m = await startMarketplace({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local_idempotency',
      STRIPE_WEBHOOK_SECRET: 'whsec_local_idempotency',
      STRIPE_API_URL: stripe.url,
      PAYOUT_COOLING_OFF_HOURS: '0',
    },
  });
  db = m.app.database.db;
  await markEmailVerified(db, m.ownerId, m.renterId);
  // The owner has earnings past their dispute window, and bank details to be paid into.
  const tool = await buildTool(db, { ownerId: m.ownerId });
  const endsAt = new Date(Date.now() - 100 * HOUR);
  await buildBooking(db, { tool, status: 'returned', startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt });
  const saved = await m.owner.gql(
    `mutation($input: BankPayoutDetailsInput!) { setBankPayoutDetails(input: $input, currentPassword: "${DEFAULT_PASSWORD}") { method } }`,
    { input: { accountName: 'Musa Bello', bankName: 'Access Bank', accountNumber: '0123456789', bankCode: '044' } },
  );
  expect(saved.errors).toBeUndefined();
});
afterAll(async () => {
  await m?.app.close();
  await stripe?.close();
});

describe('Idempotency-Key on GraphQL mutations', () => {
  it('answers the same request sent again with the first answer, replayed, and pays out once', async () => {
    const before = await payoutsOf(m.ownerId);
    const key = randomUUID();
    const first = await gqlWithKey(m.owner, key, PAYOUT, { amount: '5.00' });
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await gqlWithKey(m.owner, key, PAYOUT, { amount: '5.00' });
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await payoutsOf(m.ownerId)).toBe(before + 1);
  });

  it('refuses the same key with another request (CONFLICT naming the header), and keeps the first answer', async () => {
    const key = randomUUID();
    const first = await gqlWithKey(m.owner, key, PAYOUT, { amount: '1.00' });
    expect(first.body.errors).toBeUndefined();
    const other = await gqlWithKey(m.owner, key, PAYOUT, { amount: '2.00' });
    expect(other.status).toBe(409);
    expect(other.body.errors[0]).toMatchObject({
      message: 'This Idempotency-Key was used with a different request: use a new key for a new request',
      extensions: { code: 'CONFLICT', fields: [{ path: 'Idempotency-Key' }] },
    });
    expect((await gqlWithKey(m.owner, key, PAYOUT, { amount: '1.00' })).text).toBe(first.text);
  });

  it('runs one of two identical requests sent at once; the other gets its answer or is told to wait', async () => {
    const before = await payoutsOf(m.ownerId);
    const key = randomUUID();
    const answers = await Promise.all([
      gqlWithKey(m.owner, key, PAYOUT, { amount: '1.50' }),
      gqlWithKey(m.owner, key, PAYOUT, { amount: '1.50' }),
    ]);
    const ran = answers.filter((a) => a.headers.get('idempotent-replayed') === null && a.status === 200);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((a) => a !== ran[0])) {
      if (other.status === 409) {
        expect(other.headers.get('retry-after')).toBe('1');
        expect(other.body.errors[0].extensions.code).toBe('CONFLICT');
      } else {
        expect(other.headers.get('idempotent-replayed')).toBe('true');
        expect(other.text).toBe(ran[0]!.text);
      }
    }
    expect(await payoutsOf(m.ownerId)).toBe(before + 1);
  });

  it('keeps a refusal of the business rules, but not a refusal of the input: the key works with the corrected request', async () => {
    const refused = randomUUID();
    const tooMuch = await gqlWithKey(m.owner, refused, PAYOUT, { amount: '99999.00' });
    expect(tooMuch.body.errors[0].extensions.code).toBe('PAYOUT_NOT_AVAILABLE');
    const again = await gqlWithKey(m.owner, refused, PAYOUT, { amount: '99999.00' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(tooMuch.text);

    const key = randomUUID();
    const invalid = await gqlWithKey(m.owner, key, PAYOUT, { amount: '1.234' });
    expect(invalid.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const corrected = await gqlWithKey(m.owner, key, PAYOUT, { amount: '1.25' });
    expect(corrected.body.errors).toBeUndefined();
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(corrected.body.data.requestPayout.amount).toEqual({ amount: 125 });
  });

  it('keeps keys per caller: another user with the same key gets an answer of their own', async () => {
    const key = randomUUID();
    const owners = await gqlWithKey(m.owner, key, PAYOUT, { amount: '1.00' });
    expect(owners.body.errors).toBeUndefined();
    const renters = await gqlWithKey(m.renter, key, PAYOUT, { amount: '1.00' });
    expect(renters.headers.get('idempotent-replayed')).toBeNull();
    expect(renters.body.errors[0].extensions.code).toBe('PAYOUT_ACCOUNT_REQUIRED');
  });

  it('leaves queries alone, and refuses a malformed key on a mutation with 400 naming the header', async () => {
    const query = await gqlWithKey(m.owner, 'not a key', '{ me { email } }');
    expect(query.status).toBe(200);
    expect(query.body.data.me.email).toBe(m.ownerEmail);
    for (const bad of ['not a key', 'x'.repeat(256)]) {
      const refused = await gqlWithKey(m.owner, bad, PAYOUT, { amount: '1.00' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'Idempotency-Key', msg: expect.stringContaining('1 to 255 visible ASCII characters') }],
      });
    }
  });

  it('does not keep an answer that sets a cookie (a sign-in): its replay could not set it', async () => {
    const key = randomUUID();
    const login = await gqlWithKey(
      m.app.client(),
      key,
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
      { e: m.ownerEmail, p: DEFAULT_PASSWORD },
    );
    expect(login.body.data.login.accessToken).toEqual(expect.any(String));
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('Idempotency-Key on the REST shim', () => {
  it('answers create-payment-intent sent twice with one key with one intent, replayed exactly', async () => {
    const before = intentsCreated();
    const key = randomUUID();
    const first = await restWithKey(m.renter, key, INTENT, { amount: 2500, userId: m.renterId });
    expect(first.status).toBe(201);
    const second = await restWithKey(m.renter, key, INTENT, { userId: m.renterId, amount: 2500 });
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(intentsCreated()).toBe(before + 1);
    // Without a key, each call is a new intent, as before.
    await m.renter.json('POST', INTENT, { amount: 2500, userId: m.renterId });
    expect(intentsCreated()).toBe(before + 2);
  });

  it('refuses the same key with another body with 409 naming the header', async () => {
    const key = randomUUID();
    expect((await restWithKey(m.renter, key, INTENT, { amount: 2500, userId: m.renterId })).status).toBe(201);
    const other = await restWithKey(m.renter, key, INTENT, { amount: 2600, userId: m.renterId });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was used with a different request: use a new key for a new request',
      errors: [{ path: 'Idempotency-Key' }],
    });
  });

  it('does not keep a refused input: the same key then runs the corrected request', async () => {
    const before = intentsCreated();
    const key = randomUUID();
    const invalid = await restWithKey(m.renter, key, INTENT, { amount: 'lots', userId: m.renterId });
    expect(invalid.status).toBe(400);
    const corrected = await restWithKey(m.renter, key, INTENT, { amount: 2500, userId: m.renterId });
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(intentsCreated()).toBe(before + 1);
  });

  it('keeps keys per caller', async () => {
    const key = randomUUID();
    const renters = await restWithKey(m.renter, key, INTENT, { amount: 2500, userId: m.renterId });
    const owners = await restWithKey(m.owner, key, INTENT, { amount: 2500, userId: m.ownerId });
    expect(owners.status).toBe(201);
    expect(owners.headers.get('idempotent-replayed')).toBeNull();
    expect(owners.body.paymentId).not.toBe(renters.body.paymentId);
  });

  it('refuses a malformed key, and a key with a multipart body, with 400 naming the header', async () => {
    const bad = await restWithKey(m.renter, 'two words', INTENT, { amount: 2500, userId: m.renterId });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'Idempotency-Key' }] });
    const form = new FormData();
    form.append('receivers', 'participants');
    const multipart = await m.admin.request('POST', '/api/send-message', {
      body: form,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(multipart.status).toBe(400);
    expect(await multipart.json()).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'Idempotency-Key' }] });
  });
});

describe('kept keys', () => {
  it('are purged after their 24 hours, and a key past them is a new key even before the sweep', async () => {
    const key = randomUUID();
    expect((await restWithKey(m.renter, key, INTENT, { amount: 2500, userId: m.renterId })).status).toBe(201);
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
    expect(row!.scope).toBe(`user:${m.renterId}`);

    await db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, key));
    const reused = await restWithKey(m.renter, key, INTENT, { amount: 2600, userId: m.renterId });
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();

    await db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idempotencyKeys.key, key));
    expect(await purgeExpiredIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('lets a retry take over an attempt abandoned by a crash, and only with the same request', async () => {
    const keys = m.app.services.idempotencyKeys;
    const scope = keyScopeOf(m.renterId, undefined);
    const key = randomUUID();
    const fingerprint = requestFingerprint('POST', '/api/example', { a: 1, b: [1, 2] });
    // The same body with its fields in another order is the same request.
    expect(requestFingerprint('POST', '/api/example', { b: [1, 2], a: 1 })).toBe(fingerprint);
    const first = await keys.claim(scope, key, fingerprint);
    expect(first.kind).toBe('run');
    const at = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    await db
      .update(idempotencyKeys)
      .set({ startedAt: new Date(Date.now() - 2 * 60_000) })
      .where(at);
    await expect(keys.claim(scope, key, requestFingerprint('POST', '/api/example', { a: 2 }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const retry = await keys.claim(scope, key, fingerprint);
    expect(retry.kind).toBe('run');
    // The abandoned attempt cannot store its answer over the one that took over.
    if (first.kind !== 'run' || retry.kind !== 'run') throw new Error('unreachable');
    await keys.complete(scope, key, first.attempt, { status: 200, headers: {}, body: Buffer.from('late') });
    await keys.complete(scope, key, retry.attempt, { status: 200, headers: {}, body: Buffer.from('kept') });
    const replay = await keys.claim(scope, key, fingerprint);
    expect(replay.kind === 'replay' && replay.answer.body.toString()).toBe('kept');
  });
});
