import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';

/** Who a group e-mail goes to. The values are those stored (mailing.table.ts AUDIENCES). */
export enum Audience {
  ALL_USERS = 'all-users',
  PARTICIPANTS = 'participants',
  CONSENTED_PARTICIPANTS = 'consented-participants',
  SPONSORS = 'sponsors',
  APPROVED_SPONSORS = 'approved-sponsors',
}
registerEnumType(Audience, {
  name: 'Audience',
  description: 'Who a group e-mail goes to: one message per distinct address, unsubscribed addresses left out',
  valuesConfig: {
    ALL_USERS: { description: 'Every account' },
    PARTICIPANTS: { description: 'Every participant of this edition' },
    CONSENTED_PARTICIPANTS: {
      description: 'Participants of this edition who agreed to receive news and offers by e-mail',
    },
    SPONSORS: {
      description:
        'Every sponsorship applicant of this edition, whatever the status: awaiting review, approved or declined',
    },
    APPROVED_SPONSORS: { description: 'Sponsors of this edition whose application was approved (the sponsor wall)' },
  },
});

/** The values are mailing.service.ts CampaignStatus. */
export enum MailCampaignStatus {
  QUEUED = 'queued',
  SENDING = 'sending',
  SENT = 'sent',
  PARTLY_FAILED = 'partly-failed',
  FAILED = 'failed',
}
registerEnumType(MailCampaignStatus, {
  name: 'MailCampaignStatus',
  description: "Where a group e-mail's delivery stands",
  valuesConfig: {
    QUEUED: { description: 'Accepted; no message has been written for a recipient yet' },
    SENDING: { description: 'Messages are being written or wait to be sent (retries included)' },
    SENT: {
      description: 'Every message was sent, or kept in the outbox when no SMTP server is configured; none failed',
    },
    PARTLY_FAILED: { description: 'Every message is done, but some failed: retryGroupMailFailures sends them again' },
    FAILED: { description: 'Every message failed: retryGroupMailFailures sends them again' },
  },
});

@ObjectType({ description: 'How many a group e-mail would reach now' })
export class AudienceCount {
  @Field(() => Int, { description: 'Distinct addresses that will receive it' }) recipients!: number;
  @Field(() => Int, { description: 'Addresses left out because they unsubscribed' }) suppressed!: number;
}

@ObjectType({ description: 'A group e-mail as a recipient will see it' })
export class EmailPreview {
  @Field(() => String, { description: 'The subject line' }) subject!: string;
  @Field(() => String, { description: 'The HTML body, a whole document' }) html!: string;
  @Field(() => String, { description: 'The plain-text body' }) text!: string;
  @Field(() => String, {
    description:
      'A pass for showing this preview in a frame: a form POST of subject, message and pass (application/x-www-form-urlencoded) to /api/admin/mail-view/group-mail answers the HTML body as a page of its own, with a strict content policy. It works for 15 minutes, for the administrator who asked and while their session lasts',
  })
  viewPass!: string;
}

@ObjectType({ description: 'A recipient whose message failed after every retry' })
export class FailedRecipient {
  @Field(() => String, { description: 'The address' }) email!: string;
  @Field(() => String, { nullable: true, description: "The mail server's last error, if it gave one" })
  error!: string | null;
}

@ObjectType({ description: 'A group e-mail sent by an administrator' })
export class MailCampaign {
  @Field(() => ID, { description: 'The group e-mail id' }) id!: string;
  @Field(() => Audience, { description: 'Who it went to' }) audience!: Audience;
  @Field(() => String, { description: "The audience in words, e.g. 'All 2026 Participants'" })
  audienceLabel!: string;
  @Field(() => String, { description: 'The subject line' }) subject!: string;
  @Field(() => String, {
    description: 'The message as written (plain text; blank lines part paragraphs, line breaks are kept)',
  })
  message!: string;
  @Field(() => Int, { description: 'Distinct addresses it was sent to' }) recipientCount!: number;
  @Field(() => Int, { description: 'Addresses left out because they unsubscribed' }) suppressedCount!: number;
  @Field(() => DateTimeISO, { description: 'When it was sent' }) createdAt!: Date;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When every recipient had its message queued; null until then',
  })
  dispatchedAt!: Date | null;
}

@ObjectType({ description: 'One page of group e-mails, newest first' })
export class MailCampaignPage extends PageOf(MailCampaign) {}

@ObjectType({
  description: 'Group e-mails as a connection, newest first: read on from a cursor, so none repeats or is skipped',
})
export class MailCampaignConnection extends ConnectionOf(MailCampaign) {}

@ObjectType({ description: "A group e-mail and where its recipients' messages stand" })
export class MailCampaignProgress {
  @Field(() => MailCampaign, { description: 'The group e-mail' }) campaign!: MailCampaign;
  @Field(() => MailCampaignStatus, { description: 'Where the delivery stands, from the counts below' })
  status!: MailCampaignStatus;
  @Field(() => Int, { description: 'Recipients whose message is not yet written to the outbox' }) pending!: number;
  @Field(() => Int, { description: 'Messages waiting to be sent, retries included' }) queued!: number;
  @Field(() => Int, { description: 'Messages the mail server accepted' }) sent!: number;
  @Field(() => Int, { description: 'Kept in the outbox because no SMTP server is configured' }) stored!: number;
  @Field(() => Int, { description: 'Messages that failed after every retry' }) failed!: number;
  @Field(() => [FailedRecipient], { description: 'Who the failed messages were for, by address; at most 200' })
  failedRecipients!: FailedRecipient[];
}
