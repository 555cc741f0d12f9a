import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '../../../test/fake-paystack.js';
import { PaystackApi, PaystackError, isDuplicateReference, paystackReference } from './paystack-api.js';

const SECRET = 'sk_test_local_paystack_api';
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
let api: PaystackApi;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  api = new PaystackApi({ secretKey: SECRET, apiUrl: paystack.url });
});
afterAll(() => paystack.close());

describe("Paystack's API as the app calls it", () => {
  it('says who refused: a wrong key, a duplicate reference, no answer at all', async () => {
    const wrongKey = new PaystackApi({ secretKey: 'sk_test_wrong', apiUrl: paystack.url });
    const refused = await wrongKey.listBanks({ country: 'nigeria', currency: 'NGN' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaystackError);
    expect(refused).toMatchObject({ httpStatus: 401, message: 'Invalid key' });

    const args = { email: 'ada@example.com', amount: 5000, currency: 'NGN', reference: 'dup-1', metadata: {} };
    await api.initializeTransaction(args);
    const again = await api.initializeTransaction(args).catch((error: unknown) => error);
    expect(isDuplicateReference(again)).toBe(true);

    const closed = new PaystackApi({ secretKey: SECRET, apiUrl: 'http://127.0.0.1:9' });
    const unreachable = await closed.verifyTransaction('any').catch((error: unknown) => error);
    expect(unreachable).toMatchObject({
      httpStatus: undefined,
      message: expect.stringMatching(/^no answer from Paystack/),
    });
  });

  it('answers undefined for a transaction or a transfer Paystack does not have', async () => {
    expect(await api.verifyTransaction('never-made')).toBeUndefined();
    expect(await api.verifyTransfer('never-made')).toBeUndefined();
  });

  it('makes a reference Paystack accepts of any key', () => {
    expect(paystackReference('rental-3f1e/ä b:c.d=e')).toBe('rental-3f1e---b-c.d=e');
    expect(paystackReference('x'.repeat(150))).toHaveLength(100);
  });

  it("lists a country's banks, resolves an account's holder, and pays them by transfer", async () => {
    const banks = await api.listBanks({ country: 'ghana', currency: 'GHS' });
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((bank) => bank.currency === 'GHS' && bank.country === 'Ghana')).toBe(true);

    const [gtb] = (await api.listBanks({ country: 'nigeria', currency: 'NGN' })).filter((b) => b.code === '058');
    expect(gtb).toMatchObject({ name: 'Guaranty Trust Bank', type: 'nuban' });
    paystack.addAccount({ bankCode: '058', accountNumber: '0123456789', accountName: 'ADAEZE OKAFOR' });
    expect(await api.resolveAccount({ accountNumber: '0123456789', bankCode: '058' })).toBe('ADAEZE OKAFOR');
    expect(await api.resolveAccount({ accountNumber: '0123456780', bankCode: '058' })).toBeUndefined();

    const recipient = await api.createRecipient({
      type: 'nuban',
      name: 'Adaeze Okafor',
      accountNumber: '0123456789',
      bankCode: '058',
      currency: 'NGN',
    });
    expect(recipient.details).toMatchObject({ account_name: 'ADAEZE OKAFOR', bank_code: '058' });

    const transfer = await api.createTransfer({
      amount: 1_500_000,
      currency: 'NGN',
      recipientCode: recipient.recipient_code,
      reference: 'payout-1',
      reason: 'AIBEx rentals payout',
    });
    expect(transfer).toMatchObject({ reference: 'payout-1', status: 'pending', amount: 1_500_000 });
    const twice = await api
      .createTransfer({
        amount: 1_500_000,
        currency: 'NGN',
        recipientCode: recipient.recipient_code,
        reference: 'payout-1',
        reason: 'AIBEx rentals payout',
      })
      .catch((error: unknown) => error);
    expect(isDuplicateReference(twice)).toBe(true);
    paystack.settleTransfer('payout-1', 'success');
    expect(await api.verifyTransfer('payout-1')).toMatchObject({ status: 'success' });
  });

  it('checks a webhook signature against the exact bytes', () => {
    const body = Buffer.from(JSON.stringify({ event: 'transfer.success', data: { reference: 'payout-1' } }));
    const signature = createHmac('sha512', SECRET).update(body).digest('hex');
    expect(api.isSignedByPaystack(body, signature)).toBe(true);
    expect(api.isSignedByPaystack(Buffer.concat([body, Buffer.from(' ')]), signature)).toBe(false);
    expect(api.isSignedByPaystack(body, signature.toUpperCase())).toBe(true);
    expect(api.isSignedByPaystack(body, undefined)).toBe(false);
    expect(api.isSignedByPaystack(body, 'not-hex')).toBe(false);
  });
});
