import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { tools } from '../tools/tool.table.js';

/** A renter's saved tools (favourites): one row per person and tool, gone with either. */
export const savedTools = pgTable(
  'saved_tools',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.toolId] }), index('saved_tools_user_idx').on(t.userId, t.createdAt)],
);
export type SavedToolRow = typeof savedTools.$inferSelect;
