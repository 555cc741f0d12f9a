import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { violatedConstraint } from '../../../db/errors.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import { hashToken, isOpaqueToken, newOpaqueToken } from '../../../lib/tokens.js';
import type { ExpoPayments } from '../../rentals/payments/expo-payments.js';
import { recordRegistrationPayment, recordRegistrationRefund } from '../../rentals/payments/ledger.js';
import { isPaid, isPending, isUnpaid } from '../../rentals/payments/payment-status.js';
import type { PaymentRow } from '../../rentals/payments/payment.table.js';
import type { AccessCodeRow } from '../access-codes/access-code.table.js';
import { newAccessLink } from '../confirmation.js';
import type { ParticipantValues } from '../expo.validation.js';
import { insertRegistration, type ExpoDeps } from '../participant.service.js';
import { claimPlace } from '../registration-types/places.js';
import {
  registrationTypes,
  type RegistrationAnswers,
  type RegistrationTypeRow,
} from '../registration-types/registration-type.table.js';
import type { WaitlistEntryRow } from '../waitlist/waitlist.table.js';
import { unfulfilledOrderEmail } from './order-emails.js';
import { isOpenOrder, isUnfulfilledOrder, lapsedOrderWhere, moveOrder, unrefundedOrderWhere } from './order-status.js';
import { registrationOrders, type RegistrationOrderRow } from './order.table.js';

export const ORDER_QUEUE = 'expo.registration-orders';
/** An unfulfilled order's refund, and the sweep of orders not paid in time. */
export type OrderJob = { action: 'refund'; orderId: string } | { action: 'expire' };
const JOB_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
/** How long an order holds its place for the payment (a card, a bank app's confirmation, a 3-D Secure step). */
export const ORDER_HOLD_MINUTES = 30;
/** Orders the sweep takes at a time. */
const SWEEP_BATCH = 100;
/** An unfulfilled order's refund still not done this long after is the sweep's to retry (its job has its own retries first). */
const REFUND_RETRY_AFTER_MINUTES = 15;
const REFUND_RETRY_BATCH = 10;

/** A new order as the registration's transaction hands it over: the place it holds and what was sent. */
export interface NewOrder {
  type: RegistrationTypeRow;
  offer?: WaitlistEntryRow;
  code?: AccessCodeRow;
  person: ParticipantValues;
  answers: RegistrationAnswers;
}

/** What the payer's browser needs to pay: the order's key and the provider's hosted step. */
export interface OrderPaymentStep {
  /** The order's key for the payment page (the only place it is kept is the payer's browser). */
  token: string;
  expiresAt: Date;
  amountCents: number;
  currency: string;
  paymentId: string;
  provider: string;
  clientSecret: string;
  publishableKey: string | null;
}

/** Where an order stands, as its payer sees it. */
export interface OrderView {
  order: RegistrationOrderRow;
  type: RegistrationTypeRow;
  /** Why the last payment did not go through (refused, expired at the provider); null when none did. */
  failure: string | null;
  /** When it was read (the service's clock): a hold past it reads as expired. */
  now: Date;
}

/** An order just opened: its row, its payment, and the payer's token (only ever in the answer). */
export interface OpenedOrder {
  order: RegistrationOrderRow;
  payment: PaymentRow;
  token: string;
}

/** The seam the registration form uses: it opens an order in its transaction, then starts its payment. */
export interface PaidRegistrations {
  open(tx: Executor, order: NewOrder): Promise<OpenedOrder>;
  start(opened: OpenedOrder): Promise<OrderPaymentStep>;
}

const invalidToken = () =>
  AppError.badInput([
    {
      path: 'token',
      msg: 'This payment link does not work: register again, or check your e-mail if you paid already.',
    },
  ]);

/**
 * Paid registration types: a registration is an order until its payment is captured (pretix's pending
 * order). The order holds the type's place (and its access code's use, or its waitlist offer's place)
 * for ORDER_HOLD_MINUTES; the payment's capture, from the webhook or the payer's return, makes the
 * registration in the transaction that records the money in the ledger. An order paid that cannot
 * become a registration (its address registered meanwhile, or its hold lapsed and the type filled) is
 * refunded whole, and its address told; an order not paid in time gives its place back (the waitlist
 * gets it). The form's answer is the same whether or not the address is registered already: nothing
 * about a known address is looked at before the money arrives.
 */
export class PaidRegistrationService implements PaidRegistrations {
  private readonly now: () => Date;
  constructor(
    private readonly deps: ExpoDeps & {
      jobs: Jobs;
      payments: ExpoPayments;
      publicKey: () => string | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, ORDER_QUEUE, JOB_OPTIONS);
    // Every minute: a lapsed order's place goes back within a minute of its hold.
    await this.deps.jobs.schedule(ORDER_QUEUE, '* * * * *', { action: 'expire' });
    await workEach<OrderJob>(this.deps.jobs, ORDER_QUEUE, (job) => this.runJob(job.data), { concurrency: 1 });
  }

  /** One job (the worker's, or a test's direct call). Safe to run again. */
  async runJob(job: OrderJob): Promise<void> {
    if (job.action === 'refund') await this.refund(job.orderId);
    else await this.expireLapsed();
  }

  // ================================================================ ordering and paying

  /** Opens the order in the registration's transaction, which holds its place already (holdPlace, an offer). */
  async open(tx: Executor, made: NewOrder): Promise<OpenedOrder> {
    if (!this.deps.payments.available)
      throw new AppError(
        ErrorCode.PAYMENTS_UNAVAILABLE,
        `Registering as ${made.type.name} is paid, and card payment is not available at the moment: please try again later`,
      );
    // The offer's held place is the order's from now on: the offer is taken up, the order gives it back if unpaid.
    if (made.offer) await this.deps.waitlist.accepted(tx, made.offer, null);
    const payment = await this.deps.payments.create(tx, {
      amountCents: made.type.priceCents,
      currency: made.type.currency!,
    });
    const token = newOpaqueToken();
    const now = this.now();
    const [order] = await tx
      .insert(registrationOrders)
      .values({
        year: this.deps.config.expo.year,
        typeId: made.type.id,
        codeId: made.code?.id ?? null,
        offerId: made.offer?.id ?? null,
        email: made.person.email,
        language: made.person.language,
        details: { person: made.person, answers: made.answers },
        amountCents: payment.amountCents,
        currency: payment.currency,
        paymentId: payment.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
        createdAt: now,
      })
      .returning();
    return { order: order!, payment, token };
  }

  /**
   * Asks the provider for the order's payment step, after the order's transaction. When the provider
   * cannot be reached the order is given up at once (its place back), and the payer can simply try again.
   */
  async start({ order, payment, token }: OpenedOrder): Promise<OrderPaymentStep> {
    try {
      return await this.step(order, token, payment);
    } catch (error) {
      await this.deps.db.transaction((tx) => this.expireIn(tx, order.id, payment));
      throw error;
    }
  }

  private async step(order: RegistrationOrderRow, token: string, payment: PaymentRow): Promise<OrderPaymentStep> {
    const attached = payment.clientSecret
      ? payment
      : await this.deps.payments.attach(payment, {
          // An open order's details are never forgotten (only closed orders' are: order-privacy.ts).
          email: order.email!,
          // The token never goes to the provider: the page keeps it while the payer is away.
          returnUrl: `${this.deps.publicUrl()}/registration/payment?${new URLSearchParams({ payment: payment.id })}`,
          reference: { registrationOrder: order.id },
        });
    return {
      token,
      expiresAt: order.expiresAt,
      amountCents: order.amountCents,
      currency: order.currency,
      paymentId: attached.id,
      provider: attached.provider,
      clientSecret: attached.clientSecret!,
      publishableKey: this.deps.publicKey() ?? null,
    };
  }

  private async byToken(tokenInput: unknown): Promise<RegistrationOrderRow> {
    if (!isOpaqueToken(tokenInput)) throw invalidToken();
    const [order] = await this.deps.db
      .select()
      .from(registrationOrders)
      .where(eq(registrationOrders.tokenHash, hashToken(tokenInput)));
    if (!order) throw invalidToken();
    return order;
  }

  /** The payer's view of their order; an unfinished payment is asked about first (the return from the provider). */
  async view(tokenInput: unknown): Promise<OrderView> {
    let order = await this.byToken(tokenInput);
    if (isOpenOrder(order)) {
      await this.settle(order).catch((error: unknown) => {
        // The page still opens when the provider does not answer; the webhook settles it later.
        if (!(error instanceof AppError && error.code === ErrorCode.SERVICE_UNAVAILABLE)) throw error;
      });
      order = (await this.load(order.id))!;
    }
    const [type] = await this.deps.db.select().from(registrationTypes).where(eq(registrationTypes.id, order.typeId));
    const payment = await this.deps.payments.get(order.paymentId);
    const failure = isOpenOrder(order) && payment && !isPending(payment) && !isPaid(payment);
    return { order, type: type!, failure: failure ? (payment.failureMessage ?? null) : null, now: this.now() };
  }

  /**
   * Pays the open order again after a refused card (a new payment; the amount is the order's), or
   * continues the payment still open at the provider.
   */
  async pay(tokenInput: unknown): Promise<OrderPaymentStep> {
    const found = await this.byToken(tokenInput);
    const started = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(registrationOrders)
        .where(eq(registrationOrders.id, found.id))
        .for('update');
      if (!isOpenOrder(order!))
        throw new AppError(
          ErrorCode.CONFLICT,
          isUnfulfilledOrder(order!) || order!.participantId
            ? 'This registration is paid already: check your e-mail for its confirmation.'
            : 'The place held for this payment has been given back: register again.',
        );
      if (order!.expiresAt <= this.now())
        throw new AppError(ErrorCode.CONFLICT, 'The place held for this payment has run out: register again.');
      // One payment per order: a refused one is tried again, never replaced while it could still be paid
      // (its money would arrive for a payment the order no longer names). Only one stopped gets a successor.
      const earlier = await this.deps.payments.get(order!.paymentId, tx);
      if (earlier && (!isUnpaid(earlier) || this.deps.payments.reusable(earlier)))
        return { order: order!, payment: earlier };
      const payment = await this.deps.payments.create(tx, {
        amountCents: order!.amountCents,
        currency: order!.currency,
      });
      const [moved] = await tx
        .update(registrationOrders)
        .set({ paymentId: payment.id })
        .where(eq(registrationOrders.id, order!.id))
        .returning();
      return { order: moved!, payment };
    });
    if (isPaid(started.payment)) {
      await this.settle(started.order);
      throw new AppError(
        ErrorCode.CONFLICT,
        'This registration is paid already: check your e-mail for its confirmation.',
      );
    }
    return this.step(started.order, tokenInput as string, started.payment);
  }

  // ================================================================ the money arrives

  private load(orderId: string, exec: Executor = this.deps.db) {
    return exec
      .select()
      .from(registrationOrders)
      .where(eq(registrationOrders.id, orderId))
      .then((rows) => rows[0]);
  }

  /** Asks the provider where the order's payment stands and records it (a capture makes the registration). */
  private settle(order: RegistrationOrderRow) {
    return this.deps.payments.settle(order.paymentId, this.now(), (tx, payment) => this.paid(tx, order.id, payment));
  }

  /** The provider's notification about a registration's payment (the webhook, the test provider). */
  async handlePaymentEvent(paymentId: string): Promise<void> {
    const [order] = await this.deps.db
      .select()
      .from(registrationOrders)
      .where(eq(registrationOrders.paymentId, paymentId));
    if (order) await this.settle(order);
  }

  /**
   * The order's payment was captured (in the transaction that records it): the money goes into the
   * ledger, and the order becomes its registration, confirmed by e-mail as a free one is. When it cannot
   * (the address registered meanwhile; or the hold had lapsed and no place is left), it is unfulfilled:
   * its place goes back, its money is refunded by a job, and its address is told.
   */
  private async paid(tx: Executor, orderId: string, payment: PaymentRow): Promise<void> {
    const now = this.now();
    const [order] = await tx.select().from(registrationOrders).where(eq(registrationOrders.id, orderId)).for('update');
    if (!order) return;
    if (order.paymentId !== payment.id) {
      // Cannot happen while a payment is replaced only once stopped at the provider (pay): say so loudly.
      this.deps.logger.error(
        { orderId, paymentId: payment.id },
        'money arrived for a registration order’s old payment',
      );
      return;
    }
    await recordRegistrationPayment(tx, order, { paymentId: payment.id, reference: payment.intentId, now });
    const [type] = await tx.select().from(registrationTypes).where(eq(registrationTypes.id, order.typeId));
    const holding = isOpenOrder(order) || (await this.holdAgain(tx, order));
    const participant = holding ? await this.registerIn(tx, order, type!, now) : undefined;
    if (participant) {
      await moveOrder(tx, {
        name: 'register',
        id: order.id,
        changes: { participantId: participant.id, closedAt: now },
      });
      return;
    }
    if (holding) await this.giveBack(tx, order);
    const unfulfilled = await moveOrder(tx, { name: 'unfulfil', id: order.id, changes: { closedAt: now } });
    if (!unfulfilled) return;
    if (unfulfilled.email)
      await this.deps.outbox.enqueue(
        tx,
        unfulfilledOrderEmail(this.deps.config, { ...unfulfilled, email: unfulfilled.email }, type!),
      );
    await this.deps.jobs.send(ORDER_QUEUE, { action: 'refund', orderId: order.id } satisfies OrderJob, {
      ...JOB_OPTIONS,
      ...inTransaction(tx),
    });
  }

  /** An expired order's money arrived late: it takes its place (and code's use) again when some are left. */
  private async holdAgain(tx: Executor, order: RegistrationOrderRow): Promise<boolean> {
    if (!(await claimPlace(tx, order.typeId))) return false;
    if (order.codeId && !(await this.deps.codes.takeUseAgain(tx, order.codeId))) {
      await this.deps.waitlist.freePlace(tx, order.typeId);
      return false;
    }
    return true;
  }

  /** The registration the order becomes, in a savepoint: undefined when its address is registered already. */
  private async registerIn(tx: Executor, order: RegistrationOrderRow, type: RegistrationTypeRow, now: Date) {
    // Forgotten (its edition purged) before money arrived for it: nobody left to register.
    if (!order.details) return undefined;
    const { person, answers } = order.details;
    try {
      return await tx.transaction((sp) =>
        insertRegistration(sp, this.deps, {
          person,
          type,
          answers,
          code: order.codeId ? { id: order.codeId } : undefined,
          link: newAccessLink(),
          now,
        }),
      );
    } catch (error) {
      if (violatedConstraint(error) === 'participants_year_email_key') return undefined;
      throw error;
    }
  }

  /** What an order held goes back: its place (to the waitlist) and its code's use. */
  private async giveBack(tx: Executor, order: RegistrationOrderRow): Promise<void> {
    await this.deps.waitlist.freePlace(tx, order.typeId);
    if (order.codeId) await this.deps.codes.giveBackUse(tx, order.codeId);
  }

  /**
   * An unfulfilled order's money back through the provider (key of the order: asked again, the same
   * refund), recorded in the ledger once. Safe to run again.
   */
  async refund(orderId: string): Promise<void> {
    const order = await this.load(orderId);
    if (!order || !isUnfulfilledOrder(order) || order.refundedAt) return;
    const payment = await this.deps.payments.get(order.paymentId);
    if (!payment || !isPaid(payment) || !payment.intentId) return;
    const refund = await this.deps.payments.refund(
      { ...payment, intentId: payment.intentId },
      `registration-refund-${order.id}`,
    );
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const written = await recordRegistrationRefund(tx, order, { id: refund.id, now });
      if (written) await this.deps.payments.recordRefund(tx, payment, now);
      await tx
        .update(registrationOrders)
        .set({ refundedAt: now, refundRef: refund.id })
        .where(eq(registrationOrders.id, order.id));
    });
  }

  // ================================================================ holds that lapse

  /**
   * Ends the orders not paid in time: each payment is stopped at the provider first (money that
   * arrived meanwhile makes its registration instead), then the order expires and gives its place back.
   */
  async expireLapsed(): Promise<number> {
    const lapsed = await this.deps.db
      .select()
      .from(registrationOrders)
      .where(lapsedOrderWhere(this.now()))
      .limit(SWEEP_BATCH);
    let expired = 0;
    // One order's trouble (the provider not answering) does not hold up the others: it is tried again next minute.
    for (const order of lapsed) {
      try {
        const payment = await this.deps.payments.get(order.paymentId);
        if (payment && (await this.deps.payments.stop(payment)) === 'captured') {
          await this.settle(order);
          continue;
        }
        const moved = await this.deps.db.transaction((tx) => this.expireIn(tx, order.id, payment));
        if (moved) expired += 1;
      } catch (error) {
        this.deps.logger.error({ err: error, orderId: order.id }, 'a lapsed registration order could not be ended');
      }
    }
    await this.retryRefunds();
    return expired;
  }

  /**
   * Refunds whose job gave up (the provider down for hours) are tried again by the sweep, a few at a time,
   * until the money is back: the address was told it is on its way.
   */
  private async retryRefunds(): Promise<void> {
    const stuck = await this.deps.db
      .select({ id: registrationOrders.id })
      .from(registrationOrders)
      .where(unrefundedOrderWhere(new Date(this.now().getTime() - REFUND_RETRY_AFTER_MINUTES * 60_000)))
      .limit(REFUND_RETRY_BATCH);
    for (const { id } of stuck) {
      await this.refund(id).catch((error: unknown) => {
        this.deps.logger.error({ err: error, orderId: id }, 'a registration refund failed again');
      });
    }
  }

  /** Expires the order in the caller's transaction, its payment released and its place given back. */
  private async expireIn(tx: Executor, orderId: string, payment: PaymentRow | undefined): Promise<boolean> {
    const now = this.now();
    const moved = await moveOrder(tx, { name: 'expire', id: orderId, changes: { closedAt: now } });
    if (!moved) return false;
    if (payment) await this.deps.payments.release(tx, payment.id, now);
    await this.giveBack(tx, moved);
    return true;
  }
}
