import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceBooking,
  buildBooking,
  buildTool,
  bookingPeriod,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { listen, wsClient } from '../../../test/ws-client.js';

let smtp: SmtpSink;
// Filled in by beforeAll.
let { app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger } = {} as Marketplace;
let bookingId: string;

/** A paid booking of a new tool of the owner's, by the renter, built in the database. */
const paidBooking = async (startDay: number, endDay: number) =>
  buildBooking(app.database.db, {
    tool: await buildTool(app.database.db, { owner: { id: ownerId }, priceCents: 1000 }),
    renter: { id: renterId },
    period: bookingPeriod(startDay, endDay),
  });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger } = await startMarketplace({
    env: { SMTP_URL: smtp.url },
    admin: { email: 'messages.admin@example.com', password: 'admin-password-1' },
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita' },
  }));
  bookingId = (await paidBooking(5, 6)).id;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function until(check: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SEND =
  'mutation($b: ID!, $body: String!, $c: String) { sendMessage(bookingId: $b, body: $body, clientId: $c) { id conversationId bookingId body clientId sender { id firstName } } }';
const SUBSCRIBE = 'subscription($b: ID!) { messageAdded(bookingId: $b) { id body sender { firstName } } }';

describe('a conversation per booking', () => {
  it('delivers a message to the other party over a subscription, without polling', async () => {
    const ws = wsClient(app, owner.token);
    const sub = listen(ws, SUBSCRIBE, { b: bookingId });
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const sent = await renter.gql(SEND, {
      b: bookingId,
      body: 'Hello! Can I pick it up at 9?',
      c: 'client-message-0001',
    });
    expect(sent.errors).toBeUndefined();
    await until(() => sub.events.length === 1, 'the message on the owner side');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sub.events[0].data.messageAdded).toEqual({
      id: sent.data!.sendMessage.id,
      body: 'Hello! Can I pick it up at 9?',
      sender: { firstName: 'Rita' },
    });
    // The owner replies; the conversation goes on both ways, in order.
    await owner.gql(SEND, { b: bookingId, body: 'Yes, 9 is fine.' });
    await until(() => sub.events.length === 2, 'the reply');
    const conversation = await renter.gql(
      'query($b: ID!) { conversation(bookingId: $b) { items { body sender { id } } } }',
      { b: bookingId },
    );
    expect(conversation.data?.conversation.items.map((m: { body: string }) => m.body)).toEqual([
      'Hello! Can I pick it up at 9?',
      'Yes, 9 is fine.',
    ]);
    sub.stop();
    await ws.dispose();
  });

  it('does not store a retried send twice (same clientId)', async () => {
    const first = await renter.gql(SEND, {
      b: bookingId,
      body: 'Sent twice by a flaky network',
      c: 'client-message-0002',
    });
    const again = await renter.gql(SEND, {
      b: bookingId,
      body: 'Sent twice by a flaky network',
      c: 'client-message-0002',
    });
    expect(again.data?.sendMessage.id).toBe(first.data?.sendMessage.id);
    const conversation = await renter.gql('query($b: ID!) { conversation(bookingId: $b) { items { body } } }', {
      b: bookingId,
    });
    expect(
      conversation.data?.conversation.items.filter((m: { body: string }) => m.body === 'Sent twice by a flaky network'),
    ).toHaveLength(1);
  });

  it('counts unread messages per conversation and in total until they are read', async () => {
    const before = await owner.gql('{ unreadMessages { asOwner asRenter } }');
    expect(before.data?.unreadMessages.asOwner).toBeGreaterThan(0);
    const list = await owner.gql('{ myBookings { items { id unreadMessages } } }');
    expect(list.data?.myBookings.items.find((b: { id: string }) => b.id === bookingId).unreadMessages).toBe(
      before.data?.unreadMessages.asOwner,
    );
    await owner.gql('mutation($b: ID!) { markConversationRead(bookingId: $b) }', { b: bookingId });
    const after = await owner.gql('{ unreadMessages { asOwner asRenter } }');
    expect(after.data?.unreadMessages).toEqual({ asOwner: 0, asRenter: 0 });
    // The other party's bell had a note; reading the conversation read it too.
    const bell = await owner.gql('{ notifications { items { kind bookingId read } } }');
    expect(bell.data?.notifications.items).toContainEqual({ kind: 'MESSAGE', bookingId, read: true });
    const unreadNotes = await owner.gql('{ notifications(unreadOnly: true) { items { kind } } }');
    expect(unreadNotes.data?.notifications.items.filter((n: { kind: string }) => n.kind === 'MESSAGE')).toEqual([]);
  });

  it('keeps strangers out of reading, writing and listening (REST, GraphQL and graphql-ws); admins read only', async () => {
    expect(
      (await stranger.gql('query($b: ID!) { conversation(bookingId: $b) { total } }', { b: bookingId })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await stranger.gql(SEND, { b: bookingId, body: 'spam' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stranger.json('GET', `/api/messaging/${bookingId}/my-messages`)).status).toBe(403);
    expect(
      (await stranger.json('POST', `/api/rentalBookings/${bookingId}/send-message`, { message: 'spam' })).status,
    ).toBe(403);
    const ws = wsClient(app, stranger.token);
    const sub = listen(ws, SUBSCRIBE, { b: bookingId });
    await until(() => sub.closed, 'the refusal');
    // Refused when it starts: an error, and never a message.
    expect(JSON.stringify({ failure: sub.failure, events: sub.events })).toMatch(/FORBIDDEN/);
    expect(sub.events.filter((e) => e.data?.messageAdded)).toEqual([]);
    await ws.dispose();

    expect(
      (await admin.gql('query($b: ID!) { conversation(bookingId: $b) { total } }', { b: bookingId })).errors,
    ).toBeUndefined();
    expect((await admin.gql(SEND, { b: bookingId, body: 'Admin here' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('pages a conversation back from the newest: page 1 is the latest, oldest first within a page', async () => {
    const { id } = await paidBooking(7, 8);
    for (let n = 1; n <= 5; n++) {
      const sent = await (n % 2 ? renter : owner).gql(SEND, { b: id, body: `Message ${n}` });
      expect(sent.errors).toBeUndefined();
    }
    const PAGE = `query($b: ID!, $page: PageInput) {
      conversation(bookingId: $b, page: $page) { total page pageSize hasMore items { body } }
    }`;
    const bodies = (page: { items: { body: string }[] }) => page.items.map((m) => m.body);
    const latest = (await renter.gql(PAGE, { b: id, page: { pageSize: 2 } })).data?.conversation;
    expect(latest).toMatchObject({ total: 5, page: 1, pageSize: 2, hasMore: true });
    expect(bodies(latest)).toEqual(['Message 4', 'Message 5']);
    const earlier = (await renter.gql(PAGE, { b: id, page: { page: 2, pageSize: 2 } })).data?.conversation;
    expect(bodies(earlier)).toEqual(['Message 2', 'Message 3']);
    const first = (await renter.gql(PAGE, { b: id, page: { page: 3, pageSize: 2 } })).data?.conversation;
    expect(first).toMatchObject({ hasMore: false, items: [{ body: 'Message 1' }] });
    // By default one page of 50 holds the whole of a short conversation.
    const whole = (await owner.gql(PAGE, { b: id })).data?.conversation;
    expect(whole).toMatchObject({ total: 5, pageSize: 50, hasMore: false });
    expect(bodies(whole)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    for (const pageSize of [0, 201]) {
      const refused = await renter.gql(PAGE, { b: id, page: { pageSize } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'page.pageSize', msg: 'pageSize must be a whole number from 1 to 200' }],
      });
    }
    // Read by both, so that no e-mail of unread messages comes of it in later tests.
    for (const reader of [renter, owner])
      await reader.gql('mutation($b: ID!) { markConversationRead(bookingId: $b) }', { b: id });
  });

  it('answers a message with parentId, the same reply the old client sends and reads', async () => {
    const { id } = await paidBooking(9, 10);
    const REPLY = `mutation($b: ID!, $body: String!, $parent: ID) {
      sendMessage(bookingId: $b, body: $body, parentId: $parent) { id body parentId sender { firstName } }
    }`;
    const question = await renter.gql(REPLY, { b: id, body: 'Does it come with a case?' });
    expect(question.data?.sendMessage).toMatchObject({ parentId: null });
    const questionId = question.data!.sendMessage.id;
    const answer = await owner.gql(REPLY, { b: id, body: 'Yes, a hard case.', parent: questionId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sendMessage).toMatchObject({
      body: 'Yes, a hard case.',
      parentId: questionId,
      sender: { firstName: 'Olu' },
    });
    // The old client's reply list shows it, and its message list keeps to the questions.
    const replies = await renter.json('GET', `/api/replies/${questionId}/my-replies`);
    expect(replies.body.replies).toEqual([
      expect.objectContaining({ message: 'Yes, a hard case.', messageId: questionId }),
    ]);
    const conversation = await renter.gql(
      'query($b: ID!) { conversation(bookingId: $b) { items { body parentId } } }',
      {
        b: id,
      },
    );
    expect(conversation.data?.conversation.items).toEqual([
      { body: 'Does it come with a case?', parentId: null },
      { body: 'Yes, a hard case.', parentId: questionId },
    ]);
    // The message answered belongs to this conversation, and the text is named as this API names it.
    const elsewhere = await owner.gql(REPLY, { b: bookingId, body: 'Wrong thread', parent: questionId });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await owner.gql(REPLY, { b: id, body: 'Lost', parent: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await owner.gql(REPLY, { b: id, body: '   ', parent: questionId });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'body', msg: 'Please write a message' }],
    });
    for (const reader of [renter, owner])
      await reader.gql('mutation($b: ID!) { markConversationRead(bookingId: $b) }', { b: id });
  });

  it('ends a subscription when its session is revoked (logout)', async () => {
    const session = app.client();
    const { user } = await signUpAndLogin(session);
    expect(user.id).toBeTruthy();
    const ws = wsClient(app, session.token);
    const sub = listen(ws, 'subscription { notificationEvents { unread } }');
    await new Promise((r) => setTimeout(r, 300));
    await session.json('POST', '/api/logout', {});
    await until(() => sub.closed, 'the socket to close after logout', 5000);
    expect((sub.failure as { code?: number } | undefined)?.code).toBe(4401);
    await ws.dispose();
  });

  it("keeps the old client's message + reply calls working", async () => {
    const sent = await renter.json('POST', `/api/rentalBookings/${bookingId}/send-message`, {
      message: 'Is the battery charged?',
      userId: renterId,
    });
    expect(sent.status).toBe(201);
    const messages = await owner.json('GET', `/api/messaging/${bookingId}/my-messages`);
    const original = messages.body.messaging.find((m: { message: string }) => m.message === 'Is the battery charged?');
    expect(original).toMatchObject({ user: { id: renterId, first_name: 'Rita' } });
    const reply = await owner.json('POST', `/api/user/${ownerId}/messaging/${original.id}/send-reply`, {
      message: 'Fully charged.',
    });
    expect(reply.status).toBe(201);
    const replies = await renter.json('GET', `/api/replies/${original.id}/my-replies`);
    expect(replies.body.replies).toEqual([
      expect.objectContaining({ message: 'Fully charged.', messageId: original.id }),
    ]);
    expect(
      (await renter.json('POST', `/api/user/${ownerId}/messaging/${original.id}/send-reply`, { message: 'x' })).status,
    ).toBe(403);
    expect((await renter.json('POST', '/api/send-messaging-notification', { userId: ownerId })).status).toBe(200);
    // Sent without a token by the old client: anyone may ask, and it only hurries the e-mail of unread messages.
    expect((await stranger.json('POST', '/api/send-messaging-notification', { userId: ownerId })).status).toBe(200);
  });

  it('e-mails an unread message after a few minutes, at most once per conversation per 10 minutes', async () => {
    // A fresh conversation, so earlier tests' e-mail state does not count.
    const { id, code } = await paidBooking(20, 21);
    // Only this conversation's e-mails: the old client's notification call above may have sent others.
    const about = (m: { to: string[]; subject: string }) =>
      m.to.includes(ownerEmail) && m.subject.startsWith('New message about') && m.subject.includes(code);
    const first = await renter.gql<{ sendMessage: { conversationId: string; bookingId: string } }>(SEND, {
      b: id,
      body: 'First question',
    });
    const conversationId = first.data!.sendMessage.conversationId;
    expect(first.data!.sendMessage.bookingId).toBe(id);
    // The job that runs a few minutes after the message:
    expect(await app.services.messages.emailUnread(conversationId, ownerId)).toBe('sent');
    const mail = await smtp.waitFor(about);
    expect(mail.text).toContain('First question');
    await renter.gql(SEND, { b: id, body: 'Second question' });
    expect(await app.services.messages.emailUnread(conversationId, ownerId)).toBe('later');
    await owner.gql('mutation($b: ID!) { markConversationRead(bookingId: $b) }', { b: id });
    expect(await app.services.messages.emailUnread(conversationId, ownerId)).toBe('read');
    expect(smtp.mails.filter(about)).toHaveLength(1);
  });
});

describe('reviews', () => {
  const ADD =
    'mutation($b: ID!, $r: Int!, $c: String) { addReview(bookingId: $b, rating: $r, comment: $c) { rating comment author { firstName } } }';

  it('refuses a review before the return, a rating outside 1..5, a second review and a stranger', async () => {
    const { id } = await paidBooking(30, 31);
    const early = await renter.gql(ADD, { b: id, r: 4, c: 'Too soon' });
    expect(early.errors?.[0]).toMatchObject({
      message: 'A booking can be reviewed once the owner has confirmed the return of the tool',
      extensions: { code: 'CONFLICT' },
    });
    await advanceBooking(app.database.db, id, 'returned');
    for (const r of [0, 6]) {
      expect((await renter.gql(ADD, { b: id, r })).errors?.[0]?.message).toBe('Choose a rating from 1 to 5 stars');
    }
    expect((await stranger.gql(ADD, { b: id, r: 5 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(ADD, { b: id, r: 5 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await renter.gql(ADD, { b: id, r: 4, c: 'Worked well' })).data?.addReview).toEqual({
      rating: 4,
      comment: 'Worked well',
      author: { firstName: 'Rita' },
    });
    const second = await renter.gql(ADD, { b: id, r: 1 });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Changing it is allowed until it is published.
    const changed = await renter.gql(
      'mutation($b: ID!) { updateReview(bookingId: $b, rating: 5, comment: "Even better") { rating } }',
      { b: id },
    );
    expect(changed.data?.updateReview.rating).toBe(5);
  });

  it("keeps the tool's rating at the average of its reviews and lists them with first name and date", async () => {
    const listed = await buildTool(app.database.db, { owner: { id: ownerId }, priceCents: 1000, units: 3 });
    const toolId = listed.id;
    const ratings = [5, 4, 2];
    for (const [i, rating] of ratings.entries()) {
      const { id } = await buildBooking(app.database.db, {
        status: 'returned',
        tool: listed,
        renter: { id: renterId },
        period: bookingPeriod(40 + i * 2, 41 + i * 2),
      });
      const res = await renter.json('POST', `/api/user/${renterId}/reviews/add-review`, {
        rentalBooking_id: id,
        userId: renterId,
        rating,
        rental_id: toolId,
        comment: `Review ${i + 1}`,
      });
      expect(res.body).toEqual({ message: 'Thank you for your review' });
      // Hidden until the owner reviews the renter too (or the window closes).
      await owner.gql('mutation($b: ID!) { addReview(bookingId: $b, rating: 5) { id } }', { b: id });
    }
    const tool = await app.client().gql('query($id: ID!) { tool(id: $id) { rating ratingCount } }', { id: toolId });
    expect(tool.data?.tool).toEqual({ rating: 3.67, ratingCount: 3 });
    const list = await app
      .client()
      .gql(
        'query($id: ID!) { toolReviews(toolId: $id) { total items { rating comment author { firstName } createdAt } } }',
        { id: toolId },
      );
    expect(list.data?.toolReviews.total).toBe(3);
    expect(list.data?.toolReviews.items[0]).toMatchObject({
      rating: 2,
      comment: 'Review 3',
      author: { firstName: 'Rita' },
    });
    const rest = await app.client().json('GET', `/api/rentalBookings/get-review?rental_id=${toolId}`);
    expect(rest.body.reviews).toHaveLength(3);
    expect(rest.body.reviews[0]).toMatchObject({ rating: 2, user: { first_name: 'Rita' } });
    // The owner hears about each review.
    const bell = await owner.gql('{ notifications { items { kind } } }');
    expect(
      bell.data?.notifications.items.filter((n: { kind: string }) => n.kind === 'REVIEW').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
