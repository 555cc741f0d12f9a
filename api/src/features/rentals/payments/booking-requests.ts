import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { ensureQueue, inTransaction, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { formatMoney } from '../../../lib/money.js';
import type { Viewer } from '../../../core/viewer.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { lockTools, releaseStaleHolds } from '../bookings/availability.js';
import type { Announcements, BookingService } from '../bookings/booking.service.js';
import {
  depositOf,
  recordAcceptance,
  recordCreation,
  unitsProblem,
  withFreshCodes,
} from '../bookings/booking-creation.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import type { BookingWithRefs } from '../bookings/booking-refs.js';
import { parseQuantity, type PeriodInput } from '../bookings/booking-time.js';
import { bookings, type BookingActor, type BookingRow } from '../bookings/booking.table.js';
import { assertTransition, recordTransition, refusal, requestDeadline } from '../bookings/lifecycle.js';
import { requestNotices, type RequestClosing } from '../bookings/request-emails.js';
import type { CheckoutResult, CheckoutService } from './checkout.service.js';
import { HOLD_MINUTES, HOLD_QUEUE, MAX_PAYMENT_CENTS } from './checkout-constants.js';
import { recordCharge, recordDepositHeld } from './ledger.js';
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from './payment-provider.js';
import { payments } from './payment.table.js';

export const REQUEST_QUEUE = 'booking.request';

/**
 * The request jobs: `expire` at a request's deadline; `capture` and `release` queued with the
 * intention they finish (an accepted request's charge, a closed request's authorisation), so that a
 * crash between the processor's answer and our commit is finished by the job.
 */
export type RequestJob =
  | { action: 'expire'; bookingId: string }
  | { action: 'capture'; bookingId: string }
  | { action: 'release'; paymentId: string };

/** A queued capture or release waits this long, so that the call made at once usually finishes it. */
const FOLLOW_UP_SECONDS = 60;
const JOB_OPTIONS = { retryLimit: 20, retryDelay: 30, retryBackoff: true } as const;
const MAX_REASON = 500;

/**
 * Request to book: the tool's owner accepts or declines before the renter is charged.
 * 1. `request`: one line, held like a checkout's, with a payment whose intent only authorises the card
 *    (manual capture). The card step is checkout's.
 * 2. The card is authorised (`recordAuthorization`, from checkout's settle): the hold becomes a
 *    request with a deadline (the earlier of REQUEST_RESPONSE_HOURS and the start), the owner is asked.
 *    Nothing is in the ledger yet: no money moved.
 * 3. The owner accepts: the card is charged (`capture`, key `capture-<payment>`), then the charge, the
 *    owner's earning, the fee and the deposit are recorded as a checkout's are, and the booking is
 *    confirmed. Declined, withdrawn or unanswered: the period is free at once and the authorisation
 *    is released at the processor. Both money steps are two-phase: the intention and its job commit
 *    first, the processor is called, the result is recorded by a transaction that changes nothing
 *    when it is already recorded.
 */
export class BookingRequests {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      provider: PaymentProvider;
      bookings: BookingService;
      checkout: CheckoutService;
      jobs: Jobs;
      logger: Logger;
      outbox?: OutboxService;
      notifications?: NotificationService;
      publicUrl?: () => string;
    },
  ) {}

  private now() {
    return this.deps.bookings.now();
  }

  private get rules() {
    return this.deps.config.bookings;
  }

  private money(cents: number) {
    return formatMoney(cents, this.deps.config.currency);
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, REQUEST_QUEUE, JOB_OPTIONS);
    await this.deps.jobs.work<RequestJob>(REQUEST_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
      await this.runJob(job!.data);
    });
  }

  /** One request job (the worker's, or a test's direct call). Safe to run again. */
  async runJob(job: RequestJob): Promise<void> {
    if (job.action === 'expire') await this.expire(job.bookingId);
    else if (job.action === 'capture')
      await this.capture(job.bookingId).catch((error: unknown) => {
        // The authorisation had lapsed: the request is closed, and there is nothing left to charge.
        if (!(error instanceof AppError && error.code === 'PAYMENT_FAILED')) throw error;
      });
    else await this.releaseAuthorization(job.paymentId);
  }

  // ---------------------------------------------------------------- the renter asks

  /**
   * "Request to book": holds the period for the card step (as checkout does) and answers the payment
   * whose client secret the browser confirms. A second click while that card step is open answers
   * the same payment.
   */
  async request(
    viewer: Viewer | undefined,
    toolId: string,
    period: PeriodInput,
    quantityInput: unknown,
    expectedTotalCents?: number | null,
  ): Promise<CheckoutResult> {
    if (!viewer) throw AppError.unauthenticated();
    this.deps.checkout.ensurePaymentsAvailable();
    const userId = viewer.user.id;
    const quote = await this.deps.bookings.quote(toolId, period, userId);
    const tool = quote.tool;
    if (tool.ownerId === userId) throw AppError.forbidden('This is your own tool: you cannot book it');
    if (tool.bookingMode !== 'request')
      throw new AppError('CONFLICT', `${tool.name} is booked instantly: add it to your cart and pay for it there`);
    const quantity = parseQuantity(quantityInput ?? 1, quote.free);
    const amountCents = quote.unitAmountCents * quantity;
    const depositCents = depositOf(tool, quantity);
    const total = amountCents + depositCents;
    if (expectedTotalCents != null && expectedTotalCents !== total)
      throw new AppError(
        'CONFLICT',
        `The total is now ${this.money(total)}, not ${this.money(expectedTotalCents)}: check the booking form and request again`,
      );
    if (total > MAX_PAYMENT_CENTS) throw new AppError('CONFLICT', 'This request is too large for one card payment');

    const open = await this.openRequest(userId, tool.id, quote.period, quantity, total);
    if (open) return { payment: await this.deps.checkout.openIntent(open.payment), bookings: open.bookings };

    const now = this.now();
    const held = await withFreshCodes(() =>
      this.deps.db.transaction(async (tx) => {
        const locked = (await lockTools(tx, [tool.id])).get(tool.id)!;
        await releaseStaleHolds(tx, [tool.id], now);
        const problem = await unitsProblem(tx, locked, quote.period, quantity, now);
        if (problem) throw new AppError('CONFLICT', `${tool.name}: ${problem}`);
        const [payment] = await tx
          .insert(payments)
          .values({
            userId,
            purpose: 'checkout',
            provider: this.deps.provider.name,
            amountCents: total,
            currency: this.deps.config.currency,
            captureMethod: 'manual',
          })
          .returning();
        const booking = await recordCreation(
          tx,
          {
            toolId: tool.id,
            renterId: userId,
            ownerId: tool.ownerId,
            paymentId: payment!.id,
            quantity,
            startsAt: quote.period.startsAt,
            endsAt: quote.period.endsAt,
            rentalCircle: tool.rentalCircle,
            billedMinutes: quote.billedMinutes,
            priceCents: tool.priceCents,
            amountCents,
            status: 'held',
            exclusive: locked.units === 1,
            holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          },
          tool,
        );
        await this.deps.jobs.send(
          HOLD_QUEUE,
          { paymentId: payment!.id },
          { startAfter: HOLD_MINUTES * 60 + 5, retryLimit: 10, ...inTransaction(tx) },
        );
        return { payment: payment!, bookings: [booking] };
      }),
    );
    this.deps.bookings.availabilityChanged();
    return { payment: await this.deps.checkout.openIntent(held.payment), bookings: held.bookings };
  }

  /** The renter's request of the same line whose card step is still open (hold running). */
  private async openRequest(
    userId: string,
    toolId: string,
    period: { startsAt: Date; endsAt: Date },
    quantity: number,
    total: number,
  ): Promise<CheckoutResult | undefined> {
    const rows = await this.deps.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'pending'),
          eq(payments.captureMethod, 'manual'),
          eq(bookings.toolId, toolId),
          eq(bookings.status, 'held'),
        ),
      );
    const now = this.now();
    const same = rows.find(
      (r) =>
        r.booking.startsAt.getTime() === period.startsAt.getTime() &&
        r.booking.endsAt.getTime() === period.endsAt.getTime() &&
        r.booking.quantity === quantity &&
        r.payment.amountCents === total &&
        r.booking.holdExpiresAt !== null &&
        r.booking.holdExpiresAt > now,
    );
    return same ? { payment: same.payment, bookings: [same.booking] } : undefined;
  }

  // ---------------------------------------------------------------- the card is authorised

  /**
   * The processor says the card is authorised (checkout's settle): the held line becomes a request
   * with its deadline and the owner is asked. A hold that lapsed before the authorisation arrived
   * keeps its period only if nobody took it; otherwise the authorisation is released (nothing was
   * charged, so nothing is refunded). Recording it twice changes nothing.
   */
  async recordAuthorization(paymentId: string): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    const lost = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment || payment.status !== 'pending') return false;
      const now = this.now();
      const own = await this.deps.checkout.bookingsOf(paymentId, tx);
      const locked = await lockTools(
        tx,
        own.map((b) => b.toolId),
      );
      const requested: BookingRow[] = [];
      const taken: BookingRow[] = [];
      for (const booking of own) {
        if (booking.status === 'held') requested.push(booking);
        else if (booking.status === 'expired') {
          // The hold lapsed before the authorisation arrived: the period is the renter's only if free.
          const problem = await unitsProblem(tx, locked.get(booking.toolId)!, booking, booking.quantity, now);
          (problem ? taken : requested).push(booking);
        }
      }
      await tx
        .update(payments)
        .set({ status: 'authorized', failureMessage: null, updatedAt: now })
        .where(eq(payments.id, paymentId));
      const drafts: NotificationDraft[] = [];
      for (const booking of requested) {
        const deadline = requestDeadline(booking.startsAt, now, this.rules);
        await recordTransition(tx, {
          name: 'authorize_payment',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: { holdExpiresAt: null, requestExpiresAt: deadline },
        });
        await this.deps.jobs.send(REQUEST_QUEUE, { action: 'expire', bookingId: booking.id } satisfies RequestJob, {
          startAfter: deadline,
          ...JOB_OPTIONS,
          ...inTransaction(tx),
        });
        drafts.push(...(await this.tellRequested(tx, booking.id)));
      }
      for (const booking of taken) {
        await recordTransition(tx, {
          name: 'lose_period',
          bookingIds: [booking.id],
          actor: 'system',
          now,
          changes: { cancelledAt: now, cancelReason: 'unavailable', holdExpiresAt: null },
          note: 'The card was authorised after the hold ended and the period was taken: the authorisation is released, nothing was charged.',
        });
        drafts.push(...(await this.tellClosed(tx, 'lose_period', booking.id)));
      }
      if (taken.length && !requested.length) await this.queueRelease(tx, paymentId);
      announcements = {
        notes: this.deps.notifications ? await this.deps.notifications.add(tx, drafts) : [],
        bookings: own,
      };
      return taken.length > 0 && !requested.length;
    });
    this.deps.bookings.announce(announcements);
    if (lost) await this.releaseQuietly(paymentId);
  }

  // ---------------------------------------------------------------- the owner accepts

  /**
   * The owner accepts in time: the intention (acceptedAt and a capture job) commits first, then the
   * card is charged, then the charge is recorded. The job finishes what a crash interrupted.
   */
  async accept(viewer: Viewer | undefined, bookingId: string): Promise<BookingWithRefs & { role: BookingRole }> {
    const current = await this.deps.bookings.get(viewer, bookingId);
    const { booking } = current;
    if (booking.acceptedAt && current.role === 'owner')
      throw new AppError(
        'CONFLICT',
        booking.status === 'requested'
          ? 'You already accepted this request: the card is being charged.'
          : 'You already accepted this request.',
      );
    assertTransition('accept_request', booking, current.role, this.now(), this.rules);
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, booking.paymentId!));
    if (payment?.status !== 'authorized')
      throw new AppError('CONFLICT', "This request's card is not authorised any more: it cannot be accepted.");
    await this.deps.db.transaction(async (tx) => {
      if (!(await recordAcceptance(tx, booking.id, this.now())))
        throw new AppError('CONFLICT', 'This request changed meanwhile: reload the page.');
      await this.deps.jobs.send(REQUEST_QUEUE, { action: 'capture', bookingId: booking.id } satisfies RequestJob, {
        startAfter: FOLLOW_UP_SECONDS,
        ...JOB_OPTIONS,
        ...inTransaction(tx),
      });
    });
    try {
      await this.capture(booking.id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'You accepted this request, but the card processor did not answer: the card is charged automatically in a minute.',
        );
      throw error;
    }
    return this.deps.bookings.get(viewer, booking.id);
  }

  /** Charges an accepted request's card (same key every time) and records it. Safe to repeat. */
  async capture(bookingId: string): Promise<void> {
    const [booking] = await this.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking?.paymentId || booking.status !== 'requested' || !booking.acceptedAt) return;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, booking.paymentId));
    if (!payment?.intentId || payment.status === 'succeeded') return;
    let intent: ProviderIntent;
    try {
      intent = await this.deps.provider.capture({
        intentId: payment.intentId,
        amountCents: payment.amountCents,
        idempotencyKey: `capture-${payment.id}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The card processor is not answering. The charge is retried shortly.');
    }
    if (intent.status === 'canceled') {
      await this.closeLapsed(booking);
      throw new AppError(
        'PAYMENT_FAILED',
        "The renter's card authorisation expired before it could be charged: the request is closed, nothing was charged and the dates are free again.",
      );
    }
    if (intent.status !== 'succeeded')
      throw new Error(`Capture of ${intent.id} for booking ${bookingId} answered ${intent.status}`);
    await this.recordCapture(bookingId);
  }

  /**
   * The processor let the authorisation go before the charge (Stripe cancels an uncaptured payment
   * after about 7 days; a bank may cancel it sooner): the request closes uncharged, as an unanswered
   * one does, the period is free, and both sides are told why. Nothing is left to release.
   */
  private async closeLapsed(booking: BookingRow): Promise<void> {
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
        note: 'The card authorisation expired before the charge',
      });
      if (!moved.length) return;
      await tx
        .update(payments)
        .set({
          status: 'cancelled',
          failureMessage: "The card's authorisation expired before it was charged.",
          updatedAt: now,
        })
        .where(and(eq(payments.id, booking.paymentId!), eq(payments.status, 'authorized')));
      const drafts = await this.tellClosed(tx, 'authorisation_lapsed', booking.id);
      announcements = {
        notes: this.deps.notifications ? await this.deps.notifications.add(tx, drafts) : [],
        bookings: [booking],
      };
    });
    this.deps.bookings.announce(announcements);
  }

  /**
   * The processor charged the card: the payment succeeded, the booking is confirmed, and the charge
   * (amount + deposit), the owner's earning, the fee and the deposit are in the ledger, as a
   * checkout's settlement writes them. Recorded once, however often it runs.
   */
  async recordCapture(bookingId: string): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking?.paymentId) return;
      const [payment] = await tx.select().from(payments).where(eq(payments.id, booking.paymentId)).for('update');
      if (!payment || payment.status === 'succeeded') return;
      const now = this.now();
      const [updated] = await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: now, failureMessage: null, updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      const moved = await recordTransition(tx, {
        name: 'accept_request',
        bookingIds: [booking.id],
        actor: 'owner',
        actorId: booking.ownerId,
        now,
        changes: {
          confirmedAt: now,
          requestExpiresAt: null,
          depositStatus: booking.depositCents > 0 ? 'held' : null,
        },
      });
      if (!moved.length) throw new Error(`Booking ${booking.id} was charged but is ${booking.status}, not requested`);
      await recordCharge(tx, updated!, [booking], now);
      await this.deps.checkout.recordPaidBookings(tx, [booking]);
      await recordDepositHeld(tx, [booking], { currency: payment.currency, now });
      const drafts = await this.tellAccepted(tx, booking.id);
      announcements = {
        notes: this.deps.notifications ? await this.deps.notifications.add(tx, drafts) : [],
        bookings: [booking],
      };
    });
    this.deps.bookings.announce(announcements);
  }

  // ---------------------------------------------------------------- declined, withdrawn, unanswered

  async decline(
    viewer: Viewer | undefined,
    bookingId: string,
    reasonInput?: string | null,
  ): Promise<BookingWithRefs & { role: BookingRole }> {
    const reason = reasonInput?.trim() || null;
    if (reason && reason.length > MAX_REASON)
      throw AppError.badInput([{ path: 'reason', msg: `Say why in at most ${MAX_REASON} characters` }]);
    const current = await this.deps.bookings.get(viewer, bookingId);
    if (current.booking.status === 'declined' && current.role === 'owner') return current;
    assertTransition('decline_request', current.booking, current.role, this.now(), this.rules);
    await this.close(current.booking, 'decline_request', 'owner', viewer!.user.id, reason);
    return this.deps.bookings.get(viewer, bookingId);
  }

  async withdraw(viewer: Viewer | undefined, bookingId: string): Promise<BookingWithRefs & { role: BookingRole }> {
    const current = await this.deps.bookings.get(viewer, bookingId);
    if (current.booking.status === 'declined' && current.role === 'renter') return current;
    assertTransition('withdraw_request', current.booking, current.role, this.now(), this.rules);
    await this.close(current.booking, 'withdraw_request', 'renter', viewer!.user.id, null);
    return this.deps.bookings.get(viewer, bookingId);
  }

  /** The deadline job: an unanswered request lapses (one the owner accepted is charged instead). */
  async expire(bookingId: string): Promise<void> {
    const [booking] = await this.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || booking.status !== 'requested') return;
    if (refusal('expire_request', booking, 'system', this.now(), this.rules)) return;
    await this.close(booking, 'expire_request', 'system', null, null);
  }

  /**
   * A request ends without a charge: the period is free at once (declined) and both sides are told,
   * with the release of the authorisation queued in the same transaction; then it is released.
   */
  private async close(
    booking: BookingRow,
    name: 'decline_request' | 'withdraw_request' | 'expire_request',
    actor: BookingActor,
    actorId: string | null,
    reason: string | null,
  ): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const moved = await recordTransition(tx, {
        name,
        bookingIds: [booking.id],
        actor,
        actorId,
        now,
        changes: { requestExpiresAt: null },
        note: reason,
      });
      if (!moved.length) throw new AppError('CONFLICT', 'This request changed meanwhile: reload the page.');
      // An acceptance committed between the check and this transaction wins: its charge goes ahead.
      const [after] = await tx
        .select({ acceptedAt: bookings.acceptedAt })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      if (after?.acceptedAt) throw new AppError('CONFLICT', 'The owner already accepted this request.');
      await this.queueRelease(tx, booking.paymentId!);
      const drafts = await this.tellClosed(tx, name, booking.id, reason);
      announcements = {
        notes: this.deps.notifications ? await this.deps.notifications.add(tx, drafts) : [],
        bookings: [booking],
      };
    });
    this.deps.bookings.announce(announcements);
    await this.releaseQuietly(booking.paymentId!);
  }

  private async queueRelease(tx: Executor, paymentId: string): Promise<void> {
    await this.deps.jobs.send(REQUEST_QUEUE, { action: 'release', paymentId } satisfies RequestJob, {
      startAfter: FOLLOW_UP_SECONDS,
      ...JOB_OPTIONS,
      ...inTransaction(tx),
    });
  }

  private async releaseQuietly(paymentId: string): Promise<void> {
    await this.releaseAuthorization(paymentId).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, paymentId }, 'authorisation not released yet; the job retries');
    });
  }

  /**
   * Releases the authorisation of a request that ended uncharged, at the processor first; then the
   * payment is 'cancelled'. Never while one of its bookings is still a request or was charged.
   */
  async releaseAuthorization(paymentId: string): Promise<void> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment?.intentId || payment.status !== 'authorized') return;
    const open = await this.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.paymentId, paymentId), inArray(bookings.status, ['requested', 'confirmed'])));
    if (open.length) return;
    let intent: ProviderIntent;
    try {
      intent = await this.deps.provider.cancelIntent(payment.intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The card processor is not answering. The release is retried shortly.');
    }
    if (intent.status !== 'canceled') {
      this.deps.logger.error({ paymentId, status: intent.status }, 'an uncharged request could not be released');
      throw new Error(`Intent ${intent.id} of payment ${paymentId} is ${intent.status}, not canceled`);
    }
    await this.deps.db
      .update(payments)
      .set({
        status: 'cancelled',
        failureMessage: 'The request ended without a charge: the authorisation was released.',
        updatedAt: this.now(),
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')));
  }

  // ---------------------------------------------------------------- who is told what

  private async parties(tx: Executor, bookingId: string) {
    const [row] = await this.deps.bookings.loadMany([bookingId], tx);
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [row!.booking.ownerId, row!.booking.renterId]));
    const byId = new Map(people.map((p) => [p.id, p]));
    return {
      row: row!,
      owner: byId.get(row!.booking.ownerId)!,
      renter: byId.get(row!.booking.renterId)!,
      notices: requestNotices(this.deps.config, this.deps.publicUrl?.() ?? ''),
    };
  }

  private async tellRequested(tx: Executor, bookingId: string): Promise<NotificationDraft[]> {
    const { row, owner, renter, notices } = await this.parties(tx, bookingId);
    const told = notices.requested(row, owner, renter);
    await this.deps.outbox?.enqueueMany(tx, [told.owner.email, told.renter.email]);
    return [
      { userId: owner.id, kind: 'booking_created', message: told.owner.note, bookingId },
      { userId: renter.id, kind: 'booking_created', message: told.renter.note, bookingId },
    ];
  }

  private async tellAccepted(tx: Executor, bookingId: string): Promise<NotificationDraft[]> {
    const { row, renter, notices } = await this.parties(tx, bookingId);
    const told = notices.accepted(row, renter);
    await this.deps.outbox?.enqueue(tx, told.email);
    return [{ userId: renter.id, kind: 'booking_created', message: told.note, bookingId }];
  }

  private async tellClosed(
    tx: Executor,
    how: RequestClosing,
    bookingId: string,
    reason?: string | null,
  ): Promise<NotificationDraft[]> {
    const { row, owner, renter, notices } = await this.parties(tx, bookingId);
    const told = notices.closed(how, row, owner, renter, reason);
    await this.deps.outbox?.enqueueMany(tx, [told.renter.email, ...(told.owner ? [told.owner.email] : [])]);
    return [
      { userId: renter.id, kind: 'booking_cancelled', message: told.renter.note, bookingId },
      ...(told.owner
        ? [{ userId: owner.id, kind: 'booking_cancelled' as const, message: told.owner.note, bookingId }]
        : []),
    ];
  }
}
