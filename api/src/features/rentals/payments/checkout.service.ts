import { and, eq } from 'drizzle-orm';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, workEach } from '../../../lib/jobs.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { Viewer } from '../../../core/viewer.js';
import { depositOf } from '../bookings/booking-creation.js';
import { periodCharge } from '../bookings/booking-charge.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { isHeld } from '../bookings/lifecycle.js';
import type { Cart } from '../bookings/cart.service.js';
import { BookingRequests } from './booking-requests.js';
import { HOLD_MINUTES, HOLD_QUEUE } from './checkout-constants.js';
import { CheckoutWorkflow, ConcurrentCheckout, type CheckoutDeps, type CheckoutResult } from './checkout-workflow.js';
import type { PaymentEvent } from './payment-provider.js';
import { authorizePayment } from './payment.policy.js';
import { isPaid, isPending } from './payment-status.js';
import { payerOf, payments, type PaymentRow } from './payment.table.js';
import { PrepaidPayments } from './prepaid-payments.js';
import { ExtensionService } from './extension.service.js';
import { RequestNotes } from './request-notes.js';

export { HOLD_MINUTES, HOLD_QUEUE, MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from './checkout-constants.js';
export type { CheckoutResult } from './checkout-workflow.js';

/** A renter's checkout whose card step has not finished, while its holds still run. */
export interface PendingHold extends CheckoutResult {
  holdExpiresAt: Date;
  /** The hold is for exactly the cart's lines and total as they are now: resuming pays for this cart. */
  matchesCart: boolean;
}

const HOLD_RAN_OUT = `The ${HOLD_MINUTES} minutes to pay ran out; nothing was charged.`;

/** The earliest end of the holds, while every one of them still runs; undefined once any is gone. */
function liveUntil(held: BookingRow[], now: Date): Date | undefined {
  if (!held.length || held.some((b) => !isHeld(b) || !b.holdExpiresAt)) return undefined;
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

/** Refused or cancelled while settling: the caller goes on (the holds were released). */
const unlessRefused =
  <T>(fallback: T) =>
  (error: unknown) => {
    if (error instanceof AppError && error.code === 'PAYMENT_FAILED') return fallback;
    throw error;
  };

/**
 * The cart's checkout, instant booking: the checkout workflow (checkout-workflow.ts) with the card
 * captured at the confirmation, and what only a cart has around it.
 * 1. `start`: the server prices the cart and the workflow holds its lines under one payment.
 * 2. The browser confirms the card with the processor.
 * 3. `confirm` (or a webhook, or the hold-expiry job, whichever comes first) settles it.
 * An unfinished checkout stays its renter's (`pendingHold`): checking out the same cart again, or
 * `resume`, continues the same payment; `releaseHold`, or checking out a changed cart, lets go of it.
 * Letting go cancels the processor's payment before our records change, so a released hold can never
 * be charged, and one that turns out to be paid is settled instead.
 * Requests to book (`requests`) and the old client's prepaid payments (`prepaid`) run on the same workflow.
 */
export class CheckoutService {
  /** How long an unpaid checkout (or a request's card step) holds its periods: the booking form says it. */
  readonly holdMinutes = HOLD_MINUTES;
  /** The workflow's steps, for the cart, requests to book and the old client's payments alike. */
  readonly workflow: CheckoutWorkflow;
  /** Requests to book: the same workflow, with the card captured when the owner accepts. */
  readonly requests: BookingRequests;
  /** The old client's payments, made before it books. */
  readonly prepaid: PrepaidPayments;
  /** A rental's extra time: its card authorised at the request, charged when the owner accepts. */
  readonly extensions: ExtensionService;

  constructor(
    private readonly deps: CheckoutDeps & {
      /** Who is told about requests to book (in-app and by e-mail), and of refunds of unused money. */
      outbox?: OutboxService;
      /** A sponsor's invoice paid by card: its own module settles it (expo/invoices, given at start-up). */
      onSponsorshipEvent?: (paymentId: string) => Promise<void>;
      /** A paid registration's payment (expo/paid-registration) moved at the provider. */
      onRegistrationEvent?: (paymentId: string) => Promise<void>;
    },
  ) {
    const notes = new RequestNotes(deps);
    this.workflow = new CheckoutWorkflow({ ...deps, notes });
    this.requests = new BookingRequests({ ...deps, workflow: this.workflow, notes });
    this.prepaid = new PrepaidPayments({ ...deps, workflow: this.workflow });
    this.extensions = new ExtensionService({ ...deps, workflow: this.workflow });
  }

  private now() {
    return this.deps.bookings.now();
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, HOLD_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true });
    await workEach<{ paymentId: string }>(this.deps.jobs, HOLD_QUEUE, (job) => this.expireHold(job.data.paymentId));
    await this.requests.startWorkers();
    await this.prepaid.startWorkers();
    await this.extensions.startWorkers();
  }

  /** The processor's word on a payment (webhook, or the test provider's card step): settled from its source. */
  async handleEvent(event: PaymentEvent): Promise<void> {
    const [payment] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, this.deps.provider.name), eq(payments.intentId, event.paymentRef)));
    if (!payment) {
      this.deps.logger.warn({ intentId: event.paymentRef }, 'payment event for an unknown intent');
      return;
    }
    if (payment.purpose === 'sponsorship') {
      await this.deps.onSponsorshipEvent?.(payment.id);
      return;
    }
    if (payment.purpose === 'registration') {
      await this.deps.onRegistrationEvent?.(payment.id);
      return;
    }
    const settling =
      payment.purpose === 'extension' ? this.extensions.settleByPayment(payment.id) : this.workflow.settle(payment.id);
    if (event.type === 'refused' || event.type === 'canceled') await settling.catch(unlessRefused(undefined));
    else await settling;
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
    this.workflow.ensurePaymentsAvailable();
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
      const problem = this.deps.cart.lineProblem(item, tool, viewer, now, rows[0]!.tool.currency);
      if (!problem) continue;
      problems.push({ path: `lines.${item.id}`, msg: problem });
      if (item.priceCents !== tool.priceCents || item.currency !== tool.currency)
        await this.deps.cart.refreshPrice(this.deps.db, item, tool);
    }
    if (problems.length)
      throw new AppError(
        'CONFLICT',
        problems.length === 1 ? problems[0]!.msg : 'Some lines of your cart cannot be booked as they are',
        problems,
      );
    return this.workflow.start({
      renterId: userId,
      capture: 'at_confirmation',
      oneAtATime: true,
      expectedTotalCents,
      words: {
        checkAgain: 'check your cart and pay again',
        tooLarge: 'This cart is too large for one card payment',
      },
      lines: rows.map(({ item, tool }) => {
        const charge = periodCharge(tool.rentalCircle, item.priceCents, item, item.discountPercent);
        return {
          path: `lines.${item.id}`,
          tool,
          startsAt: item.startsAt,
          endsAt: item.endsAt,
          quantity: item.quantity,
          priceCents: item.priceCents,
          billedMinutes: charge.billedMinutes,
          discountPercent: charge.discountPercent,
          amountCents: charge.unitAmountCents * item.quantity,
          depositCents: depositOf(tool, item.quantity),
        };
      }),
    });
  }

  // ---------------------------------------------------------------- settling

  /** The browser's confirmation after the card step: only the payer (or an admin) may ask. */
  async confirm(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult & { pending: boolean }> {
    const payment = await this.loadOwn(viewer, paymentId);
    return this.workflow.settle(payment.id);
  }

  async loadOwn(viewer: Viewer | undefined, paymentId: string): Promise<PaymentRow> {
    if (!viewer) throw AppError.unauthenticated();
    const [payment] = isUuid(paymentId)
      ? await this.deps.db.select().from(payments).where(eq(payments.id, paymentId))
      : [];
    if (!payment) throw AppError.notFound('The payment');
    authorizePayment(viewer, 'read', payment);
    return payment;
  }

  bookingsOf(paymentId: string) {
    return this.workflow.bookingsOf(paymentId);
  }

  // ---------------------------------------------------------------- the renter's unfinished checkout

  /**
   * The renter's unfinished checkout whose holds still run, for the cart: theirs to resume or release.
   * Our records only (the cart is read often); resuming asks the processor.
   */
  async pendingHold(userId: string, cart: Cart): Promise<PendingHold | undefined> {
    const now = this.now();
    for (const payment of await this.workflow.pendingCheckouts(userId)) {
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
    const pending = await this.workflow.pendingCheckouts(viewer.user.id);
    if (!pending.length) return undefined;
    const cart = await this.deps.cart.get(viewer);
    for (const payment of pending) {
      if (payment.intentId) {
        const settled = await this.workflow.settle(payment.id).catch(unlessRefused(undefined));
        if (!settled?.pending) continue;
      }
      const held = await this.bookingsOf(payment.id);
      if (liveUntil(held, this.now()) && holdsCart(held, payment, cart)) {
        this.workflow.assertTotal(payment, expectedTotalCents, 'check your cart and pay again');
        return { payment: payment.clientSecret ? payment : await this.workflow.attachIntent(payment), bookings: held };
      }
      await this.workflow.cancelUnpaid(payment, 'A new checkout replaced this one; nothing was charged.');
    }
    return undefined;
  }

  /**
   * "Resume payment": the renter's unfinished checkout continues with the same payment and intent
   * (its client secret for the card step), within the time its holds have left. The processor is
   * asked first: a payment that went through meanwhile comes back settled, a refused or cancelled
   * one as PAYMENT_FAILED, and one whose holds ran out is let go of.
   */
  async resume(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult> {
    const payment = await this.loadOwn(viewer, paymentId);
    authorizePayment(viewer, 'pay', payment);
    if (payment.purpose !== 'checkout') throw AppError.notFound('An unfinished checkout');
    if (isPaid(payment)) return { payment, bookings: await this.bookingsOf(payment.id) };
    if (!isPending(payment))
      throw new AppError(
        'CONFLICT',
        `${payment.failureMessage ?? 'This payment was let go of; nothing was charged.'} Pay again from your cart.`,
      );
    if (payment.intentId) {
      const settled = await this.workflow.settle(payment.id);
      if (!settled.pending) return settled;
    }
    const held = await this.bookingsOf(payment.id);
    if (!liveUntil(held, this.now())) {
      if ((await this.workflow.cancelUnpaid(payment, HOLD_RAN_OUT, { transition: 'expire_hold' })) === 'paid')
        return this.workflow.settle(payment.id);
      throw new AppError('CONFLICT', `${HOLD_RAN_OUT} Pay again from your cart to hold the dates anew.`);
    }
    return { payment: payment.clientSecret ? payment : await this.workflow.attachIntent(payment), bookings: held };
  }

  /**
   * "Release": the renter lets go of their unfinished checkout at once; its periods are free for
   * everyone. Safe to repeat. A payment the processor already took is never released: it is settled,
   * and the answer says so ('succeeded').
   */
  async releaseHold(viewer: Viewer | undefined, paymentId: string): Promise<CheckoutResult> {
    const payment = await this.loadOwn(viewer, paymentId);
    authorizePayment(viewer, 'release', payment);
    if (payment.purpose !== 'checkout') throw AppError.notFound('An unfinished checkout');
    if (isPending(payment))
      await this.workflow.cancelUnpaid(payment, 'You released this hold; nothing was charged.', {
        actor: 'renter',
        actorId: payerOf(payment),
      });
    const [current] = await this.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    return { payment: current!, bookings: await this.bookingsOf(payment.id) };
  }

  /** The hold-expiry job: an unpaid checkout (or request's card step) after 15 minutes. Money that did arrive is kept. */
  async expireHold(paymentId: string): Promise<void> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || !isPending(payment)) return;
    if (payment.intentId) {
      const result = await this.workflow.settle(paymentId).catch(unlessRefused({ pending: false }));
      if (!result.pending) return;
    }
    await this.workflow.cancelUnpaid(payment, HOLD_RAN_OUT, { transition: 'expire_hold' });
  }

  /** The old client's unallocated money, refunded (its job; a test's direct call). Safe to run again. */
  refundUnallocated(paymentId: string): Promise<void> {
    return this.prepaid.refundUnallocated(paymentId);
  }
}
