import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { safeEqual } from '../../../lib/tokens.js';
import type {
  CaptureMethod,
  PaymentEvent,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
} from './payment-provider.js';
import { testProviderIntents, testProviderRefunds } from './payment.table.js';

export interface TestCard {
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
}

interface CardRefusal {
  code: string;
  declineCode?: string;
  message: string;
}

/** Stripe's published test cards and the answers Stripe's test mode gives for them. */
const SUCCEEDING = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);
/**
 * Stripe's 3-D Secure test cards: the card is good, but its holder must authenticate first (the
 * intent answers requires_action; the browser shows the challenge; the payer completes or fails it).
 */
const AUTHENTICATING = new Set(['4000002760003184', '4000002500003155', '4000000000003220']);
const DECLINING: Record<string, CardRefusal> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card the way Stripe's card form and test mode do; answers the refusal, if any. */
export function judgeCard(card: TestCard, now: Date): CardRefusal | undefined {
  const digits = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const month = Number(card.expMonth);
  let year = Number(card.expYear);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  if (!Number.isInteger(year))
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  if (year < 100) year += 2000;
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { code: 'expired_card', message: 'Your card has expired.' };
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(card.cvc ?? '').trim()))
    return { code: 'invalid_cvc', message: "Your card's security code is incomplete." };
  if (SUCCEEDING.has(digits) || AUTHENTICATING.has(digits)) return undefined;
  return (
    DECLINING[digits] ?? {
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined. This is a test payment: use a test card such as 4242 4242 4242 4242.',
    }
  );
}

/** Whether the card's holder must authenticate (3-D Secure) before it is charged or authorised. */
export function requiresAuthentication(card: TestCard): boolean {
  return AUTHENTICATING.has(String(card.number ?? '').replace(/[\s-]/g, ''));
}

/** What Stripe's test mode answers when the payer fails the 3-D Secure challenge. */
const AUTHENTICATION_FAILED: CardRefusal = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

type IntentRow = typeof testProviderIntents.$inferSelect;

/**
 * The test provider's books keep Stripe's words (it stands for Stripe's test mode, and its card
 * endpoint answers as Stripe.js does); the app reads them in its own.
 */
export type TestIntentStatus =
  'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

const STATUS: Record<TestIntentStatus, ProviderPaymentStatus> = {
  requires_payment_method: 'pending',
  requires_action: 'requires_action',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'canceled',
};

const toPayment = (row: IntentRow): ProviderPayment => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: STATUS[row.status as TestIntentStatus],
  amountCents: row.amountCents,
  currency: row.currency,
  refusal: row.lastError?.message,
});

/** What the card endpoint answers the browser, as Stripe.js reports a confirmation. */
export interface CardStepAnswer {
  status: TestIntentStatus;
  intentId: string;
  error?: CardRefusal;
  /** requires_action: the challenge the browser shows before the payment goes on. */
  nextAction?: { type: 'three_d_secure' };
}

/** The app's word for what the card step did. */
const eventOf = (status: TestIntentStatus): PaymentEvent['type'] | undefined =>
  status === 'succeeded'
    ? 'captured'
    : status === 'requires_capture'
      ? 'authorized'
      : status === 'requires_payment_method'
        ? 'refused'
        : undefined;

/**
 * The embedded default: a card processor that behaves like Stripe's test mode, keeping its ledger
 * in its own tables. The browser confirms a card with `confirmCard` (an HTTP endpoint), answers a
 * 3-D Secure challenge with `authenticate`, and the outcome reaches the app the way a webhook would,
 * through `onEvent`.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = undefined;
  /** Set by the payments service: the in-process equivalent of a webhook endpoint. */
  onEvent: (event: PaymentEvent) => Promise<void> = async () => {};

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async initiate(args: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    captureMethod?: CaptureMethod;
  }): Promise<ProviderPayment> {
    const id = newId('pi');
    const [created] = await this.db
      .insert(testProviderIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotencyKey: args.idempotencyKey,
        amountCents: args.amountCents,
        currency: args.currency.toLowerCase(),
        status: 'requires_payment_method' satisfies TestIntentStatus,
        captureMethod: args.captureMethod ?? 'automatic',
        metadata: args.metadata,
      })
      .onConflictDoNothing({ target: testProviderIntents.idempotencyKey })
      .returning();
    if (created) return toPayment(created);
    const [existing] = await this.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.idempotencyKey, args.idempotencyKey));
    return toPayment(existing!);
  }

  private async row(id: string): Promise<IntentRow> {
    const [row] = await this.db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such payment intent');
    return row;
  }

  async retrieve(ref: string): Promise<ProviderPayment> {
    return toPayment(await this.row(ref));
  }

  async cancel(ref: string): Promise<ProviderPayment> {
    // One statement: a card confirmation racing it either finds the intent canceled or wins first.
    const [cancelled] = await this.db
      .update(testProviderIntents)
      .set({ status: 'canceled' satisfies TestIntentStatus })
      .where(sql`${testProviderIntents.id} = ${ref} and ${testProviderIntents.status} <> 'succeeded'`)
      .returning();
    return cancelled ? toPayment(cancelled) : this.retrieve(ref);
  }

  async capture(args: { ref: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, args.ref))
        .for('update');
      if (!intent) throw new AppError('NOT_FOUND', 'No such payment intent');
      const status = intent.status as TestIntentStatus;
      // Captured already (a retry, or a crash after the capture): Stripe answers the intent as it is.
      // Released (or lapsed) before the capture: nothing to charge, as Stripe answers a canceled intent.
      if (status === 'succeeded' || status === 'canceled') return toPayment(intent);
      if (status !== 'requires_capture')
        throw new AppError('CONFLICT', `This payment cannot be captured: its status is ${status}`);
      const amount = args.amountCents ?? intent.amountCents;
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amountCents)
        throw new AppError('CONFLICT', 'The amount to capture is larger than what was authorised');
      const [captured] = await tx
        .update(testProviderIntents)
        .set({ status: 'succeeded' satisfies TestIntentStatus, amountCapturedCents: amount })
        .where(eq(testProviderIntents.id, intent.id))
        .returning();
      return toPayment(captured!);
    });
  }

  async refund(args: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      // The intent's lock first: a retry racing the first request (same key) waits for it, then
      // finds its refund, as Stripe answers a repeated idempotency key with the first result.
      const [intent] = await tx
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, args.ref))
        .for('update');
      const [existing] = await tx
        .select({ id: testProviderRefunds.id })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotencyKey, args.idempotencyKey));
      if (existing) return existing;
      if (!intent || (intent.status as TestIntentStatus) !== 'succeeded')
        throw new AppError('CONFLICT', 'Only a succeeded payment can be refunded');
      const captured = intent.captureMethod === 'manual' ? intent.amountCapturedCents : intent.amountCents;
      if (intent.amountRefundedCents + args.amountCents > captured)
        throw new AppError('CONFLICT', 'The refund is larger than what is left of the payment');
      const id = newId('re');
      await tx.insert(testProviderRefunds).values({
        id,
        intentId: intent.id,
        idempotencyKey: args.idempotencyKey,
        amountCents: args.amountCents,
      });
      await tx
        .update(testProviderIntents)
        .set({ amountRefundedCents: intent.amountRefundedCents + args.amountCents })
        .where(eq(testProviderIntents.id, intent.id));
      return { id };
    });
  }

  /** The intent a client secret opens (the only credential of the card step, as with Stripe). */
  private async byClientSecret(clientSecret: string): Promise<IntentRow> {
    const id = /^(pi_test_[a-f0-9]{24})_secret_[a-f0-9]{24}$/.exec(clientSecret)?.[1];
    const [intent] = id ? await this.db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id)) : [];
    if (!intent || !safeEqual(intent.clientSecret, clientSecret))
      throw new AppError('NOT_FOUND', 'This payment was not found. Start the checkout again.');
    return intent;
  }

  /** Where the card step stands: paid, authorised, cancelled, or waiting for the challenge. */
  private answer(intent: IntentRow): CardStepAnswer {
    const status = intent.status as TestIntentStatus;
    if (status === 'canceled')
      return {
        status,
        intentId: intent.id,
        error: {
          code: 'payment_intent_unexpected_state',
          message: 'This payment has expired or was cancelled, and nothing was charged. Please check out again.',
        },
      };
    if (status === 'requires_action') return { status, intentId: intent.id, nextAction: { type: 'three_d_secure' } };
    return { status, intentId: intent.id };
  }

  /**
   * The browser's card confirmation (what Stripe.js does against Stripe). Answers the intent's new
   * state and the refusal, if any; a 3-D Secure card answers `requires_action` and waits for the
   * payer's answer to the challenge (`authenticate`).
   */
  async confirmCard(clientSecret: string, card: TestCard): Promise<CardStepAnswer> {
    const intent = await this.byClientSecret(clientSecret);
    if ((intent.status as TestIntentStatus) !== 'requires_payment_method') return this.answer(intent);
    const refusal = judgeCard(card, this.now());
    const next: Partial<IntentRow> = refusal
      ? { lastError: refusal }
      : requiresAuthentication(card)
        ? { status: 'requires_action' satisfies TestIntentStatus, lastError: null }
        : this.approved(intent);
    return this.move(intent, 'requires_payment_method', next, refusal);
  }

  /**
   * The payer's answer to the 3-D Secure challenge (Stripe's test page: "Complete" or "Fail"): the
   * payment goes on as a good card's would, or is refused as Stripe refuses it. Only while the
   * challenge is open; afterwards it answers where the intent stands.
   */
  async authenticate(clientSecret: string, outcome: unknown): Promise<CardStepAnswer> {
    const intent = await this.byClientSecret(clientSecret);
    if ((intent.status as TestIntentStatus) !== 'requires_action') return this.answer(intent);
    if (outcome !== 'complete' && outcome !== 'fail')
      throw AppError.badInput([{ path: 'outcome', msg: 'Answer the challenge with complete or fail' }]);
    const refusal = outcome === 'fail' ? AUTHENTICATION_FAILED : undefined;
    const next: Partial<IntentRow> = refusal
      ? { status: 'requires_payment_method' satisfies TestIntentStatus, lastError: refusal }
      : this.approved(intent);
    return this.move(intent, 'requires_action', next, refusal);
  }

  /** A good card: charged (automatic capture) or authorised until captured (manual). */
  private approved(intent: IntentRow): Partial<IntentRow> {
    return intent.captureMethod === 'manual'
      ? { status: 'requires_capture' satisfies TestIntentStatus, lastError: null }
      : { status: 'succeeded' satisfies TestIntentStatus, amountCapturedCents: intent.amountCents, lastError: null };
  }

  /**
   * Moves the intent on if it is still `from`, tells the app (as Stripe's webhook would), and answers
   * the browser. A concurrent confirmation that got there first is reported as it left the intent.
   */
  private async move(
    intent: IntentRow,
    from: TestIntentStatus,
    next: Partial<IntentRow>,
    refusal: CardRefusal | undefined,
  ): Promise<CardStepAnswer> {
    const [updated] = await this.db
      .update(testProviderIntents)
      .set(next)
      .where(sql`${testProviderIntents.id} = ${intent.id} and ${testProviderIntents.status} = ${from}`)
      .returning();
    const final = updated ?? (await this.row(intent.id));
    const answer = this.answer(final);
    const event = eventOf(answer.status);
    if (event) await this.onEvent({ type: event, paymentRef: intent.id });
    return refusal && updated ? { ...answer, error: refusal } : answer;
  }
}
