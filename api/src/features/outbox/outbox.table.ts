import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * queued: waiting for its next delivery attempt; sending: an attempt is under way; sent: accepted by
 * the SMTP server; stored: no SMTP server is configured, so the message is kept here (readable by
 * admins) and logged; failed: refused for good by the server, or not delivered within the outbox's
 * lifetime (outbox.service.ts MAIL_LIFETIME_MS).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

interface AttachmentNames {
  filename: string;
  contentType: string;
  /** Set for images shown inside the HTML (`<img src="cid:...">`). */
  cid?: string;
}

/** A file kept as it is sent (a PDF, a calendar entry). */
export interface StoredAttachment extends AttachmentNames {
  contentBase64: string;
}

/**
 * A PNG of a QR code, kept as what it shows and drawn when the message is sent or viewed
 * (attachment-content.ts): drawing one takes milliseconds of CPU, which the request that queues the
 * message (a registration in a burst) should not spend. The same text draws the same image, so the
 * outbox still holds the whole message.
 */
export interface QrCodeAttachment extends AttachmentNames {
  qrCode: { text: string; width: number };
}

export type EmailAttachment = StoredAttachment | QrCodeAttachment;

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    /** Small files sent with the message (calendar entry, PDF) base64-encoded, or QR codes to draw. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** Extra message headers, e.g. List-Unsubscribe on group e-mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    index('email_outbox_created_id_idx').on(t.createdAt, t.id),
  ],
);

export type OutboxRow = typeof emailOutbox.$inferSelect;
