import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  markEmailVerified,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import type { HttpClient } from '../../../test/test-app.js';
import { attachmentContent } from '../../outbox/attachment-content.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { disputes } from '../disputes/dispute.table.js';
import { ledgerEntries } from './ledger.table.js';
import { payouts } from './payout.table.js';

const HOUR = 3_600_000;
const WINDOW_HOURS = 48;

const EARNINGS = `{ myEarnings {
  pending { amount } available { amount } inTransit { amount } paid { amount } currency payoutMethod
  payoutAccount { method accountNumberMasked bankName stripeConnected stripeDetailsSubmitted stripePayoutsEnabled }
  bookings { total items { bookingId bookingCode earning { amount } fee { amount } status availableFrom } }
  payouts { total items { id status amount { amount } reference } }
} }`;

interface Earnings {
  pending: { amount: number };
  available: { amount: number };
  inTransit: { amount: number };
  paid: { amount: number };
  payoutMethod: string;
  payoutAccount: Record<string, unknown> | null;
  bookings: { total: number; items: { bookingId: string; earning: { amount: number }; status: string }[] };
  payouts: { total: number; items: { id: string; status: string; amount: { amount: number } }[] };
}

async function earningsOf(client: HttpClient): Promise<Earnings> {
  const res = await client.gql<{ myEarnings: Earnings }>(EARNINGS);
  expect(res.errors).toBeUndefined();
  return res.data!.myEarnings;
}

const REQUEST = 'mutation($amount: String) { requestPayout(amount: $amount) { id status method amount { amount } } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

/** A returned rental of `ownerId`'s tool that ended `hoursAgo` hours before now (returned at its end). */
async function returnedRental(db: Database, ownerId: string, hoursAgo: number, now = new Date()) {
  const tool = await buildTool(db, { ownerId });
  const endsAt = new Date(now.getTime() - hoursAgo * HOUR);
  return buildBooking(db, { tool, status: 'returned', startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt });
}

/**
 * The ledger per owner, which every test checks after its steps:
 *   sum(owner_earning) + sum(payout) = pending + available, and
 *   −sum(payout) = paid + in transit (payouts not failed; a failed one is given back by its reversal).
 */
async function expectLedgerBalances(db: Database, ownerId: string, earnings: Earnings) {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'owner_earning'), 0)::int`,
      paidOut: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout'), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ownerId, ownerId));
  expect(Number(row!.earned) + Number(row!.paidOut)).toBe(earnings.pending.amount + earnings.available.amount);
  expect(Number(row!.paidOut) + earnings.paid.amount + earnings.inTransit.amount).toBe(0);
}

describe('owner earnings and bank payouts (no Stripe Connect)', () => {
  let m: Marketplace;
  let db: Database;

  beforeAll(async () => {
    // The cooling-off period after a change of details is tested in tests/security/payouts.test.ts.
    m = await startMarketplace({ env: { DISPUTE_WINDOW_HOURS: String(WINDOW_HOURS), PAYOUT_COOLING_OFF_HOURS: '0' } });
    db = m.app.database.db;
    await markEmailVerified(db, m.ownerId, m.renterId);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await m?.app.close();
  });

  it('moves an earning from pending to available once the dispute window after the return has passed', async () => {
    const returned = await returnedRental(db, m.ownerId, 1);
    const upcoming = await buildBooking(db, { tool: await buildTool(db, { ownerId: m.ownerId }) });
    // 10 % platform fee: 4,000 cents of a two-day rental at 20.00 a day leave the owner 3,600 each.
    const before = await earningsOf(m.owner);
    expect(before.pending.amount).toBe(7200);
    expect(before.available.amount).toBe(0);
    expect(before.bookings.items.find((l) => l.bookingId === returned.id)).toMatchObject({
      status: 'PENDING',
      earning: { amount: 3600 },
      fee: { amount: 400 },
      availableFrom: new Date(returned.returnedAt!.getTime() + WINDOW_HOURS * HOUR).toISOString(),
    });
    await expectLedgerBalances(db, m.ownerId, before);

    const clock = vi.spyOn(m.app.services.earnings, 'now');
    clock.mockReturnValue(new Date(returned.returnedAt!.getTime() + WINDOW_HOURS * HOUR + 1000));
    const after = await earningsOf(m.owner);
    expect(after.available.amount).toBe(3600);
    expect(after.pending.amount).toBe(3600);
    expect(after.bookings.items.find((l) => l.bookingId === returned.id)?.status).toBe('AVAILABLE');
    expect(after.bookings.items.find((l) => l.bookingId === upcoming.id)?.status).toBe('PENDING');
    await expectLedgerBalances(db, m.ownerId, after);
    clock.mockRestore();
  });

  it('keeps an earning back while a dispute about its booking is open', async () => {
    const disputed = await returnedRental(db, m.ownerId, WINDOW_HOURS + 10);
    const before = await earningsOf(m.owner);
    await db.insert(disputes).values({
      bookingId: disputed.id,
      kind: 'return',
      openedBy: 'renter',
      openedById: disputed.renterId,
      reason: 'The drill came back without its case.',
    });
    const after = await earningsOf(m.owner);
    expect(after.available.amount).toBe(before.available.amount - 3600);
    expect(after.pending.amount).toBe(before.pending.amount + 3600);
    expect(after.bookings.items.find((l) => l.bookingId === disputed.id)?.status).toBe('ON_HOLD');
    await expectLedgerBalances(db, m.ownerId, after);
    await db.update(disputes).set({ status: 'dismissed' }).where(eq(disputes.bookingId, disputed.id));
    expect((await earningsOf(m.owner)).available.amount).toBe(before.available.amount);
  });

  it('refuses a payout before bank details exist, and checks the bank details', async () => {
    await returnedRental(db, m.ownerId, WINDOW_HOURS + 5);
    expect(codeOf(await m.owner.gql(REQUEST))).toBe('PAYOUT_ACCOUNT_REQUIRED');
    const SET = `mutation($input: BankPayoutDetailsInput!) { setBankPayoutDetails(input: $input, currentPassword: "${DEFAULT_PASSWORD}") {
      method accountName bankName accountNumberMasked bankCode } }`;
    const bad = await m.owner.gql(SET, {
      input: { accountName: 'Musa Bello', bankName: 'Access Bank', accountNumber: '12=34', bankCode: '044' },
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.accountNumber');
    const long = await m.owner.gql(SET, {
      input: { accountName: 'x'.repeat(101), bankName: 'Access Bank', accountNumber: '0123456789', bankCode: '044' },
    });
    expect(long.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.accountName');
    const saved = await m.owner.gql(SET, {
      input: { accountName: ' Musa  Bello ', bankName: 'Access Bank', accountNumber: '0123 4567 89', bankCode: '044' },
    });
    expect(saved.data?.setBankPayoutDetails).toEqual({
      method: 'BANK',
      accountName: 'Musa Bello',
      bankName: 'Access Bank',
      accountNumberMasked: '••••6789',
      bankCode: '044',
    });
    // Never in full to the owner afterwards.
    const mine = await earningsOf(m.owner);
    expect(mine.payoutAccount).toMatchObject({ method: 'BANK', accountNumberMasked: '••••6789' });
    expect(JSON.stringify(mine)).not.toContain('0123456789');
    // Stripe onboarding is not on here.
    expect(
      codeOf(await m.owner.gql(`mutation { startStripeOnboarding(currentPassword: "${DEFAULT_PASSWORD}") { url } }`)),
    ).toBe('CONFLICT');
  });

  it('refuses more than is available, and less than the minimum', async () => {
    const { available } = await earningsOf(m.owner);
    expect(available.amount).toBeGreaterThan(100);
    const over = await m.owner.gql(REQUEST, { amount: ((available.amount + 1) / 100).toFixed(2) });
    expect(codeOf(over)).toBe('PAYOUT_NOT_AVAILABLE');
    expect(codeOf(await m.owner.gql(REQUEST, { amount: '0.50' }))).toBe('PAYOUT_NOT_AVAILABLE');
    expect(codeOf(await m.owner.gql(REQUEST, { amount: '1.234' }))).toBe('BAD_USER_INPUT');
    // The renter has earned nothing: nothing to pay out (after entering bank details).
    await m.renter.gql(
      `mutation($input: BankPayoutDetailsInput!) { setBankPayoutDetails(input: $input, currentPassword: "${DEFAULT_PASSWORD}") { method } }`,
      {
        input: { accountName: 'Ada Obi', bankName: 'GTBank', accountNumber: '99887766', bankCode: '058' },
      },
    );
    expect(codeOf(await m.renter.gql(REQUEST))).toBe('PAYOUT_NOT_AVAILABLE');
  });

  it('lets only one of two payout requests made at once spend the balance', async () => {
    const { available } = await earningsOf(m.owner);
    const [a, b] = await Promise.all([m.owner.gql(REQUEST), m.owner.gql(REQUEST)]);
    const results = [a, b];
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data.requestPayout).toMatchObject({
      status: 'PENDING',
      method: 'BANK',
      amount: { amount: available.amount },
    });
    expect(results.map(codeOf).filter(Boolean)).toEqual(['PAYOUT_NOT_AVAILABLE']);
    const after = await earningsOf(m.owner);
    expect(after.available.amount).toBe(0);
    expect(after.inTransit.amount).toBe(available.amount);
    await expectLedgerBalances(db, m.ownerId, after);
  });

  it('puts bank payouts in the admin queue (with the CSV), marked paid with a reference, e-mailing a statement', async () => {
    const [pending] = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.ownerId, m.ownerId), eq(payouts.status, 'pending')));
    const QUEUE = `query($status: PayoutStatus) { payoutQueue(status: $status) { total items {
      id status ownerEmail ownerName accountName bankName accountNumber bankCode amount { amount } } } }`;
    expect(codeOf(await m.owner.gql(QUEUE, { status: 'PENDING' }))).toBe('FORBIDDEN');
    const queue = await m.admin.gql(QUEUE, { status: 'PENDING' });
    expect(queue.errors).toBeUndefined();
    expect(queue.data.payoutQueue.items).toContainEqual(
      expect.objectContaining({
        id: pending!.id,
        ownerEmail: m.ownerEmail,
        accountNumber: '0123456789',
        bankCode: '044',
        amount: { amount: pending!.amountCents },
      }),
    );
    const csv = await m.admin.request('GET', '/api/admin/export/payouts.csv?status=pending');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('account_number');
    expect(text).toContain(pending!.id);
    expect(text).toContain('0123456789');
    expect((await m.owner.request('GET', '/api/admin/export/payouts.csv')).status).toBe(403);

    const MARK =
      'mutation($id: ID!, $ref: String!) { markPayoutPaid(payoutId: $id, reference: $ref) { status reference } }';
    expect(codeOf(await m.owner.gql(MARK, { id: pending!.id, ref: 'FT123' }))).toBe('FORBIDDEN');
    const paid = await m.admin.gql(MARK, { id: pending!.id, ref: 'FT26112400123' });
    expect(paid.data?.markPayoutPaid).toEqual({ status: 'PAID', reference: 'FT26112400123' });
    expect(codeOf(await m.admin.gql(MARK, { id: pending!.id, ref: 'again' }))).toBe('CONFLICT');

    const after = await earningsOf(m.owner);
    expect(after.paid.amount).toBe(pending!.amountCents);
    expect(after.inTransit.amount).toBe(0);
    expect(after.payouts.items[0]).toMatchObject({ id: pending!.id, status: 'PAID' });
    await expectLedgerBalances(db, m.ownerId, after);

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payout.paid'));
    expect(mail?.toAddress).toBe(m.ownerEmail);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect((await attachmentContent(mail!.attachments[0]!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the money back when an admin marks a bank payout failed', async () => {
    await returnedRental(db, m.ownerId, WINDOW_HOURS + 5);
    const { available } = await earningsOf(m.owner);
    const requested = await m.owner.gql(REQUEST, { amount: '20.00' });
    expect(requested.errors).toBeUndefined();
    const id = requested.data.requestPayout.id as string;
    expect((await earningsOf(m.owner)).available.amount).toBe(available.amount - 2000);
    const FAIL = 'mutation($id: ID!, $reason: String!) { markPayoutFailed(payoutId: $id, reason: $reason) { status } }';
    const failed = await m.admin.gql(FAIL, { id, reason: 'The bank returned the transfer: account closed' });
    expect(failed.data?.markPayoutFailed).toEqual({ status: 'FAILED' });
    const after = await earningsOf(m.owner);
    expect(after.available.amount).toBe(available.amount);
    await expectLedgerBalances(db, m.ownerId, after);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, id));
    expect(entries.map((e) => [e.entryKey.split(':')[0], e.amountCents]).sort()).toEqual([
      ['payout', -2000],
      ['payout-reversal', 2000],
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payout.failed'));
    expect(mails.map((x) => x.toAddress)).toContain(m.ownerEmail);
  });
});

describe('owner payouts through Stripe Connect', () => {
  const SECRET_KEY = 'sk_test_local_connect';
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let m: Marketplace;
  let db: Database;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
    m = await startMarketplace({
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local_connect',
        STRIPE_API_URL: stripe.url,
        STRIPE_CONNECT: 'true',
        DISPUTE_WINDOW_HOURS: String(WINDOW_HOURS),
        PAYOUT_COOLING_OFF_HOURS: '0',
        // The transfer job is run by the test itself, step by step.
        RUN_WORKERS: 'false',
      },
    });
    db = m.app.database.db;
    await markEmailVerified(db, m.ownerId);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await m?.app.close();
    await stripe?.close();
  });

  it('creates the Express account once and answers an onboarding link back to the earnings page', async () => {
    await returnedRental(db, m.ownerId, WINDOW_HOURS + 5);
    expect(codeOf(await m.owner.gql(REQUEST))).toBe('PAYOUT_ACCOUNT_REQUIRED');
    const ONBOARD = `mutation { startStripeOnboarding(currentPassword: "${DEFAULT_PASSWORD}") { url } }`;
    const first = await m.owner.gql(ONBOARD);
    expect(first.errors).toBeUndefined();
    const second = await m.owner.gql(ONBOARD);
    expect(second.data.startStripeOnboarding.url).toMatch(/^https:\/\//);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`connect-account-${m.ownerId}`);
    expect(created[0]!.form.get('type')).toBe('express');
    expect(created[0]!.form.get('email')).toBe(m.ownerEmail);
    expect(created[0]!.form.get('metadata[ownerId]')).toBe(m.ownerId);
    const link = stripe.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.form.get('type')).toBe('account_onboarding');
    expect(link.form.get('return_url')).toMatch(/\/user\/earnings\?stripe=return$/);
    expect(link.form.get('refresh_url')).toMatch(/\/user\/earnings\?stripe=refresh$/);
    expect(codeOf(await m.owner.gql(REQUEST))).toBe('PAYOUT_ACCOUNT_REQUIRED');
    // Bank details are not how owners are paid here.
    const bank = await m.owner.gql(
      `mutation($input: BankPayoutDetailsInput!) { setBankPayoutDetails(input: $input, currentPassword: "${DEFAULT_PASSWORD}") { method } }`,
      { input: { accountName: 'Musa Bello', bankName: 'Access Bank', accountNumber: '0123456789', bankCode: '044' } },
    );
    expect(codeOf(bank)).toBe('CONFLICT');
  });

  it("shows the account's status as Stripe reports it", async () => {
    const REFRESH = `mutation { refreshStripeAccount {
      method stripeConnected stripeDetailsSubmitted stripePayoutsEnabled stripeRequirementsDue } }`;
    const before = await m.owner.gql(REFRESH);
    expect(before.data.refreshStripeAccount).toMatchObject({
      method: 'STRIPE',
      stripeConnected: true,
      stripeDetailsSubmitted: false,
      stripePayoutsEnabled: false,
    });
    expect(before.data.refreshStripeAccount.stripeRequirementsDue).toContain('external_account');
    const account = [...stripe.connect.accounts.values()].find((a) => a.metadata.ownerId === m.ownerId)!;
    stripe.connect.completeOnboarding(account.id);
    const after = await m.owner.gql(REFRESH);
    expect(after.data.refreshStripeAccount).toMatchObject({
      stripeDetailsSubmitted: true,
      stripePayoutsEnabled: true,
      stripeRequirementsDue: [],
    });
    expect((await earningsOf(m.owner)).payoutAccount).toMatchObject({ stripePayoutsEnabled: true });
  });

  it('transfers a payout once with its idempotency key, even after a crash between the transfer and the commit', async () => {
    const { available } = await earningsOf(m.owner);
    const requested = await m.owner.gql(REQUEST);
    expect(requested.errors).toBeUndefined();
    const id = requested.data.requestPayout.id as string;
    expect(requested.data.requestPayout).toMatchObject({
      status: 'PENDING',
      method: 'STRIPE',
      amount: { amount: available.amount },
    });

    const record = vi.spyOn(m.app.services.payouts, 'recordTransfer');
    record.mockRejectedValueOnce(new Error('the process died after Stripe answered'));
    await expect(m.app.services.payouts.transfer(id)).rejects.toThrow('the process died');
    expect((await earningsOf(m.owner)).payouts.items[0]).toMatchObject({ id, status: 'PENDING' });
    // The job runs again: Stripe answers the same transfer for the same key.
    await m.app.services.payouts.transfer(id);
    await m.app.services.payouts.transfer(id);
    record.mockRestore();

    const calls = stripe.requests.filter((r) => r.path === '/v1/transfers');
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.idempotencyKey === `payout-${id}`)).toBe(true);
    const account = [...stripe.connect.accounts.values()].find((a) => a.metadata.ownerId === m.ownerId)!;
    expect(calls[0]!.form.get('destination')).toBe(account.id);
    expect(calls[0]!.form.get('amount')).toBe(String(available.amount));
    expect(calls[0]!.form.get('currency')).toBe('usd');
    const transfers = stripe.connect.transfers.filter((t) => t.metadata.payoutId === id);
    expect(transfers).toHaveLength(1);

    const after = await earningsOf(m.owner);
    expect(after.payouts.items[0]).toMatchObject({ id, status: 'PAID', reference: transfers[0]!.id });
    expect(after.paid.amount).toBe(available.amount);
    expect(after.available.amount).toBe(0);
    await expectLedgerBalances(db, m.ownerId, after);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payout.paid'));
    expect(mails).toHaveLength(1);
  });

  it('fails the payout and gives the money back when Stripe refuses the transfer', async () => {
    await returnedRental(db, m.ownerId, WINDOW_HOURS + 5);
    const { available } = await earningsOf(m.owner);
    const account = [...stripe.connect.accounts.values()].find((a) => a.metadata.ownerId === m.ownerId)!;
    stripe.connect.refuseTransfers(account.id);
    const requested = await m.owner.gql(REQUEST);
    const id = requested.data.requestPayout.id as string;
    await m.app.services.payouts.transfer(id);
    const after = await earningsOf(m.owner);
    expect(after.payouts.items[0]).toMatchObject({ id, status: 'FAILED' });
    expect(after.available.amount).toBe(available.amount);
    await expectLedgerBalances(db, m.ownerId, after);
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.failureMessage).toMatch(/Stripe refused the transfer/);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'payout.failed'));
    expect(mails).toHaveLength(1);
    // Run again, nothing more happens.
    await m.app.services.payouts.transfer(id);
    const reversals = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `payout-reversal:${id}`));
    expect(reversals).toHaveLength(1);
  });
});
