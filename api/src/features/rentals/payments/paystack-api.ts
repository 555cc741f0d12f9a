import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack's REST API (https://paystack.com/docs/api), the calls the app makes: transactions,
 * refunds, banks, account resolution, transfer recipients and transfers. Every answer is
 * `{ status, message, data }`; a refusal is a 4xx with `status: false` and Paystack's message.
 * Amounts are integer subunits (kobo, pesewas). Paystack takes no idempotency keys: references do
 * that work (a transaction's or a transfer's reference is unique, and a second use is refused).
 */
export interface PaystackSettings {
  secretKey: string;
  /** A Paystack-compatible server instead of https://api.paystack.co (tests). */
  apiUrl?: string | undefined;
}

/** A transaction as Paystack describes it (the fields the app reads). */
export interface PaystackTransaction {
  id: number;
  reference: string;
  /** abandoned (initialised, nobody has paid), ongoing (the payer is mid-way: OTP, PIN, a bank's page), pending, processing, queued, success, failed, reversed (refunded in full). */
  status: string;
  amount: number;
  currency: string;
  gateway_response: string | null;
  paid_at: string | null;
  channel: string | null;
  metadata: Record<string, unknown> | string | null;
  /** `{}` until paid; a card's is reusable: it can be charged again without the payer (charge_authorization). */
  authorization: { authorization_code?: string; reusable?: boolean; channel?: string } | null;
  customer: { email: string } | null;
}

export interface PaystackRefund {
  id: number;
  amount: number;
  currency: string;
  status: string;
  merchant_note: string | null;
}

/** A bank (or mobile money operator) Paystack can pay into. */
export interface PaystackBank {
  name: string;
  /** What Paystack calls it by in account resolution and recipients. */
  code: string;
  country: string;
  currency: string;
  /** The recipient type of its accounts: nuban (Nigeria), ghipss (Ghana's banks), mobile_money. */
  type: string;
  active: boolean;
}

/** Who a transfer pays: a bank account Paystack resolved, under Paystack's code for it. */
export interface PaystackRecipient {
  recipient_code: string;
  currency: string;
  type: string;
  details: { account_number: string; account_name: string | null; bank_code: string; bank_name: string };
}

export interface PaystackTransfer {
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  /** pending, otp (the business must confirm it), received, success, failed, reversed, abandoned, blocked, rejected. */
  status: string;
}

/** Paystack answered, and refused (4xx/5xx with `status: false`), or could not be reached. */
export class PaystackError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or undefined when no answer came. */
    readonly httpStatus: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaystackError';
  }
}

/** Characters Paystack accepts in a reference. */
const REFERENCE_CHARACTERS = /[^A-Za-z0-9.=-]/g;

/** A reference Paystack accepts, from one of ours (anything else becomes '-'). */
export const paystackReference = (text: string) => text.replace(REFERENCE_CHARACTERS, '-').slice(0, 100);

export class PaystackApi {
  private readonly base: string;

  constructor(private readonly settings: PaystackSettings) {
    this.base = (settings.apiUrl ?? 'https://api.paystack.co').replace(/\/+$/, '');
  }

  /**
   * One call. GETs are tried up to three times when no answer comes (reading twice is harmless);
   * a POST is sent once, as Paystack has no idempotency keys: its callers make a retry safe by
   * reference.
   */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const attempts = method === 'GET' ? 3 : 1;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.base + path, {
          method,
          headers: {
            authorization: `Bearer ${this.settings.secretKey}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        if (attempt < attempts) continue;
        throw new PaystackError(`no answer from Paystack (${(error as Error).message})`, undefined, { cause: error });
      }
      const answer = (await res.json().catch(() => undefined)) as
        { status?: boolean; message?: string; data?: T } | undefined;
      if (res.ok && answer?.status === true) return answer.data as T;
      if (res.status >= 500 && attempt < attempts) continue;
      throw new PaystackError(answer?.message ?? `Paystack answered ${res.status}`, res.status);
    }
  }

  initializeTransaction(args: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    metadata: Record<string, string>;
    channels?: string[];
    callbackUrl?: string;
  }) {
    return this.call<{ authorization_url: string; access_code: string; reference: string }>(
      'POST',
      '/transaction/initialize',
      {
        email: args.email,
        amount: args.amount,
        currency: args.currency,
        reference: args.reference,
        metadata: args.metadata,
        ...(args.channels ? { channels: args.channels } : {}),
        ...(args.callbackUrl ? { callback_url: args.callbackUrl } : {}),
      },
    );
  }

  /** The transaction, or undefined when Paystack has none under that reference. */
  verifyTransaction(reference: string): Promise<PaystackTransaction | undefined> {
    return unlessNotFound(() =>
      this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
    );
  }

  chargeAuthorization(args: {
    authorizationCode: string;
    email: string;
    amount: number;
    currency: string;
    reference: string;
    metadata: Record<string, string>;
  }) {
    return this.call<PaystackTransaction>('POST', '/transaction/charge_authorization', {
      authorization_code: args.authorizationCode,
      email: args.email,
      amount: args.amount,
      currency: args.currency,
      reference: args.reference,
      metadata: args.metadata,
    });
  }

  createRefund(args: { transaction: number; amount: number; merchantNote: string }) {
    return this.call<PaystackRefund>('POST', '/refund', {
      transaction: args.transaction,
      amount: args.amount,
      merchant_note: args.merchantNote,
    });
  }

  listRefunds(transaction: number) {
    return this.call<PaystackRefund[]>('GET', `/refund?transaction=${transaction}`);
  }

  /** The banks (and mobile money operators) of a country that take transfers in `currency`. */
  listBanks(args: { country: 'nigeria' | 'ghana' | 'kenya' | 'south africa'; currency: string }) {
    const query = new URLSearchParams({ country: args.country, currency: args.currency, perPage: '100' });
    return this.call<PaystackBank[]>('GET', `/bank?${query}`);
  }

  /**
   * The name of the holder of an account, as the bank has it; undefined when Paystack cannot resolve
   * the number at that bank (a typo, a closed account).
   */
  async resolveAccount(args: { accountNumber: string; bankCode: string }): Promise<string | undefined> {
    const query = new URLSearchParams({ account_number: args.accountNumber, bank_code: args.bankCode });
    try {
      const resolved = await this.call<{ account_name: string }>('GET', `/bank/resolve?${query}`);
      return resolved.account_name;
    } catch (error) {
      // Paystack answers 422 (sometimes 400) for a number it cannot resolve.
      if (error instanceof PaystackError && (error.httpStatus === 422 || error.httpStatus === 400)) return undefined;
      throw error;
    }
  }

  /** A transfer recipient for an account (Paystack answers the same recipient for the same account). */
  createRecipient(args: { type: string; name: string; accountNumber: string; bankCode: string; currency: string }) {
    return this.call<PaystackRecipient>('POST', '/transferrecipient', {
      type: args.type,
      name: args.name,
      account_number: args.accountNumber,
      bank_code: args.bankCode,
      currency: args.currency,
    });
  }

  /** A transfer from the balance under our reference: the same reference twice is refused (isDuplicateReference). */
  createTransfer(args: { amount: number; currency: string; recipientCode: string; reference: string; reason: string }) {
    return this.call<PaystackTransfer>('POST', '/transfer', {
      source: 'balance',
      amount: args.amount,
      currency: args.currency,
      recipient: args.recipientCode,
      reference: args.reference,
      reason: args.reason,
    });
  }

  /** The transfer under our reference, or undefined when Paystack has none. */
  verifyTransfer(reference: string): Promise<PaystackTransfer | undefined> {
    return unlessNotFound(() =>
      this.call<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`),
    );
  }

  /** The webhook's signature: the hex HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
  isSignedByPaystack(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = createHmac('sha512', this.settings.secretKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}

/** `read`'s answer, or undefined when Paystack says it has no such thing (a refusal that says "not found"). */
async function unlessNotFound<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof PaystackError && error.httpStatus !== undefined && error.httpStatus < 500)
      if (/not found/i.test(error.message)) return undefined;
    throw error;
  }
}

/** Paystack refuses a reference it has seen (a retried call whose first answer was lost). */
export const isDuplicateReference = (error: unknown) =>
  error instanceof PaystackError && error.httpStatus === 400 && /duplicate/i.test(error.message);
