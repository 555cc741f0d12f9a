import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/account.table.js';

/**
 * What a personal API token may do (api-token-scopes.ts maps operations to them): READ every query
 * the account may run; BOOKINGS booking mutations as renter or owner; LISTINGS tool listing
 * mutations; ADMIN_READ administrator queries, only for administrators.
 */
export const API_TOKEN_SCOPES = ['READ', 'BOOKINGS', 'LISTINGS', 'ADMIN_READ'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * A personal API token for a machine client. Only the SHA-256 of the secret is kept (the secret is
 * shown once, at creation); `prefix` is its first characters so the person can recognise it. Every
 * token expires (at most a year); revoking keeps the row so the list shows what happened.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per token, so a busy client does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('api_tokens_scopes_known', sql`${t.scopes} <@ array['READ','BOOKINGS','LISTINGS','ADMIN_READ']::text[]`),
    check('api_tokens_expires_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
