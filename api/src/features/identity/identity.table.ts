import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/account.table.js';

/**
 * An identity check's status (identity-status.ts has the machine): pending, waiting for an
 * administrator; approved (the person shows "ID verified"); rejected, with a reason; withdrawn by the
 * person before a decision. A rejected or withdrawn check may be followed by a new one.
 */
export const IDENTITY_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The documents accepted as proof of identity in Nigeria and Ghana (and most places). */
export const ID_DOCUMENT_KINDS = ['passport', 'national_id', 'drivers_licence', 'voters_card'] as const;
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number];

/**
 * A person's identity check: a photo of an ID document and a selfie, reviewed by an administrator.
 * The two images are private files (signed addresses, only for the person and administrators) and are
 * deleted ID_DOCUMENT_RETENTION_DAYS after the decision, at once when the person withdraws or asks for
 * their deletion, and with the account (the rows cascade; the files go first, see IdentityService).
 * The decision itself (who, when, the reason) stays; "ID verified" is users.id_verified_at.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentKind: text('document_kind', { enum: ID_DOCUMENT_KINDS }).notNull(),
    status: text('status', { enum: IDENTITY_STATUSES }).notNull().default('pending'),
    /** Private references of the images (`/uploads/private/<name>`); null once deleted. */
    documentImage: text('document_image'),
    selfieImage: text('selfie_image'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The administrator who decided; null once their account is gone (the name stays). */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    /** Why it was rejected, as the person was told. */
    reason: text('reason'),
    /** The person asked for the images to go (or withdrew): the sweep deletes them from this moment. */
    forgetRequestedAt: timestamp('forget_requested_at', { withTimezone: true }),
    /** When the images were deleted. */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One check at a time waits for an administrator.
    uniqueIndex('identity_checks_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('identity_checks_user_idx').on(t.userId, t.submittedAt),
    index('identity_checks_queue_idx').on(t.status, t.submittedAt, t.id),
    check(
      'identity_checks_images_together',
      sql`(${t.documentImage} is null) = (${t.selfieImage} is null) and (${t.documentImage} is null) = (${t.documentsDeletedAt} is not null)`,
    ),
    check('identity_checks_reason_when_rejected', sql`(${t.status} = 'rejected') = (${t.reason} is not null)`),
  ],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;
