import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { participants } from '../expo.table.js';
import { programmeSessions } from '../programme/programme.table.js';

/**
 * A check-in desk: a device at an entrance (or at a session's door) that checks guests in, online or
 * not. Its id is made on the device when the desk is set up, so its scans can be recorded before the
 * server has heard of it; the first sync registers it.
 */
export const checkInDesks = pgTable(
  'check_in_desks',
  {
    id: uuid('id').primaryKey(),
    /** What the staff call it ("Desk 3"). */
    name: text('name').notNull(),
    /** Where it stands ("North gate"): the dashboard counts arrivals per entrance. */
    entrance: text('entrance').notNull(),
    /** The expo day it checks in for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Set for a desk at a session's door (a masterclass, a workshop): it admits seat holders only. */
    sessionId: uuid('session_id').references(() => programmeSessions.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the desk last reached the server; the dashboard shows desks that went quiet. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_in_desks_day_idx').on(t.day)],
);
export type CheckInDeskRow = typeof checkInDesks.$inferSelect;

/**
 * What became of a scan: `admitted` (the guest's check-in for that day or session), `already_in`
 * (another scan was admitted first: first to reach the server wins), `not_found`, `refused` (cancelled,
 * awaiting approval, not admitted that day, no seat at the session), `undone` (an admitted scan taken
 * back).
 */
export const CHECK_IN_OUTCOMES = ['admitted', 'already_in', 'not_found', 'refused', 'undone'] as const;
export type CheckInOutcomeValue = (typeof CHECK_IN_OUTCOMES)[number];
/** Why a scan was refused: the registration's standing, a pass not for that day, no seat at the session. */
export const CHECK_IN_REFUSALS = ['cancelled', 'declined', 'awaiting_approval', 'not_that_day', 'no_seat'] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/**
 * Every scan of every desk, kept: the admitted ones are the check-ins (one per guest per day, and one
 * per guest per session), the others say why a desk was told no. The id is the scan's, made on the
 * device, so a sync sent twice records it once.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey(),
    /** Null for a check-in made online without a desk (the check-in mutation of old clients). */
    deskId: uuid('desk_id').references(() => checkInDesks.id, { onDelete: 'set null' }),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'cascade' }),
    /** What was scanned or typed, as sent (a code, or a participant id). */
    code: text('code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sessionId: uuid('session_id').references(() => programmeSessions.id, { onDelete: 'cascade' }),
    entrance: text('entrance').notNull(),
    /** When the desk scanned it (its clock, never later than when the server recorded it). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: CHECK_IN_OUTCOMES }).notNull(),
    /** Why a `refused` scan was refused (CHECK_IN_REFUSALS); null for the other outcomes. */
    refusal: text('refusal', { enum: CHECK_IN_REFUSALS }),
    /** Who was signed in at the desk. */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('check_ins_outcome_check', sql`${t.outcome} in ('admitted', 'already_in', 'not_found', 'refused', 'undone')`),
    // First wins: one admitted scan per guest per day at the entrances, and per session at its door.
    uniqueIndex('check_ins_day_admitted_key')
      .on(t.participantId, t.day)
      .where(sql`${t.outcome} = 'admitted' and ${t.sessionId} is null`),
    uniqueIndex('check_ins_session_admitted_key')
      .on(t.participantId, t.sessionId)
      .where(sql`${t.outcome} = 'admitted' and ${t.sessionId} is not null`),
    // The dashboard's arrivals per entrance per minute.
    index('check_ins_day_scanned_idx').on(t.day, t.scannedAt),
    index('check_ins_desk_idx').on(t.deskId),
    // A guest's scans: who let them in first (every sync's answer), and the cascade when they are deleted.
    index('check_ins_participant_idx').on(t.participantId),
  ],
);
export type CheckInRow = typeof checkIns.$inferSelect;
