import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';

/**
 * One conversation per booking, between its renter and the tool's owner. `parentId` keeps the old
 * client's message + reply model (a reply points at the message it answers); new messages need none.
 */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    body: text('body').notNull(),
    /** Chosen by the sending client: a retried send after a lost connection is recognised, not doubled. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_messages_booking_idx').on(t.bookingId, t.createdAt, t.id),
    index('booking_messages_parent_idx').on(t.parentId),
    uniqueIndex('booking_messages_client_key').on(t.bookingId, t.senderId, t.clientId),
    check('booking_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
export type BookingMessageRow = typeof bookingMessages.$inferSelect;

/** Per person and conversation: what they have read, and when they were last e-mailed about it. */
export const conversationStates = pgTable(
  'conversation_states',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] }), index('conversation_states_user_idx').on(t.userId)],
);
