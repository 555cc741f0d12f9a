import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../db/client.js';
import {
  DEFAULT_PASSWORD,
  buildBooking,
  buildTool,
  markEmailVerified,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { startFakePaystack, type FakePaystack } from '../../../test/fake-paystack.js';
import type { HttpClient } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { ledgerEntries } from './ledger.table.js';
import { PAYOUT_QUEUE } from './payout.service.js';
import { payouts } from './payout.table.js';

/*
 * Owners paid through Paystack Transfers, against a local server that speaks Paystack's API, in
 * naira and in cedis: the owner picks their bank from Paystack's list, Paystack resolves the account
 * holder's name before it is saved, and each payout is a transfer under the payout's own reference
 * that Paystack's webhook (transfer.success, transfer.failed, transfer.reversed) settles.
 */

const SECRET_KEY = 'sk_test_local_paystack_payouts';
const HOUR = 3_600_000;

const CASES = [
  {
    currency: 'NGN',
    bank: { code: '058', name: 'Guaranty Trust Bank' },
    account: { number: '0123456789', name: 'NGOZI ADAEZE OKAFOR' },
    banks: 6,
  },
  {
    currency: 'GHS',
    bank: { code: '040100', name: 'GCB Bank' },
    account: { number: '1020304050607', name: 'KWAME MENSAH' },
    banks: 3,
  },
] as const;

const EARNINGS = `{ myEarnings { available { amount } inTransit { amount } paid { amount } payoutMethod
  payoutAccount { method accountName bankName accountNumberMasked bankCode } } }`;
const REQUEST = 'mutation($amount: String) { requestPayout(amount: $amount) { id status method amount { amount } } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: { errors?: { extensions?: { fields?: { path: string }[] } }[] }) =>
  res.errors?.[0]?.extensions?.fields?.map((f) => f.path);

describe.each(CASES)('payouts through Paystack in $currency', (local) => {
  let paystack: FakePaystack;
  let m: Marketplace;
  let db: Database;

  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET_KEY);
    paystack.addAccount({
      bankCode: local.bank.code,
      accountNumber: local.account.number,
      accountName: local.account.name,
    });
    m = await startMarketplace({
      env: {
        CURRENCY: local.currency,
        PAYSTACK_SECRET_KEY: SECRET_KEY,
        PAYSTACK_PUBLIC_KEY: 'pk_test_local_paystack_payouts',
        PAYSTACK_API_URL: paystack.url,
        PAYOUT_COOLING_OFF_HOURS: '0',
      },
    });
    db = m.app.database.db;
    await markEmailVerified(db, m.ownerId, m.renterId);
  });
  afterAll(async () => {
    await m?.app.close();
    await paystack?.close();
  });

  /** Earnings the owner can take out now: a rental returned past the dispute window (3,600 after the fee). */
  async function availableEarning() {
    const tool = await buildTool(db, { ownerId: m.ownerId, currency: local.currency });
    const endsAt = new Date(Date.now() - 60 * HOUR);
    await buildBooking(db, { tool, status: 'returned', startsAt: new Date(endsAt.getTime() - 48 * HOUR), endsAt });
  }

  async function saveAccount(owner: HttpClient = m.owner) {
    const res = await owner.gql(
      'mutation($bank: String!, $number: String!, $password: String!) { setPaystackPayoutAccount(bankCode: $bank, accountNumber: $number, currentPassword: $password) { method accountName bankName accountNumberMasked } }',
      { bank: local.bank.code, number: local.account.number, password: DEFAULT_PASSWORD },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.setPaystackPayoutAccount;
  }

  async function payoutOf(id: string) {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    return row!;
  }

  /** A payout of all that is available, asked for and handed to Paystack by the transfer job. */
  async function requestedPayout() {
    await availableEarning();
    const res = await m.owner.gql<{ requestPayout: { id: string; status: string; method: string } }>(REQUEST, {
      amount: '36',
    });
    expect(res.errors).toBeUndefined();
    const payout = res.data!.requestPayout;
    expect(payout).toMatchObject({ status: 'PENDING', method: 'PAYSTACK' });
    const reference = `payout-${payout.id}`;
    await waitUntil(() => paystack.transfers.has(reference), 20_000, 'the transfer at Paystack');
    return { id: payout.id, reference };
  }

  async function postTransferEvent(event: string, reference: string) {
    const signed = paystack.signedEvent(event, paystack.transfers.get(reference));
    const res = await fetch(`${m.app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
      body: signed.body,
    });
    expect(res.status).toBe(200);
  }

  /** The owner's ledger: what was earned less what is paid out or on its way is what is available. */
  async function expectOwnerBooks() {
    const earnings = (
      await m.owner.gql<{
        myEarnings: { available: { amount: number }; inTransit: { amount: number }; paid: { amount: number } };
      }>(EARNINGS)
    ).data!.myEarnings;
    const [row] = await db
      .select({
        earned: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'owner_earning'), 0)::int`,
        paidOut: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'payout'), 0)::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ownerId, m.ownerId));
    expect(Number(row!.paidOut) + earnings.paid.amount + earnings.inTransit.amount).toBe(0);
    const paystackPaid = [...paystack.transfers.values()]
      .filter((t) => t.status === 'success')
      .reduce((sum, t) => sum + t.amount, 0);
    expect(earnings.paid.amount).toBe(paystackPaid);
    return { earnings, earned: Number(row!.earned) };
  }

  it("lists the banks of the marketplace's currency, and resolves the holder's name before anything is saved", async () => {
    const banks = await m.owner.gql<{ payoutBanks: { code: string; name: string }[] }>('{ payoutBanks { code name } }');
    expect(banks.errors).toBeUndefined();
    expect(banks.data!.payoutBanks).toHaveLength(local.banks);
    expect(banks.data!.payoutBanks).toContainEqual(local.bank);

    const CHECK =
      'query($bank: String!, $number: String!) { checkPaystackPayoutAccount(bankCode: $bank, accountNumber: $number) { bankName accountName accountNumber } }';
    const unknownBank = await m.owner.gql(CHECK, { bank: '999999', number: local.account.number });
    expect(codeOf(unknownBank)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(unknownBank)).toEqual(['bankCode']);
    const unknownNumber = await m.owner.gql(CHECK, { bank: local.bank.code, number: '0000000000' });
    expect(codeOf(unknownNumber)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(unknownNumber)).toEqual(['accountNumber']);
    expect(unknownNumber.errors![0]!.message).toContain(local.bank.name);
    const notDigits = await m.owner.gql(CHECK, { bank: local.bank.code, number: '12ab' });
    expect(fieldsOf(notDigits)).toEqual(['accountNumber']);
    const resolved = await m.owner.gql(CHECK, { bank: local.bank.code, number: local.account.number });
    expect(resolved.data!.checkPaystackPayoutAccount).toEqual({
      bankName: local.bank.name,
      accountName: local.account.name,
      accountNumber: local.account.number,
    });

    // Each answer names whoever holds a number: only confirmed addresses may ask, 30 times a day.
    const asked = [];
    for (let i = 0; i < 31; i++)
      asked.push(codeOf(await m.stranger.gql(CHECK, { bank: local.bank.code, number: local.account.number })));
    expect(asked.slice(0, 30)).toEqual(Array(30).fill('EMAIL_NOT_VERIFIED'));
    expect(asked[30]).toBe('TOO_MANY_REQUESTS');

    // Typed details are for operators without a provider: here Paystack checks the account.
    const typed = await m.owner.gql(
      'mutation($input: BankPayoutDetailsInput!, $password: String!) { setBankPayoutDetails(input: $input, currentPassword: $password) { method } }',
      {
        input: { accountName: 'Someone Else', bankName: 'GTBank', accountNumber: '0123456789', bankCode: '058' },
        password: DEFAULT_PASSWORD,
      },
    );
    expect(codeOf(typed)).toBe('CONFLICT');
    const noPassword = await m.owner.gql(
      'mutation($bank: String!, $number: String!) { setPaystackPayoutAccount(bankCode: $bank, accountNumber: $number, currentPassword: "wrong password") { method } }',
      { bank: local.bank.code, number: local.account.number },
    );
    expect(codeOf(noPassword)).toBe('BAD_USER_INPUT');
    expect(paystack.recipients).toHaveLength(0);

    // Saved: the bank's name for the holder, never one typed; the owner's address is told.
    expect(await saveAccount()).toEqual({
      method: 'PAYSTACK',
      accountName: local.account.name,
      bankName: local.bank.name,
      accountNumberMasked: `••••${local.account.number.slice(-4)}`,
    });
    expect(paystack.recipients).toMatchObject([
      { currency: local.currency, details: { account_number: local.account.number, bank_code: local.bank.code } },
    ]);
    const earnings = await m.owner.gql<{ myEarnings: { payoutMethod: string } }>(EARNINGS);
    expect(earnings.data!.myEarnings.payoutMethod).toBe('PAYSTACK');
    const mail = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'payout.details-changed'));
    expect(mail.at(-1)?.text).toContain(local.account.name);
  });

  it('pays a payout by transfer: transfer.success marks it paid once, with the statement', async () => {
    const { id, reference } = await requestedPayout();
    const transfer = paystack.transfers.get(reference)!;
    expect(transfer).toMatchObject({ amount: 3600, currency: local.currency, status: 'pending' });
    expect(transfer.recipient.details.account_number).toBe(local.account.number);
    // Sent, not yet paid: the job leaves it on its way.
    await m.app.services.payouts.transfer(id);
    expect((await payoutOf(id)).status).toBe('pending');
    expect(paystack.transfers.size).toBeGreaterThanOrEqual(1);

    paystack.settleTransfer(reference, 'success');
    await postTransferEvent('transfer.success', reference);
    await postTransferEvent('transfer.success', reference);
    expect(await payoutOf(id)).toMatchObject({ status: 'paid', reference: transfer.transfer_code });
    const statements = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'payout.paid'));
    expect(statements.filter((s) => s.subject.includes('is on its way'))).toHaveLength(1);
    await expectOwnerBooks();
  });

  it('looks at a transfer again 10 minutes later when no webhook comes, and pays it then', async () => {
    const { id, reference } = await requestedPayout();
    // The job sent the transfer and found it on its way: it comes back in 10 minutes.
    const recheck = async () =>
      (
        await queryRows<{ start_after: Date | string }>(
          db,
          sql`select start_after from pgboss.job
            where name = ${PAYOUT_QUEUE} and data->>'payoutId' = ${id} and state = 'created'`,
        )
      ).map((row) => new Date(row.start_after).getTime());
    await waitUntil(async () => (await recheck()).length === 1, 20_000, 'the recheck of the transfer');
    const [at] = await recheck();
    expect(at! - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(at! - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Paystack paid it, and its webhook never arrived: the recheck reads the transfer and pays the payout.
    paystack.settleTransfer(reference, 'success');
    await m.app.services.payouts.transfer(id);
    expect(await payoutOf(id)).toMatchObject({
      status: 'paid',
      reference: paystack.transfers.get(reference)!.transfer_code,
    });
    await expectOwnerBooks();
  });

  it('a transfer that fails gives the money back; one reversed after it was paid does too', async () => {
    const failed = await requestedPayout();
    paystack.settleTransfer(failed.reference, 'failed');
    await postTransferEvent('transfer.failed', failed.reference);
    expect(await payoutOf(failed.id)).toMatchObject({ status: 'failed', failureMessage: "Paystack's transfer failed" });

    const reversed = await requestedPayout();
    paystack.settleTransfer(reversed.reference, 'success');
    await postTransferEvent('transfer.success', reversed.reference);
    expect((await payoutOf(reversed.id)).status).toBe('paid');
    paystack.settleTransfer(reversed.reference, 'reversed');
    await postTransferEvent('transfer.reversed', reversed.reference);
    await postTransferEvent('transfer.reversed', reversed.reference);
    expect(await payoutOf(reversed.id)).toMatchObject({ status: 'failed' });
    const reversals = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `payout-reversal:${reversed.id}`));
    expect(reversals).toHaveLength(1);
    const { earnings } = await expectOwnerBooks();
    // Both amounts are back: available again, on top of what the first test paid out.
    expect(earnings.available.amount).toBeGreaterThanOrEqual(7200);
  });

  it('a transfer whose answer was lost is not sent twice; a balance too low waits, then pays', async () => {
    // Paystack queued the transfer, and the answer never came (the process died before it committed).
    const lost = paystack.dropAnswerAfter((r) => r.path === '/transfer');
    await availableEarning();
    const res = await m.owner.gql<{ requestPayout: { id: string } }>(REQUEST, { amount: '36' });
    const id = res.data!.requestPayout.id;
    await lost;
    await m.app.services.payouts.transfer(id);
    await m.app.services.payouts.transfer(id);
    const sent = [...paystack.transfers.values()].filter((t) => t.reference === `payout-${id}`);
    expect(sent).toHaveLength(1);

    paystack.setBalance(local.currency, 0);
    await availableEarning();
    const short = await m.owner.gql<{ requestPayout: { id: string } }>(REQUEST, { amount: '36' });
    const shortId = short.data!.requestPayout.id;
    await expect(m.app.services.payouts.transfer(shortId)).rejects.toThrow(/balance is too low/);
    expect((await payoutOf(shortId)).status).toBe('pending');
    paystack.setBalance(local.currency, 1_000_000);
    await m.app.services.payouts.transfer(shortId);
    expect(paystack.transfers.has(`payout-${shortId}`)).toBe(true);
    await expectOwnerBooks();
  });

  it('ignores transfer events for references that are not its payouts, and refuses unsigned ones', async () => {
    const stranger = paystack.signedEvent('transfer.success', { reference: 'payout-someone-else', amount: 100 });
    const res = await fetch(`${m.app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': stranger.signature },
      body: stranger.body,
    });
    expect(res.status).toBe(200);
    const forged = await fetch(`${m.app.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      body: stranger.body,
    });
    expect(forged.status).toBe(400);
  });
});
