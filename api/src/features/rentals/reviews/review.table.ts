import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';
import { tools } from '../tools/tool.table.js';

/** What a review is about: the tool (by its renter) or the renter (by the tool's owner). */
export const REVIEW_SUBJECTS = ['tool', 'renter'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/**
 * Reviews of returned bookings, two-way: the renter reviews the tool, the owner reviews the renter,
 * one each per booking. A review stays hidden (`published_at` null) until both are in or the review
 * window closes, so neither side writes knowing the other's; the tool's rating is the average of its
 * published reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    about: text('about', { enum: REVIEW_SUBJECTS }).notNull().default('tool'),
    /** The person reviewed: the tool's owner, or the renter. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When both sides can read it (and everyone, for a tool's); null while it is hidden. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_about_key').on(t.bookingId, t.about),
    index('reviews_tool_idx').on(t.toolId, t.createdAt),
    index('reviews_subject_idx').on(t.subjectId, t.about, t.publishedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;
