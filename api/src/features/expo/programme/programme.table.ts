import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const SESSION_KINDS = ['masterclass', 'workshop', 'competition', 'show', 'talk', 'other'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** A person on a session's stage, in the order the programme lists them. */
export interface SpeakerEntry {
  name: string;
  /** Role and company as printed, e.g. "Creative director, Lumière Cosmétiques". */
  affiliation: string | null;
  /** URL path of an uploaded photo (the image storage); null without one. */
  photo: string | null;
}

/** One session of an edition's programme: a masterclass, a workshop, a competition, a show... */
export const programmeSessions = pgTable(
  'programme_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // The French version of the title, description and room; null: the French pages show the English.
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    // Instants: the day and clock times people read are those of the venue's zone (EXPO_TIME_ZONE).
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    room: text('room').notNull(),
    roomFr: text('room_fr'),
    speakers: jsonb('speakers').$type<SpeakerEntry[]>().notNull().default([]),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The programme is read in time order, one edition at a time.
    index('programme_sessions_year_starts_idx').on(t.year, t.startsAt, t.endsAt),
    check('programme_sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type ProgrammeSessionRow = typeof programmeSessions.$inferSelect;
