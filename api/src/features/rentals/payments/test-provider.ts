import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { safeEqual } from '../../../lib/tokens.js';
import type { CaptureMethod, IntentStatus, PaymentEvent, PaymentProvider, ProviderIntent } from './payment-provider.js';
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
  if (SUCCEEDING.has(digits)) return undefined;
  return (
    DECLINING[digits] ?? {
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined. This is a test payment: use a test card such as 4242 4242 4242 4242.',
    }
  );
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

type IntentRow = typeof testProviderIntents.$inferSelect;

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amountCents: row.amountCents,
  currency: row.currency,
  lastError: row.lastError?.message,
});

/**
 * The embedded default: a card processor that behaves like Stripe's test mode, keeping its ledger
 * in its own tables. The browser confirms a card with `confirmCard` (an HTTP endpoint), and the
 * outcome reaches the app the way a webhook would, through `onEvent`.
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

  async createIntent(args: {
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    captureMethod?: CaptureMethod;
  }): Promise<ProviderIntent> {
    const id = newId('pi');
    const [created] = await this.db
      .insert(testProviderIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotencyKey: args.idempotencyKey,
        amountCents: args.amountCents,
        currency: args.currency.toLowerCase(),
        status: 'requires_payment_method',
        captureMethod: args.captureMethod ?? 'automatic',
        metadata: args.metadata,
      })
      .onConflictDoNothing({ target: testProviderIntents.idempotencyKey })
      .returning();
    if (created) return toIntent(created);
    const [existing] = await this.db
      .select()
      .from(testProviderIntents)
      .where(eq(testProviderIntents.idempotencyKey, args.idempotencyKey));
    return toIntent(existing!);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    const [row] = await this.db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such payment intent');
    return toIntent(row);
  }

  async cancelIntent(id: string): Promise<ProviderIntent> {
    // One statement: a card confirmation racing it either finds the intent canceled or wins first.
    const [cancelled] = await this.db
      .update(testProviderIntents)
      .set({ status: 'canceled' })
      .where(sql`${testProviderIntents.id} = ${id} and ${testProviderIntents.status} <> 'succeeded'`)
      .returning();
    return cancelled ? toIntent(cancelled) : this.retrieveIntent(id);
  }

  async capture(args: { intentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderIntent> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, args.intentId))
        .for('update');
      if (!intent) throw new AppError('NOT_FOUND', 'No such payment intent');
      // Captured already (a retry, or a crash after the capture): Stripe answers the intent as it is.
      if (intent.status === 'succeeded') return toIntent(intent);
      // Released (or lapsed) before the capture: nothing to charge, as Stripe answers a canceled intent.
      if (intent.status === 'canceled') return toIntent(intent);
      if (intent.status !== 'requires_capture')
        throw new AppError('CONFLICT', `This payment cannot be captured: its status is ${intent.status}`);
      const amount = args.amountCents ?? intent.amountCents;
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amountCents)
        throw new AppError('CONFLICT', 'The amount to capture is larger than what was authorised');
      const [captured] = await tx
        .update(testProviderIntents)
        .set({ status: 'succeeded', amountCapturedCents: amount })
        .where(eq(testProviderIntents.id, intent.id))
        .returning();
      return toIntent(captured!);
    });
  }

  async refund(args: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      // The intent's lock first: a retry racing the first request (same key) waits for it, then
      // finds its refund, as Stripe answers a repeated idempotency key with the first result.
      const [intent] = await tx
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, args.intentId))
        .for('update');
      const [existing] = await tx
        .select({ id: testProviderRefunds.id })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotencyKey, args.idempotencyKey));
      if (existing) return existing;
      if (!intent || intent.status !== 'succeeded')
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

  /**
   * The browser's card confirmation (what Stripe.js does against Stripe). The client secret is the
   * only credential, as with Stripe. Answers the intent's new state and the refusal, if any.
   */
  async confirmCard(
    clientSecret: string,
    card: TestCard,
  ): Promise<{ status: IntentStatus; error?: CardRefusal; intentId: string }> {
    const id = /^(pi_test_[a-f0-9]{24})_secret_[a-f0-9]{24}$/.exec(clientSecret)?.[1];
    const [intent] = id ? await this.db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id)) : [];
    if (!intent || !safeEqual(intent.clientSecret, clientSecret))
      throw new AppError('NOT_FOUND', 'This payment was not found. Start the checkout again.');
    if (intent.status === 'succeeded' || intent.status === 'requires_capture')
      return { status: intent.status, intentId: intent.id };
    if (intent.status === 'canceled') {
      return {
        status: 'canceled',
        intentId: intent.id,
        error: {
          code: 'payment_intent_unexpected_state',
          message: 'This payment has expired or was cancelled, and nothing was charged. Please check out again.',
        },
      };
    }
    const refusal = judgeCard(card, this.now());
    const [updated] = await this.db
      .update(testProviderIntents)
      .set(
        refusal
          ? { lastError: refusal }
          : intent.captureMethod === 'manual'
            ? { status: 'requires_capture', lastError: null }
            : { status: 'succeeded', amountCapturedCents: intent.amountCents, lastError: null },
      )
      .where(
        sql`${testProviderIntents.id} = ${intent.id} and ${testProviderIntents.status} = 'requires_payment_method'`,
      )
      .returning();
    // A concurrent confirmation got there first: report what it did.
    const final = updated ?? (await this.retrieveIntent(intent.id));
    const status = final.status as IntentStatus;
    await this.onEvent({
      type: status === 'succeeded' ? 'succeeded' : status === 'requires_capture' ? 'authorized' : 'failed',
      intentId: intent.id,
    });
    return refusal ? { status, error: refusal, intentId: intent.id } : { status, intentId: intent.id };
  }
}
