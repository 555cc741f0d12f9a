import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: an answer is kept as it was sent (JSON, or a PDF), not as text. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One row per Idempotency-Key a caller sent with a changing request: the request's fingerprint, and
 * once it has answered, the answer to replay when the same request comes again. A row without
 * `completed_at` is an attempt still running (or one that died with its process: see
 * idempotency-keys.ts). Rows live 24 hours (`expires_at`) and are swept by maintenance.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `user:<id>` for a signed-in caller, `ip:<address>` for an anonymous one. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and canonical body (GraphQL: the operation and its variables). */
    fingerprint: text('fingerprint').notNull(),
    /** The attempt holding the key: only it may store its answer or let the key go. */
    attempt: uuid('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    statusCode: integer('status_code'),
    /** The answer's headers worth replaying (its content type, a download's file name). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: bytes('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
