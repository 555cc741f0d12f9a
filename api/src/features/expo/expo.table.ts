import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/account.table.js';
import { LANGUAGES } from '../../lib/language.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { registrationTypes, type RegistrationAnswers } from './registration-types/registration-type.table.js';
import { registrationGroups } from './groups/group.table.js';

export const PARTICIPANT_TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Miss.', 'Dr.', 'Engnr.', 'Prof.'] as const;
export const GENDERS = ['Male', 'Female'] as const;
/** `cancelled`: withdrawn by an administrator; kept in the lists and exports, off the wall and mailings. */
export const SPONSOR_STATUSES = ['applied', 'approved', 'declined', 'cancelled'] as const;
export type SponsorStatus = (typeof SPONSOR_STATUSES)[number];
/**
 * Whether the organisers accepted a registration (approval-status.ts has the machine): `approved` from
 * the start for a type that needs no approval; `pending` until an organiser decides on one that does;
 * `declined` stops it standing (it is cancelled as well: no mail, no check-in, its place given back).
 */
export const PARTICIPANT_APPROVALS = ['pending', 'approved', 'declined'] as const;
export type ParticipantApproval = (typeof PARTICIPANT_APPROVALS)[number];

/** PLATINUM, GOLD and SILVER: reference data, inserted by a migration. */
export const sponsorshipPackages = pgTable('sponsorship_packages', {
  id: text('id').primaryKey(),
  title: text('title').notNull().unique(),
  rank: integer('rank').notNull(),
  /** What the public page shows ('50,000', '20,000 - 40,000'): display text, never computed with. */
  amount: text('amount').notNull(),
  /** What an invoice for it charges before taxes, in minor units of `currency`, set by the organisers (null: not set). */
  priceCents: integer('price_cents'),
  currency: text('currency'),
  advertExpoProgram: text('advert_expo_program').notNull(),
  boothSpace: text('booth_space').notNull(),
  /** What the public page says ('5+', '2-3'): display text. */
  vipPasses: text('vip_passes').notNull(),
  /** How many VIP passes an approved sponsor's access code gives at first (organisers adjust each sponsor's). */
  vipPassCount: integer('vip_pass_count').notNull().default(0),
  brandingPresentation: boolean('branding_presentation').notNull().default(false),
  premiumBoothLocation: boolean('premium_booth_location').notNull().default(false),
  logoOnStageBackdrops: boolean('logo_on_stage_backdrops').notNull().default(false),
  speakingSlotAtOpening: boolean('speaking_slot_at_opening').notNull().default(false),
  vipNetworkingAccess: boolean('vip_networking_access').notNull().default(false),
  logoOnDelegateItems: boolean('logo_on_delegate_items').notNull().default(false),
  logoOnBannersWebsiteSocial: boolean('logo_on_banners_website_social').notNull().default(false),
  recognitionDuringSessions: boolean('recognition_during_sessions').notNull().default(false),
  networkingLoungeAccess: boolean('networking_lounge_access').notNull().default(false),
  pressReleaseMention: boolean('press_release_mention').notNull().default(false),
});
export type SponsorshipPackageRow = typeof sponsorshipPackages.$inferSelect;

export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Printed in the confirmation e-mail and its QR code; what check-in scans. */
    registrationCode: text('registration_code').notNull().unique(),
    year: integer('year').notNull(),
    /**
     * What the person registered as (trade visitor, VIP…); null only for registrations made before the
     * edition had types (start-up files those under its default type).
     */
    typeId: uuid('type_id').references(() => registrationTypes.id),
    /** The answers to the type's questions, by question key. */
    answers: jsonb('answers').$type<RegistrationAnswers>().notNull().default({}),
    /** Registered together with others by one person (groups/); null for a registration of one's own. */
    groupId: uuid('group_id').references(() => registrationGroups.id, { onDelete: 'set null' }),
    title: text('title', { enum: PARTICIPANT_TITLES }),
    gender: text('gender', { enum: GENDERS }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The language of the registration form: the participant's e-mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The first check-in ever (check-in/ keeps every day's and session's). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When the badge was last printed by the organisers (in a batch or at the desk); null until then. */
    badgePrintedAt: timestamp('badge_printed_at', { withTimezone: true }),
    /** Cancelled by an administrator: still listed and exported, never mailed or checked in. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The organisers' decision, for a type that needs one (see PARTICIPANT_APPROVALS). */
    approval: text('approval', { enum: PARTICIPANT_APPROVALS }).notNull().default('approved'),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    /**
     * SHA-256 of the private link's token that opens "My registration" (the link itself is only in the
     * latest confirmation e-mail). Replaced each time a confirmation is sent, so the newest link is the
     * only one that works; null until the first one is sent.
     */
    accessTokenHash: text('access_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participants_access_token_key').on(t.accessTokenHash),
    // One registration per e-mail per edition, whatever the letter case, even under concurrent submits.
    uniqueIndex('participants_year_email_key').on(t.year, sql`lower(${t.email})`),
    index('participants_year_created_idx').on(t.year, t.createdAt),
    index('participants_type_idx').on(t.typeId),
    // The organisers' queue of registrations to decide on.
    index('participants_pending_approval_idx')
      .on(t.year, t.createdAt)
      .where(sql`${t.approval} = 'pending'`),
    index('participants_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
    // Sorted admin pages read these indexes in order instead of sorting the table.
    index('participants_created_id_idx').on(t.createdAt, t.id),
    index('participants_last_name_id_idx').on(t.lastName, t.id),
    index('participants_first_name_id_idx').on(t.firstName, t.id),
    index('participants_code_prefix_idx').on(sql`lower(${t.registrationCode}) text_pattern_ops`),
    // Admin search is by prefix of a name, e-mail or code: these make it an index range scan.
    index('participants_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('participants_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('participants_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);
export type ParticipantRow = typeof participants.$inferSelect;

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    packageId: text('package_id')
      .notNull()
      .references(() => sponsorshipPackages.id),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    logo: text('logo'),
    status: text('status', { enum: SPONSOR_STATUSES }).notNull().default('applied'),
    /** The language of the application form: the applicant's e-mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /**
     * SHA-256 of the private link's token that opens the sponsor's own page (their invoice, its payment):
     * the link is only in the latest invoice e-mail, and each one sent replaces it.
     */
    accessTokenHash: text('access_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sponsors_access_token_key').on(t.accessTokenHash),
    index('sponsors_year_status_idx').on(t.year, t.status),
    index('sponsors_created_id_idx').on(t.createdAt, t.id),
    index('sponsors_email_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('sponsors_company_prefix_idx').on(sql`lower(${t.company}) text_pattern_ops`),
  ],
);
export type SponsorRow = typeof sponsors.$inferSelect;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** SHA-256 of the sender's address: enough to rate-limit, nothing to identify. */
    senderKey: text('sender_key').notNull(),
    /** The language of the contact form: a reply's own framing is written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** First opened by an administrator in the inbox; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Marked handled by an administrator; null while it still needs attention. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** When the latest reply from the admin area was queued. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_sender_idx').on(t.senderKey, t.createdAt),
    index('contact_messages_created_id_idx').on(t.createdAt, t.id),
    index('contact_messages_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('contact_messages_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** A reply sent from the admin inbox: the e-mail itself is an outbox message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The administrator who wrote it; null once their account is gone (the name stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
export type ContactReplyRow = typeof contactReplies.$inferSelect;

export const CONSENT_KINDS = ['marketing'] as const;
/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['registration', 'my_registration'] as const;

/**
 * Each time a participant gave or withdrew a consent: the exact wording they saw, when, and where.
 * Rows are only added, so the history shows what applied at any time. Deleted with the registration.
 */
export const participantConsents = pgTable(
  'participant_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    wording: text('wording').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('participant_consents_participant_idx').on(t.participantId, t.createdAt)],
);
export type ParticipantConsentRow = typeof participantConsents.$inferSelect;

export const PRIVACY_REQUEST_STATUSES = ['pending', 'completed', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * A participant's request to have their registration deleted, made from "My registration". Once it is
 * completed the registration is gone and the address is cleared here: what stays is the code, the dates
 * and who decided.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: uuid('participant_id').references(() => participants.id, { onDelete: 'set null' }),
    registrationCode: text('registration_code').notNull(),
    /** Name and e-mail while the request is open, to decide and answer it; cleared when it is completed. */
    name: text('name'),
    email: text('email'),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('pending'),
    /** Why an administrator declined it; sent to the person. */
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_requests_status_idx').on(t.status, t.createdAt),
    // One open request per registration: asking twice answers with the one already waiting.
    uniqueIndex('privacy_requests_open_key')
      .on(t.participantId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
