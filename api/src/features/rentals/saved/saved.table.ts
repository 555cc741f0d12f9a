import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** What a saved search narrows the marketplace to: the browse's filters, dates aside (they go stale). */
export interface SavedSearchFilter {
  search?: string;
  categoryId?: string;
  city?: string;
  minPrice?: string;
  maxPrice?: string;
  rentalCircle?: 'hourly' | 'daily';
  currency?: string;
  /** Near a city (its names) or a point (rounded to 2 decimals, about 1 km), within radiusKm. */
  nearCountry?: string;
  nearState?: string;
  nearCity?: string;
  nearLatitude?: number;
  nearLongitude?: number;
  radiusKm?: number;
}

/**
 * A renter's saved search: the marketplace's filters, e-mailed about at most once a day when tools
 * listed since the last look match them. `unsubscribeToken` is the e-mail's one-click way out.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filter: jsonb('filter').$type<SavedSearchFilter>().notNull(),
    /** The filters in words, as the e-mail and the Saved page show them. */
    label: text('label').notNull(),
    /** Tools listed after this are new to the search; the daily e-mail moves it on. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_filter_key').on(t.userId, t.filter),
    uniqueIndex('saved_searches_token_key').on(t.unsubscribeToken),
    index('saved_searches_checked_idx').on(t.checkedAt),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;
