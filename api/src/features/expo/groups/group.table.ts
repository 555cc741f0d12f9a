import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../lib/language.js';

/**
 * Several attendees registered together by one person (a company's staff): who registered them and
 * how to reach them. Each attendee is a registration of their own (`participants.group_id`), with
 * their own confirmation, badge and private link; the group only ties them together for the organisers.
 */
export const registrationGroups = pgTable(
  'registration_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    /** The organisation the attendees come from, when given. */
    company: text('company'),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The form's language: the contact's summary and every attendee's confirmation are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Attendees named on the form (those already registered included: they got their confirmation again). */
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_groups_year_created_idx').on(t.year, t.createdAt)],
);
export type RegistrationGroupRow = typeof registrationGroups.$inferSelect;
