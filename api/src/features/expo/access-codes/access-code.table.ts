import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { participants, sponsors } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';

/**
 * A code that lets its holders register as one registration type, a hidden one too (VIP, press, hosted
 * buyers), for a fixed number of places: an invitation to a group, or a sponsor's VIP passes.
 * `used` counts the registrations made with it that stand; like a type's `taken`, it moves only in the
 * transaction that makes or ends such a registration, by a guarded UPDATE (`used < places`), so a burst
 * of registrations never uses a code more often than it allows.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    /** What people type (upper case, letters, digits and dashes); matched whatever the case. */
    code: text('code').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => registrationTypes.id),
    places: integer('places').notNull(),
    used: integer('used').notNull().default(0),
    /** The sponsor whose VIP passes these are (one code per sponsor); null for the organisers' own codes. */
    sponsorId: uuid('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
    /** For the organisers: who it was given to, why. */
    note: text('note').notNull().default(''),
    /** After this moment the code registers nobody; null: until the type's sales end. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Withdrawn by the organisers: it registers nobody any more (registrations made with it stand). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_codes_year_code_key').on(t.year, t.code),
    uniqueIndex('access_codes_sponsor_key').on(t.sponsorId),
    index('access_codes_year_created_idx').on(t.year, t.createdAt),
    check('access_codes_used_within_places', sql`${t.places} >= 1 and ${t.used} >= 0 and ${t.used} <= ${t.places}`),
  ],
);
export type AccessCodeRow = typeof accessCodes.$inferSelect;

/**
 * Which registrations were made with which code: the sponsor's page lists them. A cancelled registration's
 * row stays (it shows as cancelled) while its use is given back; a deleted registration's goes with it.
 */
export const accessCodeUses = pgTable(
  'access_code_uses',
  {
    participantId: uuid('participant_id')
      .primaryKey()
      .references(() => participants.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_code_uses_code_idx').on(t.codeId, t.createdAt)],
);
