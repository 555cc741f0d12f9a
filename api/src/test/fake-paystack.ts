import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerDropper } from './dropped-answers.js';

/** The currencies the fake merchant accepts; Paystack refuses any other with 'Currency not supported by merchant'. */
export const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD'] as const;
export type PaystackCurrency = (typeof PAYSTACK_CURRENCIES)[number];

/** How the payer paid on Paystack's checkout. */
export type PaystackChannel = 'card' | 'bank_transfer' | 'ussd' | 'mobile_money';

/** What Paystack keeps of the means of payment; a reusable one (a card) can be charged again with its code. */
export interface PaystackAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: PaystackChannel;
  card_type: string;
  bank: string | null;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string | null;
  account_name: string | null;
}

export interface PaystackCustomer {
  id: number;
  email: string;
  customer_code: string;
}

export interface PaystackTransaction {
  id: number;
  domain: 'test';
  /** 'abandoned' until someone pays (Paystack's word for an initialised, unpaid transaction); 'reversed' once fully refunded. */
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  reference: string;
  /** In the currency's subunit (kobo, pesewas, cents). */
  amount: number;
  currency: PaystackCurrency;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  channel: PaystackChannel | null;
  metadata: Record<string, unknown> | null;
  /** An empty object until paid. */
  authorization: PaystackAuthorization | Record<string, never>;
  customer: PaystackCustomer;
  requested_amount: number;
  /** Paystack's fee in subunits; null until paid. */
  fees: number | null;
  /**
   * The checkout's access code (what initialize answered; null for a charge_authorization). Kept here for
   * tests; the server leaves it out of its answers, as verify does not carry it.
   */
  access_code: string | null;
}

/** A transaction as the API answers it: without the access code kept for tests. */
const answerOf = ({ access_code: _accessCode, ...rest }: PaystackTransaction) => rest;

export interface PaystackRefund {
  id: number;
  transaction: { id: number; reference: string; amount: number; currency: PaystackCurrency };
  amount: number;
  currency: PaystackCurrency;
  /** 'pending' when queued; `processRefund` makes it 'processed'. */
  status: 'pending' | 'processed';
  merchant_note: string;
  customer_note: string;
  deducted_amount: number;
  fully_deducted: boolean;
  createdAt: string;
  expected_at: string;
}

export type PaystackRecipientType = 'nuban' | 'ghipss' | 'mobile_money';

export interface PaystackRecipient {
  active: boolean;
  createdAt: string;
  currency: string;
  domain: 'test';
  id: number;
  integration: number;
  name: string;
  recipient_code: string;
  type: PaystackRecipientType;
  is_deleted: boolean;
  details: {
    authorization_code: null;
    account_number: string;
    account_name: string;
    bank_code: string;
    bank_name: string;
  };
}

export interface PaystackTransfer {
  id: number;
  integration: number;
  domain: 'test';
  amount: number;
  currency: string;
  source: 'balance';
  reason: string | null;
  recipient: PaystackRecipient;
  /** 'pending' when queued; `settleTransfer` decides it. */
  status: 'pending' | 'success' | 'failed' | 'reversed';
  transfer_code: string;
  reference: string;
  createdAt: string;
  updatedAt: string;
  transferred_at: string | null;
}

export interface PaystackBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: null;
  pay_with_bank: boolean;
  active: boolean;
  is_deleted: boolean;
  country: 'Nigeria' | 'Ghana';
  currency: 'NGN' | 'GHS';
  type: PaystackRecipientType;
}

export interface FakePaystackRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body (the raw text when it is not JSON; undefined when empty). */
  body: unknown;
}

/** A handful of the banks Paystack lists, with their real codes. */
const bank = (
  id: number,
  name: string,
  slug: string,
  code: string,
  longcode: string,
  country: PaystackBank['country'],
  type: PaystackRecipientType,
): PaystackBank => ({
  id,
  name,
  slug,
  code,
  longcode,
  gateway: null,
  pay_with_bank: false,
  active: true,
  is_deleted: false,
  country,
  currency: country === 'Nigeria' ? 'NGN' : 'GHS',
  type,
});
const BANKS: readonly PaystackBank[] = [
  bank(1, 'Access Bank', 'access-bank', '044', '044150149', 'Nigeria', 'nuban'),
  bank(7, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011', '011151003', 'Nigeria', 'nuban'),
  bank(9, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058', '058152036', 'Nigeria', 'nuban'),
  bank(67, 'Kuda Bank', 'kuda-bank', '50211', '', 'Nigeria', 'nuban'),
  bank(18, 'United Bank For Africa', 'united-bank-for-africa', '033', '033153513', 'Nigeria', 'nuban'),
  bank(21, 'Zenith Bank', 'zenith-bank', '057', '057150013', 'Nigeria', 'nuban'),
  bank(29, 'GCB Bank', 'gcb-bank', '040100', '', 'Ghana', 'ghipss'),
  bank(35, 'Ecobank Ghana', 'ecobank-ghana', '130100', '', 'Ghana', 'ghipss'),
  bank(28, 'MTN Mobile Money', 'mtn-mobile-money', 'MTN', '', 'Ghana', 'mobile_money'),
];

/** Letters, digits, '-', '.' and '=': the characters Paystack allows in a reference. */
const REFERENCE = /^[A-Za-z0-9.=-]+$/;
/** The balance each currency starts with until `setBalance` says otherwise: ten million in main units. */
const DEFAULT_BALANCE = 1_000_000_000;

/** A refusal: the status and message Paystack answers with `status: false`. */
class Refusal extends Error {
  readonly httpStatus: number;
  constructor(httpStatus: number, message: string) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

/** What a route answers: the HTTP status (200 unless said) and the `{ status: true, message, data, meta }` body. */
interface Answer {
  httpStatus?: number;
  message: string;
  data?: unknown;
  meta?: unknown;
}

/** Random lowercase letters and digits, as in Paystack's codes. */
function randomCode(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** A positive whole number of subunits, given as a number or a numeric string. */
function parseAmount(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function requireAmount(value: unknown): number {
  if (value === undefined || value === null || value === '') throw new Refusal(400, 'Amount is required');
  const amount = parseAmount(value);
  if (amount === undefined) throw new Refusal(400, 'Invalid Amount Sent');
  return amount;
}

function requireEmail(value: unknown): string {
  const email = text(value);
  if (!email) throw new Refusal(400, 'Email is required');
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Refusal(400, 'Invalid Email Address Passed');
  return email;
}

function parseCurrency(value: unknown): PaystackCurrency {
  if (value === undefined || value === null || value === '') return 'NGN';
  const found = PAYSTACK_CURRENCIES.find((c) => c === value);
  if (!found) throw new Refusal(400, 'Currency not supported by merchant');
  return found;
}

function parseReference(value: unknown, what: 'transaction' | 'transfer'): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !REFERENCE.test(value)) {
    throw new Refusal(400, `Invalid ${what} reference. Only -, ., = and alphanumeric characters allowed.`);
  }
  return value;
}

/** Metadata as an object, or a JSON string of one; Paystack hands it back as an object. */
function parseMetadata(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null || value === '') return null;
  if (isObject(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isObject(parsed)) return parsed;
    } catch {
      // refused below
    }
  }
  throw new Refusal(400, 'Invalid metadata: an object, or a JSON string of one, is expected');
}

/** Paystack's local fee: 1.5%, plus 100 NGN from 2,500 NGN up, at most 2,000 NGN (the same percentage elsewhere). */
function feesFor(amount: number, currency: PaystackCurrency): number {
  if (currency !== 'NGN') return Math.round(amount * 0.015);
  return Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

/** The authorization a payment by `channel` leaves; only a card's can be charged again. */
function authorizationFor(channel: PaystackChannel): PaystackAuthorization {
  const authorization_code = `AUTH_${randomCode(10)}`;
  switch (channel) {
    case 'card':
      return {
        authorization_code,
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel,
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: `SIG_${randomCode(20)}`,
        account_name: null,
      };
    case 'bank_transfer':
      return {
        authorization_code,
        bin: '008XXX',
        last4: 'X553',
        exp_month: '12',
        exp_year: '9999',
        channel,
        card_type: 'transfer',
        bank: null,
        country_code: 'NG',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        account_name: null,
      };
    case 'ussd':
      return {
        authorization_code,
        bin: 'XXXXXX',
        last4: 'XXXX',
        exp_month: '12',
        exp_year: '9999',
        channel,
        card_type: 'offline',
        bank: 'Guaranty Trust Bank',
        country_code: 'NG',
        brand: 'offline',
        reusable: false,
        signature: null,
        account_name: null,
      };
    case 'mobile_money':
      return {
        authorization_code,
        bin: '055',
        last4: 'X149',
        exp_month: '12',
        exp_year: '9999',
        channel,
        card_type: '',
        bank: 'MTN',
        country_code: 'GH',
        brand: 'Mtn',
        reusable: false,
        signature: null,
        account_name: null,
      };
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const htmlPage = (title: string, body: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>Paystack (local stand-in)</h1>
${body}
</main>
</body>
</html>
`;

/** The page the payer sees at the authorization_url: the amount, and Pay / Decline while it can still be paid. */
function checkoutPage(transaction: PaystackTransaction, accessCode: string): string {
  const amount = (transaction.amount / 100).toLocaleString('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const open = transaction.status === 'abandoned' || transaction.status === 'failed';
  const parts = [
    `<p>Amount: <strong>${transaction.currency} ${amount}</strong></p>`,
    `<p>Email: ${escapeHtml(transaction.customer.email)}</p>`,
    `<p>Reference: ${escapeHtml(transaction.reference)}</p>`,
  ];
  if (transaction.status === 'failed') parts.push(`<p role="alert">${escapeHtml(transaction.gateway_response)}</p>`);
  if (open) {
    parts.push(
      `<form method="post" action="/checkout/${accessCode}/pay"><button type="submit">Pay</button></form>`,
      `<form method="post" action="/checkout/${accessCode}/decline"><button type="submit">Decline</button></form>`,
    );
  } else {
    parts.push(`<p>This transaction is ${transaction.status}.</p>`);
  }
  return htmlPage(`Pay ${transaction.currency} ${amount} - Paystack (local stand-in)`, parts.join('\n'));
}

/**
 * A local HTTP server that answers Paystack's REST API (https://api.paystack.co) the way Paystack does:
 * transactions (initialize, verify, charge_authorization), refunds, banks and account resolution,
 * transfer recipients and transfers, every answer `{ status, message, data?, meta? }`. It stands for
 * Paystack's servers, which this machine cannot reach. It also serves a checkout page at each
 * authorization_url with Pay and Decline buttons, for browser tests; other tests play the payer with
 * `pay`/`decline` and build signed webhooks with `signedEvent`.
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: PaystackRefund[] = [];
  const recipients: PaystackRecipient[] = [];
  const transfers = new Map<string, PaystackTransfer>();
  const requests: FakePaystackRequest[] = [];
  /** Access code → the transaction's reference and where checkout sends the payer back to. */
  const checkouts = new Map<string, { reference: string; callbackUrl: string | undefined }>();
  /** Authorization code → the authorization a paid transaction left. */
  const authorizations = new Map<string, PaystackAuthorization>();
  /** Authorization code → the gateway_response charges on it fail with. */
  const failing = new Map<string, string>();
  /** `${bankCode}:${accountNumber}` → the account's name. */
  const accounts = new Map<string, string>();
  const balances = new Map<string, number>();
  const customers = new Map<string, PaystackCustomer>();
  const ids = { transaction: 0, customer: 0, refund: 0, recipient: 0, transfer: 0 };
  const dropper = answerDropper<FakePaystackRequest>();
  let url = '';

  const balanceOf = (currency: string) => balances.get(currency) ?? DEFAULT_BALANCE;

  const customerFor = (email: string): PaystackCustomer => {
    const key = email.toLowerCase();
    let customer = customers.get(key);
    if (!customer) {
      customer = { id: ++ids.customer, email, customer_code: `CUS_${randomCode(15)}` };
      customers.set(key, customer);
    }
    return customer;
  };

  const transactionOf = (reference: string): PaystackTransaction => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`No Paystack transaction with reference ${reference}`);
    return transaction;
  };

  /** A transaction by its reference, or by its numeric id (as a number or a string of digits). */
  const findTransaction = (key: unknown): PaystackTransaction | undefined => {
    if (typeof key === 'string' && transactions.has(key)) return transactions.get(key);
    const id = typeof key === 'number' ? key : typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : NaN;
    return [...transactions.values()].find((t) => t.id === id);
  };

  /** The fields initialize and charge_authorization share, checked as Paystack checks them. */
  const newTransaction = (body: Record<string, unknown>): PaystackTransaction => {
    const email = requireEmail(body.email);
    const amount = requireAmount(body.amount);
    const currency = parseCurrency(body.currency);
    const reference = parseReference(body.reference, 'transaction') ?? randomCode(10);
    const metadata = parseMetadata(body.metadata);
    if (transactions.has(reference)) throw new Refusal(400, 'Duplicate Transaction Reference');
    return {
      id: ++ids.transaction,
      domain: 'test',
      status: 'abandoned',
      reference,
      amount,
      currency,
      gateway_response: 'The transaction was not completed',
      paid_at: null,
      created_at: new Date().toISOString(),
      channel: null,
      metadata,
      authorization: {},
      customer: customerFor(email),
      requested_amount: amount,
      fees: null,
      access_code: null,
    };
  };

  const pay = (reference: string, opts: { channel?: PaystackChannel } = {}): PaystackTransaction => {
    const transaction = transactionOf(reference);
    const channel = opts.channel ?? 'card';
    const authorization = authorizationFor(channel);
    authorizations.set(authorization.authorization_code, authorization);
    transaction.status = 'success';
    transaction.paid_at = new Date().toISOString();
    transaction.gateway_response = channel === 'card' ? 'Approved' : 'Successful';
    transaction.channel = channel;
    transaction.fees = feesFor(transaction.amount, transaction.currency);
    transaction.authorization = authorization;
    return transaction;
  };

  const decline = (reference: string, message = 'Declined'): PaystackTransaction => {
    const transaction = transactionOf(reference);
    transaction.status = 'failed';
    transaction.gateway_response = message;
    return transaction;
  };

  const initialize = (body: Record<string, unknown>): Answer => {
    const callbackUrl = text(body.callback_url);
    if (callbackUrl !== undefined && !URL.canParse(callbackUrl)) throw new Refusal(400, 'Invalid callback_url');
    if (
      body.channels !== undefined &&
      !(Array.isArray(body.channels) && body.channels.every((c) => typeof c === 'string'))
    ) {
      throw new Refusal(400, 'Invalid channels: an array of strings is expected');
    }
    const transaction = newTransaction(body);
    const access_code = randomCode(15);
    transaction.access_code = access_code;
    transactions.set(transaction.reference, transaction);
    checkouts.set(access_code, { reference: transaction.reference, callbackUrl });
    return {
      message: 'Authorization URL created',
      data: { authorization_url: `${url}/checkout/${access_code}`, access_code, reference: transaction.reference },
    };
  };

  const chargeAuthorization = (body: Record<string, unknown>): Answer => {
    const authorization = authorizations.get(text(body.authorization_code) ?? '');
    if (!authorization) throw new Refusal(400, 'Invalid authorization code');
    if (!authorization.reusable) throw new Refusal(400, 'This authorization is not reusable');
    const transaction = newTransaction(body);
    const failure = failing.get(authorization.authorization_code);
    transaction.channel = authorization.channel;
    transaction.authorization = authorization;
    if (failure === undefined) {
      transaction.status = 'success';
      transaction.paid_at = new Date().toISOString();
      transaction.gateway_response = 'Approved';
      transaction.fees = feesFor(transaction.amount, transaction.currency);
    } else {
      transaction.status = 'failed';
      transaction.gateway_response = failure;
    }
    transactions.set(transaction.reference, transaction);
    return { message: 'Charge attempted', data: answerOf(transaction) };
  };

  const refundsOf = (transaction: PaystackTransaction) => refunds.filter((r) => r.transaction.id === transaction.id);

  const createRefund = (body: Record<string, unknown>): Answer => {
    const transaction = findTransaction(body.transaction);
    if (!transaction) throw new Refusal(400, 'Transaction not found');
    if (transaction.status !== 'success') throw new Refusal(400, 'Transaction has not been successful');
    const remaining = transaction.amount - refundsOf(transaction).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined || body.amount === null ? remaining : parseAmount(body.amount);
    if (amount === undefined || amount <= 0 || amount > remaining) {
      throw new Refusal(400, 'Refund amount cannot be more than the unrefunded balance of the transaction');
    }
    if (body.currency !== undefined && body.currency !== transaction.currency) {
      throw new Refusal(400, 'Currency does not match the transaction currency');
    }
    const now = new Date();
    const refund: PaystackRefund = {
      id: ++ids.refund,
      transaction: {
        id: transaction.id,
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
      },
      amount,
      currency: transaction.currency,
      status: 'pending',
      merchant_note:
        text(body.merchant_note) ?? `Refund for transaction ${transaction.reference} by ${transaction.customer.email}`,
      customer_note: text(body.customer_note) ?? `Refund for transaction ${transaction.reference}`,
      deducted_amount: 0,
      fully_deducted: false,
      createdAt: now.toISOString(),
      // Paystack tells the customer to expect it within about a week (5 to 10 working days).
      expected_at: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    };
    refunds.push(refund);
    if (amount === remaining) transaction.status = 'reversed';
    return { message: 'Refund has been queued for processing', data: refund };
  };

  const listRefunds = (query: URLSearchParams): Answer => {
    const key = query.get('transaction');
    const list =
      key === null
        ? refunds
        : refunds.filter((r) => r.transaction.reference === key || String(r.transaction.id) === key);
    return { message: 'Refunds retrieved', data: list, meta: { total: list.length, page: 1, perPage: 50 } };
  };

  const listBanks = (query: URLSearchParams): Answer => {
    const country = query.get('country')?.toLowerCase();
    const currency = query.get('currency')?.toUpperCase();
    const list = BANKS.filter(
      (b) => (!country || b.country.toLowerCase() === country) && (!currency || b.currency === currency),
    );
    return { message: 'Banks retrieved', data: list, meta: { next: null, previous: null, perPage: 50 } };
  };

  const resolveAccount = (query: URLSearchParams): Answer => {
    const accountNumber = query.get('account_number');
    const bankCode = query.get('bank_code');
    if (!accountNumber) throw new Refusal(400, 'Account number is required');
    if (!bankCode) throw new Refusal(400, 'Bank code is required');
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (name === undefined) {
      throw new Refusal(422, 'Could not resolve account name. Check parameters or try again.');
    }
    return {
      message: 'Account number resolved',
      data: {
        account_number: accountNumber,
        account_name: name,
        bank_id: BANKS.find((b) => b.code === bankCode)?.id ?? null,
      },
    };
  };

  const createRecipient = (body: Record<string, unknown>): Answer => {
    const type = body.type;
    if (type !== 'nuban' && type !== 'ghipss' && type !== 'mobile_money') {
      throw new Refusal(400, 'Invalid recipient type: nuban, ghipss or mobile_money is expected');
    }
    const name = text(body.name);
    if (!name) throw new Refusal(400, 'Name is required');
    const accountNumber = text(body.account_number);
    if (!accountNumber) throw new Refusal(400, 'Account number is required');
    const bankCode = text(body.bank_code);
    if (!bankCode) throw new Refusal(400, 'Bank code is required');
    const found = BANKS.find((b) => b.code === bankCode);
    if (!found) throw new Refusal(400, `Unknown bank code: ${bankCode}`);
    const accountName = accounts.get(`${bankCode}:${accountNumber}`);
    if (accountName === undefined) throw new Refusal(400, 'Cannot resolve account');
    const existing = recipients.find(
      (r) => r.details.bank_code === bankCode && r.details.account_number === accountNumber,
    );
    if (existing) return { message: 'Transfer recipient created successfully', data: existing };
    const recipient: PaystackRecipient = {
      active: true,
      createdAt: new Date().toISOString(),
      currency: text(body.currency) ?? found.currency,
      domain: 'test',
      id: ++ids.recipient,
      integration: 1,
      name,
      recipient_code: `RCP_${randomCode(15)}`,
      type,
      is_deleted: false,
      details: {
        authorization_code: null,
        account_number: accountNumber,
        account_name: accountName,
        bank_code: bankCode,
        bank_name: found.name,
      },
    };
    recipients.push(recipient);
    return { httpStatus: 201, message: 'Transfer recipient created successfully', data: recipient };
  };

  const createTransfer = (body: Record<string, unknown>): Answer => {
    if (body.source !== 'balance') throw new Refusal(400, 'Invalid source: balance is expected');
    const amount = requireAmount(body.amount);
    const recipient = recipients.find((r) => r.recipient_code === body.recipient);
    if (!recipient) throw new Refusal(400, 'Recipient specified is invalid');
    const reference = parseReference(body.reference, 'transfer');
    if (!reference) throw new Refusal(400, 'Reference is required');
    if (transfers.has(reference)) throw new Refusal(400, 'Duplicate Transfer Reference');
    const currency = text(body.currency) ?? recipient.currency;
    if (currency !== recipient.currency) throw new Refusal(400, 'Currency does not match the recipient currency');
    if (amount > balanceOf(currency)) throw new Refusal(400, 'Your balance is not enough to fulfil this request');
    balances.set(currency, balanceOf(currency) - amount);
    const now = new Date().toISOString();
    const transfer: PaystackTransfer = {
      id: ++ids.transfer,
      integration: 1,
      domain: 'test',
      amount,
      currency,
      source: 'balance',
      reason: text(body.reason) ?? null,
      recipient,
      status: 'pending',
      transfer_code: `TRF_${randomCode(15)}`,
      reference,
      createdAt: now,
      updatedAt: now,
      transferred_at: null,
    };
    transfers.set(reference, transfer);
    // Paystack answers the initiated transfer with the recipient's numeric id; verify expands it.
    return { message: 'Transfer has been queued', data: { ...transfer, recipient: recipient.id } };
  };

  /** The JSON API: method, path pattern, and what it answers (throwing a Refusal to refuse). */
  const routes: [
    string,
    RegExp,
    (r: { match: RegExpExecArray; body: Record<string, unknown>; query: URLSearchParams }) => Answer,
  ][] = [
    ['POST', /^\/transaction\/initialize$/, ({ body }) => initialize(body)],
    [
      'GET',
      /^\/transaction\/verify\/([^/]+)$/,
      ({ match }) => {
        const transaction = transactions.get(decodeURIComponent(match[1]!));
        if (!transaction) throw new Refusal(400, 'Transaction reference not found');
        return { message: 'Verification successful', data: answerOf(transaction) };
      },
    ],
    ['POST', /^\/transaction\/charge_authorization$/, ({ body }) => chargeAuthorization(body)],
    ['POST', /^\/refund$/, ({ body }) => createRefund(body)],
    ['GET', /^\/refund$/, ({ query }) => listRefunds(query)],
    ['GET', /^\/bank$/, ({ query }) => listBanks(query)],
    ['GET', /^\/bank\/resolve$/, ({ query }) => resolveAccount(query)],
    ['POST', /^\/transferrecipient$/, ({ body }) => createRecipient(body)],
    ['POST', /^\/transfer$/, ({ body }) => createTransfer(body)],
    [
      'GET',
      /^\/transfer\/verify\/([^/]+)$/,
      ({ match }) => {
        const transfer = transfers.get(decodeURIComponent(match[1]!));
        if (!transfer) throw new Refusal(400, 'Transfer not found');
        return { message: 'Transfer retrieved', data: transfer };
      },
    ],
  ];

  /** The checkout pages: no Authorization header, HTML answers. True when the path was one of them. */
  const handleCheckout = (method: string, path: string, res: ServerResponse): boolean => {
    const match = /^\/checkout\/([^/]+)(\/pay|\/decline)?$/.exec(path);
    if (!match) return false;
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const checkout = checkouts.get(match[1]!);
    const transaction = checkout && transactions.get(checkout.reference);
    if (!checkout || !transaction) {
      html(404, htmlPage('Not found - Paystack (local stand-in)', '<p>No transaction has this access code.</p>'));
      return true;
    }
    if (method === 'GET' && !match[2]) {
      html(200, checkoutPage(transaction, match[1]!));
      return true;
    }
    if (method !== 'POST' || !match[2]) {
      html(405, htmlPage('Method not allowed - Paystack (local stand-in)', '<p>Method not allowed.</p>'));
      return true;
    }
    // A paid (or refunded) transaction stays as it is; the payer is just sent back.
    if (transaction.status === 'abandoned' || transaction.status === 'failed') {
      if (match[2] === '/pay') pay(transaction.reference);
      else decline(transaction.reference);
    }
    if (checkout.callbackUrl) {
      const target = new URL(checkout.callbackUrl);
      target.searchParams.set('trxref', transaction.reference);
      target.searchParams.set('reference', transaction.reference);
      res.writeHead(303, { location: target.toString() });
      res.end();
    } else {
      const done = transaction.status === 'failed' ? 'Payment declined' : 'Payment complete';
      html(200, htmlPage(`${done} - Paystack (local stand-in)`, `<p role="status">${done}</p>`));
    }
    return true;
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const parsed = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? '';
    let body: unknown = raw === '' ? undefined : raw;
    let isJson = raw === '';
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
        isJson = isObject(body);
      } catch {
        // answered below as Paystack does
      }
    }
    const current: FakePaystackRequest = { method, path: parsed.pathname, query: parsed.searchParams, body };
    requests.push(current);
    const send = (status: number, payload: unknown) => {
      // Paystack did it; the caller never hears so (it died waiting, or the connection broke).
      if (dropper.drops(current, status, res)) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (handleCheckout(method, parsed.pathname, res)) return;
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { status: false, message: 'Invalid key' });
      return;
    }
    if (!isJson) {
      send(400, { status: false, message: 'Invalid JSON' });
      return;
    }
    for (const [routeMethod, pattern, handle] of routes) {
      const match = routeMethod === method ? pattern.exec(parsed.pathname) : null;
      if (!match) continue;
      try {
        const answer = handle({ match, body: isObject(body) ? body : {}, query: parsed.searchParams });
        send(answer.httpStatus ?? 200, {
          status: true,
          message: answer.message,
          ...(answer.data === undefined ? {} : { data: answer.data }),
          ...(answer.meta === undefined ? {} : { meta: answer.meta }),
        });
      } catch (error) {
        if (error instanceof Refusal) send(error.httpStatus, { status: false, message: error.message });
        else send(500, { status: false, message: `Fake Paystack failed: ${String(error)}` });
      }
      return;
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    /** Where the server listens (use it in place of https://api.paystack.co). */
    url,
    /** The secret key it expects as `Authorization: Bearer <secretKey>`. */
    secretKey,
    /** Every transaction, by reference. */
    transactions,
    /** Every refund, in the order they were asked for. */
    refunds,
    /** Every transfer recipient, in the order they were created. */
    recipients,
    /** Every transfer, by reference. */
    transfers,
    /** Every request the server received, answered or not, in order. */
    requests,
    /**
     * What the payer finishing Paystack's checkout leaves behind: the transaction successful and paid now,
     * with Paystack's fees; a card (the default) leaves a reusable authorization, other channels one that
     * cannot be charged again.
     */
    pay,
    /** The payer's payment was refused: the transaction failed with `message` as its gateway_response. */
    decline,
    /** Later charge_authorization calls on this authorization code fail with `message` as their gateway_response. */
    failCharges(authorizationCode: string, message = 'Insufficient Funds') {
      failing.set(authorizationCode, message);
    },
    /** A bank account that resolves (bank/resolve) and can become a transfer recipient. */
    addAccount(account: { bankCode: string; accountNumber: string; accountName: string }) {
      accounts.set(`${account.bankCode}:${account.accountNumber}`, account.accountName);
    },
    /** The merchant's balance in `currency` (in subunits) that transfers are paid from. */
    setBalance(currency: string, amountSubunits: number) {
      balances.set(currency, amountSubunits);
    },
    /** The merchant's balance in `currency` now (in subunits): what transfers have left of it. */
    balanceOf,
    /**
     * Paystack decides a queued transfer: 'success' (transferred now), or 'failed' / 'reversed' (the
     * amount goes back to the balance). Returns the transfer.
     */
    settleTransfer(reference: string, outcome: 'success' | 'failed' | 'reversed') {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`No Paystack transfer with reference ${reference}`);
      const now = new Date().toISOString();
      if (outcome !== 'success' && transfer.status !== 'failed' && transfer.status !== 'reversed') {
        balances.set(transfer.currency, balanceOf(transfer.currency) + transfer.amount);
      }
      transfer.status = outcome;
      transfer.updatedAt = now;
      transfer.transferred_at = outcome === 'success' ? now : null;
      return transfer;
    },
    /** Paystack has paid the refund back to the customer: its status becomes 'processed'. Returns the refund. */
    processRefund(id: number) {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`No Paystack refund with id ${id}`);
      refund.status = 'processed';
      return refund;
    },
    /**
     * A webhook as Paystack sends it: the body `JSON.stringify({ event, data })`, and the hex HMAC-SHA512
     * of that body with the secret key, which Paystack puts in the `x-paystack-signature` header.
     */
    signedEvent(event: string, data: unknown): { body: string; signature: string } {
      const body = JSON.stringify({ event, data });
      return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
    },
    /**
     * Fault injection: the next request that `matches` is carried out (the transaction created, the
     * transfer queued), then `then` runs (e.g. kills the app that asked) and no answer is sent: the
     * socket is destroyed. Resolves once that happened.
     */
    dropAnswerAfter: dropper.dropAnswerAfter,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
