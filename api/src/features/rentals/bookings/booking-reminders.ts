import { and, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/client.js';
import { ensureQueue, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { users } from '../../accounts/account.table.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { bookingEmails } from './booking-emails.js';
import type { BookingService } from './booking.service.js';
import { bookings } from './booking.table.js';
import { awaitingPickupWhere, outWhere, overdueWhere } from './lifecycle.js';

export const REMINDER_QUEUE = 'booking.reminders';

/** The reminders of bookings, every ten minutes: by e-mail and in the bell. */
export class BookingReminders {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      outbox: OutboxService;
      notifications: NotificationService;
      jobs: Jobs;
      logger: Logger;
      publicUrl: () => string;
      bookings: BookingService;
    },
  ) {}

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, REMINDER_QUEUE, { retryLimit: 0, expireInSeconds: 600 });
    await this.deps.jobs.schedule(REMINDER_QUEUE, '*/10 * * * *');
    await this.deps.jobs.work(REMINDER_QUEUE, async () => {
      const sent = await this.send();
      if (sent) this.deps.logger.info({ sent }, 'booking reminders sent');
    });
  }

  /**
   * Pickup within 24 hours ('today' or 'tomorrow' on the tool's clocks: the renter), return due within
   * 12 hours (renter), overdue (renter and owner): each once per booking, marked in the same
   * transaction as its messages.
   */
  async send(): Promise<number> {
    const now = this.deps.bookings.now();
    const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
    const kinds = [
      {
        column: bookings.pickupRemindedAt,
        mark: { pickupRemindedAt: now },
        kind: 'pickup_reminder' as const,
        where: and(awaitingPickupWhere(), gt(bookings.startsAt, now), lte(bookings.startsAt, inHours(24))),
      },
      {
        column: bookings.returnRemindedAt,
        mark: { returnRemindedAt: now },
        kind: 'return_reminder' as const,
        where: and(outWhere(), gt(bookings.endsAt, now), lte(bookings.endsAt, inHours(12))),
      },
      {
        column: bookings.overdueNotifiedAt,
        mark: { overdueNotifiedAt: now },
        kind: 'overdue' as const,
        where: overdueWhere(now),
      },
    ];
    let sent = 0;
    const emails = bookingEmails(this.deps.config, this.deps.publicUrl());
    for (const { column, mark, kind, where } of kinds) {
      const announcements = await this.deps.db.transaction(async (tx) => {
        const due = await tx
          .update(bookings)
          .set(mark)
          .where(
            and(
              where,
              isNull(column),
              inArray(
                bookings.id,
                tx
                  .select({ id: bookings.id })
                  .from(bookings)
                  .where(and(where, isNull(column)))
                  .limit(200),
              ),
            ),
          )
          .returning({ id: bookings.id });
        if (!due.length) return { notes: [], bookings: [] };
        const rows = await this.deps.bookings.loadMany(
          due.map((d) => d.id),
          tx,
        );
        const people = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.booking.renterId, r.booking.ownerId]))]));
        const byId = new Map(people.map((p) => [p.id, p]));
        const drafts: NotificationDraft[] = [];
        for (const row of rows) {
          const reminder = emails.reminder(kind, byId.get(row.booking.renterId)!, row, 'renter', now);
          await this.deps.outbox.enqueue(tx, reminder.email);
          drafts.push({ userId: row.booking.renterId, kind, message: reminder.note, bookingId: row.booking.id });
          if (kind === 'overdue') {
            const toOwner = emails.reminder(kind, byId.get(row.booking.ownerId)!, row, 'owner', now);
            await this.deps.outbox.enqueue(tx, toOwner.email);
            drafts.push({ userId: row.booking.ownerId, kind, message: toOwner.note, bookingId: row.booking.id });
          }
        }
        return { notes: await this.deps.notifications.add(tx, drafts), bookings: rows.map((r) => r.booking) };
      });
      sent += announcements.bookings.length;
      this.deps.bookings.announce(announcements);
    }
    return sent;
  }
}
