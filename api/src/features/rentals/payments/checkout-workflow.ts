import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { inTransaction, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import { lockTools, releaseStaleHolds } from '../bookings/availability.js';
import type { Announcements, BookingService, RefundQueue } from '../bookings/booking.service.js';
import { recordCreation, unitsProblem, withFreshCodes } from '../bookings/booking-creation.js';
import { rulesProblem } from '../tools/booking-rules.js';
import { bookings, type BookingActor, type BookingRow } from '../bookings/booking.table.js';
import {
  authorisedWhere,
  heldWhere,
  isAwaitingAnswer,
  isExpired,
  isHeld,
  recordTransition,
  requestDeadline,
} from '../bookings/lifecycle.js';
import { DEPOSIT_HELD } from '../bookings/deposit-status.js';
import { REFUND_DUE } from '../bookings/refund-status.js';
import type { CartService } from '../bookings/cart.service.js';
import type { ToolRow } from '../tools/tool.table.js';
import {
  FOLLOW_UP_SECONDS,
  HOLD_MINUTES,
  HOLD_QUEUE,
  MAX_PAYMENT_CENTS,
  REQUEST_JOB_OPTIONS,
  REQUEST_QUEUE,
  UNALLOCATED_REFUND_OPTIONS,
  UNALLOCATED_REFUND_QUEUE,
  type RequestJob,
} from './checkout-constants.js';
import { paymentsUnavailable } from './disabled-provider.js';
import { recordCharge, recordDepositHeld, recordEarnings } from './ledger.js';
import {
  PaymentProviderError,
  type CaptureMethod,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';
import { isAuthorized, isPaid, isPending, isSettled, movePayment, paymentPendingWhere } from './payment-status.js';
import { payerOf, payments, type PaymentRow } from './payment.table.js';
import type { RequestNotes } from './request-notes.js';
import { carryInquiries } from '../messages/message.service.js';

/**
 * When the card is charged, the workflow's one parameter. at_confirmation: instant booking, the
 * processor captures when the payer confirms. on_acceptance: a request to book, the card is only
 * authorised then, and captured when the owner accepts.
 */
export type CaptureMoment = 'at_confirmation' | 'on_acceptance';
const CAPTURE_METHOD: Record<CaptureMoment, CaptureMethod> = { at_confirmation: 'automatic', on_acceptance: 'manual' };

export interface CheckoutResult {
  payment: PaymentRow;
  bookings: BookingRow[];
}

/** One priced line to hold: a tool for a period. */
export interface CheckoutLine {
  /** Where a problem with this line is reported (a cart line's `lines.<id>`); without one it is the whole answer. */
  path?: string;
  /** The tool as it was priced: its terms (policy, mode, deposit) go with the booking. */
  tool: ToolRow;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
  priceCents: number;
  billedMinutes: number;
  /** The discount for a rental this long, in percent, already taken off the amount. */
  discountPercent: number;
  /** The rental: the unit amount times the quantity. */
  amountCents: number;
  /** Charged with the rental, refunded after the return. */
  depositCents: number;
}

/** Another checkout of the same renter committed first (two windows): the caller looks again. */
export class ConcurrentCheckout extends AppError {
  constructor() {
    super('CONFLICT', 'Another checkout of yours started at the same moment: reload your cart and pay again');
  }
}

/** Thrown inside a transaction to roll it back and report per-line problems. */
class LineProblems extends AppError {
  constructor(fields: FieldError[]) {
    super(
      'CONFLICT',
      fields.length === 1 ? fields[0]!.msg : 'Some lines of your cart cannot be booked as they are',
      fields,
    );
  }
}

const intentMismatch = (intent: ProviderPayment, payment: PaymentRow) =>
  new Error(`Intent ${intent.id} is for ${intent.amountCents} cents, payment ${payment.id} for ${payment.amountCents}`);

/**
 * The checkout workflow: from priced lines to paid (or requested) bookings, in named steps, after
 * Medusa's complete-cart workflow. Instant booking (the cart) and request to book run the same steps;
 * the capture moment decides which branch step 5 takes and whether step 6 happens.
 *
 *   start    1. checkTotal        the total the payer saw is the total priced now, and one card can pay it
 *            2. holdPeriods       one transaction: lock the tools, release stale holds, check the units,
 *                                 insert the payment, hold each line (15 minutes), queue the hold's expiry
 *            3. openIntent        ask the processor for the payment (its idempotency key is the payment's)
 *   ... the payer's card step, in the browser, with the processor ...
 *   settle   4. readOutcome       ask the processor where the payment stands (never trust an event alone)
 *            5. confirmBookings   captured (at_confirmation): the holds become paid bookings, the money in
 *                                 the ledger; a hold whose period was taken meanwhile is refunded
 *            5. requestBookings   authorised (on_acceptance): the holds become requests, the owner is asked
 *            5. releaseHolds      refused or cancelled: the holds expire, nothing was charged
 *            5. recordPrepaid     the old client's payment (made before it books): charged whole, with the
 *                                 refund of what no booking takes queued for UNALLOCATED_REFUND_MINUTES
 *   accept   6. captureCharge     the owner accepted: the processor takes the authorised money
 *            7. recordCapture     the request is confirmed, the money in the ledger
 *   end      releaseAuthorization a request that ended uncharged: the authorisation is released
 *
 * Each money step is safe across a crash between the processor's answer and our commit: the processor
 * is asked with the same idempotency key again, and the record is written by a transaction that moves
 * the payment only from the state it expects (`movePayment`), so doing it twice changes nothing. The
 * processor is never called inside a transaction (PGlite has one connection).
 */
/** What checkout needs from the rest of the app; the checkout service and its workflow share it. */
export interface CheckoutDeps {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  bookings: BookingService;
  refunds: RefundQueue;
  cart: CartService;
  jobs: Jobs;
  logger: Logger;
  notifications?: NotificationService;
  /** The site's address: a processor's own checkout page sends the payer back to it. */
  publicUrl?: () => string;
}

export class CheckoutWorkflow {
  constructor(private readonly deps: CheckoutDeps & { notes: RequestNotes }) {}

  private now() {
    return this.deps.bookings.now();
  }

  /**
   * Holds are written before the processor is asked for its payment: without a processor, a checkout
   * must stop before it holds periods or lets go of an earlier checkout's.
   */
  ensurePaymentsAvailable(): void {
    if (this.deps.provider.name === 'disabled') throw paymentsUnavailable();
  }

  // ================================================================ start: steps 1 to 3

  /** Steps 1 to 3: the lines held under one payment, and the processor's payment the browser confirms. */
  async start(input: {
    renterId: string;
    lines: CheckoutLine[];
    capture: CaptureMoment;
    expectedTotalCents?: number | null;
    /** The cart's rule: one unfinished checkout of a renter at a time (a second one is ConcurrentCheckout). */
    oneAtATime?: boolean;
    /** In the payer's words: what to look at again when the total moved, and what was too large. */
    words: { checkAgain: string; tooLarge: string };
  }): Promise<CheckoutResult> {
    const { total, currency } = this.checkTotal(input.lines, input.expectedTotalCents, input.words);
    const held = await this.holdPeriods({ ...input, total, currency });
    this.deps.bookings.availabilityChanged();
    return { payment: await this.openIntent(held.payment), bookings: held.bookings };
  }

  /**
   * Step 1: what the card pays (every line's rental and its deposit) is what the payer saw, in the
   * one currency of its tools (a payment never mixes currencies).
   */
  private checkTotal(
    lines: CheckoutLine[],
    expectedTotalCents: number | null | undefined,
    words: { checkAgain: string; tooLarge: string },
  ) {
    const currencies = [...new Set(lines.map((l) => l.tool.currency))];
    if (currencies.length > 1)
      throw new AppError(
        'CONFLICT',
        `One payment is in one currency, and these tools are priced in ${currencies.join(' and ')}: pay for each currency's tools apart`,
      );
    const currency = currencies[0] ?? this.deps.config.currency;
    const total = lines.reduce((sum, l) => sum + l.amountCents + l.depositCents, 0);
    this.assertTotal({ amountCents: total, currency }, expectedTotalCents, words.checkAgain);
    if (total > MAX_PAYMENT_CENTS) throw new AppError('CONFLICT', words.tooLarge);
    return { total, currency };
  }

  /** The total the payer saw, if they said, is `total`. */
  assertTotal(
    total: { amountCents: number; currency: string },
    expectedTotalCents: number | null | undefined,
    checkAgain: string,
  ): void {
    const money = (cents: number) => formatMoney(cents, total.currency);
    if (expectedTotalCents != null && expectedTotalCents !== total.amountCents)
      throw new AppError(
        'CONFLICT',
        `The total is now ${money(total.amountCents)}, not ${money(expectedTotalCents)}: ${checkAgain}`,
      );
  }

  /**
   * Step 2, one transaction: the tools locked, stale holds released, each line's units checked (each
   * check sees the holds this transaction already made), the payment inserted with its capture
   * method, each line held for HOLD_MINUTES, and the hold's expiry queued.
   */
  private async holdPeriods(input: {
    renterId: string;
    lines: CheckoutLine[];
    capture: CaptureMoment;
    total: number;
    currency: string;
    oneAtATime?: boolean;
  }): Promise<CheckoutResult> {
    const now = this.now();
    return withFreshCodes(() =>
      this.deps.db.transaction(async (tx) => {
        if (input.oneAtATime) {
          // A second window that got here too looks again, then continues this checkout or lets go of it.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, input.renterId)).for('no key update');
          if ((await this.pendingCheckouts(input.renterId, tx)).length) throw new ConcurrentCheckout();
        }
        const locked = await lockTools(
          tx,
          input.lines.map((l) => l.tool.id),
        );
        await releaseStaleHolds(tx, [...locked.keys()], now);
        const [payment] = await tx
          .insert(payments)
          .values({
            userId: input.renterId,
            purpose: 'checkout',
            provider: this.deps.provider.name,
            amountCents: input.total,
            currency: input.currency,
            captureMethod: CAPTURE_METHOD[input.capture],
          })
          .returning();
        const held: BookingRow[] = [];
        const problems: FieldError[] = [];
        for (const line of input.lines) {
          const tool = locked.get(line.tool.id)!;
          const problem =
            tool.currency !== input.currency
              ? `it is priced in ${tool.currency} now, not ${input.currency}: look at its price again`
              : (rulesProblem(tool, line, line.billedMinutes, now)?.msg ??
                (await unitsProblem(tx, tool, line, line.quantity, now)));
          if (problem && !line.path) throw new AppError('CONFLICT', `${tool.name}: ${problem}`);
          if (problem) {
            problems.push({ path: line.path!, msg: `${tool.name}: ${problem}` });
            continue;
          }
          const booking = await recordCreation(
            tx,
            {
              toolId: tool.id,
              renterId: input.renterId,
              ownerId: tool.ownerId,
              paymentId: payment!.id,
              quantity: line.quantity,
              startsAt: line.startsAt,
              endsAt: line.endsAt,
              rentalCircle: tool.rentalCircle,
              billedMinutes: line.billedMinutes,
              priceCents: line.priceCents,
              discountPercent: line.discountPercent,
              amountCents: line.amountCents,
              status: 'held',
              exclusive: tool.units === 1,
              holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
            },
            // The terms priced in the total.
            line.tool,
          );
          held.push(booking);
        }
        if (problems.length) throw new LineProblems(problems);
        await this.deps.jobs.send(
          HOLD_QUEUE,
          { paymentId: payment!.id },
          { startAfter: HOLD_MINUTES * 60 + 5, retryLimit: 10, ...inTransaction(tx) },
        );
        return { payment: payment!, bookings: held };
      }),
    );
  }

  /**
   * Step 3: the payment's processor-side payment (or the one it has). A processor that does not
   * answer releases the holds at once, so that nothing stays held for a card step that cannot happen.
   */
  async openIntent(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.clientSecret) return payment;
    try {
      return await this.attachIntent(payment);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        await this.release(payment.id, 'refuse', 'The payment service did not answer');
      throw error;
    }
  }

  /**
   * Asks the processor for the payment and records it. The idempotency key is the payment's: asking
   * again (a retry, a second window, a crash before the record was written) answers the same one,
   * never a second. A payment released meanwhile gets its processor-side payment cancelled, unpaid.
   */
  async attachIntent(payment: PaymentRow, returnUrl = this.returnUrl(payment)): Promise<PaymentRow> {
    let intent: ProviderPayment;
    try {
      const [payer] = await this.deps.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, payerOf(payment)));
      intent = await this.deps.provider.initiate({
        amountCents: payment.amountCents,
        currency: payment.currency,
        idempotencyKey: `${payment.purpose}-${payment.id}`,
        metadata: { paymentId: payment.id, userId: payerOf(payment) },
        captureMethod: payment.captureMethod,
        payerEmail: payer?.email,
        returnUrl,
      });
    } catch (error) {
      this.deps.logger.error({ err: error, paymentId: payment.id }, 'payment intent could not be created');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment service is not answering. Nothing was charged; please try again in a moment.',
      );
    }
    const [updated] = await this.deps.db
      .update(payments)
      .set({ intentId: intent.id, clientSecret: intent.clientSecret, updatedAt: this.now() })
      .where(and(eq(payments.id, payment.id), paymentPendingWhere()))
      .returning();
    if (updated) return updated;
    await this.deps.provider.cancel(intent.id).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'payment intent could not be cancelled');
    });
    throw new AppError(
      'CONFLICT',
      'This payment was released meanwhile (in another window?), and nothing was charged: check your cart and pay again',
    );
  }

  /**
   * The page that confirms a payment once the payer is back from a processor's own checkout page: the
   * processing page of a checkout, "Request sent" for a request to book. The old client's payments
   * have no page here (its own page confirms them).
   */
  private returnUrl(payment: PaymentRow): string | undefined {
    if (payment.purpose !== 'checkout' || !this.deps.publicUrl) return undefined;
    const page = payment.captureMethod === 'manual' ? '/user/request-sent' : '/user/booking-page';
    return `${this.deps.publicUrl()}${page}?${new URLSearchParams({ payment: payment.id })}`;
  }

  // ================================================================ settle: steps 4 and 5

  /**
   * Makes our records agree with the processor's (the browser's confirmation, a webhook, the hold's
   * expiry, a resume: whoever asks, however often). Captured gives one set of bookings, authorised
   * one set of requests; refused or cancelled releases the holds (PAYMENT_FAILED).
   */
  async settle(paymentId: string): Promise<CheckoutResult & { pending: boolean }> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw AppError.notFound('The payment');
    if (isSettled(payment)) return { payment, bookings: await this.bookingsOf(payment.id), pending: false };
    if (!payment.intentId) throw new AppError('CONFLICT', 'This payment was never started: check out again');
    const outcome = await this.readOutcome(payment.intentId);
    if (outcome.status === 'captured') {
      if (outcome.amountCents !== payment.amountCents) throw intentMismatch(outcome, payment);
      const settled =
        payment.purpose === 'legacy' ? await this.recordPrepaid(payment.id) : await this.confirmBookings(payment.id);
      return { ...settled, pending: false };
    }
    if (outcome.status === 'authorized' && payment.captureMethod === 'manual') {
      if (outcome.amountCents !== payment.amountCents) throw intentMismatch(outcome, payment);
      await this.requestBookings(payment.id);
      const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      return { payment: current!, bookings: await this.bookingsOf(payment.id), pending: false };
    }
    if (outcome.status === 'canceled' || (outcome.status === 'pending' && outcome.refusal)) {
      const message = outcome.refusal ?? 'This payment has expired, and nothing was charged. Please check out again.';
      await this.release(payment.id, outcome.status === 'canceled' ? 'release' : 'refuse', message);
      throw new AppError('PAYMENT_FAILED', message);
    }
    // The card step has not finished (a challenge open, the processor still working): nothing to do yet.
    return { payment, bookings: await this.bookingsOf(payment.id), pending: true };
  }

  /** Step 4: where the payment stands at the processor, in our words. */
  private async readOutcome(ref: string): Promise<ProviderPayment> {
    try {
      return await this.deps.provider.retrieve(ref);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment service is not answering. Please try again in a moment.');
    }
  }

  /**
   * A hold that lapsed before the money (or the authorisation) arrived keeps its period only if nobody
   * took it meanwhile: `kept` go ahead, `lost` are cancelled. The tools are locked first.
   */
  private async sortLapsedHolds(tx: Executor, own: BookingRow[], now: Date) {
    const locked = await lockTools(
      tx,
      own.map((b) => b.toolId),
    );
    const kept: BookingRow[] = [];
    const lost: BookingRow[] = [];
    for (const booking of own) {
      if (isHeld(booking)) kept.push(booking);
      else if (isExpired(booking)) {
        const problem = await unitsProblem(tx, locked.get(booking.toolId)!, booking, booking.quantity, now);
        (problem ? lost : kept).push(booking);
      }
    }
    return { kept, lost };
  }

  /**
   * The money moved: the charge (each booking's amount and deposit) and the deposits held for every
   * booking the payment paid, and the owner's earning and the platform's fee for those going ahead.
   */
  private async recordMoney(
    tx: Executor,
    payment: PaymentRow,
    booked: { charged: BookingRow[]; earning: BookingRow[] },
    now: Date,
  ): Promise<void> {
    await recordCharge(tx, payment, booked.charged, now);
    await recordDepositHeld(tx, booked.charged, { currency: payment.currency, now });
    await this.recordEarnings(tx, booked.earning);
  }

  /** Paid bookings: each one's amount is split between its owner and the platform in the ledger. */
  async recordEarnings(tx: Executor, paid: BookingRow[]): Promise<void> {
    await recordEarnings(tx, paid, {
      feeBasisPoints: this.deps.config.platformFeeBasisPoints,
      now: this.now(),
    });
  }

  /**
   * Step 5, captured at the confirmation: the payment is paid, the holds become confirmed bookings
   * (a lapsed one only if its period is still free; otherwise it is cancelled and refunded), the money
   * is in the ledger and the lines leave the cart. Recorded once, however often it runs.
   */
  private async confirmBookings(paymentId: string): Promise<CheckoutResult> {
    let announcements: Announcements = { notes: [], bookings: [] };
    const result = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      const now = this.now();
      const paid = await movePayment(tx, { name: 'pay', paymentId, now });
      if (!paid) return payment!;
      const own = await this.bookingsOf(paymentId, tx);
      const { kept, lost } = await this.sortLapsedHolds(tx, own, now);
      // A deposit is held from the charge on; a booking without one has no deposit status.
      const withDeposit = kept.filter((b) => b.depositCents > 0).map((b) => b.id);
      const withoutDeposit = kept.filter((b) => b.depositCents <= 0).map((b) => b.id);
      await recordTransition(tx, {
        name: 'confirm_payment',
        bookingIds: withDeposit,
        actor: 'system',
        now,
        changes: { confirmedAt: now, holdExpiresAt: null, depositStatus: DEPOSIT_HELD },
      });
      await recordTransition(tx, {
        name: 'confirm_payment',
        bookingIds: withoutDeposit,
        actor: 'system',
        now,
        changes: { confirmedAt: now, holdExpiresAt: null },
      });
      // Every charged deposit is kept apart, also a lost period's (its cancellation gives it back).
      await this.recordMoney(tx, paid, { charged: own, earning: kept }, now);
      for (const booking of lost) {
        await recordTransition(tx, {
          name: 'lose_period',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: {
            cancelledAt: now,
            cancelReason: 'unavailable',
            refundStatus: REFUND_DUE,
            holdExpiresAt: null,
            depositStatus: booking.depositCents > 0 ? DEPOSIT_HELD : null,
          },
        });
        await this.deps.refunds.queueRefund(tx, booking.id);
      }
      await this.deps.cart.removePaid(tx, payerOf(paid), own);
      // The renter's questions about these tools carry into their bookings.
      await carryInquiries(tx, kept);
      announcements = await this.deps.bookings.onConfirmed(
        tx,
        kept.map((b) => b.id),
      );
      if (lost.length) {
        const notes = await this.deps.bookings.notifyLost(tx, lost);
        announcements = { notes: [...announcements.notes, ...notes], bookings: [...announcements.bookings, ...lost] };
      }
      return paid;
    });
    this.deps.bookings.announce(announcements);
    return { payment: result, bookings: await this.bookingsOf(paymentId) };
  }

  /**
   * Step 5 for the old client's payment (paid before it books): charged whole; its bookings take from
   * it later, and what none takes goes back after UNALLOCATED_REFUND_MINUTES (its job is queued here).
   */
  private async recordPrepaid(paymentId: string): Promise<CheckoutResult> {
    const payment = await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const paid = await movePayment(tx, { name: 'pay', paymentId, now });
      if (!paid) return (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
      await recordCharge(tx, paid, [], now);
      await this.deps.jobs.send(
        UNALLOCATED_REFUND_QUEUE,
        { paymentId },
        {
          startAfter: this.deps.config.unallocatedRefundMinutes * 60,
          ...UNALLOCATED_REFUND_OPTIONS,
          ...inTransaction(tx),
        },
      );
      return paid;
    });
    return { payment, bookings: [] };
  }

  /**
   * Step 5, authorised (captured on the owner's acceptance): the holds become requests with their
   * deadline (the earlier of REQUEST_RESPONSE_HOURS and the start) and the owner is asked. A hold that
   * lapsed and lost its period is closed, and with nothing left to ask for the authorisation is
   * released (nothing was charged, so nothing is refunded). Nothing is in the ledger: no money moved.
   */
  private async requestBookings(paymentId: string): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    const releasing = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || !isPending(payment)) return false;
      const now = this.now();
      const own = await this.bookingsOf(paymentId, tx);
      const { kept, lost } = await this.sortLapsedHolds(tx, own, now);
      await movePayment(tx, { name: 'authorize', paymentId, now, changes: { failureMessage: null } });
      const drafts: NotificationDraft[] = [];
      await carryInquiries(tx, kept);
      for (const booking of kept) {
        const deadline = requestDeadline(booking.startsAt, now, this.deps.config.bookings);
        await recordTransition(tx, {
          name: 'authorize_payment',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: { holdExpiresAt: null, requestExpiresAt: deadline },
        });
        await this.deps.jobs.send(REQUEST_QUEUE, { action: 'expire', bookingId: booking.id } satisfies RequestJob, {
          startAfter: deadline,
          ...REQUEST_JOB_OPTIONS,
          ...inTransaction(tx),
        });
        drafts.push(...(await this.deps.notes.requested(tx, booking.id)));
      }
      for (const booking of lost) {
        await recordTransition(tx, {
          name: 'lose_period',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: { cancelledAt: now, cancelReason: 'unavailable', holdExpiresAt: null },
          note: 'The card was authorised after the hold ended and the period was taken: the authorisation is released, nothing was charged.',
        });
        drafts.push(...(await this.deps.notes.closed(tx, 'lose_period', booking.id)));
      }
      const nothingAsked = lost.length > 0 && !kept.length;
      if (nothingAsked) await this.queueRelease(tx, paymentId);
      announcements = { notes: await this.notify(tx, drafts), bookings: own };
      return nothingAsked;
    });
    this.deps.bookings.announce(announcements);
    if (releasing) await this.releaseAuthorizationQuietly(paymentId);
  }

  // ================================================================ accept: steps 6 and 7

  /**
   * Step 6: charges an accepted request's card (same key every time), then records it (step 7).
   * Safe to repeat. An authorisation that lapsed before the charge closes the request (PAYMENT_FAILED).
   */
  async captureCharge(bookingId: string): Promise<void> {
    const [booking] = await this.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking?.paymentId || !isAwaitingAnswer(booking) || !booking.acceptedAt) return;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, booking.paymentId));
    if (!payment?.intentId || isPaid(payment)) return;
    const charged = await this.captureAuthorized({ ...payment, intentId: payment.intentId });
    if (charged.status === 'canceled') {
      await this.closeUncharged(booking, charged.refusal);
      throw new AppError(
        'PAYMENT_FAILED',
        charged.refusal
          ? `The renter's card was refused ("${charged.refusal}"): the request is closed, nothing was charged and the dates are free again.`
          : "The renter's card authorisation expired before it could be charged: the request is closed, nothing was charged and the dates are free again.",
      );
    }
    if (charged.status !== 'captured')
      throw new Error(`Capture of ${charged.id} for booking ${bookingId} answered ${charged.status}`);
    await this.recordCapture(bookingId);
  }

  /**
   * Takes all of an authorised payment at the processor, with the payment's own capture key (asking
   * again answers the same capture). A processor that does not answer is SERVICE_UNAVAILABLE: the
   * caller's job tries again. Requests to book and extensions charge their cards this way.
   */
  async captureAuthorized(payment: PaymentRow & { intentId: string }): Promise<ProviderPayment> {
    try {
      return await this.deps.provider.capture({
        ref: payment.intentId,
        amountCents: payment.amountCents,
        idempotencyKey: `capture-${payment.id}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The card processor is not answering. The charge is retried shortly.');
    }
  }

  /**
   * Step 7: the processor charged the card: the payment is captured, the request confirmed, and the
   * charge, the owner's earning, the fee and the deposit are in the ledger, as step 5 writes them.
   * Recorded once, however often it runs.
   */
  async recordCapture(bookingId: string): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking?.paymentId) return;
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, booking.paymentId)).for('update');
      const now = this.now();
      const captured = await movePayment(tx, { name: 'capture', paymentId: booking.paymentId, now });
      if (!captured) return;
      const moved = await recordTransition(tx, {
        name: 'accept_request',
        bookingIds: [booking.id],
        actor: 'owner',
        actorId: booking.ownerId,
        now,
        changes: {
          confirmedAt: now,
          requestExpiresAt: null,
          depositStatus: booking.depositCents > 0 ? DEPOSIT_HELD : null,
        },
      });
      if (!moved.length) throw new Error(`Booking ${booking.id} was charged but is ${booking.status}, not requested`);
      await this.recordMoney(tx, captured, { charged: [booking], earning: [booking] }, now);
      announcements = {
        notes: await this.notify(tx, await this.deps.notes.accepted(tx, booking.id)),
        bookings: [booking],
      };
    });
    this.deps.bookings.announce(announcements);
  }

  /**
   * The processor let the authorisation go before the charge (Stripe cancels an uncaptured payment
   * after about 7 days; a bank may cancel it sooner): the request closes uncharged, as an unanswered
   * one does, the period is free, and both sides are told why. Nothing is left to release.
   */
  /**
   * An accepted request whose card could not be charged: its authorisation lapsed, or (a processor
   * that charges a saved card) the card was refused, in the processor's words `refusal`.
   */
  private async closeUncharged(booking: BookingRow, refusal: string | undefined): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const moved = await recordTransition(tx, {
        name: 'expire_request',
        bookingIds: [booking.id],
        actor: 'system',
        actorId: null,
        now,
        changes: { requestExpiresAt: null },
        note: refusal
          ? `The card was refused at the charge: ${refusal}`
          : 'The card authorisation expired before the charge',
      });
      if (!moved.length) return;
      await movePayment(tx, {
        name: 'lapse',
        paymentId: booking.paymentId!,
        now,
        changes: {
          failureMessage: refusal
            ? `The card was refused when it was charged: ${refusal}`
            : "The card's authorisation expired before it was charged.",
        },
      });
      const drafts = refusal
        ? await this.deps.notes.closed(tx, 'charge_refused', booking.id, refusal)
        : await this.deps.notes.closed(tx, 'authorisation_lapsed', booking.id);
      announcements = { notes: await this.notify(tx, drafts), bookings: [booking] };
    });
    this.deps.bookings.announce(announcements);
  }

  // ================================================================ letting go

  /** In the transaction that ends a request uncharged: the release of its authorisation is queued. */
  async queueRelease(tx: Executor, paymentId: string): Promise<void> {
    await this.deps.jobs.send(REQUEST_QUEUE, { action: 'release', paymentId } satisfies RequestJob, {
      startAfter: FOLLOW_UP_SECONDS,
      ...REQUEST_JOB_OPTIONS,
      ...inTransaction(tx),
    });
  }

  /** Releases at once what was queued; the job retries whatever the processor did not answer. */
  async releaseAuthorizationQuietly(paymentId: string): Promise<void> {
    await this.releaseAuthorization(paymentId).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, paymentId }, 'authorisation not released yet; the job retries');
    });
  }

  /**
   * Releases the authorisation of a request that ended uncharged, at the processor first; then the
   * payment is cancelled. Never while one of its bookings is still a request or was charged.
   */
  async releaseAuthorization(paymentId: string): Promise<void> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment?.intentId || !isAuthorized(payment)) return;
    const open = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.paymentId, paymentId), authorisedWhere()));
    if (open.length) return;
    let released: ProviderPayment;
    try {
      released = await this.deps.provider.cancel(payment.intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The card processor is not answering. The release is retried shortly.');
    }
    if (released.status !== 'canceled') {
      this.deps.logger.error({ paymentId, status: released.status }, 'an uncharged request could not be released');
      throw new Error(`Intent ${released.id} of payment ${paymentId} is ${released.status}, not canceled`);
    }
    await movePayment(this.deps.db, {
      name: 'release_authorization',
      paymentId,
      now: this.now(),
      changes: { failureMessage: 'The request ended without a charge: the authorisation was released.' },
    });
  }

  /**
   * Step 5, refused or cancelled (or never created): the payment lets go of its holds; the processor's
   * payment is cancelled too, so that the browser cannot try another card on it.
   */
  async release(paymentId: string, how: 'refuse' | 'release', message: string): Promise<void> {
    const payment = await this.releaseHolds(paymentId, how, message);
    if (payment?.intentId) {
      await this.deps.provider.cancel(payment.intentId).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, paymentId }, 'payment intent could not be cancelled');
      });
    }
  }

  /**
   * Our side of letting go: the payment leaves 'pending' and its holds expire, in one transaction.
   * `cancelledIntent`: only if the payment's intent is still this one (null: still none), so that an
   * intent recorded meanwhile is cancelled at the processor before the payment counts as released.
   */
  async releaseHolds(
    paymentId: string,
    how: 'refuse' | 'release',
    message: string,
    by: {
      cancelledIntent?: string | null;
      transition?: 'release_hold' | 'expire_hold';
      actor?: BookingActor;
      actorId?: string;
    } = {},
  ): Promise<PaymentRow | undefined> {
    const sameIntent: SQL | undefined =
      by.cancelledIntent === undefined
        ? undefined
        : by.cancelledIntent === null
          ? isNull(payments.intentId)
          : eq(payments.intentId, by.cancelledIntent);
    const payment = await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const changed = await movePayment(tx, {
        name: how,
        paymentId,
        now,
        changes: { failureMessage: message },
        where: sameIntent,
      });
      if (!changed) return undefined;
      const held = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.paymentId, paymentId), heldWhere()));
      await recordTransition(tx, {
        name: by.transition ?? 'release_hold',
        bookingIds: held.map((b) => b.id),
        actor: by.actor ?? 'system',
        actorId: by.actorId ?? null,
        now,
        changes: { holdExpiresAt: null },
        note: message,
      });
      return changed;
    });
    if (payment) this.deps.bookings.availabilityChanged();
    return payment;
  }

  /**
   * Lets go of a payment nobody paid (yet): the processor's payment is cancelled first, and only then
   * do our records say released. In that order, a card confirmed at the same moment either finds it
   * cancelled or was paid first, and a paid one is settled here instead. A crash between the two steps
   * leaves a cancelled processor payment behind a pending one: the next look (the expiry job, a
   * resume, a release) settles it as cancelled.
   */
  async cancelUnpaid(
    unpaid: PaymentRow,
    message: string,
    by: { transition?: 'release_hold' | 'expire_hold'; actor?: BookingActor; actorId?: string } = {},
  ): Promise<'released' | 'paid'> {
    // Twice at most: an intent recorded meanwhile (a second window resuming) is cancelled in turn.
    for (let payment = unpaid, attempt = 1; ; attempt++) {
      if (payment.intentId) {
        let cancelled: ProviderPayment;
        try {
          cancelled = await this.deps.provider.cancel(payment.intentId);
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'The payment service is not answering, so the hold could not be released yet. Please try again in a moment.',
          );
        }
        if (cancelled.status === 'captured') {
          await this.settle(payment.id);
          return 'paid';
        }
        if (cancelled.status !== 'canceled')
          throw new AppError(
            'CONFLICT',
            'Your card payment is still being processed, so it cannot be released now. Please look again in a minute.',
          );
      }
      if (await this.releaseHolds(payment.id, 'release', message, { ...by, cancelledIntent: payment.intentId }))
        return 'released';
      const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      if (current && isPaid(current)) return 'paid';
      if (!current || !isPending(current) || current.intentId === payment.intentId || attempt >= 2) return 'released';
      payment = current;
    }
  }

  // ================================================================ reading

  async bookingsOf(paymentId: string, exec: Executor = this.deps.db) {
    return exec.select().from(bookings).where(eq(bookings.paymentId, paymentId)).orderBy(asc(bookings.createdAt));
  }

  /** Unfinished checkouts of a renter captured at the confirmation (the cart's), newest first. */
  pendingCheckouts(userId: string, exec: Executor = this.deps.db) {
    return exec
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          paymentPendingWhere(),
          eq(payments.purpose, 'checkout'),
          // A request to book's card step is its own: the cart neither resumes nor replaces it.
          eq(payments.captureMethod, CAPTURE_METHOD.at_confirmation),
        ),
      )
      .orderBy(desc(payments.createdAt));
  }

  /** A renter's request of one line whose card step is still open: the payments and their holds. */
  pendingRequests(userId: string, toolId: string) {
    return this.deps.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, userId),
          paymentPendingWhere(),
          eq(payments.captureMethod, CAPTURE_METHOD.on_acceptance),
          eq(bookings.toolId, toolId),
          heldWhere(),
        ),
      );
  }

  private async notify(tx: Executor, drafts: NotificationDraft[]) {
    return this.deps.notifications ? this.deps.notifications.add(tx, drafts) : [];
  }
}
