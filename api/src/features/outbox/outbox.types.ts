import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { OrderOf, orderByDescription } from '../../graphql/order.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';
import type { EmailAttachment, OutboxRow } from './outbox.table.js';
import { OutboxTemplate, templateOf, type OutboxTemplateValue } from './outbox-templates.js';

/** The values are those stored (outbox.table.ts OUTBOX_STATUSES). */
export enum OutboxStatus {
  QUEUED = 'queued',
  SENDING = 'sending',
  SENT = 'sent',
  STORED = 'stored',
  FAILED = 'failed',
}
registerEnumType(OutboxStatus, {
  name: 'OutboxStatus',
  description: 'Where an e-mail stands',
  valuesConfig: {
    QUEUED: {
      description:
        'Waiting to be sent, or to be tried again after a failure (with growing waits, up to an hour apart, for 5 days)',
    },
    SENDING: { description: 'Being handed to the mail server now' },
    SENT: { description: 'Accepted by the mail server' },
    STORED: { description: 'Kept here and logged because no SMTP server is configured' },
    FAILED: {
      description:
        'Given up: the mail server refused it for good (a 5xx for this recipient or message), or it was not delivered within 5 days; lastError says why',
    },
  },
});

// Each value is the sort key the outbox service allows.
export enum OutboxOrderField {
  CREATED_AT = 'createdAt',
  TO = 'to',
  STATUS = 'status',
  SUBJECT = 'subject',
}
registerEnumType(OutboxOrderField, {
  name: 'OutboxOrderField',
  description: 'What the outbox can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the e-mail was queued' },
    TO: { description: 'The recipient address' },
    STATUS: { description: 'The status, alphabetically by its internal name' },
    SUBJECT: { description: 'The subject line' },
  },
});
export const OutboxOrder = OrderOf<OutboxOrderField>(
  OutboxOrderField,
  'OutboxOrder',
  'How the outbox is ordered: by default newest first (CREATED_AT, DESC)',
);
export type OutboxOrder = InstanceType<typeof OutboxOrder>;

/** The outbox's search, order and filters: adminOutbox and adminOutboxConnection take the same. */
@ArgsType()
export class OutboxListArgs {
  @Field(() => String, { nullable: true, description: 'Each word must start the recipient address or the subject' })
  search?: string | null;
  @Field(() => OutboxOrder, { nullable: true, description: orderByDescription('Newest first') })
  orderBy?: OutboxOrder | null;
  @Field(() => OutboxStatus, { nullable: true, description: 'Only e-mails with this status' })
  status?: OutboxStatus | null;
  @Field(() => OutboxTemplate, {
    nullable: true,
    description: 'Only e-mails of this kind (OutboxMessage.template), e.g. GROUP_MAIL',
  })
  template?: OutboxTemplateValue | null;
}

@ObjectType({ description: 'A file sent with an e-mail' })
export class OutboxAttachment {
  @Field(() => String, { description: 'The file name the recipient sees' }) filename!: string;
  @Field(() => String, { description: "The file's media type, e.g. 'image/png' or 'text/calendar'" })
  contentType!: string;
  @Field(() => Int, { description: 'Its size in bytes' }) size!: number;
  @Field(() => Boolean, { description: 'Shown inside the HTML body (e.g. the QR code) rather than as a file' })
  inline!: boolean;
}

@ObjectType({ description: 'An e-mail the site queued or sent' })
export class OutboxMessage {
  @Field(() => ID, { description: 'The e-mail id' }) id!: string;
  @Field(() => String, { description: 'The recipient address' }) to!: string;
  @Field(() => String, { description: 'The subject line' }) subject!: string;
  @Field(() => OutboxTemplate, {
    description:
      'What kind of message it is, e.g. PASSWORD_RESET, PARTICIPANT_CONFIRMATION, GROUP_MAIL, BOOKING_RENTER',
  })
  template!: OutboxTemplateValue;
  @Field(() => OutboxStatus, { description: 'Where it stands' }) status!: OutboxStatus;
  @Field(() => Int, { description: 'Delivery attempts so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: "The mail server's last error; null when none" })
  lastError!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was queued' }) createdAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the mail server accepted it; null before' })
  sentAt!: Date | null;
  @Field(() => String, { description: 'The plain-text body' }) text!: string;
  @Field(() => String, { description: 'The HTML body, a whole document' }) html!: string;
  @Field(() => String, {
    description:
      'Where a frame shows the HTML body as the recipient sees it, images included: a page of its own with a strict content policy (inline styles, embedded images, no scripts, sandboxed). It works for 15 minutes, for the administrator who asked and while their session lasts',
  })
  htmlUrl!: string;
  /** Its files as stored; the `attachments` field describes them (outbox.resolver.ts). */
  storedAttachments!: EmailAttachment[];
}

@ObjectType({ description: 'One page of the outbox' })
export class OutboxPage extends PageOf(OutboxMessage) {}

@ObjectType({ description: 'The outbox as a connection: read on from a cursor, so no e-mail repeats or is skipped' })
export class OutboxConnection extends ConnectionOf(OutboxMessage) {}

export const toOutboxMessage = (r: OutboxRow, htmlUrl: string): OutboxMessage => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  template: templateOf(r.template),
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt,
  sentAt: r.sentAt,
  text: r.text,
  html: r.html,
  htmlUrl,
  storedAttachments: r.attachments,
});
