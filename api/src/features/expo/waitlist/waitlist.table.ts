import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../lib/language.js';
import { participants } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';

/**
 * A waitlist entry's status (waitlist-status.ts has the machine): waiting in line; offered a freed place
 * (held for them until the offer expires); accepted (they registered with it); expired (the offer ran
 * out and went to the next in line); withdrawn (they turned the offer down).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'withdrawn'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A person waiting for a place of a full registration type, first come first served. A freed place is
 * offered to the oldest waiting entry by e-mail with a private link (only its hash is kept) and held
 * for them until `offerExpiresAt`: the registration type's `taken` counts it meanwhile.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => registrationTypes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The language of the form: the offer is written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    /** SHA-256 of the offer link's token; null until offered. */
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** When it was accepted, expired or withdrawn. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The registration made with the offer. */
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One place in line per address and type.
    uniqueIndex('waitlist_entries_open_key')
      .on(t.typeId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_offer_token_key').on(t.offerTokenHash),
    // The line: the oldest waiting entry of a type first.
    index('waitlist_entries_line_idx').on(t.typeId, t.status, t.createdAt, t.id),
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
