import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import { isSelf, type Viewer } from '../../../core/viewer.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { bookedUnits, lockTools, releaseStaleHolds } from '../bookings/availability.js';
import type { Announcements, BookingService } from '../bookings/booking.service.js';
import { periodCharge } from '../bookings/booking-charge.js';
import { rulesProblem } from '../tools/booking-rules.js';
import { recordCreation, withFreshCodes } from '../bookings/booking-creation.js';
import { parsePeriod, parseQuantity, type PeriodInput } from '../bookings/booking-time.js';
import { bookings as bookingsTable, type BookingRow } from '../bookings/booking.table.js';
import { inProgressWhere, settledWhere } from '../bookings/lifecycle.js';
import { assertIdVerified, authorizeTool } from '../tools/tool.policy.js';
import { tools } from '../tools/tool.table.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS, type CheckoutService } from '../payments/checkout.service.js';
import { authorizeOwnerNote, canOwnerNote } from './owner-note.policy.js';
import { carryInquiries } from '../messages/message.service.js';

/**
 * An amount the old client sent in cents, as it computes it: price x period x quantity x 100 in
 * floating point (seed section 8), shown to the payer with two decimals. Its arithmetic is read, not
 * refused: a float's noise (4.35 * 100 is 434.99999999999994) is that cent, and a real fraction of a
 * cent (4.35 an hour for 10.25 hours is 4458.75) is rounded half up as the client shows it ($44.59),
 * which is what the server's own price comes to (booking-charge.ts rounds the same way).
 */
export function clientCentsOf(amount: unknown, field: string, minCents: number, maxCents: number): number {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  const cents =
    typeof value === 'number' && Number.isFinite(value) ? Math.floor(Math.round(value * 1e6) / 1e6 + 0.5) : NaN;
  if (!(cents >= minCents && cents <= maxCents))
    throw AppError.badInput([
      { path: field, msg: `${field} must be an amount in cents from ${minCents} to ${maxCents}` },
    ]);
  return cents;
}

/**
 * The old client's sequence: it pays an amount it computed (`create-payment-intent`), then books
 * (`add-rental-booking`). Here it only reads the old client's inputs; pricing, availability, the
 * booking and the money go through the same modules as the cart's checkout.
 */
export class LegacyBookingService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      bookings: BookingService;
      checkout: CheckoutService;
      notifications: NotificationService;
    },
  ) {}

  /** `POST /api/payment/create-payment-intent`: an intent for an amount in cents. */
  async startPayment(viewer: Viewer | undefined, userId: string, amountInput: unknown) {
    authorizeAccount(viewer, 'actAs', userId, 'You can only pay for yourself');
    const amount = clientCentsOf(amountInput, 'amount', MIN_PAYMENT_CENTS, MAX_PAYMENT_CENTS);
    return this.deps.checkout.prepaid.start(userId, amount);
  }

  /**
   * `POST /api/user/{userId}/add-rental-booking`: the server prices the booking itself and takes it
   * from a succeeded payment of this user with enough left on it; the client's price fields are
   * never read.
   */
  async book(
    viewer: Viewer | undefined,
    userId: string,
    input: PeriodInput & { toolId: unknown; quantity?: unknown; paymentId?: unknown },
  ): Promise<BookingRow> {
    const booker = authorizeAccount(viewer, 'actAs', userId, 'You can only book for yourself');
    const toolId = typeof input.toolId === 'string' ? input.toolId : '';
    if (!isUuid(toolId)) throw AppError.badInput([{ path: 'rentalId', msg: 'Say which tool to book (rental_id)' }]);
    const { bookings, checkout } = this.deps;
    const now = bookings.now();
    const paymentId = typeof input.paymentId === 'string' && isUuid(input.paymentId) ? input.paymentId : undefined;
    let announcements: Announcements = { notes: [], bookings: [] };
    const booking = await withFreshCodes(() =>
      this.deps.db.transaction(async (tx) => {
        const tool = (await lockTools(tx, [toolId])).get(toolId);
        if (!tool || tool.itemStatus !== 'Available') throw AppError.notFound('The tool');
        authorizeTool(booker, 'book', tool);
        assertIdVerified(booker, tool);
        // The old client books at once after paying: it cannot wait for an owner to accept.
        if (tool.bookingMode === 'request')
          throw new AppError(
            'CONFLICT',
            'This tool is booked on request (its owner accepts or declines first): book it on the website. Nothing was charged for it.',
          );
        // The old client pays in the site's currency before it books (create-payment-intent has no currency).
        if (tool.currency !== checkout.prepaid.currency)
          throw new AppError(
            'CONFLICT',
            `This tool is priced in ${tool.currency} and this app pays in ${checkout.prepaid.currency}: book it on the website. Nothing was taken for it.`,
          );
        // The old client's dates and times are clock times where the tool is picked up.
        const period = parsePeriod(input, { timeZone: tool.timeZone, now });
        const charge = periodCharge(tool.rentalCircle, tool.priceCents, period, tool);
        const broken = rulesProblem(tool, period, charge.billedMinutes, now);
        if (broken) throw AppError.badInput([broken]);
        await releaseStaleHolds(tx, [tool.id], now);
        const free = tool.units - (await bookedUnits(tx, tool, period, now));
        const quantity = parseQuantity(input.quantity ?? 1, free);
        const amountCents = charge.unitAmountCents * quantity;
        const payment = await checkout.prepaid.take(tx, userId, paymentId, { amountCents, currency: tool.currency });
        const created = await recordCreation(
          tx,
          {
            toolId: tool.id,
            renterId: userId,
            ownerId: tool.ownerId,
            paymentId: payment.id,
            quantity,
            startsAt: period.startsAt,
            endsAt: period.endsAt,
            rentalCircle: tool.rentalCircle,
            billedMinutes: charge.billedMinutes,
            priceCents: tool.priceCents,
            discountPercent: charge.discountPercent,
            amountCents,
            status: 'confirmed',
            confirmedAt: now,
            exclusive: tool.units === 1,
          },
          tool,
          // The old client cannot show a deposit: its bookings have none.
          { withoutDeposit: true },
        );
        await checkout.workflow.recordEarnings(tx, [created]);
        await carryInquiries(tx, [created]);
        announcements = await bookings.onConfirmed(tx, [created.id]);
        return created;
      }),
    );
    bookings.announce(announcements);
    return booking;
  }

  /**
   * The old client's tokenless `send-notification`: true only for a booking of that tool name on
   * that owner's tools confirmed within the last day. It sends nothing (the booking already did).
   */
  async assertRecentBooking(ownerId: unknown, toolName: unknown): Promise<void> {
    if (typeof ownerId !== 'string' || !isUuid(ownerId) || typeof toolName !== 'string' || !toolName.trim())
      throw AppError.badInput([{ path: 'toolOwnerId', msg: 'Send toolOwner_id and bookingName of a booking' }]);
    const [row] = await this.deps.db
      .select({ id: bookingsTable.id })
      .from(bookingsTable)
      .innerJoin(tools, eq(tools.id, bookingsTable.toolId))
      .where(
        and(
          eq(bookingsTable.ownerId, ownerId),
          eq(tools.name, toolName.trim()),
          inProgressWhere(),
          gt(bookingsTable.confirmedAt, new Date(this.deps.bookings.now().getTime() - 86_400_000)),
        ),
      )
      .limit(1);
    if (!row) throw AppError.notFound('A recent booking of that tool');
  }

  /**
   * The old client's in-app note to an owner after booking. Only someone who booked one of the
   * owner's tools (or the owner, or an administrator) may write one, so it cannot be used to spam.
   */
  async noteToOwner(viewer: Viewer | undefined, ownerId: string, message: unknown): Promise<void> {
    if (!viewer) throw AppError.unauthenticated();
    const text = typeof message === 'string' ? message.trim() : '';
    if (!text || text.length > 500)
      throw AppError.badInput([{ path: 'message', msg: 'The message must be 1 to 500 characters' }]);
    if (!isUuid(ownerId)) throw AppError.notFound('That user');
    // Whether the viewer booked one of the owner's tools is asked only when nothing else lets them write.
    const bookedByViewer =
      !canOwnerNote(viewer, 'write', { ownerId, bookedByViewer: false }) &&
      (
        await this.deps.db
          .select({ id: bookingsTable.id })
          .from(bookingsTable)
          .where(and(eq(bookingsTable.ownerId, ownerId), eq(bookingsTable.renterId, viewer.user.id), settledWhere()))
          .limit(1)
      ).length > 0;
    authorizeOwnerNote(viewer, 'write', { ownerId, bookedByViewer });
    // The other ways in prove the user exists; an administrator's id has not been looked up yet.
    if (!bookedByViewer && !isSelf(viewer, ownerId)) {
      const [found] = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
      if (!found) throw AppError.notFound('That user');
    }
    const notes = await this.deps.db.transaction((tx) =>
      this.deps.notifications.add(tx, [{ userId: ownerId, kind: 'note', message: text }]),
    );
    this.deps.notifications.announce(notes);
  }
}
