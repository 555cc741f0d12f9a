import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { OrderOf, orderByDescription } from '../../graphql/order.js';
import { PageOf } from '../../graphql/page.js';
import type { ContactReply as ContactReplyRow } from '../expo/contact-inbox.service.js';
import type { ContactMessageRow } from '../expo/expo.table.js';
import { Language } from '../expo/expo.types.js';
import { OutboxStatus } from '../outbox/outbox.types.js';

/** The values are the inbox filters the service takes (contact-inbox.service.ts InboxState). */
export enum ContactMessageState {
  UNREAD = 'unread',
  UNHANDLED = 'unhandled',
  HANDLED = 'handled',
}
registerEnumType(ContactMessageState, {
  name: 'ContactMessageState',
  description: 'Which contact messages a list shows',
  valuesConfig: {
    UNREAD: { description: 'Not yet opened by an administrator' },
    UNHANDLED: { description: 'Not yet marked handled (read or not)' },
    HANDLED: { description: 'Marked handled' },
  },
});

export enum ContactMessageOrderField {
  CREATED_AT = 'createdAt',
  NAME = 'name',
  EMAIL = 'email',
}
registerEnumType(ContactMessageOrderField, {
  name: 'ContactMessageOrderField',
  description: 'What the inbox can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the message arrived' },
    NAME: { description: "The sender's name" },
    EMAIL: { description: "The sender's e-mail address" },
  },
});
export const ContactMessageOrder = OrderOf<ContactMessageOrderField>(
  ContactMessageOrderField,
  'ContactMessageOrder',
  'How the inbox is ordered: by default newest first (CREATED_AT, DESC)',
);
export type ContactMessageOrder = InstanceType<typeof ContactMessageOrder>;

/** The inbox's filters and order: adminContactMessages and adminContactMessagesConnection take the same. */
@ArgsType()
export class ContactMessageListArgs {
  @Field(() => String, { nullable: true, description: "Each word must start the sender's name or e-mail address" })
  search?: string | null;
  @Field(() => ContactMessageOrder, { nullable: true, description: orderByDescription('Newest first') })
  orderBy?: ContactMessageOrder | null;
  @Field(() => ContactMessageState, { nullable: true, description: 'Only unread, unhandled or handled ones' })
  state?: ContactMessageState | null;
}

@ObjectType({ description: 'A reply sent from the admin inbox' })
export class ContactReply {
  @Field(() => ID, { description: 'The reply id' }) id!: string;
  @Field(() => String, { description: 'Who wrote it, as "First Last"' }) authorName!: string;
  @Field(() => String, { description: 'The subject of the e-mail' }) subject!: string;
  @Field(() => String, { description: 'What was written, as typed' }) body!: string;
  @Field(() => ID, { nullable: true, description: 'The e-mail in the outbox; null once the outbox row is gone' })
  outboxId!: string | null;
  @Field(() => OutboxStatus, { nullable: true, description: 'Where its e-mail stands; null once the row is gone' })
  deliveryStatus!: OutboxStatus | null;
  @Field(() => DateTimeISO, { description: 'When it was sent (queued)' }) createdAt!: Date;
}

export const toContactReply = (r: ContactReplyRow): ContactReply => ({
  id: r.id,
  authorName: r.authorName,
  subject: r.subject,
  body: r.body,
  outboxId: r.outboxId,
  deliveryStatus: r.deliveryStatus as OutboxStatus | null,
  createdAt: r.createdAt,
});

@ObjectType({ description: 'A message a visitor sent through the contact form' })
export class ContactMessage {
  @Field(() => ID, { description: 'The message id' }) id!: string;
  @Field(() => String, { description: 'The name the sender typed' }) name!: string;
  @Field(() => String, { description: 'The address the sender typed: replies go there' }) email!: string;
  @Field(() => String, { description: 'The message, as typed' }) message!: string;
  @Field(() => Language, { description: 'The language of the contact form: a reply is framed in it' })
  language!: Language;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When an administrator first opened it; null while unread',
  })
  readAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was marked handled; null while it is not' })
  handledAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the latest reply was sent; null before any' })
  repliedAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it arrived' }) createdAt!: Date;
}

export const toContactMessage = (m: ContactMessageRow): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  language: m.language as Language,
  readAt: m.readAt,
  handledAt: m.handledAt,
  repliedAt: m.repliedAt,
  createdAt: m.createdAt,
});

@ObjectType({ description: 'One page of contact messages' })
export class ContactMessagePage extends PageOf(ContactMessage) {}

@ObjectType({ description: 'Contact messages as a connection: read on from a cursor, so none repeats or is skipped' })
export class ContactMessageConnection extends ConnectionOf(ContactMessage) {}

@InputType({ description: 'A reply to a contact message, e-mailed to its sender' })
export class ContactReplyInput {
  @Field(() => String, {
    nullable: true,
    description:
      'The subject, at most 200 characters; when left out, "Re: your message to <expo>" in the language the message was written in',
  })
  subject?: string | null;
  @Field(() => String, { description: 'The reply: up to 10,000 characters; each line becomes a paragraph' })
  body!: string;
}
