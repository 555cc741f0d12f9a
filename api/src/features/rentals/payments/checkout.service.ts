import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor, Transaction } from '../../../db/client.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, inTransaction, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { formatMoney } from '../../../lib/money.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import { users } from '../../accounts/account.table.js';
import type { Viewer } from '../../../core/viewer.js';
import { lockTools, releaseStaleHolds } from '../bookings/availability.js';
import type { Announcements, BookingService, RefundQueue } from '../bookings/booking.service.js';
import { depositOf, recordCreation, unitsProblem, withFreshCodes } from '../bookings/booking-creation.js';
import { periodCharge } from '../bookings/booking-charge.js';
import { bookings, type BookingActor, type BookingRow } from '../bookings/booking.table.js';
import { recordTransition } from '../bookings/lifecycle.js';
import type { Cart, CartService } from '../bookings/cart.service.js';
import { paymentsUnavailable } from './disabled-provider.js';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider.js';
import { BookingRequests } from './booking-requests.js';
import { HOLD_MINUTES, HOLD_QUEUE, MAX_PAYMENT_CENTS } from './checkout-constants.js';
import { recordCharge, recordDepositHeld, recordEarnings } from './ledger.js';
import { payments, type PaymentRow } from './payment.table.js';

export { HOLD_MINUTES, HOLD_QUEUE, MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from './checkout-constants.js';

export interface CheckoutResult {
  payment: PaymentRow;
  bookings: BookingRow[];
}

/** A renter's checkout whose card step has not finished, while its holds still run. */
export interface PendingHold extends CheckoutResult {
  holdExpiresAt: Date;
  /** The hold is for exactly the cart's lines and total as they are now: resuming pays for this cart. */
  matchesCart: boolean;
}

const HOLD_RAN_OUT = `The ${HOLD_MINUTES} minutes to pay ran out; nothing was charged.`;

/** The earliest end of the holds, while every one of them still runs; undefined once any is gone. */
function liveUntil(held: BookingRow[], now: Date): Date | undefined {
  if (!held.length || held.some((b) => b.status !== 'held' || !b.holdExpiresAt)) return undefined;
  const until = new Date(Math.min(...held.map((b) => b.holdExpiresAt!.getTime())));
  return until > now ? until : undefined;
}

/** Whether held bookings are the cart's lines: same tools, periods, quantities and prices, and the same total. */
function holdsCart(held: BookingRow[], payment: PaymentRow, cart: Cart): boolean {
  const key = (l: { toolId: string; startsAt: Date; endsAt: Date; quantity: number; priceCents: number }) =>
    `${l.toolId} ${l.startsAt.getTime()} ${l.endsAt.getTime()} ${l.quantity} ${l.priceCents}`;
  const lines = new Set(cart.lines.map((l) => key(l.item)));
  return (
    payment.amountCents === cart.totalAmountCents && held.length === lines.size && held.every((b) => lines.has(key(b)))
  );
}

/** Another checkout of the same renter committed first (two windows): the caller looks again. */
class ConcurrentCheckout extends AppError {
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

/**
 * From a cart to paid bookings, exactly once:
 * 1. `start`: the server prices the cart, holds the periods (held bookings, in one transaction that
 *    locks the tools) and creates one payment intent for the total.
 * 2. The browser confirms the card with the provider.
 * 3. `settle` (the browser's confirm, a webhook, or the hold-expiry job, whichever comes first):
 *    the provider says the intent succeeded, so the holds become bookings. Settling twice changes
 *    nothing; a hold that lapsed meanwhile is re-checked, and refunded if its period was taken.
 * An unfinished checkout stays its renter's (`pendingHold`): checking out the same cart again, or
 * `resume`, continues the same payment; `releaseHold`, or checking out a changed cart, lets go of it.
 * Letting go cancels the intent at the provider before our records change, so a released hold can
 * never be charged, and an intent that turns out to be paid is settled instead.
 * The provider is never called inside a transaction (PGlite has one connection).
 */
export class CheckoutService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      provider: PaymentProvider;
      bookings: BookingService;
      refunds: RefundQueue;
      cart: CartService;
      jobs: Jobs;
      logger: Logger;
      /** Who is told about requests to book (in-app and by e-mail). */
      outbox?: OutboxService;
      notifications?: NotificationService;
      publicUrl?: () => string;
    },
  ) {
    this.requests = new BookingRequests({ ...deps, checkout: this });
  }

  /** Requests to book: the same card step, with the card authorised until the owner answers. */
  readonly requests: BookingRequests;

  private now() {
    return this.deps.bookings.now();
  }

  private money(cents: number) {
    return formatMoney(cents, this.deps.config.currency);
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, HOLD_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true });
    await this.deps.jobs.work<{ paymentId: string }>(HOLD_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
      await this.expireHold(job!.data.paymentId);
    });
    await this.requests.startWorkers();
  }

  /** The provider's word on an intent (webhook, or the test provider's card step). */
  async handleEvent(event: PaymentEvent): Promise<void> {
    const [payment] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, this.deps.provider.name), eq(payments.intentId, event.intentId)));
    if (!payment) {
      this.deps.logger.warn({ intentId: event.intentId }, 'payment event for an unknown intent');
      return;
    }
    if (event.type !== 'failed') await this.settle(payment.id);
    else
      await this.settle(payment.id).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'PAYMENT_FAILED')) throw error;
      });
  }

  // ---------------------------------------------------------------- checkout of the cart

  async start(viewer: Viewer | undefined, expectedTotalCents?: number | null): Promise<CheckoutResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce(viewer, expectedTotalCents);
      } catch (error) {
        if (!(error instanceof ConcurrentCheckout) || attempt >= 3) throw error;
      }
    }
  }

  private async startOnce(viewer: Viewer | undefined, expectedTotalCents?: number | null): Promise<CheckoutResult> {
    if (!viewer) throw AppError.unauthenticated();
    this.ensurePaymentsAvailable();
    const userId = viewer.user.id;
    // A second click, a second window, a reload after a lost connection: the same cart continues the
    // same payment. A changed cart, or a new try after a refused card: the earlier attempt lets go first.
    const resumed = await this.takeOverPending(viewer, expectedTotalCents);
    if (resumed) return resumed;
    const now = this.now();
    const rows = await this.deps.cart.rows(userId);
    if (!rows.length) throw AppError.badInput([{ path: 'cart', msg: 'Your cart is empty' }]);

    const problems: FieldError[] = [];
    for (const { item, tool } of rows) {
      const problem = this.deps.cart.lineProblem(item, tool, userId, now);
      if (!problem) continue;
      problems.push({ path: `lines.${item.id}`, msg: problem });
      if (item.priceCents !== tool.priceCents) await this.deps.cart.refreshPrice(this.deps.db, item, tool);
    }
    if (problems.length) throw new LineProblems(problems);
    const lines = rows.map(({ item, tool }) => {
      const charge = periodCharge(tool.rentalCircle, item.priceCents, item);
      return {
        item,
        tool,
        billedMinutes: charge.billedMinutes,
        amountCents: charge.unitAmountCents * item.quantity,
        depositCents: depositOf(tool, item.quantity),
      };
    });
    // What the card pays: every line's rental and its deposit (refunded after the return).
    const total = lines.reduce((sum, l) => sum + l.amountCents + l.depositCents, 0);
    if (expectedTotalCents != null && expectedTotalCents !== total)
      throw new AppError(
        'CONFLICT',
        `The total is now ${this.money(total)}, not ${this.money(expectedTotalCents)}: check your cart and pay again`,
      );
    if (total > MAX_PAYMENT_CENTS) throw new AppError('CONFLICT', 'This cart is too large for one card payment');

    const held = await withFreshCodes(() =>
      this.deps.db.transaction(async (tx) => {
        // One checkout of a renter at a time: a second window that got here too looks again, and
        // then continues this one (same cart) or lets go of it (changed cart).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        if ((await this.pendingOf(userId, tx)).length) throw new ConcurrentCheckout();
        const locked = await lockTools(
          tx,
          lines.map((l) => l.tool.id),
        );
        await releaseStaleHolds(tx, [...locked.keys()], now);
        const [payment] = await tx
          .insert(payments)
          .values({
            userId,
            purpose: 'checkout',
            provider: this.deps.provider.name,
            amountCents: total,
            currency: this.deps.config.currency,
          })
          .returning();
        const created: BookingRow[] = [];
        const lineProblems: FieldError[] = [];
        // One line at a time: each check sees the holds this transaction already made.
        for (const line of lines) {
          const tool = locked.get(line.tool.id)!;
          const problem = await unitsProblem(tx, tool, line.item, line.item.quantity, now);
          if (problem) {
            lineProblems.push({ path: `lines.${line.item.id}`, msg: `${tool.name}: ${problem}` });
            continue;
          }
          const booking = await recordCreation(
            tx,
            {
              toolId: tool.id,
              renterId: userId,
              ownerId: tool.ownerId,
              paymentId: payment!.id,
              quantity: line.item.quantity,
              startsAt: line.item.startsAt,
              endsAt: line.item.endsAt,
              rentalCircle: tool.rentalCircle,
              billedMinutes: line.billedMinutes,
              priceCents: line.item.priceCents,
              amountCents: line.amountCents,
              status: 'held',
              exclusive: tool.units === 1,
              holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
            },
            // The terms priced in the total (the same row the cart priced).
            line.tool,
          );
          created.push(booking);
        }
        if (lineProblems.length) throw new LineProblems(lineProblems);
        await this.deps.jobs.send(
          HOLD_QUEUE,
          { paymentId: payment!.id },
          { startAfter: HOLD_MINUTES * 60 + 5, retryLimit: 10, ...inTransaction(tx) },
        );
        return { payment: payment!, bookings: created };
      }),
    );

    this.deps.bookings.availabilityChanged();
    return { payment: await this.openIntent(held.payment), bookings: held.bookings };
  }

  /**
   * A new payment's intent (or the one it has): a processor that does not answer releases the holds
   * at once, so that nothing stays held for a card step that cannot happen.
   */
  async openIntent(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.clientSecret) return payment;
    try {
      return await this.attachIntent(payment);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        await this.release(payment.id, 'failed', 'The payment service did not answer');
      throw error;
    }
  }

  /**
   * Asks the provider for the payment's intent and records it. The idempotency key is the payment's:
   * asking again (a retry, a second window, a crash before the record was written) answers the same
   * intent, never a second one. A payment released meanwhile gets its intent cancelled, unpaid.
   */
  private async attachIntent(payment: PaymentRow): Promise<PaymentRow> {
    let intent: ProviderIntent;
    try {
      intent = await this.deps.provider.createIntent({
        amountCents: payment.amountCents,
        currency: payment.currency,
        idempotencyKey: `${payment.purpose}-${payment.id}`,
        metadata: { paymentId: payment.id, userId: payment.userId },
        captureMethod: payment.captureMethod,
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
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (updated) return updated;
    await this.deps.provider.cancelIntent(intent.id).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'payment intent could not be cancelled');
    });
    throw new AppError(
      'CONFLICT',
      'This payment was released meanwhile (in another window?), and nothing was charged: check your cart and pay again',
    );
  }

  /**
   * Holds are written before the provider is asked for an intent: without a processor, a checkout
   * must stop here, before it holds periods or lets go of an earlier checkout's.
   */
  ensurePaymentsAvailable(): void {
    if (this.deps.provider.name === 'disabled') throw paymentsUnavailable();
  }

  // ---------------------------------------------------------------- settling

  /** The browser's confirmation after the card step: only the payer (or an admin) may ask. */
  async confirm(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult & { pending: boolean }> {
    const payment = await this.loadOwn(viewer, paymentId);
    return this.settle(payment.id);
  }

  async loadOwn(viewer: Viewer | undefined, paymentId: string): Promise<PaymentRow> {
    if (!viewer) throw AppError.unauthenticated();
    const [payment] = isUuid(paymentId)
      ? await this.deps.db.select().from(payments).where(eq(payments.id, paymentId))
      : [];
    if (!payment) throw AppError.notFound('The payment');
    authorizeAccount(viewer, 'read', payment.userId, 'You can only see your own payments');
    return payment;
  }

  async bookingsOf(paymentId: string, exec: Executor = this.deps.db) {
    return exec.select().from(bookings).where(eq(bookings.paymentId, paymentId)).orderBy(asc(bookings.createdAt));
  }

  /**
   * Makes our records agree with the provider's. Idempotent: whoever calls it, however often, a
   * succeeded intent gives one set of bookings; a refused one releases the holds.
   */
  async settle(paymentId: string): Promise<CheckoutResult & { pending: boolean }> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw AppError.notFound('The payment');
    if (payment.status === 'succeeded' || payment.status === 'authorized')
      return { payment, bookings: await this.bookingsOf(payment.id), pending: false };
    if (!payment.intentId) throw new AppError('CONFLICT', 'This payment was never started: check out again');
    let intent: ProviderIntent;
    try {
      intent = await this.deps.provider.retrieveIntent(payment.intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment service is not answering. Please try again in a moment.');
    }
    if (intent.status === 'succeeded') {
      if (intent.amountCents !== payment.amountCents)
        throw new Error(
          `Intent ${intent.id} is for ${intent.amountCents} cents, payment ${payment.id} for ${payment.amountCents}`,
        );
      return { ...(await this.recordSuccess(payment.id)), pending: false };
    }
    if (intent.status === 'requires_capture' && payment.captureMethod === 'manual') {
      if (intent.amountCents !== payment.amountCents)
        throw new Error(
          `Intent ${intent.id} is for ${intent.amountCents} cents, payment ${payment.id} for ${payment.amountCents}`,
        );
      // A request to book: the card is authorised, not charged, until the owner answers.
      await this.requests.recordAuthorization(payment.id);
      const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      return { payment: current!, bookings: await this.bookingsOf(payment.id), pending: false };
    }
    if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.lastError)) {
      const message = intent.lastError ?? 'This payment has expired, and nothing was charged. Please check out again.';
      await this.release(payment.id, intent.status === 'canceled' ? 'cancelled' : 'failed', message);
      throw new AppError('PAYMENT_FAILED', message);
    }
    // The card step has not finished (or the processor is still working): nothing to do yet.
    return { payment, bookings: await this.bookingsOf(payment.id), pending: true };
  }

  private async recordSuccess(paymentId: string): Promise<CheckoutResult> {
    let announcements: Announcements = { notes: [], bookings: [] };
    const result = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (payment!.status === 'succeeded') return payment!;
      const now = this.now();
      const [updated] = await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: now, failureMessage: null, updatedAt: now })
        .where(eq(payments.id, paymentId))
        .returning();
      const own = payment!.purpose === 'checkout' ? await this.bookingsOf(paymentId, tx) : [];
      await recordCharge(tx, updated!, own, now);
      if (payment!.purpose !== 'checkout') return updated!;

      const locked = await lockTools(
        tx,
        own.map((b) => b.toolId),
      );
      const confirmed: string[] = [];
      const lost: BookingRow[] = [];
      for (const booking of own) {
        if (booking.status === 'held') {
          confirmed.push(booking.id);
          continue;
        }
        // The hold lapsed (or the card was first refused) before the money arrived: the period
        // is the renter's only if nobody took it meanwhile.
        const problem = await unitsProblem(tx, locked.get(booking.toolId)!, booking, booking.quantity, now);
        if (problem) lost.push(booking);
        else confirmed.push(booking.id);
      }
      // A deposit is held from the charge on; a booking without one has no deposit status.
      const hasDeposit = new Set(own.filter((b) => b.depositCents > 0).map((b) => b.id));
      await recordTransition(tx, {
        name: 'confirm_payment',
        bookingIds: confirmed.filter((id) => hasDeposit.has(id)),
        actor: 'system',
        now,
        changes: { confirmedAt: now, holdExpiresAt: null, depositStatus: 'held' },
      });
      await recordTransition(tx, {
        name: 'confirm_payment',
        bookingIds: confirmed.filter((id) => !hasDeposit.has(id)),
        actor: 'system',
        now,
        changes: { confirmedAt: now, holdExpiresAt: null },
      });
      // Every charged deposit is kept apart, also a lost period's (its cancellation gives it back).
      await recordDepositHeld(tx, own, { currency: payment!.currency, now });
      for (const booking of lost) {
        await recordTransition(tx, {
          name: 'lose_period',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: {
            cancelledAt: now,
            cancelReason: 'unavailable',
            refundStatus: 'pending',
            holdExpiresAt: null,
            depositStatus: booking.depositCents > 0 ? 'held' : null,
          },
        });
        await this.deps.refunds.queueRefund(tx, booking.id);
      }
      await this.recordPaidBookings(
        tx,
        own.filter((b) => confirmed.includes(b.id)),
      );
      await this.deps.cart.removePaid(tx, payment!.userId, own);
      announcements = await this.deps.bookings.onConfirmed(tx, confirmed);
      if (lost.length) {
        const notes = await this.deps.bookings.notifyLost(tx, lost);
        announcements = { notes: [...announcements.notes, ...notes], bookings: [...announcements.bookings, ...lost] };
      }
      return updated!;
    });
    this.deps.bookings.announce(announcements);
    return { payment: result, bookings: await this.bookingsOf(paymentId) };
  }

  /**
   * A payment the provider refused or cancelled (or never created) lets go of its holds; the intent
   * is cancelled too, so that the browser cannot try another card on it.
   */
  private async release(paymentId: string, status: 'failed' | 'cancelled', message: string): Promise<void> {
    const payment = await this.releaseRecords(paymentId, status, message);
    if (payment?.intentId) {
      await this.deps.provider.cancelIntent(payment.intentId).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, paymentId }, 'payment intent could not be cancelled');
      });
    }
  }

  /**
   * Our side of letting go: the payment leaves 'pending' and its holds expire, in one transaction.
   * `cancelledIntent`: only if the payment's intent is still this one (null: still none), so that an
   * intent recorded meanwhile is cancelled at the provider before the payment counts as released.
   */
  private async releaseRecords(
    paymentId: string,
    status: 'failed' | 'cancelled',
    message: string,
    how: {
      cancelledIntent?: string | null;
      transition?: 'release_hold' | 'expire_hold';
      actor?: BookingActor;
      actorId?: string;
    } = {},
  ): Promise<PaymentRow | undefined> {
    const payment = await this.deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(payments)
        .set({ status, failureMessage: message, updatedAt: this.now() })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.status, 'pending'),
            how.cancelledIntent === undefined
              ? undefined
              : how.cancelledIntent === null
                ? isNull(payments.intentId)
                : eq(payments.intentId, how.cancelledIntent),
          ),
        )
        .returning();
      if (!changed) return undefined;
      const held = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.paymentId, paymentId), eq(bookings.status, 'held')));
      await recordTransition(tx, {
        name: how.transition ?? 'release_hold',
        bookingIds: held.map((b) => b.id),
        actor: how.actor ?? 'system',
        actorId: how.actorId ?? null,
        now: this.now(),
        changes: { holdExpiresAt: null },
        note: message,
      });
      return changed;
    });
    if (payment) this.deps.bookings.availabilityChanged();
    return payment;
  }

  /**
   * Lets go of a payment nobody paid (yet): the intent is cancelled at the provider first, and only
   * then do our records say released. In that order, a card confirmed at the same moment either finds
   * the intent cancelled or was paid first, and a paid one is settled here instead. A crash between
   * the two steps leaves a cancelled intent behind a pending payment: the next look (the expiry job,
   * a resume, a release) settles it as cancelled.
   */
  private async cancelUnpaid(
    unpaid: PaymentRow,
    message: string,
    by: { transition?: 'release_hold' | 'expire_hold'; actor?: BookingActor; actorId?: string } = {},
  ): Promise<'released' | 'paid'> {
    // Twice at most: an intent recorded meanwhile (a second window resuming) is cancelled in turn.
    for (let payment = unpaid, attempt = 1; ; attempt++) {
      if (payment.intentId) {
        let intent: ProviderIntent;
        try {
          intent = await this.deps.provider.cancelIntent(payment.intentId);
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'The payment service is not answering, so the hold could not be released yet. Please try again in a moment.',
          );
        }
        if (intent.status === 'succeeded') {
          await this.settle(payment.id);
          return 'paid';
        }
        if (intent.status !== 'canceled')
          throw new AppError(
            'CONFLICT',
            'Your card payment is still being processed, so it cannot be released now. Please look again in a minute.',
          );
      }
      if (await this.releaseRecords(payment.id, 'cancelled', message, { ...by, cancelledIntent: payment.intentId }))
        return 'released';
      const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      if (current?.status === 'succeeded') return 'paid';
      if (current?.status !== 'pending' || current.intentId === payment.intentId || attempt >= 2) return 'released';
      payment = current;
    }
  }

  /** Unfinished checkouts of a renter, newest first. */
  private pendingOf(userId: string, exec: Executor = this.deps.db) {
    return exec
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          eq(payments.purpose, 'checkout'),
          // A request to book's card step is its own: the cart neither resumes nor replaces it.
          eq(payments.captureMethod, 'automatic'),
        ),
      )
      .orderBy(desc(payments.createdAt));
  }

  /**
   * The renter's unfinished checkout whose holds still run, for the cart: theirs to resume or release.
   * Our records only (the cart is read often); resuming asks the provider.
   */
  async pendingHold(userId: string, cart: Cart): Promise<PendingHold | undefined> {
    const now = this.now();
    for (const payment of await this.pendingOf(userId)) {
      const held = await this.bookingsOf(payment.id);
      const holdExpiresAt = liveUntil(held, now);
      if (holdExpiresAt) return { payment, bookings: held, holdExpiresAt, matchesCart: holdsCart(held, payment, cart) };
    }
    return undefined;
  }

  /**
   * Earlier unfinished checkouts of a renter who checks out: one that was paid meanwhile is settled,
   * a refused one released, and one still running that holds exactly this cart continues (the same
   * payment and intent: no second hold, no second charge). Any other is let go of first, so that the
   * renter's own hold never blocks them.
   */
  private async takeOverPending(
    viewer: Viewer,
    expectedTotalCents: number | null | undefined,
  ): Promise<CheckoutResult | undefined> {
    const pending = await this.pendingOf(viewer.user.id);
    if (!pending.length) return undefined;
    const cart = await this.deps.cart.get(viewer);
    for (const payment of pending) {
      if (payment.intentId) {
        const settled = await this.settle(payment.id).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'PAYMENT_FAILED') return undefined;
          throw error;
        });
        if (!settled?.pending) continue;
      }
      const held = await this.bookingsOf(payment.id);
      if (liveUntil(held, this.now()) && holdsCart(held, payment, cart)) {
        if (expectedTotalCents != null && expectedTotalCents !== payment.amountCents)
          throw new AppError(
            'CONFLICT',
            `The total is now ${this.money(payment.amountCents)}, not ${this.money(expectedTotalCents)}: check your cart and pay again`,
          );
        return { payment: payment.clientSecret ? payment : await this.attachIntent(payment), bookings: held };
      }
      await this.cancelUnpaid(payment, 'A new checkout replaced this one; nothing was charged.');
    }
    return undefined;
  }

  /**
   * "Resume payment": the renter's unfinished checkout continues with the same payment and intent
   * (its client secret for the card step), within the time its holds have left. The provider is
   * asked first: a payment that went through meanwhile comes back settled, a refused or cancelled
   * one as PAYMENT_FAILED, and one whose holds ran out is let go of.
   */
  async resume(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult> {
    const payment = await this.loadOwn(viewer, paymentId);
    if (payment.userId !== viewer!.user.id)
      throw AppError.forbidden('Only the renter who started a payment can pay it');
    if (payment.purpose !== 'checkout') throw AppError.notFound('An unfinished checkout');
    if (payment.status === 'succeeded') return { payment, bookings: await this.bookingsOf(payment.id) };
    if (payment.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        `${payment.failureMessage ?? 'This payment was let go of; nothing was charged.'} Pay again from your cart.`,
      );
    if (payment.intentId) {
      const settled = await this.settle(payment.id);
      if (!settled.pending) return settled;
    }
    const held = await this.bookingsOf(payment.id);
    if (!liveUntil(held, this.now())) {
      if ((await this.cancelUnpaid(payment, HOLD_RAN_OUT, { transition: 'expire_hold' })) === 'paid')
        return this.settle(payment.id);
      throw new AppError('CONFLICT', `${HOLD_RAN_OUT} Pay again from your cart to hold the dates anew.`);
    }
    return { payment: payment.clientSecret ? payment : await this.attachIntent(payment), bookings: held };
  }

  /**
   * "Release": the renter lets go of their unfinished checkout at once; its
   * periods are free for everyone. Safe to repeat. A payment the provider already took is never
   * released: it is settled, and the answer says so ('succeeded').
   */
  async releaseHold(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult> {
    const payment = await this.loadOwn(viewer, paymentId);
    if (payment.userId !== viewer!.user.id)
      throw AppError.forbidden('Only the renter who started a payment can release it');
    if (payment.purpose !== 'checkout') throw AppError.notFound('An unfinished checkout');
    if (payment.status === 'pending')
      await this.cancelUnpaid(payment, 'You released this hold; nothing was charged.', {
        actor: 'renter',
        actorId: payment.userId,
      });
    const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    return { payment: current!, bookings: await this.bookingsOf(payment.id) };
  }

  /** The hold-expiry job: an unpaid checkout after 15 minutes. A payment that did arrive is kept. */
  async expireHold(paymentId: string): Promise<void> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.status !== 'pending') return;
    if (payment.intentId) {
      const result = await this.settle(paymentId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'PAYMENT_FAILED') return { pending: false };
        throw error;
      });
      if (!result.pending) return;
    }
    await this.cancelUnpaid(payment, HOLD_RAN_OUT, { transition: 'expire_hold' });
  }

  // ---------------------------------------------------------------- prepaid payments (the old client)

  /**
   * A payment for an amount, before anything is booked (the old client pays first, then books):
   * recorded, then given its intent, the same way a checkout's payment is.
   */
  async startPrepaid(userId: string, amountCents: number): Promise<PaymentRow> {
    this.ensurePaymentsAvailable();
    const [payment] = await this.deps.db
      .insert(payments)
      .values({
        userId,
        purpose: 'legacy',
        provider: this.deps.provider.name,
        amountCents,
        currency: this.deps.config.currency,
      })
      .returning();
    try {
      return await this.attachIntent(payment!);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        await this.release(payment!.id, 'failed', 'The payment service did not answer');
      throw error;
    }
  }

  /**
   * Takes `amountCents` of a succeeded prepaid payment of the user (the one named, or the oldest with
   * enough left), in the caller's transaction; refuses when none covers it.
   */
  async takePrepaid(tx: Transaction, userId: string, paymentId: string | undefined, amountCents: number) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, 'legacy'),
          eq(payments.status, 'succeeded'),
          paymentId ? eq(payments.id, paymentId) : undefined,
          sql`${payments.amountCents} - ${payments.allocatedCents} >= ${amountCents}`,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(1)
      .for('update');
    if (!payment)
      throw new AppError(
        'PAYMENT_REQUIRED',
        `No completed payment of yours covers this booking (${this.money(amountCents)}). Pay first, then book.`,
      );
    await tx
      .update(payments)
      .set({ allocatedCents: sql`${payments.allocatedCents} + ${amountCents}`, updatedAt: this.now() })
      .where(eq(payments.id, payment.id));
    return payment;
  }

  /** Paid bookings: each one's amount is split between its owner and the platform in the ledger. */
  async recordPaidBookings(tx: Executor, paid: BookingRow[]): Promise<void> {
    await recordEarnings(tx, paid, {
      currency: this.deps.config.currency,
      feeBasisPoints: this.deps.config.platformFeeBasisPoints,
      now: this.now(),
    });
  }
}
