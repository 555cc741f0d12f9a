import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { participants } from '../expo.table.js';

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
    /**
     * Seats to book (masterclasses, workshops): attendees book one from their registration; null: open
     * to every attendee of its day, nothing to book.
     */
    seats: integer('seats'),
    /**
     * Seats held: bookings and waitlist offers not yet answered. Moved only with what holds them, in the
     * same transaction, by a guarded UPDATE (`seats_taken < seats`): a burst of bookings never oversells.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The programme is read in time order, one edition at a time.
    index('programme_sessions_year_starts_idx').on(t.year, t.startsAt, t.endsAt),
    check('programme_sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'programme_sessions_seats_taken_within_seats',
      sql`${t.seatsTaken} >= 0 and (${t.seats} is null or ${t.seatsTaken} <= ${t.seats})`,
    ),
  ],
);
export type ProgrammeSessionRow = typeof programmeSessions.$inferSelect;

/**
 * A session seat's status (session-seat-status.ts has the machine): booked; waiting in the session's line
 * (it was full); offered a freed seat (held until the offer expires); given up (by the attendee, or with
 * their registration); expired (an offer nobody took up in time).
 */
export const SESSION_SEAT_STATUSES = ['booked', 'waiting', 'offered', 'given_up', 'expired'] as const;
export type SessionSeatStatus = (typeof SESSION_SEAT_STATUSES)[number];

/**
 * An attendee's seat at a session with seats, or their place in its line. A freed seat is offered to the
 * oldest waiting attendee by e-mail with a private link (only its hash is kept), held for them until
 * `offerExpiresAt`: the session's `seats_taken` counts it meanwhile.
 */
export const sessionSeats = pgTable(
  'session_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => programmeSessions.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SESSION_SEAT_STATUSES }).notNull(),
    /** SHA-256 of the offer link's token; null until offered. */
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** When it was given up or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One seat or place in line per attendee and session.
    uniqueIndex('session_seats_open_key')
      .on(t.sessionId, t.participantId)
      .where(sql`${t.status} in ('booked', 'waiting', 'offered')`),
    uniqueIndex('session_seats_offer_token_key').on(t.offerTokenHash),
    // The line: the oldest waiting attendee of a session first.
    index('session_seats_line_idx').on(t.sessionId, t.status, t.createdAt, t.id),
    index('session_seats_participant_idx').on(t.participantId),
    index('session_seats_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);
export type SessionSeatRow = typeof sessionSeats.$inferSelect;
