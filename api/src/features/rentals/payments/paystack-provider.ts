import { PAYSTACK_CURRENCIES } from '../../../config/config.js';
import { AppError } from '../../../lib/errors.js';
import {
  PaymentProviderError,
  atProcessor,
  type CaptureMethod,
  type InitiateArgs,
  type PaymentEvent,
  type PaymentProvider,
  type PayoutEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider.js';
import {
  PaystackApi,
  isDuplicateReference,
  paystackReference,
  type PaystackRefund,
  type PaystackSettings,
  type PaystackTransaction,
} from './paystack-api.js';

export interface PaystackProviderSettings extends PaystackSettings {
  /** Paystack's public key, handed to the browser's checkout (`pk_live_…`, `pk_test_…`). */
  publicKey: string;
}

/** Paystack's transaction statuses in the platform's words (`success` depends on the capture method: see below). */
const STATUS: Record<string, ProviderPaymentStatus> = {
  // Initialised, and nobody has paid yet: the payer may still do so with its access code.
  abandoned: 'pending',
  // Refused: Paystack's checkout lets the payer try another card or channel.
  failed: 'pending',
  ongoing: 'requires_action',
  pending: 'processing',
  processing: 'processing',
  queued: 'processing',
  success: 'captured',
  // Refunded in full: a refund is its own record, and the payment stays captured.
  reversed: 'captured',
};

/**
 * What a request to book (manual capture) charges to save the payer's card: Paystack's cards take no
 * holds, so the card is charged this small amount once (and refunded), and the saved, reusable
 * authorisation is charged the booking's amount when the owner accepts. Paystack's smallest charges.
 */
const CARD_CHECK_AMOUNTS: Record<(typeof PAYSTACK_CURRENCIES)[number], number> = {
  NGN: 5_000,
  GHS: 100,
  KES: 100,
  ZAR: 100,
  USD: 100,
};
const cardCheckAmount = (currency: string): number | undefined =>
  Object.entries(CARD_CHECK_AMOUNTS).find(([code]) => code === currency)?.[1];

/** Where a manual-capture payment's charge goes: a reference of its own, one per payment. */
const captureReference = (ref: string) => paystackReference(`${ref}-capture`).slice(0, 100);
const CAPTURE_SUFFIX = /-capture$/;
/** Paystack's events about a transfer (an owner's payout). */
const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

/** Our facts a transaction carries in its metadata (Paystack hands them back with it). */
interface Facts {
  capture: CaptureMethod;
  /** What a manual-capture payment will charge (the transaction itself is the card check). */
  amount: number;
}

function factsOf(transaction: PaystackTransaction): Facts {
  let metadata = transaction.metadata;
  if (typeof metadata === 'string') {
    try {
      metadata = JSON.parse(metadata) as Record<string, unknown>;
    } catch {
      metadata = null;
    }
  }
  const capture = metadata?.['capture'] === 'manual' ? 'manual' : 'automatic';
  const amount = Number(metadata?.['amount']);
  return { capture, amount: capture === 'manual' && Number.isSafeInteger(amount) ? amount : transaction.amount };
}

/**
 * Paystack transactions: the browser pays on Paystack's own checkout (every channel Paystack offers
 * the payer: card, bank transfer, USSD, mobile money), handed the transaction's access code as the
 * payment's client secret; the server verifies the transaction, and Paystack's webhook says when to.
 *
 * Manual capture (a request to book) is a reusable card authorisation: the payer's card pays a small
 * check amount (card only, the one channel whose authorisation can be charged again), and `capture`
 * charges that authorisation the amount under a reference of its own, `<ref>-capture`, then refunds
 * the check. A failed charge answers `canceled` with Paystack's words in `refusal`: the request is
 * closed and both sides are told.
 *
 * Paystack has no idempotency keys; references stand in for them. An initialisation whose answer was
 * lost (Paystack refuses its reference the second time) is retried under `<ref>.2`, `<ref>.3`…: the
 * lost one's access code reached nobody, so nobody can pay it. A refund carries `idempotency:<key>`
 * in its merchant note, and a refund with that note already made is answered instead of a second.
 */
export class PaystackPaymentProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly publishableKey: string;
  private readonly api: PaystackApi;
  /**
   * Refunds being made in this process, by key. Paystack takes no idempotency key for a refund: it is
   * looked for by its note, then made, and two calls for one key at the same moment (the refund job and
   * a retry) would both find none and refund twice. The second waits for the first here instead.
   */
  private readonly refunding = new Map<string, Promise<PaystackRefund>>();

  constructor(settings: PaystackProviderSettings) {
    this.publishableKey = settings.publicKey;
    this.api = new PaystackApi(settings);
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return atProcessor('Paystack', what, run);
  }

  /** Paystack's checkout and receipts need the payer's e-mail; its checkout sends the payer back to `returnUrl`. */
  initiate(args: InitiateArgs): Promise<ProviderPayment> {
    return this.call('create the payment', async () => {
      const currency = args.currency.toUpperCase();
      const check = cardCheckAmount(currency);
      if (check === undefined) {
        throw new AppError(
          'BAD_USER_INPUT',
          `Paystack does not take ${currency}: it takes ${PAYSTACK_CURRENCIES.join(', ')}`,
        );
      }
      if (!args.payerEmail) throw new PaymentProviderError("Paystack needs the payer's e-mail address");
      const { payerEmail, returnUrl } = args;
      const manual = args.captureMethod === 'manual';
      const base = paystackReference(args.idempotencyKey).slice(0, 90);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const reference = attempt === 1 ? base : `${base}.${attempt}`;
        try {
          const created = await this.api.initializeTransaction({
            email: payerEmail,
            amount: manual ? check : args.amountCents,
            currency,
            reference,
            ...(returnUrl ? { callbackUrl: returnUrl } : {}),
            metadata: { ...args.metadata, capture: manual ? 'manual' : 'automatic', amount: String(args.amountCents) },
            ...(manual ? { channels: ['card'] } : {}),
          });
          return {
            id: created.reference,
            // Paystack's checkout page for this transaction (its address holds the access code).
            clientSecret: created.authorization_url,
            status: 'pending',
            amountCents: args.amountCents,
            currency,
            refusal: undefined,
          };
        } catch (error) {
          if (!isDuplicateReference(error)) throw error;
        }
      }
      throw new PaymentProviderError('Paystack refused every reference tried for this payment');
    });
  }

  retrieve(ref: string): Promise<ProviderPayment> {
    return this.call('read the payment', async () => this.paymentOf(ref, await this.transaction(ref)));
  }

  private async transaction(ref: string): Promise<PaystackTransaction> {
    const found = await this.api.verifyTransaction(ref);
    if (!found) throw new PaymentProviderError(`Paystack has no transaction ${ref}`);
    return found;
  }

  /** The payment a transaction stands for: for a manual-capture one, its capture's outcome counts too. */
  private async paymentOf(ref: string, transaction: PaystackTransaction): Promise<ProviderPayment> {
    const facts = factsOf(transaction);
    const status = STATUS[transaction.status] ?? 'processing';
    const payment: ProviderPayment = {
      id: ref,
      clientSecret: '',
      status,
      amountCents: facts.amount,
      currency: transaction.currency,
      refusal: transaction.status === 'failed' ? (transaction.gateway_response ?? 'Declined') : undefined,
    };
    if (facts.capture === 'automatic' || status !== 'captured') return payment;
    const charge = await this.api.verifyTransaction(captureReference(ref));
    if (!charge) return { ...payment, status: 'authorized' };
    if (charge.status === 'success' || charge.status === 'reversed')
      return { ...payment, status: 'captured', amountCents: charge.amount };
    if (charge.status === 'failed')
      return { ...payment, status: 'canceled', refusal: charge.gateway_response ?? 'Declined' };
    return { ...payment, status: 'processing' };
  }

  capture(args: { ref: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment> {
    return this.call('charge the saved card', async () => {
      const check = await this.transaction(args.ref);
      const outcome = await this.paymentOf(args.ref, check);
      if (outcome.status !== 'authorized') {
        if (outcome.status === 'captured' || outcome.status === 'canceled') await this.refundCardCheck(check);
        return outcome;
      }
      const authorization = check.authorization;
      if (!authorization?.authorization_code || authorization.reusable !== true || !check.customer?.email) {
        await this.refundCardCheck(check);
        return { ...outcome, status: 'canceled', refusal: 'The card cannot be charged again' };
      }
      try {
        await this.api.chargeAuthorization({
          authorizationCode: authorization.authorization_code,
          email: check.customer.email,
          amount: args.amountCents ?? outcome.amountCents,
          currency: check.currency,
          reference: captureReference(args.ref),
          metadata: { captureOf: args.ref },
        });
      } catch (error) {
        // A retry after a lost answer: the charge was made (or refused) under that reference.
        if (!isDuplicateReference(error)) throw error;
      }
      const after = await this.paymentOf(args.ref, check);
      if (after.status === 'captured' || after.status === 'canceled') await this.refundCardCheck(check);
      return after;
    });
  }

  /** The card check of a manual-capture payment goes back to the payer, once. */
  private async refundCardCheck(check: PaystackTransaction) {
    if (factsOf(check).capture !== 'manual' || check.status !== 'success') return;
    await this.refundOnce(check, check.amount, `card-check-${check.reference}`);
  }

  /** Refunds `amount` of a transaction under `key`, or answers the refund already made under it. */
  private refundOnce(transaction: PaystackTransaction, amount: number, key: string): Promise<PaystackRefund> {
    const running = this.refunding.get(key);
    if (running) return running;
    const note = `idempotency:${key}`;
    const refunded = (async () => {
      const made = (await this.api.listRefunds(transaction.id)).find((refund) => refund.merchant_note === note);
      return made ?? (await this.api.createRefund({ transaction: transaction.id, amount, merchantNote: note }));
    })().finally(() => this.refunding.delete(key));
    this.refunding.set(key, refunded);
    return refunded;
  }

  cancel(ref: string): Promise<ProviderPayment> {
    return this.call('cancel the payment', async () => {
      const transaction = await this.transaction(ref);
      const outcome = await this.paymentOf(ref, transaction);
      if (outcome.status === 'captured' || outcome.status === 'processing') return outcome;
      // Paystack cannot void an initialised transaction: its access code is dropped here, and money
      // that still arrives through it is met by the app as a payment for nothing (refunded).
      if (outcome.status === 'authorized') await this.refundCardCheck(transaction);
      return { ...outcome, status: 'canceled' };
    });
  }

  refund(args: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.call('refund the payment', async () => {
      const first = await this.transaction(args.ref);
      const charged =
        factsOf(first).capture === 'manual' ? await this.api.verifyTransaction(captureReference(args.ref)) : first;
      if (!charged || (charged.status !== 'success' && charged.status !== 'reversed')) {
        throw new PaymentProviderError(`Paystack holds no money of ${args.ref} to refund`);
      }
      const refund = await this.refundOnce(charged, args.amountCents, args.idempotencyKey);
      return { id: String(refund.id) };
    });
  }

  /**
   * Verifies the `x-paystack-signature` header (the hex HMAC-SHA512 of the raw body with the secret
   * key) and answers the payment or payout event, or undefined for the events the app does not read.
   * Paystack signs no timestamp: a replayed event changes nothing, as the app verifies the
   * transaction itself before acting.
   */
  parseWebhook(rawBody: Buffer, header: (name: string) => string | undefined): PaymentEvent | PayoutEvent | undefined {
    if (!this.api.isSignedByPaystack(rawBody, header('x-paystack-signature'))) {
      throw AppError.badInput([{ path: 'x-paystack-signature', msg: 'The webhook signature is not valid' }]);
    }
    let event: { event?: unknown; data?: PaystackTransaction };
    try {
      event = JSON.parse(rawBody.toString('utf8')) as typeof event;
    } catch {
      throw AppError.badInput([{ path: 'body', msg: 'The webhook body is not JSON' }]);
    }
    const reference = event.data?.reference;
    if (typeof reference !== 'string') return undefined;
    if (typeof event.event === 'string' && TRANSFER_EVENTS.has(event.event)) return { type: 'payout', reference };
    if (event.event !== 'charge.success') return undefined;
    // A capture's charge is the payment it captures; a request's card check leaves it authorised.
    if (CAPTURE_SUFFIX.test(reference)) return { type: 'captured', paymentRef: reference.replace(CAPTURE_SUFFIX, '') };
    return { type: factsOf(event.data!).capture === 'manual' ? 'authorized' : 'captured', paymentRef: reference };
  }
}
