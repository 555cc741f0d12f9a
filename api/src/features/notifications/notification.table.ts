import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/account.table.js';

export const NOTIFICATION_KINDS = [
  'booking_created',
  'booking_cancelled',
  'pickup_confirmed',
  'return_confirmed',
  'pickup_reminder',
  'return_reminder',
  'overdue',
  'refund',
  'message',
  'review',
  'dispute',
  'note',
  'identity',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell: what needs a user's attention, newest first, until they read it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    message: text('message').notNull(),
    /** The booking it is about, if any (the page it links to follows from the kind). */
    bookingId: uuid('booking_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
export type NotificationRow = typeof notifications.$inferSelect;
