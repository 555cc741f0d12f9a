import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';
import { tools } from '../tools/tool.table.js';

/**
 * A conversation between a renter and a tool's owner about one tool. It starts either as a question
 * before booking (an inquiry: no booking) or with a paid booking; an inquiry carries into the first
 * booking its renter makes of that tool once the booking is paid (or requested), so the booking's
 * conversation opens with the questions that led to it. A renter has at most one open inquiry per
 * tool; a booking at most one conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    /** The person asking or renting. */
    renterId: uuid('renter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The booking it belongs to; null while it is an inquiry. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** Its newest message's time: the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_booking_key').on(t.bookingId),
    uniqueIndex('conversations_open_inquiry_key')
      .on(t.toolId, t.renterId)
      .where(sql`${t.bookingId} is null`),
    index('conversations_renter_idx').on(t.renterId, t.lastMessageAt),
    index('conversations_owner_idx').on(t.ownerId, t.lastMessageAt),
    check('conversations_two_people', sql`${t.renterId} <> ${t.ownerId}`),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The messages of conversations. `parentId` keeps the old client's message + reply model (a reply
 * points at the message it answers); new messages need none.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_parent_idx').on(t.parentId),
    uniqueIndex('messages_client_key').on(t.conversationId, t.senderId, t.clientId),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** Per person and conversation: what they have read, and when they were last e-mailed about it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);
