import type { Config } from '../../../config/config.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { bookedUnits, lockTools, releaseStaleHolds } from '../bookings/availability.js';
import type { Announcements, BookingService } from '../bookings/booking.service.js';
import { periodCharge } from '../bookings/booking-charge.js';
import { recordCreation, withFreshCodes } from '../bookings/booking-creation.js';
import { parsePeriod, parseQuantity, type PeriodInput } from '../bookings/booking-time.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS, type CheckoutService } from '../payments/checkout.service.js';

/**
 * The old client's sequence: it pays an amount it computed (`create-payment-intent`), then books
 * (`add-rental-booking`). Here it only reads the old client's inputs; pricing, availability, the
 * booking and the money go through the same modules as the cart's checkout.
 */
export class LegacyBookingService {
  constructor(
    private readonly deps: { db: Database; config: Config; bookings: BookingService; checkout: CheckoutService },
  ) {}

  /** `POST /api/payment/create-payment-intent`: an intent for an amount in cents. */
  async startPayment(viewer: Viewer | undefined, userId: string, amountInput: unknown) {
    if (!viewer) throw AppError.unauthenticated();
    if (viewer.user.id !== userId) throw AppError.forbidden('You can only pay for yourself');
    const amount = typeof amountInput === 'string' && amountInput.trim() !== '' ? Number(amountInput) : amountInput;
    if (
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount < MIN_PAYMENT_CENTS ||
      amount > MAX_PAYMENT_CENTS
    )
      throw AppError.badInput([
        {
          path: 'amount',
          msg: `The amount must be a whole number of cents from ${MIN_PAYMENT_CENTS} to ${MAX_PAYMENT_CENTS}`,
        },
      ]);
    return this.deps.checkout.startPrepaid(userId, amount);
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
    if (!viewer) throw AppError.unauthenticated();
    if (viewer.user.id !== userId) throw AppError.forbidden('You can only book for yourself');
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
        if (tool.ownerId === userId) throw AppError.forbidden('This is your own tool: you cannot book it');
        // The old client's dates and times are clock times where the tool is picked up.
        const period = parsePeriod(input, { timeZone: tool.timeZone, now });
        await releaseStaleHolds(tx, [tool.id], now);
        const free = tool.units - (await bookedUnits(tx, tool.id, period, now));
        const quantity = parseQuantity(input.quantity ?? 1, free);
        const charge = periodCharge(tool.rentalCircle, tool.priceCents, period);
        const amountCents = charge.unitAmountCents * quantity;
        const payment = await checkout.takePrepaid(tx, userId, paymentId, amountCents);
        const created = await recordCreation(tx, {
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
          amountCents,
          status: 'confirmed',
          confirmedAt: now,
          exclusive: tool.units === 1,
        });
        await checkout.recordPaidBookings(tx, [created]);
        announcements = await bookings.onConfirmed(tx, [created.id]);
        return created;
      }),
    );
    bookings.announce(announcements);
    return booking;
  }
}
