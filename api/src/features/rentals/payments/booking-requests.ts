import { eq } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import type { Viewer } from '../../../core/viewer.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import type { Announcements, BookingService } from '../bookings/booking.service.js';
import { depositOf, recordAcceptance } from '../bookings/booking-creation.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import type { BookingWithRefs } from '../bookings/booking-refs.js';
import { parseQuantity, type PeriodInput } from '../bookings/booking-time.js';
import { bookings, type BookingActor, type BookingRow } from '../bookings/booking.table.js';
import {
  assertTransition,
  BOOKING_MACHINE,
  isAwaitingAnswer,
  recordTransition,
  refusal,
} from '../bookings/lifecycle.js';
import { FOLLOW_UP_SECONDS, REQUEST_JOB_OPTIONS, REQUEST_QUEUE, type RequestJob } from './checkout-constants.js';
import { assertIdVerified, authorizeTool } from '../tools/tool.policy.js';
import type { CheckoutResult, CheckoutWorkflow } from './checkout-workflow.js';
import { isAuthorized } from './payment-status.js';
import { payments } from './payment.table.js';
import type { RequestNotes } from './request-notes.js';

export { REQUEST_QUEUE, type RequestJob } from './checkout-constants.js';

const MAX_REASON = 500;

/**
 * Request to book: the checkout workflow (checkout-workflow.ts) with the card captured when the
 * tool's owner accepts, and the owner's and the renter's answers around it.
 * 1. `request`: one line, held under a payment whose card is only authorised (steps 1 to 3).
 * 2. The card is authorised (step 5): the hold becomes a request with a deadline, the owner is asked.
 *    Nothing is in the ledger yet: no money moved.
 * 3. The owner accepts: the intention (acceptedAt and a capture job) commits first, then the card is
 *    charged and recorded (steps 6 and 7). Declined, withdrawn or unanswered: the period is free at
 *    once and the authorisation is released at the processor, the release queued in the same
 *    transaction. Both money steps are finished by their job after a crash.
 */
export class BookingRequests {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      bookings: BookingService;
      workflow: CheckoutWorkflow;
      notes: RequestNotes;
      jobs: Jobs;
      notifications?: NotificationService;
    },
  ) {}

  private now() {
    return this.deps.bookings.now();
  }

  private get rules() {
    return this.deps.config.bookings;
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, REQUEST_QUEUE, REQUEST_JOB_OPTIONS);
    await workEach<RequestJob>(this.deps.jobs, REQUEST_QUEUE, (job) => this.runJob(job.data));
  }

  /** One request job (the worker's, or a test's direct call). Safe to run again. */
  async runJob(job: RequestJob): Promise<void> {
    if (job.action === 'expire') await this.expire(job.bookingId);
    else if (job.action === 'capture')
      await this.deps.workflow.captureCharge(job.bookingId).catch((error: unknown) => {
        // The authorisation had lapsed: the request is closed, and there is nothing left to charge.
        if (!(error instanceof AppError && error.code === 'PAYMENT_FAILED')) throw error;
      });
    else await this.deps.workflow.releaseAuthorization(job.paymentId);
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
    const { workflow } = this.deps;
    workflow.ensurePaymentsAvailable();
    const userId = viewer.user.id;
    const quote = await this.deps.bookings.quote(toolId, period, userId);
    const tool = quote.tool;
    authorizeTool(viewer, 'book', tool);
    assertIdVerified(viewer, tool);
    if (tool.bookingMode !== 'request')
      throw new AppError('CONFLICT', `${tool.name} is booked instantly: add it to your cart and pay for it there`);
    const quantity = parseQuantity(quantityInput ?? 1, quote.free);
    const line = {
      tool,
      startsAt: quote.period.startsAt,
      endsAt: quote.period.endsAt,
      quantity,
      priceCents: tool.priceCents,
      billedMinutes: quote.billedMinutes,
      discountPercent: quote.discountPercent,
      amountCents: quote.unitAmountCents * quantity,
      depositCents: depositOf(tool, quantity),
    };
    const words = {
      checkAgain: 'check the booking form and request again',
      tooLarge: 'This request is too large for one card payment',
    };
    const open = await this.openRequest(userId, line, line.amountCents + line.depositCents);
    if (open) {
      workflow.assertTotal(open.payment, expectedTotalCents, words.checkAgain);
      return { payment: await workflow.openIntent(open.payment), bookings: open.bookings };
    }
    return workflow.start({ renterId: userId, lines: [line], capture: 'on_acceptance', expectedTotalCents, words });
  }

  /** The renter's request of the same line whose card step is still open (hold running). */
  private async openRequest(
    userId: string,
    line: { tool: { id: string }; startsAt: Date; endsAt: Date; quantity: number },
    total: number,
  ): Promise<CheckoutResult | undefined> {
    const now = this.now();
    const same = (await this.deps.workflow.pendingRequests(userId, line.tool.id)).find(
      (r) =>
        r.booking.startsAt.getTime() === line.startsAt.getTime() &&
        r.booking.endsAt.getTime() === line.endsAt.getTime() &&
        r.booking.quantity === line.quantity &&
        r.payment.amountCents === total &&
        r.booking.holdExpiresAt !== null &&
        r.booking.holdExpiresAt > now,
    );
    return same ? { payment: same.payment, bookings: [same.booking] } : undefined;
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
        isAwaitingAnswer(booking)
          ? 'You already accepted this request: the card is being charged.'
          : 'You already accepted this request.',
      );
    assertTransition('accept_request', booking, current.role, this.now(), this.rules);
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, booking.paymentId!));
    if (!payment || !isAuthorized(payment))
      throw new AppError('CONFLICT', "This request's card is not authorised any more: it cannot be accepted.");
    await this.deps.db.transaction(async (tx) => {
      if (!(await recordAcceptance(tx, booking.id, this.now())))
        throw new AppError('CONFLICT', 'This request changed meanwhile: reload the page.');
      await this.deps.jobs.send(REQUEST_QUEUE, { action: 'capture', bookingId: booking.id } satisfies RequestJob, {
        startAfter: FOLLOW_UP_SECONDS,
        ...REQUEST_JOB_OPTIONS,
        ...inTransaction(tx),
      });
    });
    try {
      await this.deps.workflow.captureCharge(booking.id);
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
    if (current.role === 'owner' && BOOKING_MACHINE.reached('decline_request', current.booking)) return current;
    assertTransition('decline_request', current.booking, current.role, this.now(), this.rules);
    await this.close(current.booking, 'decline_request', 'owner', viewer!.user.id, reason);
    return this.deps.bookings.get(viewer, bookingId);
  }

  async withdraw(viewer: Viewer | undefined, bookingId: string): Promise<BookingWithRefs & { role: BookingRole }> {
    const current = await this.deps.bookings.get(viewer, bookingId);
    if (current.role === 'renter' && BOOKING_MACHINE.reached('withdraw_request', current.booking)) return current;
    assertTransition('withdraw_request', current.booking, current.role, this.now(), this.rules);
    await this.close(current.booking, 'withdraw_request', 'renter', viewer!.user.id, null);
    return this.deps.bookings.get(viewer, bookingId);
  }

  /** The deadline job: an unanswered request lapses (one the owner accepted is charged instead). */
  async expire(bookingId: string): Promise<void> {
    const [booking] = await this.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || !isAwaitingAnswer(booking)) return;
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
      await this.deps.workflow.queueRelease(tx, booking.paymentId!);
      const drafts = await this.deps.notes.closed(tx, name, booking.id, reason);
      announcements = {
        notes: this.deps.notifications ? await this.deps.notifications.add(tx, drafts) : [],
        bookings: [booking],
      };
    });
    this.deps.bookings.announce(announcements);
    await this.deps.workflow.releaseAuthorizationQuietly(booking.paymentId!);
  }
}
