import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';
import { Role } from '../accounts/account.types.js';
import type { AuditRow } from '../audit/audit.table.js';
import { ContactDetailsInput, Gender, Language, ParticipantTitle } from '../expo/expo.types.js';

const LANGUAGE_CORRECTION = {
  nullable: true,
  description: 'The language their e-mails are written in; left as it is when omitted or null',
} as const;

@InputType({ description: "Corrections of a participant's registration: every field of the registration form" })
export class ParticipantCorrectionInput extends ContactDetailsInput {
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address the participant; null for none' })
  title?: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender; null when not given' })
  gender?: Gender | null;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => Language, LANGUAGE_CORRECTION) language?: Language | null;
}

@InputType({ description: 'Corrections of a sponsorship application: every field of the application form' })
export class SponsorCorrectionInput extends ContactDetailsInput {
  @Field(() => ID, { description: "Package id ('gold') or title ('GOLD')" }) packageId!: string;
  @Field(() => String, { description: 'The company or organisation name, at most 160 characters' })
  company!: string;
  @Field(() => Language, LANGUAGE_CORRECTION) language?: Language | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True removes the logo; a logo sent with the correction replaces it whatever this says',
  })
  removeLogo?: boolean | null;
}

@InputType({ description: "Corrections of an account by an administrator: the profile's fields and the role" })
export class UserCorrectionInput {
  @Field(() => String, { nullable: true, description: 'A short name, at most 60 characters; null or "" for none' })
  nickname?: string | null;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => String, { nullable: true, description: 'Phone number; null or "" for none' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Country name; null or "" for none' }) country?: string | null;
  @Field(() => String, { nullable: true, description: 'State or region; null or "" for none' })
  state?: string | null;
  @Field(() => String, { nullable: true, description: 'City; null or "" for none' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address; null or "" for none' })
  address?: string | null;
  @Field(() => Role, { description: 'What the account may do; administrators cannot change their own' })
  role!: Role;
}

/** The values are those stored (audit.table.ts AUDIT_TARGETS). */
export enum AuditTargetType {
  PARTICIPANT = 'participant',
  SPONSOR = 'sponsor',
  USER = 'user',
  CONTACT_MESSAGE = 'contact_message',
  PAST_EDITIONS = 'past_editions',
  RENTAL_CATEGORY = 'rental_category',
  EXHIBITOR = 'exhibitor',
  PROGRAMME_SESSION = 'programme_session',
  MAIL_CAMPAIGN = 'mail_campaign',
  OUTBOX_MESSAGE = 'outbox_message',
  OUTBOX = 'outbox',
  DISPUTE = 'dispute',
  PAYOUT = 'payout',
  TOOL = 'tool',
  IDENTITY_CHECK = 'identity_check',
  REGISTRATION_TYPE = 'registration_type',
  INVOICE_SETTINGS = 'invoice_settings',
  SPONSORSHIP_PACKAGE = 'sponsorship_package',
  ACCESS_CODE = 'access_code',
  EXPO_DAY = 'expo_day',
  BADGE_BATCH = 'badge_batch',
  WEBHOOK_ENDPOINT = 'webhook_endpoint',
}
registerEnumType(AuditTargetType, {
  name: 'AuditTargetType',
  description: 'The kind of record an audit entry is about',
  valuesConfig: {
    PARTICIPANT: { description: 'A participant registration' },
    SPONSOR: { description: 'A sponsorship application' },
    USER: { description: 'An account' },
    CONTACT_MESSAGE: { description: 'A message from the contact form' },
    PAST_EDITIONS: { description: 'The data of past editions, purged together (the id names no record)' },
    RENTAL_CATEGORY: { description: 'A category of the marketplace' },
    EXHIBITOR: { description: 'A company of the exhibitor directory' },
    PROGRAMME_SESSION: { description: 'A session of the programme' },
    MAIL_CAMPAIGN: { description: 'A group e-mail' },
    OUTBOX_MESSAGE: { description: 'An e-mail of the outbox (the test of a group e-mail, or one sent again)' },
    OUTBOX: { description: 'The outbox as a whole, e.g. every failed e-mail sent again (the id names no record)' },
    DISPUTE: { description: "A dispute or damage claim about a booking's money" },
    PAYOUT: { description: "An owner's payout" },
    TOOL: { description: "A member's tool, changed or deleted by an administrator" },
    IDENTITY_CHECK: { description: "A member's identity check (an ID document and a selfie)" },
    REGISTRATION_TYPE: { description: 'A registration type of the expo (trade visitor, VIP…)' },
    INVOICE_SETTINGS: { description: 'The organisers’ invoicing settings (one record)' },
    SPONSORSHIP_PACKAGE: { description: 'A sponsorship package (its price)' },
    ACCESS_CODE: { description: 'An access code (an invitation to a registration type, a sponsor’s VIP passes)' },
    EXPO_DAY: { description: 'An expo day (its limit of people; the id is the day, YYYY-MM-DD)' },
    BADGE_BATCH: { description: 'Badges printed together in one document (the id names no record)' },
    WEBHOOK_ENDPOINT: { description: "An integrator's webhook endpoint" },
  },
});

/** The values are those stored (audit.table.ts AUDIT_ACTIONS). */
export enum AuditActionKind {
  PARTICIPANT_UPDATE = 'participant.update',
  PARTICIPANT_CANCEL = 'participant.cancel',
  PARTICIPANT_REINSTATE = 'participant.reinstate',
  PARTICIPANT_DELETE = 'participant.delete',
  PARTICIPANT_RESEND_CONFIRMATION = 'participant.resend_confirmation',
  PARTICIPANT_UNDO_CHECK_IN = 'participant.undo_check_in',
  PARTICIPANT_APPROVE = 'participant.approve',
  PARTICIPANT_DECLINE = 'participant.decline',
  SPONSOR_UPDATE = 'sponsor.update',
  SPONSOR_CANCEL = 'sponsor.cancel',
  SPONSOR_REINSTATE = 'sponsor.reinstate',
  SPONSOR_DELETE = 'sponsor.delete',
  SPONSOR_RESEND_CONFIRMATION = 'sponsor.resend_confirmation',
  SPONSOR_APPROVE = 'sponsor.approve',
  SPONSOR_DECLINE = 'sponsor.decline',
  USER_UPDATE = 'user.update',
  USER_DISABLE = 'user.disable',
  USER_ENABLE = 'user.enable',
  CONTACT_MESSAGE_REPLY = 'contact_message.reply',
  CONTACT_MESSAGE_HANDLED = 'contact_message.handled',
  CONTACT_MESSAGE_REOPENED = 'contact_message.reopened',
  PARTICIPANT_SELF_UPDATE = 'participant.self_update',
  PARTICIPANT_SELF_CANCEL = 'participant.self_cancel',
  PARTICIPANT_ERASE = 'participant.erase',
  PARTICIPANT_ERASURE_DECLINED = 'participant.erasure_declined',
  PAST_EDITIONS_PURGE = 'past_editions.purge',
  PARTICIPANT_CHECK_IN = 'participant.check_in',
  RENTAL_CATEGORY_CREATE = 'rental_category.create',
  RENTAL_CATEGORY_UPDATE = 'rental_category.update',
  RENTAL_CATEGORY_DELETE = 'rental_category.delete',
  EXHIBITOR_CREATE = 'exhibitor.create',
  EXHIBITOR_UPDATE = 'exhibitor.update',
  EXHIBITOR_DELETE = 'exhibitor.delete',
  PROGRAMME_SESSION_CREATE = 'programme_session.create',
  PROGRAMME_SESSION_UPDATE = 'programme_session.update',
  PROGRAMME_SESSION_DELETE = 'programme_session.delete',
  MAIL_CAMPAIGN_SEND = 'mail_campaign.send',
  MAIL_CAMPAIGN_RETRY_FAILED = 'mail_campaign.retry_failed',
  OUTBOX_MESSAGE_TEST_SEND = 'outbox_message.test_send',
  OUTBOX_MESSAGE_RESEND = 'outbox_message.resend',
  OUTBOX_RESEND_FAILED = 'outbox.resend_failed',
  DISPUTE_DECIDE = 'dispute.decide',
  DISPUTE_DISMISS = 'dispute.dismiss',
  TOOL_UPDATE = 'tool.update',
  TOOL_DELETE = 'tool.delete',
  PAYOUT_MARK_PAID = 'payout.mark_paid',
  PAYOUT_MARK_FAILED = 'payout.mark_failed',
  IDENTITY_CHECK_APPROVE = 'identity_check.approve',
  IDENTITY_CHECK_REJECT = 'identity_check.reject',
  REGISTRATION_TYPE_CREATE = 'registration_type.create',
  REGISTRATION_TYPE_UPDATE = 'registration_type.update',
  REGISTRATION_TYPE_DELETE = 'registration_type.delete',
  SPONSOR_INVOICE = 'sponsor.invoice',
  SPONSOR_INVOICE_PAID = 'sponsor.invoice_paid',
  SPONSOR_CREDIT = 'sponsor.credit',
  INVOICE_SETTINGS_UPDATE = 'invoice_settings.update',
  SPONSORSHIP_PACKAGE_PRICE = 'sponsorship_package.price',
  ACCESS_CODE_CREATE = 'access_code.create',
  ACCESS_CODE_UPDATE = 'access_code.update',
  ACCESS_CODE_REVOKE = 'access_code.revoke',
  EXPO_DAY_CAPACITY = 'expo_day.capacity',
  PARTICIPANT_BADGE_PRINT = 'participant.badge_print',
  BADGE_BATCH_PRINT = 'badge_batch.print',
  WEBHOOK_ENDPOINT_CREATE = 'webhook_endpoint.create',
  WEBHOOK_ENDPOINT_UPDATE = 'webhook_endpoint.update',
  WEBHOOK_ENDPOINT_DELETE = 'webhook_endpoint.delete',
  WEBHOOK_ENDPOINT_REVEAL_SECRET = 'webhook_endpoint.reveal_secret',
  WEBHOOK_ENDPOINT_ROTATE_SECRET = 'webhook_endpoint.rotate_secret',
  WEBHOOK_ENDPOINT_TEST = 'webhook_endpoint.test',
  WEBHOOK_DELIVERY_RESEND = 'webhook_delivery.resend',
}
registerEnumType(AuditActionKind, {
  name: 'AuditAction',
  description: 'What an administrator (or check-in staff; for SELF_ actions, the attendee) did',
  valuesConfig: {
    PARTICIPANT_UPDATE: { description: "Corrected a participant's details" },
    PARTICIPANT_CANCEL: { description: 'Cancelled a registration' },
    PARTICIPANT_REINSTATE: { description: 'Reinstated a cancelled registration' },
    PARTICIPANT_DELETE: { description: 'Deleted a registration for good' },
    PARTICIPANT_RESEND_CONFIRMATION: { description: "E-mailed a participant's confirmation again" },
    PARTICIPANT_UNDO_CHECK_IN: { description: 'Took back a check-in made by mistake' },
    PARTICIPANT_APPROVE: { description: 'Approved a registration that awaited approval (its ticket e-mailed)' },
    PARTICIPANT_DECLINE: { description: 'Declined a registration that awaited approval (the person told)' },
    SPONSOR_UPDATE: { description: 'Corrected a sponsorship application' },
    SPONSOR_CANCEL: { description: 'Cancelled a sponsorship application' },
    SPONSOR_REINSTATE: { description: 'Took a cancelled application back to review' },
    SPONSOR_DELETE: { description: 'Deleted a sponsorship application for good' },
    SPONSOR_RESEND_CONFIRMATION: { description: "E-mailed a sponsor's confirmation again" },
    SPONSOR_APPROVE: { description: 'Approved a sponsorship application (the applicant was e-mailed)' },
    SPONSOR_DECLINE: { description: 'Declined a sponsorship application (the applicant was e-mailed)' },
    USER_UPDATE: { description: "Corrected an account's details or role" },
    USER_DISABLE: { description: 'Disabled an account (its sessions ended)' },
    USER_ENABLE: { description: 'Enabled a disabled account' },
    CONTACT_MESSAGE_REPLY: { description: 'Replied to a contact message by e-mail' },
    CONTACT_MESSAGE_HANDLED: { description: 'Marked a contact message handled' },
    CONTACT_MESSAGE_REOPENED: { description: 'Marked a handled contact message as not handled' },
    PARTICIPANT_SELF_UPDATE: { description: 'The attendee corrected their own details (My registration)' },
    PARTICIPANT_SELF_CANCEL: { description: 'The attendee cancelled their own registration (My registration)' },
    PARTICIPANT_ERASE: {
      description: 'Deleted a registration at the person’s request, keeping no copy of its details',
    },
    PARTICIPANT_ERASURE_DECLINED: {
      description: 'Declined a request to delete a registration (the person was e-mailed)',
    },
    PAST_EDITIONS_PURGE: { description: 'Deleted the participants and sponsors of past editions' },
    PARTICIPANT_CHECK_IN: { description: 'Checked a participant in at the desk (an administrator or check-in staff)' },
    RENTAL_CATEGORY_CREATE: { description: 'Added a rental category' },
    RENTAL_CATEGORY_UPDATE: { description: 'Renamed a rental category or replaced its image' },
    RENTAL_CATEGORY_DELETE: { description: 'Deleted a rental category' },
    EXHIBITOR_CREATE: { description: 'Added an exhibitor to the directory' },
    EXHIBITOR_UPDATE: { description: "Changed an exhibitor's details" },
    EXHIBITOR_DELETE: { description: 'Removed an exhibitor from the directory' },
    PROGRAMME_SESSION_CREATE: { description: 'Added a programme session' },
    PROGRAMME_SESSION_UPDATE: { description: 'Changed a programme session' },
    PROGRAMME_SESSION_DELETE: { description: 'Deleted a programme session' },
    MAIL_CAMPAIGN_SEND: { description: 'Sent a group e-mail' },
    MAIL_CAMPAIGN_RETRY_FAILED: { description: 'Queued the failed messages of a group e-mail again' },
    OUTBOX_MESSAGE_TEST_SEND: { description: 'Sent the test of a group e-mail to themself' },
    OUTBOX_MESSAGE_RESEND: {
      description: 'Sent an e-mail of the outbox again (a failed one queued again, a sent one as a copy)',
    },
    OUTBOX_RESEND_FAILED: { description: 'Queued every failed e-mail again (the count is in the changes)' },
    DISPUTE_DECIDE: { description: 'Decided a dispute (the money moves as decided; both parties were e-mailed)' },
    DISPUTE_DISMISS: { description: 'Dismissed a dispute (both parties were e-mailed)' },
    TOOL_UPDATE: { description: "Changed a member's tool (its listing, price, place or photos)" },
    TOOL_DELETE: { description: "Deleted a member's tool (it stays as a tombstone for its past bookings)" },
    PAYOUT_MARK_PAID: { description: "Marked a bank payout paid, with the bank's reference" },
    PAYOUT_MARK_FAILED: { description: "Marked a bank payout failed (the money is back in the owner's balance)" },
    IDENTITY_CHECK_APPROVE: { description: "Approved a member's identity check (they are ID verified)" },
    IDENTITY_CHECK_REJECT: { description: "Rejected a member's identity check (the reason was e-mailed to them)" },
    REGISTRATION_TYPE_CREATE: { description: 'Added a registration type' },
    REGISTRATION_TYPE_UPDATE: { description: 'Changed a registration type' },
    REGISTRATION_TYPE_DELETE: { description: 'Deleted a registration type' },
    SPONSOR_INVOICE: { description: 'Issued a sponsor’s invoice (the sponsor was e-mailed)' },
    SPONSOR_INVOICE_PAID: { description: 'Marked a sponsor’s invoice paid by bank transfer, with its reference' },
    SPONSOR_CREDIT: { description: 'Credited a sponsor’s invoice (its credit note was e-mailed)' },
    INVOICE_SETTINGS_UPDATE: { description: 'Changed the invoicing settings' },
    SPONSORSHIP_PACKAGE_PRICE: { description: 'Set the price of a sponsorship package' },
    ACCESS_CODE_CREATE: { description: 'Made an access code' },
    ACCESS_CODE_UPDATE: { description: 'Changed an access code' },
    ACCESS_CODE_REVOKE: { description: 'Withdrew an access code' },
    EXPO_DAY_CAPACITY: { description: 'Set or removed the limit of people an expo day admits' },
    PARTICIPANT_BADGE_PRINT: { description: "Printed a participant's badge at the check-in desk" },
    BADGE_BATCH_PRINT: { description: 'Printed a batch of badges (the label gives how many and the filters)' },
    WEBHOOK_ENDPOINT_CREATE: { description: 'Registered a webhook endpoint' },
    WEBHOOK_ENDPOINT_UPDATE: { description: 'Changed a webhook endpoint' },
    WEBHOOK_ENDPOINT_DELETE: { description: 'Deleted a webhook endpoint' },
    WEBHOOK_ENDPOINT_REVEAL_SECRET: { description: "Read a webhook endpoint's signing secret" },
    WEBHOOK_ENDPOINT_ROTATE_SECRET: { description: "Replaced a webhook endpoint's signing secret" },
    WEBHOOK_ENDPOINT_TEST: { description: 'Sent a test event to a webhook endpoint' },
    WEBHOOK_DELIVERY_RESEND: { description: 'Sent a webhook delivery again' },
  },
});

/** The audit log's filters: adminAuditLog and adminAuditLogConnection take the same. */
@ArgsType()
export class AuditLogArgs {
  @Field(() => AuditTargetType, { nullable: true, description: 'Only entries about this kind of record' })
  targetType?: AuditTargetType | null;
  @Field(() => ID, { nullable: true, description: "Only entries about this record (a details page's history)" })
  targetId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this administrator's actions (their account id)" })
  actorId?: string | null;
  @Field(() => AuditActionKind, { nullable: true, description: 'Only this action' }) action?: AuditActionKind | null;
}

@ObjectType({ description: 'A field an administrator changed, before and after' })
export class AuditChange {
  @Field(() => String, { description: "The field's name, e.g. 'lastName'" }) field!: string;
  @Field(() => String, { nullable: true, description: 'Its value before, as text; null when empty' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'Its value after, as text; null when empty or deleted' })
  after!: string | null;
}

@ObjectType({ description: 'One administrator action: who, when, what, on which record, why' })
export class AuditEntry {
  @Field(() => ID, { description: 'The entry id' }) id!: string;
  @Field(() => DateTimeISO, { description: 'When the change committed' }) at!: Date;
  @Field(() => ID, {
    nullable: true,
    description: "The administrator's account id; null once it is deleted, and for the attendee's own changes",
  })
  actorId!: string | null;
  @Field(() => String, {
    description:
      'The administrator, as "First Last <e-mail>" at the time, or "The attendee (through their private link)"',
  })
  actorName!: string;
  @Field(() => AuditActionKind, { description: 'What was done' }) action!: AuditActionKind;
  @Field(() => AuditTargetType, { description: 'The kind of record' }) targetType!: AuditTargetType;
  @Field(() => ID, { description: 'The record id (the record may since be deleted)' }) targetId!: string;
  @Field(() => String, { description: 'What the record was called at the time' }) targetLabel!: string;
  @Field(() => String, { nullable: true, description: 'Why, as the administrator wrote it; null where none is asked' })
  reason!: string | null;
  @Field(() => [AuditChange], { description: 'The fields that changed (for a deletion: what the record held)' })
  changes!: AuditChange[];
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action as AuditActionKind,
  targetType: row.targetType as AuditTargetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  reason: row.reason,
  changes: row.changes,
});

@ObjectType({ description: 'One page of the audit log, newest first' })
export class AuditEntryPage extends PageOf(AuditEntry) {}

@ObjectType({
  description: 'The audit log as a connection, newest first: read on from a cursor, so no entry repeats or is skipped',
})
export class AuditEntryConnection extends ConnectionOf(AuditEntry) {}
