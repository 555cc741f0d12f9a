import { sql, type SQL } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tools } from '../tools/tool.table.js';
import { tstzrange } from './booking.table.js';

/**
 * An owner's exception to a tool's availability: some or all of its units are not for rent over a
 * period (a holiday, a repair, the owner's own use). Blocked units count like booked ones in every
 * availability check, the calendar and search. The blocks of one tool never overlap (the database's
 * exclusion constraint, `tool_blocks_no_overlap`), so a period's blocked units are those of at most
 * one block at any moment. Its gist index is the one the look-ups by tool and period use.
 */
export const toolBlocks = pgTable(
  'tool_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Half-open [start, end), like a booking's. */
    period: tstzrange('period')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`tstzrange(${toolBlocks.startsAt}, ${toolBlocks.endsAt}, '[)')`),
    /** How many of the tool's units are kept back (all of them for a one-unit tool). */
    units: integer('units').notNull(),
    /** The owner's own reminder of why; shown to the owner and administrators only. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tool_blocks_period_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('tool_blocks_units_positive', sql`${t.units} >= 1`),
  ],
);
export type ToolBlockRow = typeof toolBlocks.$inferSelect;
