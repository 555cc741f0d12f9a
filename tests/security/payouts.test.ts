// Payout details are guarded like the password. A stolen access token alone cannot set or change them;
// they need a confirmed address, the owner's address is told of every change, payouts wait a
// cooling-off period after one, a payout goes where it was asked to go whatever changes after, and a
// password reset by the address's holder holds payouts until the details are confirmed again.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/src/db/client.js';
import { users } from '../../api/src/features/accounts/account.table.js';
import { payouts } from '../../api/src/features/rentals/payments/payout.table.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  markEmailVerified,
  startMarketplace,
  type Marketplace,
} from '../../api/src/test/factories.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { outcomeOf } from './support.js';

const HOUR = 3_600_000;
const COOLING_OFF_HOURS = 24;

const SET = `mutation($input: BankPayoutDetailsInput!, $p: String!) {
  setBankPayoutDetails(input: $input, currentPassword: $p) { accountNumberMasked onHold payoutsResumeAt } }`;
const REQUEST = 'mutation($amount: String) { requestPayout(amount: $amount) { id status } }';
const QUEUE = '{ payoutQueue(status: PENDING) { items { id accountNumber bankName } } }';
const bank = (accountNumber: string) => ({
  accountName: 'Musa Bello',
  bankName: 'Access Bank',
  accountNumber,
  bankCode: '044',
});

describe('payout details', () => {
  let m: Marketplace;
  let db: Database;
  /** Where the payout service's clock stands: moved forward to pass the cooling-off period. */
  let clock: Date;

  beforeAll(async () => {
    m = await startMarketplace({ env: { PAYOUT_COOLING_OFF_HOURS: String(COOLING_OFF_HOURS) } });
    db = m.app.database.db;
    clock = new Date();
    vi.spyOn(m.app.services.earnings, 'now').mockImplementation(() => clock);
    // Available earnings: a rental returned long before the dispute window ended.
    const tool = await buildTool(db, { ownerId: m.ownerId });
    const endsAt = new Date(Date.now() - 10 * 24 * HOUR);
    await buildBooking(db, { tool, status: 'returned', startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await m?.app.close();
  });

  it('need a confirmed address, then the password, not only a session', async () => {
    const unconfirmed = await m.owner.gql(SET, { input: bank('0123456789'), p: DEFAULT_PASSWORD });
    expect(outcomeOf(unconfirmed)).toBe('EMAIL_NOT_VERIFIED');
    expect(outcomeOf(await m.owner.gql(REQUEST))).toBe('EMAIL_NOT_VERIFIED');
    await markEmailVerified(db, m.ownerId);

    const stolenToken = await m.owner.gql(SET, { input: bank('0123456789'), p: '' });
    expect(outcomeOf(stolenToken)).toBe('BAD_USER_INPUT');
    expect(stolenToken.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'currentPassword', msg: 'Enter your current password to change where you are paid' },
    ]);
    const wrong = await m.owner.gql(SET, { input: bank('0123456789'), p: 'not the password' });
    expect(wrong.errors?.[0]?.extensions?.fields?.[0]).toEqual({
      path: 'currentPassword',
      msg: 'Your current password is not correct',
    });
    expect(
      (await m.owner.gql('{ myEarnings { payoutAccount { method } } }')).data?.myEarnings.payoutAccount,
    ).toBeNull();
  });

  it('tell the owner’s address of every change, and hold payouts for the cooling-off period', async () => {
    const saved = await m.owner.gql(SET, { input: bank('0123456789'), p: DEFAULT_PASSWORD });
    expect(saved.errors).toBeUndefined();
    const resumesAt = new Date(saved.data.setBankPayoutDetails.payoutsResumeAt).getTime();
    expect(resumesAt).toBe(clock.getTime() + COOLING_OFF_HOURS * HOUR);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, m.ownerEmail), eq(emailOutbox.template, 'payout.details-changed')));
    expect(mail?.text).toContain('••••6789');
    expect(mail?.text).not.toContain('0123456789');

    const held = await m.owner.gql(REQUEST, { amount: '10.00' });
    expect(outcomeOf(held)).toBe('PAYOUT_ON_HOLD');
    const rest = await m.owner.request('POST', '/graphql', {
      body: JSON.stringify({ query: REQUEST, variables: { amount: '10.00' } }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await rest.json()).errors[0].extensions.retryAfterSeconds).toBe(COOLING_OFF_HOURS * 3600);

    clock = new Date(resumesAt + 1000);
    expect(outcomeOf(await m.owner.gql(REQUEST, { amount: '10.00' }))).toBe('OK');
  });

  it('never redirect a payout already asked for', async () => {
    const [asked] = (await m.admin.gql(QUEUE)).data.payoutQueue.items;
    expect(asked.accountNumber).toBe('0123456789');
    // Someone with the owner's session and password moves the details: the pending payout stays put.
    const moved = await m.owner.gql(SET, { input: bank('5555000011'), p: DEFAULT_PASSWORD });
    expect(moved.errors).toBeUndefined();
    const [still] = (await m.admin.gql(QUEUE)).data.payoutQueue.items;
    expect(still).toEqual(asked);
    const csv = await (await m.admin.request('GET', '/api/admin/export/payouts.csv?status=pending')).text();
    expect(csv).toContain('0123456789');
    expect(csv).not.toContain('5555000011');
    // And the new details wait their cooling-off period like any change.
    expect(outcomeOf(await m.owner.gql(REQUEST, { amount: '1.00' }))).toBe('PAYOUT_ON_HOLD');
  });

  it('make one payout of a request sent twice with one Idempotency-Key, even at once', async () => {
    clock = new Date(clock.getTime() + (COOLING_OFF_HOURS + 1) * HOUR);
    const send = (key: string, amount: string) =>
      m.owner
        .request('POST', '/graphql', {
          body: JSON.stringify({ query: REQUEST, variables: { amount } }),
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
        })
        .then((res) => res.json() as Promise<{ data?: { requestPayout: { id: string } }; errors?: unknown[] }>);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([send(key, '2.00'), send(key, '2.00')]);
    expect(first.errors).toBeUndefined();
    expect(second.data?.requestPayout.id).toBe(first.data?.requestPayout.id);
    const again = await send(key, '2.00');
    expect(again.data?.requestPayout.id).toBe(first.data?.requestPayout.id);
    const other = await send(key, '3.00');
    expect(outcomeOf(other as never)).toBe('CONFLICT');
    const mine = await db.select().from(payouts).where(eq(payouts.requestKey, key));
    expect(mine).toHaveLength(1);
    // A key that is not one is refused, naming the header.
    const bad = await send('not a key with spaces', '2.00');
    expect(outcomeOf(bad as never)).toBe('BAD_USER_INPUT');
  });

  it('are held after a password reset until the owner confirms them with the new password', async () => {
    expect(await m.app.services.accounts.sendPasswordReset(m.ownerEmail)).toBe('sent');
    const [mail] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, m.ownerEmail), eq(emailOutbox.template, 'password-reset')));
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail!.text)![1]!);
    const reset = await m.app.client().json('POST', '/api/reset-password', { token, newPassword: 'taken back 1234' });
    expect(reset.status).toBe(200);

    const owner = new HttpClient(m.app.url);
    owner.token = (
      await owner.json('POST', '/api/login', { email: m.ownerEmail, password: 'taken back 1234' })
    ).body.token;
    const state = await owner.gql('{ myEarnings { payoutAccount { onHold payoutsResumeAt } } }');
    expect(state.data?.myEarnings.payoutAccount).toEqual({ onHold: true, payoutsResumeAt: null });
    const held = await owner.gql(REQUEST, { amount: '1.00' });
    expect(outcomeOf(held)).toBe('PAYOUT_ON_HOLD');
    expect(held.errors?.[0]?.message).toMatch(/password was reset/);

    const CONFIRM = 'mutation($p: String!) { confirmPayoutDetails(currentPassword: $p) { onHold } }';
    expect(outcomeOf(await owner.gql(CONFIRM, { p: DEFAULT_PASSWORD }))).toBe('BAD_USER_INPUT');
    expect((await owner.gql(CONFIRM, { p: 'taken back 1234' })).data?.confirmPayoutDetails).toEqual({ onHold: false });
    expect(outcomeOf(await owner.gql(REQUEST, { amount: '1.00' }))).toBe('OK');
  });

  it('stay unconfirmed on an account whose address nobody opened', async () => {
    const [renter] = await db.select().from(users).where(eq(users.id, m.renterId));
    expect(renter!.emailVerifiedAt).toBeNull();
    expect(outcomeOf(await m.renter.gql(SET, { input: bank('1111222233'), p: DEFAULT_PASSWORD }))).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });
});
