import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { formatMoney } from '../../../lib/money.js';
import { zonedToUtc } from '../../../lib/zoned-time.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft, OutboxService } from '../../outbox/outbox.service.js';
import { bookedUnits, lockTools } from '../bookings/availability.js';
import { billedMinutes, describeBilled, discountedCents, unitAmountCents } from '../bookings/booking-charge.js';
import type { BookingWithRefs } from '../bookings/booking-refs.js';
import type { Announcements, BookingService } from '../bookings/booking.service.js';
import type { BookingRole } from '../bookings/booking.policy.js';
import { parseBookingDate, parseSlot } from '../bookings/booking-time.js';
import { bookings } from '../bookings/booking.table.js';
import {
  EXTENSION_MACHINE,
  isAccepted,
  isAsked,
  isAwaitingCard,
  isOpenExtension,
  lengthenBooking,
  moveExtension,
  openExtensionWhere,
  type ExtensionTransition,
} from '../bookings/extension-status.js';
import { bookingExtensions, type ExtensionRow } from '../bookings/extension.table.js';
import { isAwaitingPickup, isExtendable, isOut, recordEvent } from '../bookings/lifecycle.js';
import { requestTime } from '../bookings/request-emails.js';
import { rentalLength } from '../tools/booking-rules.js';
import { tools } from '../tools/tool.table.js';
import { HOLD_MINUTES, MAX_PAYMENT_CENTS } from './checkout-constants.js';
import type { CheckoutWorkflow } from './checkout-workflow.js';
import { recordExtensionCharge } from './ledger.js';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider.js';
import { isAuthorized, isPaid, isPending, movePayment } from './payment-status.js';
import { payments, type PaymentRow } from './payment.table.js';

export const EXTENSION_QUEUE = 'booking.extension';
/** What the extension's jobs do: end an unfinished card step, end an unanswered request, charge, release. */
export interface ExtensionJob {
  action: 'hold' | 'answer' | 'capture' | 'release';
  extensionId: string;
}
const JOB_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
/** A booking lasts at most 90 days, extensions included. */
const MAX_LENGTH_MS = 90 * 86_400_000;
const MAX_REASON = 500;
/** A booking's requests to extend, as listed: the latest 20 (one is open at a time). */
const LIST_LIMIT = 20;

/** The new end asked for, on the tool's clocks (the booking form's returning date and time). */
export interface ExtensionInput {
  endDate?: unknown;
  endTime?: unknown;
}

/** The extra time of a booking as priced: its end, the length and amount charged. */
export interface ExtensionQuote {
  toEndsAt: Date;
  billedMinutes: number;
  amountCents: number;
  currency: string;
  /** '1 day', '3.5 hours': the extra length charged. */
  billedText: string;
}

export type ExtensionView = ExtensionRow & {
  /** The renter's card step, while it is open (the renter alone). */
  clientSecret: string | null;
};

/**
 * Extensions (Turo's and Fat Llama's "extend your rental"): the renter of a rental that has not ended
 * asks to keep it until a later time; the extra time is priced at the booking's price and discount,
 * held for the card step (15 minutes) and, once the card is authorised for it (not charged), until the
 * owner answers (by the rental's current end). The owner accepts: availability is checked again, the
 * card is charged and the booking ends later, with the charge, the owner's earning and the fee in the
 * ledger on the booking. Declined, withdrawn, unanswered or refused, the authorisation is released.
 * Each money step is queued in the transaction that decides it and is safe to run again (the job
 * finishes what a crash interrupted): the capture's key is the payment's.
 */
export class ExtensionService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      provider: PaymentProvider;
      bookings: BookingService;
      workflow: CheckoutWorkflow;
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

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, EXTENSION_QUEUE, JOB_OPTIONS);
    await workEach<ExtensionJob>(this.deps.jobs, EXTENSION_QUEUE, (job) => this.runJob(job.data));
  }

  /** One job (the worker's, or a test's direct call). Safe to run again. */
  async runJob(job: ExtensionJob): Promise<void> {
    if (job.action === 'hold') await this.endCardStep(job.extensionId);
    else if (job.action === 'answer') await this.expireUnanswered(job.extensionId);
    else if (job.action === 'capture') await this.capture(job.extensionId).catch(ignoreLapsed);
    else await this.releaseAuthorization(job.extensionId);
  }

  private queue(tx: Executor, job: ExtensionJob, startAfter?: Date | number) {
    return this.deps.jobs.send(EXTENSION_QUEUE, job, {
      ...JOB_OPTIONS,
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...inTransaction(tx),
    });
  }

  // ---------------------------------------------------------------- reading

  /** The booking and the viewer's side of it; NOT_FOUND to anyone who is no party to it. */
  private async party(viewer: Viewer | undefined, bookingId: string, what = 'The booking') {
    return this.deps.bookings.get(viewer, bookingId).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
        throw AppError.notFound(what);
      throw error;
    });
  }

  /** A booking's latest extensions, newest first, for its parties and administrators. */
  async list(viewer: Viewer | undefined, bookingId: string): Promise<{ role: BookingRole; rows: ExtensionView[] }> {
    const { role } = await this.party(viewer, bookingId);
    const rows = await this.deps.db
      .select({ extension: bookingExtensions, clientSecret: payments.clientSecret })
      .from(bookingExtensions)
      .innerJoin(payments, eq(payments.id, bookingExtensions.paymentId))
      .where(eq(bookingExtensions.bookingId, bookingId))
      .orderBy(desc(bookingExtensions.createdAt))
      .limit(LIST_LIMIT);
    return {
      role,
      rows: rows.map((r) => ({
        ...r.extension,
        clientSecret: role === 'renter' && isAwaitingCard(r.extension) ? r.clientSecret : null,
      })),
    };
  }

  /** What keeping the booking until the end asked for costs: for the renter's form. */
  async quote(viewer: Viewer | undefined, bookingId: string, input: ExtensionInput): Promise<ExtensionQuote> {
    const current = await this.party(viewer, bookingId);
    this.assertExtendable(current, current.role);
    return this.price(current, input);
  }

  /** The tool's longest rental (0: none), which the booking and its extensions stay within. */
  private async maxRentalMinutes(toolId: string): Promise<number> {
    const [row] = await this.deps.db.select({ max: tools.maxRentalMinutes }).from(tools).where(eq(tools.id, toolId));
    return row?.max ?? 0;
  }

  /** The renter may ask while the rental has not ended: before the pickup or while the tool is out. */
  private assertExtendable(current: BookingWithRefs, role: BookingRole) {
    if (role !== 'renter') throw new AppError('FORBIDDEN', 'Only the renter can ask to extend a rental');
    const { booking } = current;
    if (isExtendable(booking, this.now())) return;
    if (!isAwaitingPickup(booking) && !isOut(booking))
      throw new AppError('CONFLICT', 'Only a paid rental that has not been returned can be extended');
    throw new AppError('CONFLICT', 'This rental has ended: bring the tool back, or ask the owner in the messages');
  }

  private async price(current: BookingWithRefs, input: ExtensionInput): Promise<ExtensionQuote> {
    const { booking, tool } = current;
    const timeZone = tool.timeZone;
    const date = parseBookingDate(input.endDate, timeZone);
    const time = parseSlot(input.endTime);
    const problems = [];
    if (!date?.date)
      problems.push({
        path: 'endDate',
        msg: date?.problem ?? 'Choose the new returning date, such as 2026-12-12',
      });
    if (!time) problems.push({ path: 'endTime', msg: 'Choose the new returning time from the list' });
    if (problems.length) throw AppError.badInput(problems);
    const toEndsAt = zonedToUtc(date!.date!, time!, timeZone);
    if (toEndsAt <= booking.endsAt)
      throw AppError.badInput([
        {
          path: 'endDate',
          msg: `Choose a return after the current one (${requestTime(booking.endsAt, timeZone)})`,
        },
      ]);
    if (toEndsAt.getTime() - booking.startsAt.getTime() > MAX_LENGTH_MS)
      throw AppError.badInput([{ path: 'endDate', msg: 'A rental can last at most 90 days, extensions included' }]);
    const total = billedMinutes(booking.rentalCircle, { startsAt: booking.startsAt, endsAt: toEndsAt });
    const longest = await this.maxRentalMinutes(booking.toolId);
    if (longest > 0 && total > longest)
      throw AppError.badInput([
        {
          path: 'endDate',
          msg: `This tool is rented for at most ${rentalLength(booking.rentalCircle, longest)}, extensions included`,
        },
      ]);
    // What the booking (with its earlier extensions) already pays for: the length up to its current end.
    const extra = total - billedMinutes(booking.rentalCircle, booking);
    const unit = extra > 0 ? unitAmountCents(booking.rentalCircle, booking.priceCents, extra) : 0;
    const amountCents = discountedCents(unit, booking.discountPercent) * booking.quantity;
    if (amountCents <= 0)
      throw AppError.badInput([
        {
          path: 'endDate',
          msg: 'Your booking already pays for that time: choose a later return, or tell the owner in the messages',
        },
      ]);
    if (amountCents > MAX_PAYMENT_CENTS)
      throw AppError.badInput([{ path: 'endDate', msg: 'This extension is too large for one card payment' }]);
    return {
      toEndsAt,
      billedMinutes: extra,
      amountCents,
      currency: booking.currency,
      billedText: describeBilled(booking.rentalCircle, extra),
    };
  }

  // ---------------------------------------------------------------- the renter asks

  /**
   * Holds the extra time for the card step and answers the extension with the client secret the
   * browser confirms (authorised, not charged). `expectedTotalCents`: what the renter saw.
   */
  async request(
    viewer: Viewer | undefined,
    bookingId: string,
    input: ExtensionInput,
    expectedTotalCents?: number | null,
  ): Promise<ExtensionView> {
    this.deps.workflow.ensurePaymentsAvailable();
    const current = await this.party(viewer, bookingId);
    this.assertExtendable(current, current.role);
    const quote = await this.price(current, input);
    if (expectedTotalCents != null && expectedTotalCents !== quote.amountCents)
      throw new AppError(
        'CONFLICT',
        `The extension now costs ${formatMoney(quote.amountCents, quote.currency)}, not ${formatMoney(expectedTotalCents, quote.currency)}: look at it again`,
      );
    const { booking } = current;
    const now = this.now();
    const created = await this.deps.db.transaction(async (tx) => {
      const tool = (await lockTools(tx, [booking.toolId])).get(booking.toolId)!;
      const [open] = await tx
        .select()
        .from(bookingExtensions)
        .where(and(eq(bookingExtensions.bookingId, booking.id), openExtensionWhere()));
      if (open && isAwaitingCard(open) && open.holdExpiresAt! > now && +open.toEndsAt === +quote.toEndsAt)
        return { extension: open, fresh: false };
      if (open && !isAwaitingCard(open))
        throw new AppError('CONFLICT', 'You already asked to extend this rental: wait for the owner, or withdraw it');
      if (open) {
        // An unfinished card step for another return: let go of it (its card step is cancelled by its job).
        await this.close(tx, open, 'withdraw', now, 'A new request replaced this one');
        await this.queue(tx, { action: 'release', extensionId: open.id });
      }
      const taken = await bookedUnits(tx, tool, { startsAt: booking.endsAt, endsAt: quote.toEndsAt }, now, {
        exceptBooking: booking.id,
      });
      if (tool.units - taken < booking.quantity)
        throw AppError.badInput([
          { path: 'endDate', msg: 'The tool is booked or blocked by then: choose an earlier return' },
        ]);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: booking.renterId,
          purpose: 'extension',
          provider: this.deps.provider.name,
          amountCents: quote.amountCents,
          currency: quote.currency,
          captureMethod: 'manual',
        })
        .returning();
      const [extension] = await tx
        .insert(bookingExtensions)
        .values({
          bookingId: booking.id,
          toolId: booking.toolId,
          quantity: booking.quantity,
          paymentId: payment!.id,
          fromEndsAt: booking.endsAt,
          toEndsAt: quote.toEndsAt,
          billedMinutes: quote.billedMinutes,
          amountCents: quote.amountCents,
          currency: quote.currency,
          status: 'awaiting_card',
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          createdAt: now,
        })
        .returning();
      await this.queue(tx, { action: 'hold', extensionId: extension!.id }, HOLD_MINUTES * 60 + 5);
      return { extension: extension!, fresh: true };
    });
    if (created.fresh) this.deps.bookings.availabilityChanged();
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, created.extension.paymentId));
    const opened = await this.openIntent(payment!, created.extension);
    return { ...created.extension, clientSecret: opened.clientSecret };
  }

  private async openIntent(payment: PaymentRow, extension: ExtensionRow): Promise<PaymentRow> {
    if (payment.clientSecret) return payment;
    const page = '/user/my-rental-history-details';
    const returnUrl = this.deps.publicUrl
      ? `${this.deps.publicUrl()}${page}?${new URLSearchParams({ id: extension.bookingId })}`
      : undefined;
    try {
      return await this.deps.workflow.attachIntent(payment, returnUrl);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        await this.deps.db.transaction(async (tx) => {
          await this.close(tx, extension, 'expire', this.now(), 'The payment service did not answer');
          await movePayment(tx, { name: 'refuse', paymentId: payment.id, now: this.now() });
        });
      throw error;
    }
  }

  /**
   * After the card step (the browser, a webhook, the hold's job): asks the processor where the
   * payment stands. Authorised: the owner is asked. Refused or cancelled: the extension expires
   * (PAYMENT_FAILED). Safe to repeat.
   */
  async settle(extensionId: string): Promise<ExtensionRow> {
    const extension = await this.load(extensionId);
    if (!isAwaitingCard(extension)) return extension;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, extension.paymentId));
    if (!payment?.intentId) return extension;
    let outcome: ProviderPayment;
    try {
      outcome = await this.deps.provider.retrieve(payment.intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment service is not answering. Please try again in a moment.');
    }
    if (outcome.status === 'authorized' || outcome.status === 'captured') {
      if (outcome.amountCents !== payment.amountCents)
        throw new Error(
          `Intent ${outcome.id} is for ${outcome.amountCents}, extension ${extension.id} for ${payment.amountCents}`,
        );
      await this.recordAuthorization(extension, outcome.status === 'captured');
      return this.load(extensionId);
    }
    if (outcome.status === 'canceled' || (outcome.status === 'pending' && outcome.refusal)) {
      const message = outcome.refusal ?? 'The card step was cancelled, and nothing was charged. Please ask again.';
      await this.deps.db.transaction(async (tx) => {
        const now = this.now();
        await this.close(tx, extension, 'expire', now, message);
        await movePayment(tx, {
          name: outcome.status === 'canceled' ? 'release' : 'refuse',
          paymentId: payment.id,
          now,
          changes: { failureMessage: message },
        });
      });
      this.deps.bookings.availabilityChanged();
      if (outcome.status !== 'canceled')
        await this.deps.provider.cancel(payment.intentId).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, extensionId }, 'extension intent could not be cancelled');
        });
      throw new AppError('PAYMENT_FAILED', message);
    }
    return extension;
  }

  /** A processor's word on an extension's payment (webhook, or the test provider's card step). */
  async settleByPayment(paymentId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ id: bookingExtensions.id })
      .from(bookingExtensions)
      .where(eq(bookingExtensions.paymentId, paymentId));
    if (row) await this.settle(row.id);
  }

  /** The renter's confirmation after the card step (their own extension only). */
  async confirm(viewer: Viewer | undefined, extensionId: string): Promise<ExtensionRow> {
    const extension = await this.loadFor(viewer, extensionId, 'renter');
    return this.settle(extension.id);
  }

  /**
   * The card is authorised (a processor without holds may have charged it: `charged`): the owner is
   * asked, with the rental's current end as the deadline.
   */
  private async recordAuthorization(extension: ExtensionRow, charged: boolean): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const [row] = await this.deps.bookings.loadMany([extension.bookingId], tx);
      const booking = row!.booking;
      const moved = await moveExtension(tx, {
        name: 'authorize',
        extensionId: extension.id,
        changes: { holdExpiresAt: null, answerBy: booking.endsAt },
      });
      if (!moved) return;
      await movePayment(tx, { name: charged ? 'pay' : 'authorize', paymentId: extension.paymentId, now });
      await this.queue(tx, { action: 'answer', extensionId: extension.id }, booking.endsAt);
      await recordEvent(tx, {
        bookingId: booking.id,
        event: 'extension_requested',
        actor: 'renter',
        actorId: booking.renterId,
        now,
        note: `Until ${this.at(moved.toEndsAt, row!.tool.timeZone)}, ${formatMoney(moved.amountCents, moved.currency)}`,
      });
      const drafts = await this.tell(tx, row!, moved, 'requested');
      announcements = { notes: await this.notify(tx, drafts), bookings: [booking] };
    });
    this.deps.bookings.announce(announcements);
  }

  // ---------------------------------------------------------------- the owner answers

  /**
   * The owner accepts before the rental's current end: the extra time is checked again, the intention
   * (accepted, and a capture job) commits, then the card is charged and the booking ends later.
   */
  async accept(viewer: Viewer | undefined, extensionId: string): Promise<ExtensionRow> {
    const extension = await this.loadFor(viewer, extensionId, 'owner');
    if (isAccepted(extension) || EXTENSION_MACHINE.reached('charge', extension)) return extension;
    EXTENSION_MACHINE.assert('accept', extension, 'owner', this.now());
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, extension.paymentId));
    if (!payment || (!isAuthorized(payment) && !isPaid(payment)))
      throw new AppError('CONFLICT', "This request's card is not authorised any more: it cannot be accepted.");
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, extension.bookingId));
      if (!booking || (!isAwaitingPickup(booking) && !isOut(booking)) || +booking.endsAt !== +extension.fromEndsAt)
        throw new AppError(
          'CONFLICT',
          'This rental changed meanwhile (returned or ended): the request cannot be accepted.',
        );
      const tool = (await lockTools(tx, [booking.toolId])).get(booking.toolId)!;
      const taken = await bookedUnits(tx, tool, { startsAt: extension.fromEndsAt, endsAt: extension.toEndsAt }, now, {
        exceptBooking: booking.id,
        exceptExtension: extension.id,
      });
      if (tool.units - taken < extension.quantity)
        throw new AppError('CONFLICT', 'The tool is booked or blocked in the extra time: decline the request');
      const moved = await moveExtension(tx, {
        name: 'accept',
        extensionId: extension.id,
        changes: { acceptedAt: now },
      });
      if (!moved) throw new AppError('CONFLICT', 'This request changed meanwhile: reload the page.');
      await this.queue(tx, { action: 'capture', extensionId: extension.id }, 60);
    });
    try {
      await this.capture(extension.id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'You accepted the extension, but the card processor did not answer: the card is charged automatically in a minute.',
        );
      throw error;
    }
    return this.load(extension.id);
  }

  /** Charges an accepted extension's card (same key every time), then records it. Safe to repeat. */
  async capture(extensionId: string): Promise<void> {
    const extension = await this.load(extensionId);
    if (!isAccepted(extension)) return;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, extension.paymentId));
    if (!payment?.intentId) return;
    if (!isPaid(payment)) {
      const charged = await this.deps.workflow.captureAuthorized({ ...payment, intentId: payment.intentId });
      if (charged.status === 'canceled') {
        const why = charged.refusal
          ? `The renter's card was refused at the charge ("${charged.refusal}")`
          : "The renter's card authorisation expired before the charge";
        await this.deps.db.transaction(async (tx) => {
          const now = this.now();
          if (!(await this.close(tx, extension, 'expire', now, why))) return;
          await movePayment(tx, { name: 'lapse', paymentId: payment.id, now, changes: { failureMessage: why } });
        });
        this.deps.bookings.availabilityChanged();
        throw new AppError('PAYMENT_FAILED', `${why}: the extension is closed and nothing was charged.`);
      }
      if (charged.status !== 'captured')
        throw new Error(`Capture of ${charged.id} for extension ${extensionId} answered ${charged.status}`);
    }
    await this.recordCharge(extensionId);
  }

  /**
   * The card was charged: the payment is captured, the extension extended, the booking ends at its new
   * end, and the charge, the earning and the fee are in the ledger. Recorded once.
   */
  private async recordCharge(extensionId: string): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const extension = await this.load(extensionId, tx);
      await movePayment(tx, { name: 'capture', paymentId: extension.paymentId, now });
      const moved = await moveExtension(tx, { name: 'charge', extensionId, changes: { closedAt: now } });
      if (!moved) return;
      if (!(await lengthenBooking(tx, moved, now)))
        this.deps.logger.error({ extensionId }, 'an extension was charged after its booking changed; its end is kept');
      const [row] = await this.deps.bookings.loadMany([moved.bookingId], tx);
      const current = row!.booking;
      await recordExtensionCharge(tx, moved, current, {
        feeBasisPoints: this.deps.config.platformFeeBasisPoints,
        now,
      });
      await recordEvent(tx, {
        bookingId: moved.bookingId,
        event: 'extended',
        actor: 'owner',
        actorId: current.ownerId,
        now,
        note: `Until ${this.at(moved.toEndsAt, row!.tool.timeZone)}, ${formatMoney(moved.amountCents, moved.currency)} charged`,
      });
      const drafts = await this.tell(tx, row!, moved, 'extended');
      announcements = { notes: await this.notify(tx, drafts), bookings: [current] };
    });
    this.deps.bookings.announce(announcements);
  }

  async decline(viewer: Viewer | undefined, extensionId: string, reasonInput?: string | null): Promise<ExtensionRow> {
    const reason = reasonInput?.trim() || null;
    if (reason && reason.length > MAX_REASON)
      throw AppError.badInput([{ path: 'reason', msg: `Say why in at most ${MAX_REASON} characters` }]);
    const extension = await this.loadFor(viewer, extensionId, 'owner');
    if (EXTENSION_MACHINE.reached('decline', extension)) return extension;
    EXTENSION_MACHINE.assert('decline', extension, 'owner', this.now());
    await this.closeAndRelease(extension, 'decline', reason);
    return this.load(extensionId);
  }

  async withdraw(viewer: Viewer | undefined, extensionId: string): Promise<ExtensionRow> {
    const extension = await this.loadFor(viewer, extensionId, 'renter');
    if (EXTENSION_MACHINE.reached('withdraw', extension)) return extension;
    EXTENSION_MACHINE.assert('withdraw', extension, 'renter', this.now());
    await this.closeAndRelease(extension, 'withdraw', null);
    return this.load(extensionId);
  }

  /** The answer job: a request nobody answered by the rental's current end lapses. */
  async expireUnanswered(extensionId: string): Promise<void> {
    const extension = await this.load(extensionId).catch(() => undefined);
    if (!extension || !isAsked(extension) || (extension.answerBy && extension.answerBy > this.now())) return;
    await this.closeAndRelease(extension, 'expire', 'The owner did not answer before the rental ended');
  }

  /** The hold job: a card step not finished in 15 minutes ends (an authorisation that arrived is kept). */
  async endCardStep(extensionId: string): Promise<void> {
    const extension = await this.load(extensionId).catch(() => undefined);
    if (!extension || !isAwaitingCard(extension) || extension.holdExpiresAt! > this.now()) return;
    const settled = await this.settle(extensionId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'PAYMENT_FAILED') return undefined;
      throw error;
    });
    if (!settled || !isAwaitingCard(settled)) return;
    await this.closeAndRelease(settled, 'expire', 'The card step was not finished in time; nothing was charged');
  }

  /**
   * Closes an open extension without a charge and lets go of its card: the unfinished card step is
   * cancelled, an authorisation released (queued in the same transaction, then done at once).
   */
  private async closeAndRelease(
    extension: ExtensionRow,
    name: 'decline' | 'withdraw' | 'expire',
    reason: string | null,
  ): Promise<void> {
    let announcements: Announcements = { notes: [], bookings: [] };
    await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const closed = await this.close(tx, extension, name, now, reason);
      if (!closed) throw new AppError('CONFLICT', 'This request changed meanwhile: reload the page.');
      await this.queue(tx, { action: 'release', extensionId: extension.id });
      if (name !== 'withdraw' || isAsked(extension)) {
        const [row] = await this.deps.bookings.loadMany([extension.bookingId], tx);
        const drafts = await this.tell(
          tx,
          row!,
          closed,
          name === 'decline' ? 'declined' : name === 'expire' ? 'expired' : 'withdrawn',
        );
        announcements = { notes: await this.notify(tx, drafts), bookings: [row!.booking] };
      }
    });
    this.deps.bookings.announce(announcements);
    this.deps.bookings.availabilityChanged();
    await this.releaseAuthorization(extension.id).catch((error: unknown) => {
      this.deps.logger.warn(
        { err: error, extensionId: extension.id },
        'extension card not released yet; the job retries',
      );
    });
  }

  /** Moves an open extension to a closed state, in the caller's transaction. */
  private async close(
    tx: Executor,
    extension: ExtensionRow,
    name: ExtensionTransition & ('decline' | 'withdraw' | 'expire'),
    now: Date,
    reason: string | null,
  ): Promise<ExtensionRow | undefined> {
    const closed = await moveExtension(tx, {
      name,
      extensionId: extension.id,
      changes: { closedAt: now, reason, holdExpiresAt: null },
    });
    if (closed && name === 'decline')
      await recordEvent(tx, {
        bookingId: extension.bookingId,
        event: 'extension_declined',
        actor: 'owner',
        now,
        note: reason,
      });
    return closed;
  }

  /**
   * Lets go of a closed extension's card at the processor (an unfinished card step cancelled, an
   * authorisation released), then records it. Never while the extension is open or charged.
   */
  async releaseAuthorization(extensionId: string): Promise<void> {
    const extension = await this.load(extensionId).catch(() => undefined);
    if (!extension || isOpenExtension(extension) || EXTENSION_MACHINE.reached('charge', extension)) return;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, extension.paymentId));
    if (!payment || (!isAuthorized(payment) && !isPending(payment))) return;
    if (payment.intentId) {
      let released: ProviderPayment;
      try {
        released = await this.deps.provider.cancel(payment.intentId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'The card processor is not answering. The release is retried shortly.',
        );
      }
      if (released.status !== 'canceled')
        throw new Error(`Intent ${released.id} of extension ${extensionId} is ${released.status}, not canceled`);
    }
    await movePayment(this.deps.db, {
      name: isAuthorized(payment) ? 'release_authorization' : 'release',
      paymentId: payment.id,
      now: this.now(),
      changes: { failureMessage: 'The extension ended without a charge: the card was released.' },
    });
  }

  // ---------------------------------------------------------------- helpers

  private async load(id: string, exec: Executor = this.deps.db): Promise<ExtensionRow> {
    const [row] = isUuid(id) ? await exec.select().from(bookingExtensions).where(eq(bookingExtensions.id, id)) : [];
    if (!row) throw AppError.notFound('The extension');
    return row;
  }

  /** The extension, if the viewer may see its booking (NOT_FOUND otherwise) and is its `role`. */
  private async loadFor(viewer: Viewer | undefined, id: string, role: 'renter' | 'owner'): Promise<ExtensionRow> {
    if (!viewer) throw AppError.unauthenticated();
    const extension = await this.load(id);
    const current = await this.party(viewer, extension.bookingId, 'The extension');
    if (current.role !== role)
      throw new AppError(
        'FORBIDDEN',
        role === 'owner' ? "Only the tool's owner can answer a request to extend" : 'Only the renter can do this',
      );
    return extension;
  }

  private at(instant: Date, timeZone: string) {
    return requestTime(instant, timeZone);
  }

  private async notify(tx: Executor, drafts: NotificationDraft[]) {
    return this.deps.notifications ? this.deps.notifications.add(tx, drafts) : [];
  }

  /** Who is told what about the extension of booking `row` (in-app and by e-mail), in the caller's transaction. */
  private async tell(
    tx: Executor,
    row: BookingWithRefs,
    extension: ExtensionRow,
    what: 'requested' | 'extended' | 'declined' | 'expired' | 'withdrawn',
  ): Promise<NotificationDraft[]> {
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [row.booking.ownerId, row.booking.renterId]));
    const owner = people.find((p) => p.id === row.booking.ownerId)!;
    const renter = people.find((p) => p.id === row.booking.renterId)!;
    const until = this.at(extension.toEndsAt, row.tool.timeZone);
    const money = formatMoney(extension.amountCents, extension.currency);
    const subjectOf = `${row.tool.name} (${row.booking.code})`;
    const [to, note, subject] =
      what === 'requested'
        ? [
            owner,
            `${renter.firstName} asks to keep ${row.tool.name} until ${until}, for ${money} more. Their card is authorised; accept before the rental ends (${this.at(extension.fromEndsAt, row.tool.timeZone)}) or it lapses.`,
            `Request to extend ${subjectOf}`,
          ]
        : what === 'extended'
          ? [
              renter,
              `${owner.firstName} accepted: you keep ${row.tool.name} until ${until}. Your card was charged ${money}.`,
              `Extended: ${subjectOf}`,
            ]
          : what === 'declined'
            ? [
                renter,
                `${owner.firstName} declined your request to keep ${row.tool.name} until ${until}${extension.reason ? ` ("${extension.reason}")` : ''}. Nothing was charged: bring it back by ${this.at(extension.fromEndsAt, row.tool.timeZone)}.`,
                `Extension declined: ${subjectOf}`,
              ]
            : what === 'expired'
              ? [
                  renter,
                  `Your request to keep ${row.tool.name} until ${until} ended without an answer${extension.reason ? ` (${extension.reason})` : ''}. Nothing was charged.`,
                  `Extension not made: ${subjectOf}`,
                ]
              : [
                  owner,
                  `${renter.firstName} withdrew their request to keep ${row.tool.name} until ${until}.`,
                  `Extension withdrawn: ${subjectOf}`,
                ];
    const page = to.id === owner.id ? '/user/my-bookings-details' : '/user/my-rental-history-details';
    const url = `${this.deps.publicUrl?.() ?? ''}${page}?${new URLSearchParams({ id: row.booking.id })}`;
    const email: EmailDraft = {
      to: to.email,
      subject,
      template: `extension_${what}`,
      ...renderEmail(
        {
          title: subject,
          paragraphs: [`Hello ${to.firstName},`, note],
          details: [
            ['Booking code', row.booking.code],
            ['Tool', row.tool.name],
            ['New return', until],
            ['Extra time', money],
          ],
          action: { label: 'Open the booking', url },
        },
        this.deps.config.expo.name,
      ),
    };
    await this.deps.outbox?.enqueue(tx, email);
    return [{ userId: to.id, kind: 'booking_created', message: note, bookingId: row.booking.id }];
  }
}

/** A capture job whose authorisation lapsed has nothing left to do: the extension was closed. */
function ignoreLapsed(error: unknown) {
  if (!(error instanceof AppError && error.code === 'PAYMENT_FAILED')) throw error;
}
