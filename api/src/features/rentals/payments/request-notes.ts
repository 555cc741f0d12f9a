import { inArray } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Executor } from '../../../db/client.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationDraft } from '../../notifications/notification.service.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { BookingService } from '../bookings/booking.service.js';
import { requestNotices, type RequestClosing } from '../bookings/request-emails.js';

/**
 * Who is told what about a request to book, in the caller's transaction: the e-mails are queued in the
 * outbox, the in-app notes answered for the caller to add. The checkout workflow tells the owner when
 * the card is authorised; the owner's answers (booking-requests.ts) tell the renter.
 */
export class RequestNotes {
  constructor(
    private readonly deps: {
      config: Config;
      bookings: BookingService;
      outbox?: OutboxService;
      publicUrl?: () => string;
    },
  ) {}

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

  /** The card is authorised: the owner is asked, the renter told what happens next. */
  async requested(tx: Executor, bookingId: string): Promise<NotificationDraft[]> {
    const { row, owner, renter, notices } = await this.parties(tx, bookingId);
    const told = notices.requested(row, owner, renter);
    await this.deps.outbox?.enqueueMany(tx, [told.owner.email, told.renter.email]);
    return [
      { userId: owner.id, kind: 'booking_created', message: told.owner.note, bookingId },
      { userId: renter.id, kind: 'booking_created', message: told.renter.note, bookingId },
    ];
  }

  /** The owner accepted and the card was charged. */
  async accepted(tx: Executor, bookingId: string): Promise<NotificationDraft[]> {
    const { row, renter, notices } = await this.parties(tx, bookingId);
    const told = notices.accepted(row, renter);
    await this.deps.outbox?.enqueue(tx, told.email);
    return [{ userId: renter.id, kind: 'booking_created', message: told.note, bookingId }];
  }

  /** The request ended without a charge. */
  async closed(
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
