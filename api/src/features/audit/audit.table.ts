import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/account.table.js';

/**
 * The kinds of record administrators and check-in staff change. `past_editions`: the data of earlier
 * editions, purged together (the entry's id names no record). `outbox_message`: an e-mail an
 * administrator sent themself (the test of a group e-mail), or sent again. `outbox`: the outbox as a
 * whole, e.g. every failed e-mail queued again (the entry's id names no record). `badge_batch`: a document
 * of badges printed together (the entry's id names no record; its label gives the count and filters).
 * `webhook_endpoint`: an integrator's webhook address (a delivery sent again is filed under its endpoint).
 */
export const AUDIT_TARGETS = [
  'participant',
  'sponsor',
  'user',
  'contact_message',
  'past_editions',
  'rental_category',
  'exhibitor',
  'programme_session',
  'mail_campaign',
  'outbox_message',
  'outbox',
  'dispute',
  'payout',
  'tool',
  'identity_check',
  'registration_type',
  'invoice_settings',
  'sponsorship_package',
  'access_code',
  'expo_day',
  'badge_batch',
  'webhook_endpoint',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_ACTIONS = [
  'participant.update',
  'participant.cancel',
  'participant.reinstate',
  'participant.delete',
  'participant.resend_confirmation',
  'participant.undo_check_in',
  'participant.approve',
  'participant.decline',
  'sponsor.update',
  'sponsor.cancel',
  'sponsor.reinstate',
  'sponsor.delete',
  'sponsor.resend_confirmation',
  'sponsor.approve',
  'sponsor.decline',
  'user.update',
  'user.disable',
  'user.enable',
  'contact_message.reply',
  'contact_message.handled',
  'contact_message.reopened',
  'participant.self_update',
  'participant.self_cancel',
  'participant.erase',
  'participant.erasure_declined',
  'past_editions.purge',
  'participant.check_in',
  'rental_category.create',
  'rental_category.update',
  'rental_category.delete',
  'exhibitor.create',
  'exhibitor.update',
  'exhibitor.delete',
  'programme_session.create',
  'programme_session.update',
  'programme_session.delete',
  'registration_type.create',
  'registration_type.update',
  'registration_type.delete',
  'mail_campaign.send',
  'mail_campaign.retry_failed',
  'outbox_message.test_send',
  'outbox_message.resend',
  'outbox.resend_failed',
  'dispute.decide',
  'dispute.dismiss',
  'tool.update',
  'tool.delete',
  'payout.mark_paid',
  'payout.mark_failed',
  'identity_check.approve',
  'identity_check.reject',
  'sponsor.invoice',
  'sponsor.invoice_paid',
  'sponsor.credit',
  'invoice_settings.update',
  'sponsorship_package.price',
  'access_code.create',
  'access_code.update',
  'access_code.revoke',
  'expo_day.capacity',
  'participant.badge_print',
  'badge_batch.print',
  'webhook_endpoint.create',
  'webhook_endpoint.update',
  'webhook_endpoint.delete',
  'webhook_endpoint.reveal_secret',
  'webhook_endpoint.rotate_secret',
  'webhook_endpoint.test',
  'webhook_delivery.resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field: its value before and after, as text (dates in ISO 8601, null when empty). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * Who changed what, written in the transaction of the change itself: an entry exists exactly when
 * the change committed. Entries are never updated or deleted, and outlive the records they are about.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The administrator (or check-in staff); null once their account is gone (the name stays), and for an
     * attendee's own change.
     */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** What the record was called at the time, so the history of a deleted record still says whom it was about. */
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_actor_idx').on(t.actorId, t.createdAt),
    index('admin_audit_created_id_idx').on(t.createdAt, t.id),
  ],
);
export type AuditRow = typeof adminAudit.$inferSelect;
