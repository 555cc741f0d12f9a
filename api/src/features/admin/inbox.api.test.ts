import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../expo/expo.table.js';
import { signIn, signUpAndLogin } from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

/*
 * The contact form without ORGANISER_EMAIL (or a contact address): the message must not go nowhere.
 * It waits in the admin inbox, where an administrator reads it, replies by e-mail and marks it handled.
 */
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;
let user: HttpClient;

const ADMIN = { email: 'inbox.boss@example.com', password: 'inbox-boss-password' };
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const LIST = `query($state: ContactMessageState, $search: String) {
  adminContactMessages(state: $state, search: $search) { total items { id name email message readAt handledAt } } }`;
const MESSAGE = `query($id: ID!) { adminContactMessage(id: $id) {
  id name email message readAt handledAt repliedAt replies { authorName subject body deliveryStatus outboxId } } }`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  user = app.client();
  const { email } = await signUpAndLogin(user);
  // The sign-up's own mail (confirm your address) is not the inbox's: let it arrive, then start over.
  await smtp.waitFor((mail) => mail.to.includes(email));
  smtp.mails.length = 0;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('the contact inbox', () => {
  it('keeps a message sent without ORGANISER_EMAIL for the administrators, unread', async () => {
    const sent = await app.client().gql(SEND, {
      input: { name: 'Amina Yusuf', email: 'amina@example.com', message: 'Is there parking at the venue for vans?' },
    });
    expect(sent.data?.sendContactMessage).toMatch(/Thank you/);
    const list = await admin.gql(LIST, { state: 'UNREAD' });
    expect(list.data?.adminContactMessages.items).toEqual([
      expect.objectContaining({
        name: 'Amina Yusuf',
        email: 'amina@example.com',
        message: 'Is there parking at the venue for vans?',
        readAt: null,
        handledAt: null,
      }),
    ]);
    expect((await admin.gql('{ adminUnreadContactMessages }')).data?.adminUnreadContactMessages).toBe(1);
    // Nobody was mailed: there is nowhere to forward it.
    expect(smtp.mails).toEqual([]);
  });

  it('is for administrators only', async () => {
    const [row] = await app.database.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
    for (const [query, variables] of [
      [LIST, {}],
      ['{ adminUnreadContactMessages }', {}],
      [MESSAGE, { id: row!.id }],
      ['mutation($id: ID!) { markContactMessageRead(id: $id) { id } }', { id: row!.id }],
      ['mutation($id: ID!) { setContactMessageHandled(id: $id, handled: true) { id } }', { id: row!.id }],
      ['mutation($id: ID!) { replyToContactMessage(id: $id, input: { body: "Hi" }) { id } }', { id: row!.id }],
    ] as const) {
      expect((await user.gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect((await app.client().gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect((await user.json('GET', '/api/admin/contact-messages')).status).toBe(403);
    expect((await user.json('POST', `/api/admin/contact-messages/${row!.id}/reply`, { body: 'Hi' })).status).toBe(403);
    expect(smtp.mails).toEqual([]);
  });

  it('reads, replies by e-mail through the outbox (recorded on the message) and marks it handled', async () => {
    await app.database.db.insert(contactMessages).values({
      name: 'Jean-Baptiste Koffi',
      email: 'jb.koffi@example.com',
      message: 'Avez-vous des stands pour les artisans?',
      senderKey: 'test',
    });
    const search = await admin.gql(LIST, { search: 'jean-bap' });
    expect(search.data?.adminContactMessages.total).toBe(1);
    const id = search.data!.adminContactMessages.items[0].id as string;

    const read = await admin.gql('mutation($id: ID!) { markContactMessageRead(id: $id) { readAt } }', { id });
    expect(read.data?.markContactMessageRead.readAt).toBeTruthy();

    const empty = await admin.gql(
      'mutation($id: ID!) { replyToContactMessage(id: $id, input: { body: "  " }) { id } }',
      { id },
    );
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.body');

    const replied = await admin.gql(
      `mutation($id: ID!, $input: ContactReplyInput!) { replyToContactMessage(id: $id, input: $input) {
        repliedAt replies { authorName subject body outboxId } } }`,
      // A form's empty subject arrives as null: the default subject is used.
      { id, input: { subject: null, body: 'Bonjour,\nOui: 20 stands.\nÀ bientôt' } },
    );
    expect(replied.errors).toBeUndefined();
    expect(replied.data?.replyToContactMessage.repliedAt).toBeTruthy();
    expect(replied.data?.replyToContactMessage.replies).toEqual([
      expect.objectContaining({
        authorName: 'Admin User',
        subject: 'Re: your message to AIBEx 2026',
        body: 'Bonjour,\nOui: 20 stands.\nÀ bientôt',
      }),
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes('jb.koffi@example.com'));
    expect(mail.subject).toBe('Re: your message to AIBEx 2026');
    expect(mail.text).toMatch(/Oui: 20 stands\./);
    expect(mail.text).toMatch(/Avez-vous des stands/);
    await expect
      .poll(async () => (await admin.gql(MESSAGE, { id })).data?.adminContactMessage.replies[0].deliveryStatus, {
        timeout: 10_000,
      })
      .toBe('SENT');

    const handled = await admin.json('PUT', `/api/admin/contact-messages/${id}/handled`, { handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body.message.handled_at).toBeTruthy();
    const unhandled = await admin.gql(LIST, { state: 'UNHANDLED', search: 'jean-bap' });
    expect(unhandled.data?.adminContactMessages.total).toBe(0);
    const done = await admin.gql(LIST, { state: 'HANDLED' });
    expect(done.data?.adminContactMessages.items.map((m: { id: string }) => m.id)).toEqual([id]);

    const log = await admin.gql(
      'query($id: ID!) { adminAuditLog(targetId: $id) { items { action targetType targetLabel } } }',
      { id },
    );
    expect(log.data?.adminAuditLog.items).toEqual([
      {
        action: 'CONTACT_MESSAGE_HANDLED',
        targetType: 'CONTACT_MESSAGE',
        targetLabel: 'Jean-Baptiste Koffi <jb.koffi@example.com>',
      },
      {
        action: 'CONTACT_MESSAGE_REPLY',
        targetType: 'CONTACT_MESSAGE',
        targetLabel: 'Jean-Baptiste Koffi <jb.koffi@example.com>',
      },
    ]);

    const rest = await admin.json('GET', `/api/admin/contact-messages/${id}`);
    expect(rest.body.replies[0]).toMatchObject({ author: 'Admin User', delivery_status: 'sent' });
    const badFlag = await admin.json('PUT', `/api/admin/contact-messages/${id}/handled`, { handled: 'maybe' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.errors[0].path).toBe('handled');
  });
});

describe('with ORGANISER_EMAIL', () => {
  it('still forwards the message, and keeps it in the inbox too', async () => {
    const forwarding = await startTestApp({
      SMTP_URL: smtp.url,
      ORGANISER_EMAIL: 'organisers@example.com',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      await forwarding.client().gql(SEND, {
        input: { name: 'Tolu', email: 'tolu@example.com', message: 'Do you sell tickets at the door?' },
      });
      await smtp.waitFor((m) => m.to.includes('organisers@example.com'));
      const boss = forwarding.client();
      await signIn(boss, ADMIN.email, ADMIN.password);
      expect((await boss.gql(LIST, {})).data?.adminContactMessages.total).toBe(1);
    } finally {
      await forwarding.close();
    }
  });
});
