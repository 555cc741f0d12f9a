import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const ROLES = ['User', 'Admin', 'CheckIn'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ROLES }).notNull().default('User'),
    userName: text('user_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    image: text('image'),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the holder of the address opened a link sent to it (sign-up, a change of address, a password
     * reset). Null: nobody has shown they read this mailbox, so nothing that moves money may rely on it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When an administrator approved the person's ID document and selfie (identity_checks): profiles
     * show "ID verified", and tools whose owners ask for it can be booked.
     */
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    /** Disabled by an administrator: cannot sign in, and every session ended when it was set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // Admin search is by prefix of a name or e-mail: these make it an index range scan.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A sign-in: every refresh token issued from one login belongs to one family. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token that replaced this one, encrypted with a key derived from this token itself: only
     * whoever presents this token again can read it, and the database alone cannot.
     */
    successorSealed: text('successor_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A change of e-mail address waiting for the new address to confirm it: the account keeps its old
 * address until the e-mailed link is opened. Only the newest request of an account is live.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A link that proves the holder of an address reads it. It names the address it was sent to: once the
 * account's address changes, the link proves nothing and no longer works.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Browsers and clients that signed in to an account (OWASP's device cookies): each holds a random
 * token in a cookie, stored here only as its hash. Such a client is throttled on its own counter, so
 * guesses made elsewhere never lock the owner out. Ended when the account's credentials change hands
 * (password reset, promotion by ADMIN_EMAIL, password change, sign out everywhere).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId, t.lastUsedAt)],
);

/**
 * Sign-in counters (per account, per account and address, per address, per device cookie), shared by
 * every instance. `inFlight` counts attempts reserved and not yet settled, so concurrent attempts
 * cannot outrun the limits; `inFlightUntil` forgets reservations a crashed process never settled.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  inFlight: integer('in_flight').notNull().default(0),
  inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
});
