import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../lib/language.js';
import { users } from '../accounts/account.table.js';
import { emailOutbox } from '../outbox/outbox.table.js';

/** Who a group e-mail goes to. */
export const AUDIENCES = [
  'all-users',
  'participants',
  'consented-participants',
  'sponsors',
  'approved-sponsors',
] as const;
export type Audience = (typeof AUDIENCES)[number];

export const mailCampaigns = pgTable('mail_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  audience: text('audience', { enum: AUDIENCES }).notNull(),
  year: integer('year').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  recipientCount: integer('recipient_count').notNull().default(0),
  /** Addresses of the audience left out because they unsubscribed. */
  suppressedCount: integer('suppressed_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when every recipient has its message in the outbox. */
  dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
});
export type MailCampaignRow = typeof mailCampaigns.$inferSelect;

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    /** The language of the message's own framing (greeting, unsubscribe line): the person's, else English. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The message in the outbox once dispatched; its status is the recipient's delivery status. */
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Duplicates removed: one message per address per campaign, whatever the letter case.
    uniqueIndex('campaign_recipients_campaign_email_key').on(t.campaignId, sql`lower(${t.email})`),
    index('campaign_recipients_pending_idx')
      .on(t.campaignId)
      .where(sql`${t.outboxId} is null`),
  ],
);

/** Addresses that unsubscribed from group e-mail; every later campaign leaves them out. */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull().default('unsubscribed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
