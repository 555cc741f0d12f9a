import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack, type PaystackTransaction } from './fake-paystack.js';

const SECRET = 'sk_test_fake_paystack';

describe('fake Paystack', () => {
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack(SECRET);
  });
  afterAll(async () => {
    await paystack.close();
  });

  /** A call as a Paystack client makes it; answers the HTTP status and the parsed body. */
  const call = async (method: string, path: string, body?: unknown, key = SECRET) => {
    const res = await fetch(`${paystack.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { status: boolean; message: string; data?: any; meta?: any },
    };
  };

  let refCount = 0;
  const newReference = () => `ref-${Date.now()}-${++refCount}`;

  const paidTransaction = async (amount = 500_000) => {
    const reference = newReference();
    const init = await call('POST', '/transaction/initialize', { email: 'payer@example.com', amount, reference });
    expect(init.status).toBe(200);
    return paystack.pay(reference);
  };

  it('refuses a wrong key, a missing key and a body that is not JSON', async () => {
    expect(await call('GET', '/bank', undefined, 'sk_test_other')).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid key' },
    });
    const bare = await fetch(`${paystack.url}/bank`);
    expect(bare.status).toBe(401);
    const broken = await fetch(`${paystack.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: false, message: 'Invalid JSON' });
    expect(await call('GET', '/nowhere')).toEqual({ status: 404, body: { status: false, message: 'Not found' } });
  });

  it('initializes a transaction, verifies it abandoned, then successful with a reusable card once paid', async () => {
    const reference = newReference();
    const init = await call('POST', '/transaction/initialize', {
      email: 'payer@example.com',
      amount: '250000',
      currency: 'GHS',
      reference,
      callback_url: 'https://shop.example/paid',
      channels: ['card', 'mobile_money'],
      metadata: JSON.stringify({ order: 42 }),
    });
    expect(init.status).toBe(200);
    expect(init.body.status).toBe(true);
    expect(init.body.message).toBe('Authorization URL created');
    const { access_code, authorization_url } = init.body.data;
    expect(init.body.data.reference).toBe(reference);
    expect(authorization_url).toBe(`${paystack.url}/checkout/${access_code}`);
    expect(paystack.transactions.get(reference)?.access_code).toBe(access_code);

    const before = await call('GET', `/transaction/verify/${reference}`);
    expect(before.status).toBe(200);
    expect(before.body.message).toBe('Verification successful');
    expect(before.body.data).toMatchObject({
      domain: 'test',
      status: 'abandoned',
      reference,
      amount: 250_000,
      currency: 'GHS',
      paid_at: null,
      channel: null,
      metadata: { order: 42 },
      authorization: {},
      fees: null,
      requested_amount: 250_000,
      customer: { email: 'payer@example.com' },
    });
    expect(before.body.data.customer.customer_code).toMatch(/^CUS_/);
    expect(Number.isInteger(before.body.data.id)).toBe(true);
    expect(before.body.data).not.toHaveProperty('access_code');

    paystack.pay(reference);
    const after = await call('GET', `/transaction/verify/${reference}`);
    expect(after.body.data).toMatchObject({
      status: 'success',
      gateway_response: 'Approved',
      channel: 'card',
      authorization: { channel: 'card', reusable: true, last4: '4081', bin: '408408' },
    });
    expect(after.body.data.paid_at).toEqual(expect.any(String));
    expect(after.body.data.fees).toBeGreaterThan(0);
    expect(after.body.data.authorization.authorization_code).toMatch(/^AUTH_/);

    expect(
      await call('POST', '/transaction/initialize', { email: 'payer@example.com', amount: 100, reference }),
    ).toEqual({ status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } });
    expect(await call('GET', '/transaction/verify/no-such-ref')).toEqual({
      status: 400,
      body: { status: false, message: 'Transaction reference not found' },
    });
  });

  it('validates initialize as Paystack does', async () => {
    const refuse = async (body: unknown) => (await call('POST', '/transaction/initialize', body)).body.message;
    expect(await refuse({ amount: 100 })).toMatch(/email/i);
    expect(await refuse({ email: 'a@example.com' })).toMatch(/amount/i);
    expect(await refuse({ email: 'a@example.com', amount: -5 })).toMatch(/amount/i);
    expect(await refuse({ email: 'a@example.com', amount: 100, currency: 'EUR' })).toBe(
      'Currency not supported by merchant',
    );
    expect(await refuse({ email: 'a@example.com', amount: 100, reference: 'has space' })).toMatch(/reference/i);
    const generated = await call('POST', '/transaction/initialize', { email: 'a@example.com', amount: 100 });
    expect(generated.body.data.reference).toMatch(/^[a-z0-9]+$/);
    expect(paystack.transactions.get(generated.body.data.reference)?.currency).toBe('NGN');
  });

  it('leaves a non-reusable authorization for other channels', async () => {
    const reference = newReference();
    await call('POST', '/transaction/initialize', { email: 'payer@example.com', amount: 1000, reference });
    const transaction = paystack.pay(reference, { channel: 'bank_transfer' });
    expect(transaction).toMatchObject({
      status: 'success',
      channel: 'bank_transfer',
      gateway_response: 'Successful',
      authorization: { channel: 'bank_transfer', reusable: false },
    });
  });

  it('charges a saved authorization, and fails the charge after failCharges', async () => {
    const paid = await paidTransaction();
    const code = (paid.authorization as { authorization_code: string }).authorization_code;
    const charge = await call('POST', '/transaction/charge_authorization', {
      authorization_code: code,
      email: 'payer@example.com',
      amount: 300_000,
      metadata: { rental: 'r1' },
    });
    expect(charge.status).toBe(200);
    expect(charge.body.message).toBe('Charge attempted');
    expect(charge.body.data).toMatchObject({
      status: 'success',
      amount: 300_000,
      metadata: { rental: 'r1' },
      authorization: { authorization_code: code },
    });
    expect(charge.body.data.paid_at).toEqual(expect.any(String));
    expect(charge.body.data.id).toBeGreaterThan(paid.id);

    expect(
      await call('POST', '/transaction/charge_authorization', {
        authorization_code: 'AUTH_unknown',
        email: 'payer@example.com',
        amount: 100,
      }),
    ).toEqual({ status: 400, body: { status: false, message: 'Invalid authorization code' } });
    expect(
      (
        await call('POST', '/transaction/charge_authorization', {
          authorization_code: code,
          email: 'payer@example.com',
          amount: 100,
          reference: paid.reference,
        })
      ).body.message,
    ).toBe('Duplicate Transaction Reference');

    paystack.failCharges(code);
    const failed = await call('POST', '/transaction/charge_authorization', {
      authorization_code: code,
      email: 'payer@example.com',
      amount: 300_000,
    });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ status: 'failed', gateway_response: 'Insufficient Funds', paid_at: null });
  });

  it('refunds part, then the rest (the transaction reversed), refuses too much, and lists by transaction', async () => {
    const paid = await paidTransaction(500_000);
    const first = await call('POST', '/refund', { transaction: paid.reference, amount: 200_000 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Refund has been queued for processing');
    expect(first.body.data).toMatchObject({
      transaction: { id: paid.id, reference: paid.reference, amount: 500_000, currency: 'NGN' },
      amount: 200_000,
      currency: 'NGN',
      status: 'pending',
      deducted_amount: 0,
      fully_deducted: false,
    });
    expect(paystack.transactions.get(paid.reference)?.status).toBe('success');

    expect(await call('POST', '/refund', { transaction: paid.id, amount: 300_001 })).toEqual({
      status: 400,
      body: {
        status: false,
        message: 'Refund amount cannot be more than the unrefunded balance of the transaction',
      },
    });
    const rest = await call('POST', '/refund', { transaction: String(paid.id) });
    expect(rest.body.data.amount).toBe(300_000);
    expect(paystack.transactions.get(paid.reference)?.status).toBe('reversed');
    expect((await call('POST', '/refund', { transaction: paid.reference, amount: 1 })).body.message).toBe(
      'Transaction has not been successful',
    );
    expect((await call('POST', '/refund', { transaction: 'nope' })).body.message).toBe('Transaction not found');

    const list = await call('GET', `/refund?transaction=${paid.id}`);
    expect(list.body.message).toBe('Refunds retrieved');
    expect(list.body.data.map((r: { amount: number }) => r.amount)).toEqual([200_000, 300_000]);
    expect(list.body.meta).toEqual({ total: 2, page: 1, perPage: 50 });

    expect(paystack.processRefund(first.body.data.id).status).toBe('processed');
  });

  it('refuses to refund a transaction nobody paid', async () => {
    const reference = newReference();
    await call('POST', '/transaction/initialize', { email: 'payer@example.com', amount: 1000, reference });
    expect((await call('POST', '/refund', { transaction: reference })).body.message).toBe(
      'Transaction has not been successful',
    );
  });

  it('lists banks filtered by country and currency', async () => {
    const ghana = await call('GET', '/bank?country=ghana');
    expect(ghana.body.message).toBe('Banks retrieved');
    expect(ghana.body.data.map((b: { code: string }) => b.code).sort()).toEqual(['040100', '130100', 'MTN']);
    expect(ghana.body.meta).toEqual({ next: null, previous: null, perPage: 50 });
    const nigeria = await call('GET', '/bank?country=nigeria&currency=NGN');
    expect(nigeria.body.data).toHaveLength(6);
    expect(nigeria.body.data.find((b: { code: string }) => b.code === '058')).toMatchObject({
      name: 'Guaranty Trust Bank',
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    });
    expect((await call('GET', '/bank')).body.data).toHaveLength(9);
    expect((await call('GET', '/bank?country=ghana&currency=NGN')).body.data).toEqual([]);
  });

  it('resolves an account it knows and refuses one it does not', async () => {
    paystack.addAccount({ bankCode: '058', accountNumber: '0123456789', accountName: 'ADA OBI' });
    const known = await call('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    expect(known).toEqual({
      status: 200,
      body: {
        status: true,
        message: 'Account number resolved',
        data: { account_number: '0123456789', account_name: 'ADA OBI', bank_id: 9 },
      },
    });
    expect(await call('GET', '/bank/resolve?account_number=0000000000&bank_code=058')).toEqual({
      status: 422,
      body: { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
    });
    const missing = await call('GET', '/bank/resolve?account_number=0123456789');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/bank code/i);
  });

  it('creates a transfer recipient once, pays it by transfer, and settles the transfer', async () => {
    paystack.addAccount({ bankCode: '044', accountNumber: '1111111111', accountName: 'CHIDI EZE' });
    const recipient = {
      type: 'nuban',
      name: 'Chidi',
      account_number: '1111111111',
      bank_code: '044',
      currency: 'NGN',
    };
    const created = await call('POST', '/transferrecipient', recipient);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Transfer recipient created successfully');
    expect(created.body.data).toMatchObject({
      active: true,
      currency: 'NGN',
      name: 'Chidi',
      type: 'nuban',
      details: { account_number: '1111111111', account_name: 'CHIDI EZE', bank_code: '044', bank_name: 'Access Bank' },
    });
    const code: string = created.body.data.recipient_code;
    expect(code).toMatch(/^RCP_/);
    const again = await call('POST', '/transferrecipient', recipient);
    expect(again.status).toBe(200);
    expect(again.body.data.recipient_code).toBe(code);
    expect(paystack.recipients).toHaveLength(1);
    expect((await call('POST', '/transferrecipient', { ...recipient, bank_code: '999' })).body.message).toBe(
      'Unknown bank code: 999',
    );
    expect(
      (await call('POST', '/transferrecipient', { ...recipient, account_number: '2222222222' })).body.message,
    ).toBe('Cannot resolve account');

    const reference = newReference();
    const transfer = await call('POST', '/transfer', {
      source: 'balance',
      amount: 150_000,
      recipient: code,
      reference,
      reason: 'Payout',
    });
    expect(transfer.status).toBe(200);
    expect(transfer.body.message).toBe('Transfer has been queued');
    expect(transfer.body.data).toMatchObject({
      amount: 150_000,
      currency: 'NGN',
      status: 'pending',
      reference,
      reason: 'Payout',
      recipient: created.body.data.id,
      transferred_at: null,
    });
    expect(transfer.body.data.transfer_code).toMatch(/^TRF_/);
    expect(
      (await call('POST', '/transfer', { source: 'balance', amount: 1, recipient: code, reference })).body.message,
    ).toBe('Duplicate Transfer Reference');
    expect(
      (await call('POST', '/transfer', { source: 'balance', amount: 1, recipient: 'RCP_nobody', reference: 'x1' })).body
        .message,
    ).toBe('Recipient specified is invalid');

    const pending = await call('GET', `/transfer/verify/${reference}`);
    expect(pending.body.message).toBe('Transfer retrieved');
    expect(pending.body.data).toMatchObject({ status: 'pending', recipient: { recipient_code: code } });
    paystack.settleTransfer(reference, 'success');
    const settled = await call('GET', `/transfer/verify/${reference}`);
    expect(settled.body.data.status).toBe('success');
    expect(settled.body.data.transferred_at).toEqual(expect.any(String));
    expect((await call('GET', '/transfer/verify/nope')).body.message).toBe('Transfer not found');
  });

  it('refuses a transfer larger than the balance, and gives a failed one back', async () => {
    paystack.addAccount({ bankCode: '057', accountNumber: '3333333333', accountName: 'BOLA ADE' });
    const created = await call('POST', '/transferrecipient', {
      type: 'nuban',
      name: 'Bola',
      account_number: '3333333333',
      bank_code: '057',
      currency: 'NGN',
    });
    paystack.setBalance('NGN', 10_000);
    const transfer = (amount: number, reference: string) =>
      call('POST', '/transfer', { source: 'balance', amount, recipient: created.body.data.recipient_code, reference });
    expect((await transfer(10_001, newReference())).body.message).toBe(
      'Your balance is not enough to fulfil this request',
    );
    const reference = newReference();
    expect((await transfer(10_000, reference)).status).toBe(200);
    expect(paystack.balanceOf('NGN')).toBe(0);
    paystack.settleTransfer(reference, 'failed');
    expect(paystack.balanceOf('NGN')).toBe(10_000);
    paystack.setBalance('NGN', 1_000_000_000);
  });

  it('signs events as Paystack signs its webhooks', () => {
    const { body, signature } = paystack.signedEvent('charge.success', { reference: 'abc', amount: 100 });
    expect(JSON.parse(body)).toEqual({ event: 'charge.success', data: { reference: 'abc', amount: 100 } });
    expect(signature).toBe(createHmac('sha512', SECRET).update(body).digest('hex'));
  });

  it('serves a checkout page whose Pay marks the transaction paid and sends the payer to callback_url', async () => {
    const reference = newReference();
    const init = await call('POST', '/transaction/initialize', {
      email: 'payer@example.com',
      amount: 1_234_500,
      reference,
      callback_url: 'https://shop.example/return?step=2',
    });
    const page = await fetch(init.body.data.authorization_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Paystack (local stand-in)');
    expect(html).toContain('NGN 12,345.00');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('<button type="submit">Decline</button>');

    const paid = await fetch(`${init.body.data.authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://shop.example/return');
    expect(location.searchParams.get('step')).toBe('2');
    expect(location.searchParams.get('trxref')).toBe(reference);
    expect(location.searchParams.get('reference')).toBe(reference);
    expect(paystack.transactions.get(reference)).toMatchObject({ status: 'success', channel: 'card' });

    expect((await fetch(`${paystack.url}/checkout/unknown`)).status).toBe(404);
  });

  it('declines on the checkout page, and says so when there is no callback_url', async () => {
    const reference = newReference();
    const init = await call('POST', '/transaction/initialize', { email: 'payer@example.com', amount: 5000, reference });
    const declined = await fetch(`${init.body.data.authorization_url}/decline`, { method: 'POST' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Payment declined');
    expect(paystack.transactions.get(reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
    const paid = await fetch(`${init.body.data.authorization_url}/pay`, { method: 'POST' });
    expect(await paid.text()).toContain('Payment complete');
  });

  it('drops the answer after carrying out the request when asked to', async () => {
    const reference = newReference();
    let ran = false;
    const dropped = paystack.dropAnswerAfter(
      (r) => r.path === '/transaction/initialize' && (r.body as { reference?: string }).reference === reference,
      () => {
        ran = true;
      },
    );
    await expect(
      call('POST', '/transaction/initialize', { email: 'payer@example.com', amount: 5000, reference }),
    ).rejects.toThrow(/fetch failed/);
    await dropped;
    expect(ran).toBe(true);
    const created: PaystackTransaction | undefined = paystack.transactions.get(reference);
    expect(created?.status).toBe('abandoned');
    expect(paystack.requests.at(-1)).toMatchObject({ method: 'POST', path: '/transaction/initialize' });
    // The next request is answered as usual.
    expect((await call('GET', `/transaction/verify/${reference}`)).status).toBe(200);
  });
});
